import Foundation
import Scene

/// The four insets of `.padding(_:)`, as SwiftUI's `EdgeInsets` (left-to-right layout only:
/// leading is left, trailing is right).
///
/// Negative insets are kept, as SwiftUI keeps them (a negative padding is a common way to let a
/// view overhang its neighbours); the size they give is never below 0. A NaN or infinite inset
/// becomes 0 when the tree is laid out.
public struct LayoutEdgeInsets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges, as `.padding(16)`.
    public init(all length: Double) {
        self.init(top: length, leading: length, bottom: length, trailing: length)
    }

    public static let zero = LayoutEdgeInsets()

    /// SwiftUI's `.padding()` on iOS: 16 points on each edge (the system's default padding for
    /// most views; SwiftUI computes it from the environment, this engine takes the common value).
    public static let systemDefault = LayoutEdgeInsets(all: 16)

    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}
