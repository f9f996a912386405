import Foundation
import Scene

// The engine lays out in Scene's `Size`, `Point` and `Rect` — the same points a film's frames
// are in — with what stacking needs besides: a length along an axis.

extension Size {
    static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// `major` along `axis` and `minor` across it.
    init(_ major: Double, along axis: LayoutAxis, across minor: Double) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

extension Point {
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}

extension Rect {
    init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var midX: Double { minX + width / 2 }
    public var midY: Double { minY + height / 2 }

    /// Whether all four numbers are finite: a frame the engine returns always is.
    public var isFinite: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

/// The two axes a stack lays out along, as SwiftUI's `Axis`.
enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical

    var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
