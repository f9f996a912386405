import Foundation

/// SwiftUI's curves computed here from their definitions, independently of Motion's timing code,
/// so tests can hold a render or a timeline to them.
public enum ReferenceEasing {
    /// easeOut — the cubic Bézier (0, 0) (0, 0) (0.58, 1) (1, 1) — at `x`.
    public static func easeOut(_ x: Double) -> Double { cubic(0, 0, 0.58, 1, x) }
    /// easeInOut — (0.42, 0) (0.58, 1) — at `x`.
    public static func easeInOut(_ x: Double) -> Double { cubic(0.42, 0, 0.58, 1, x) }

    /// The cubic Bézier from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2) at progress
    /// `x`: its parameter found by bisection on x(u), then y(u).
    public static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ u: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return bezier(y1, y2, (low + high) / 2)
    }
}
