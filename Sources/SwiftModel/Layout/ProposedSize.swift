import Foundation
import Scene

/// What a parent offers a child, as SwiftUI's `ProposedViewSize`: per axis a length, `nil` for
/// "your ideal size" (what `.fixedSize()` proposes), or `.infinity` for "as much as you like"
/// (what a stack proposes when it measures how flexible a child is).
///
/// The child answers with the size it takes, which may be anything (Apple, "ProposedViewSize":
/// "During layout in SwiftUI, views choose their own size, but they do that in response to a
/// size proposal from their parent view").
///
/// Numbers are cleaned on the way in so that the engine never sees one it cannot order or
/// hash: NaN becomes `nil` (no usable offer, so the ideal size), and a negative length (–∞
/// included) becomes 0, the smallest offer SwiftUI makes. +∞ is kept.
public struct ProposedSize: Sendable, Hashable, CustomStringConvertible {
    public let width: Double?
    public let height: Double?

    public init(width: Double?, height: Double?) {
        self.width = ProposedSize.clean(width)
        self.height = ProposedSize.clean(height)
    }

    /// A concrete proposal of `size`, as SwiftUI's `ProposedViewSize(_ size: CGSize)`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// `nil` on both axes: the ideal size, SwiftUI's `.unspecified`.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public var description: String {
        "\(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil")"
    }

    private static func clean(_ value: Double?) -> Double? {
        guard let value, !value.isNaN else { return nil }
        return max(value, 0)
    }

    /// `major` along `axis` and `minor` across it, as SwiftUI's `_ProposedSize(_:in:by:)`.
    init(_ major: Double?, along axis: LayoutAxis, across minor: Double?) {
        self = axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    subscript(axis: LayoutAxis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// The proposal with `nil` axes replaced by `size`'s, as SwiftUI's
    /// `fixingUnspecifiedDimensions(at:)`.
    func fixingUnspecified(at size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal less the insets, never below 0, as OpenSwiftUI's `_ProposedSize.inset(by:)`
    /// (Sources/OpenSwiftUICore/Layout/Geometry/ProposedSize.swift).
    func inset(by insets: LayoutEdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { max(0, $0 - insets.horizontal) },
                     height: height.map { max(0, $0 - insets.vertical) })
    }
}
