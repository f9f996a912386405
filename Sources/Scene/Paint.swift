import Foundation
import Motion

/// What fills a shape: a flat colour, or one of SwiftUI's gradients, with SwiftUI's meaning.
///
/// Gradients interpolate between stops in gamma-encoded sRGB with straight (unpremultiplied)
/// components, as Core Graphics draws SwiftUI's gradients; outside the first and last stop they
/// hold the end colours.
public enum Paint: Sendable, Hashable {
    case color(Color)
    /// SwiftUI's `LinearGradient`: `start` and `end` are fractions of the shape's frame, so the
    /// gradient is laid out in the unit square and stretched with the frame (on a wide frame a
    /// diagonal gradient's bands are not perpendicular to the diagonal in points).
    case linearGradient(Gradient, start: UnitPoint, end: UnitPoint)
    /// SwiftUI's `RadialGradient`: circles about `center` (a fraction of the frame) whose radii
    /// are in points, from `startRadius` (the first stop) to `endRadius` (the last).
    case radialGradient(Gradient, center: UnitPoint, startRadius: Double, endRadius: Double)

    /// Whether every pixel the paint covers is opaque.
    public var isOpaque: Bool { colors.allSatisfy { $0.alpha >= 1 } }

    /// Every colour the paint uses (for checks of its numbers).
    public var colors: [Color] {
        switch self {
        case .color(let color): [color]
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _, _): gradient.stops.map(\.color)
        }
    }

    /// Every number the paint places its colours with (for checks that they are finite).
    public var numbers: [Double] {
        switch self {
        case .color: []
        case .linearGradient(let gradient, let start, let end):
            gradient.stops.map(\.location) + [start.x, start.y, end.x, end.y]
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            gradient.stops.map(\.location) + [center.x, center.y, startRadius, endRadius]
        }
    }
}

/// SwiftUI's `Gradient`: colours at locations along a gradient's axis, 0 at its start and 1 at its end.
public struct Gradient: Sendable, Hashable {
    /// One colour and where it sits; locations never decrease along ``stops``.
    public struct Stop: Sendable, Hashable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Evenly spaced colours, the i-th of n at i / (n − 1), as `Gradient(colors:)` places them.
    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }
}

/// A line along a shape's outline, centred on it as SwiftUI's `stroke(_:lineWidth:)` draws it:
/// half its width lies outside the shape's frame.
///
/// SwiftUI's `.trim(from:to:)` before the stroke keeps only the part of the outline between two
/// fractions of its length, measured from where the shape's path starts: a `Circle`'s at its
/// rightmost point (`Path(ellipseIn:)`), a `Rectangle`'s at its top-left corner (`Path(_: CGRect)`),
/// both going clockwise on screen — so a progress ring drawn with `trim(from: 0, to: p)` grows
/// from three o'clock unless the code turns it. Where `to` is not above `from`, nothing is drawn,
/// as SwiftUI's trimmed path is empty.
public struct Stroke: Sendable, Hashable {
    public var color: Color
    /// Points; positive.
    public var width: Double
    /// The fractions of the outline's length the stroke runs between, each 0 … 1.
    public var trimFrom: Double, trimTo: Double

    public init(color: Color, width: Double, trimFrom: Double = 0, trimTo: Double = 1) {
        self.color = color
        self.width = width
        self.trimFrom = trimFrom
        self.trimTo = trimTo
    }

    /// Whether the stroke runs along the whole outline.
    public var isWhole: Bool { trimFrom <= 0 && trimTo >= 1 }
}

extension Shape {
    /// A rectangle filled with a flat colour and not stroked (the built-in scenes' shapes).
    public static func rect(fill: Color) -> Shape { .rect(fill: .color(fill), stroke: nil) }

    /// A rounded rectangle filled with a flat colour and not stroked.
    public static func roundedRect(fill: Color, cornerRadius: Double) -> Shape {
        .roundedRect(fill: .color(fill), cornerRadius: cornerRadius, stroke: nil)
    }

    /// A circle filled with a flat colour and not stroked.
    public static func circle(fill: Color) -> Shape { .circle(fill: .color(fill), stroke: nil) }
}
