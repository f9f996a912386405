import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS and Core Animation define them.
///
/// ```swift
/// TimingCurve.easeInOut.value(at: 0.5)   // 0.5
/// ```
public struct TimingCurve: Sendable, Hashable {
    public var c0x: Double, c0y: Double, c1x: Double, c1y: Double

    public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        self.c0x = c0x
        self.c0y = c0y
        self.c1x = c1x
        self.c1y = c1y
    }

    public static let linear = TimingCurve(0, 0, 1, 1)
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// Progress (y) at time fraction `x` in [0, 1]: solves x(s) = x for the curve parameter s.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if self == .linear { return x }
        // Newton's method, falling back to bisection where the slope vanishes; x(s) is monotonic
        // because both control points' x lie in [0, 1].
        var s = x
        for _ in 0..<8 {
            let err = Self.bezier(s, c0x, c1x) - x
            if abs(err) < 1e-14 { return Self.bezier(s, c0y, c1y) }
            let d = Self.slope(s, c0x, c1x)
            if abs(d) < 1e-9 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = min(max(s, 0), 1)
        for _ in 0..<100 {
            let xs = Self.bezier(s, c0x, c1x)
            if abs(xs - x) < 1e-15 { break }
            if xs < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return Self.bezier(s, c0y, c1y)
    }
}

extension TimingCurve {
    /// The curve as SwiftUI's `UnitCurve`: a named one, or `.bezier(…)` with its control points.
    public var swiftUIUnitCurve: String {
        switch self {
        case .linear: return ".linear"
        case .easeIn: return ".easeIn"
        case .easeOut: return ".easeOut"
        case .easeInOut: return ".easeInOut"
        default:
            let n = NumberText.literal
            return ".bezier(startControlPoint: UnitPoint(x: \(n(c0x)), y: \(n(c0y))), "
                + "endControlPoint: UnitPoint(x: \(n(c1x)), y: \(n(c1y))))"
        }
    }

    /// dy/dx where the curve leaves (0, 0): how fast a curve-driven change starts, as a multiple of
    /// its average speed (what a keyframe track hands to a neighbouring cubic keyframe or spring).
    ///
    /// A Bézier curve leaves an end towards the first control point that is not on that end, so a
    /// control point on the end (`easeOut`'s first) gives way to the next one, and all of them on it
    /// to the chord (slope 1). A vertical tangent there is ±infinity.
    public var startSlope: Double { Self.tangentSlope(c0x, c0y, c1x, c1y) }

    /// dy/dx where the curve reaches (1, 1): how fast a curve-driven change ends; as ``startSlope``.
    public var endSlope: Double { Self.tangentSlope(1 - c1x, 1 - c1y, 1 - c0x, 1 - c0y) }

    /// The slope of the first of two directions that is not zero; 1 (the chord) if neither is.
    private static func tangentSlope(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double) -> Double {
        if dx1 != 0 || dy1 != 0 { return dy1 / dx1 }
        if dx2 != 0 || dy2 != 0 { return dy2 / dx2 }
        return 1
    }
}
