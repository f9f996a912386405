import Foundation
import Motion

extension TransitionValues {
    /// The mask these values describe for a page of `size`, or nil when it shows the whole page:
    /// a rounded rectangle inset from the page's edges, as the tabs and the stack draw it.
    package func mask(in size: Size) -> LayerMask? {
        let insetX = max(maskInsetX, 0), insetY = max(maskInsetY, 0)
        guard insetX > 0 || insetY > 0 || maskCornerRadius > 0 else { return nil }
        let width = max(size.width - 2 * insetX, 0), height = max(size.height - 2 * insetY, 0)
        let radius = min(max(maskCornerRadius, 0), min(width, height) / 2)
        return LayerMask(rect: Rect(x: min(insetX, size.width / 2), y: min(insetY, size.height / 2),
                                    width: width, height: height), cornerRadius: radius)
    }
}
