import Foundation
import Scene

/// Where a child sits in a larger space, as SwiftUI's `Alignment` and its horizontal and
/// vertical halves.
///
/// SwiftUI aligns by *guides*: each view has a value for an alignment (leading is 0, centre is
/// half its width, trailing its width), and a container lines those values up. For the standard
/// alignments that value is a fixed fraction of the view's length, which is all this engine
/// keeps (custom guides and text baselines are left out).
public struct LayoutAlignment: Sendable, Hashable {
    public enum Horizontal: Sendable, Hashable {
        case leading, center, trailing

        /// The guide's value as a fraction of the width.
        var fraction: Double {
            switch self {
            case .leading: 0
            case .center: 0.5
            case .trailing: 1
            }
        }
    }

    public enum Vertical: Sendable, Hashable {
        case top, center, bottom

        /// The guide's value as a fraction of the height.
        var fraction: Double {
            switch self {
            case .top: 0
            case .center: 0.5
            case .bottom: 1
            }
        }
    }

    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(horizontal: Horizontal, vertical: Vertical) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = LayoutAlignment(horizontal: .leading, vertical: .top)
    public static let top = LayoutAlignment(horizontal: .center, vertical: .top)
    public static let topTrailing = LayoutAlignment(horizontal: .trailing, vertical: .top)
    public static let leading = LayoutAlignment(horizontal: .leading, vertical: .center)
    public static let center = LayoutAlignment(horizontal: .center, vertical: .center)
    public static let trailing = LayoutAlignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = LayoutAlignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = LayoutAlignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = LayoutAlignment(horizontal: .trailing, vertical: .bottom)

    /// The guide values (x, y) of a view of `size`.
    func guide(in size: Size) -> Point {
        Point(x: horizontal.fraction * size.width, y: vertical.fraction * size.height)
    }

    /// Where a child of size `child` goes in a space of size `container` so that their guides
    /// meet: the container's guide less the child's, as OpenSwiftUI's
    /// `FrameLayoutCommon.commonPlacement` (Sources/OpenSwiftUICore/Layout/Modifier/FrameLayout.swift).
    /// A child larger than the space gets a negative offset: it overflows on both sides when
    /// centred, as in SwiftUI.
    func offset(of child: Size, in container: Size) -> Point {
        let outer = guide(in: container), inner = guide(in: child)
        return Point(x: outer.x - inner.x, y: outer.y - inner.y)
    }
}
