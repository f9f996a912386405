import Foundation

/// The closed-form damped harmonic oscillator: SwiftUI's `Spring` type, Core Animation's
/// `CASpringAnimation`, and every `interpolatingSpring`.
///
/// It is normalized: it moves from 0 to 1, and ``initialVelocity`` is in distances per second
/// (SwiftUI's convention for `interpolatingSpring(…, initialVelocity:)`).
public struct AnalyticSpring: Sendable, Hashable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    public var initialVelocity: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// The same oscillator as `spring`'s response and damping fraction, without SwiftUI's stepping.
    public init(_ spring: Spring, initialVelocity: Double = 0) {
        let omega = 2 * .pi / spring.response
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * omega * spring.dampingFraction,
                  initialVelocity: initialVelocity)
    }

    /// Undamped angular frequency ω₀ = √(k/m).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Position (0 → 1) and velocity at `time` seconds after the start.
    public func sample(at time: Double) -> (value: Double, velocity: Double) {
        let m = motion(at: time, offset: -1, velocity: initialVelocity)
        return (1 + m.offset, m.velocity)
    }

    /// The oscillator started `offset` away from its rest point with `velocity`: its offset from
    /// rest and its velocity `time` seconds later, in the units of `offset`.
    public func motion(at time: Double, offset y0: Double, velocity v0: Double) -> (offset: Double, velocity: Double) {
        let w0 = naturalFrequency, z = dampingRatio
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = y0, b = (v0 + z * w0 * y0) / wd
            let e = exp(-z * w0 * time), c = cos(wd * time), s = sin(wd * time)
            return (e * (a * c + b * s), e * ((b * wd - z * w0 * a) * c - (a * wd + z * w0 * b) * s))
        } else if z == 1 {
            let a = y0, b = v0 + w0 * y0
            let e = exp(-w0 * time)
            return (e * (a + b * time), e * (b - w0 * (a + b * time)))
        } else {
            let s = w0 * (z * z - 1).squareRoot()
            let r1 = -z * w0 + s, r2 = -z * w0 - s
            let c1 = (v0 - r2 * y0) / (r1 - r2), c2 = y0 - c1
            return (c1 * exp(r1 * time) + c2 * exp(r2 * time), c1 * r1 * exp(r1 * time) + c2 * r2 * exp(r2 * time))
        }
    }

    /// Whether the oscillator, started `offset` from rest with `velocity`, is visually at rest at
    /// `time`: within 0.1 % of its scale and nearly still. The scale is the distance, or for a
    /// spring flung from rest, how far its velocity would carry it.
    public func isSettled(at time: Double, offset y0: Double, velocity v0: Double) -> Bool {
        let scale = max(abs(y0), abs(v0) / naturalFrequency)
        guard scale > 0 else { return true }
        let m = motion(at: time, offset: y0, velocity: v0)
        return abs(m.offset) <= 1e-3 * scale && abs(m.velocity) <= 1e-2 * scale
    }
}
