import Foundation
import Motion

extension TransitionValues {
    /// The mask these values describe for a page of `size`, or nil when it shows the whole page:
    /// a rounded rectangle inset from the page's edges, as the tabs and the stack draw it.
    package func mask(in size: Size) -> LayerMask? {
        LayerMask.inset(x: maskInsetX, y: maskInsetY, cornerRadius: maskCornerRadius, in: size)
    }
}
