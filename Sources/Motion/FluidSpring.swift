import Foundation

/// SwiftUI's animation spring, stepped the way SwiftUI steps it — not the closed-form curve.
///
/// The state advances in fixed 1/300 s steps (a velocity-Verlet-like half step, see ``step()``);
/// by time τ after the start, `ceil(300·τ − 1e-9)` steps have run. The values are in the animated
/// property's own units, which is why an offset in points settles later than an opacity.
public struct FluidSpring: Sendable, Hashable {
    /// Steps per second of simulated time.
    public static let stepsPerSecond = 300.0

    /// Displacement from the start value, velocity and force: SwiftUI's integration state.
    /// Outside Motion a run starts ``rest``; inside it the memberwise initializer (every field
    /// defaulting to 0) starts one mid-flight.
    public struct State: Sendable, Hashable {
        public var position = 0.0
        public var velocity = 0.0
        public var force = 0.0

        /// At the start value, not moving.
        public static let rest = State()
    }

    public let stiffness: Double
    public let damping: Double
    /// Target minus start, in the property's units.
    public let delta: Double

    public init(spring: Spring, delta: Double) {
        stiffness = spring.stiffness
        damping = spring.damping
        self.delta = delta
    }

    /// Number of whole steps that have run by `elapsed` seconds; the epsilon keeps t = n/300 at n.
    /// A count beyond `Int` saturates rather than trapping.
    public static func steps(after elapsed: Double) -> Int {
        elapsed <= 0 ? 0 : Int(clamping: (stepsPerSecond * elapsed - 1e-9).rounded(.up))
    }

    /// One 1/300 s step: h = v + F/600, x += h/300, F = −c·h + k·(Δ − x), v = h + F/600.
    public func step(_ s: State) -> State {
        Self.step(s, stiffness: stiffness, damping: damping, delta: delta)
    }

    /// One step with explicit coefficients, for a spring whose response is blending.
    public static func step(_ s: State, stiffness k: Double, damping c: Double, delta: Double) -> State {
        let h = s.velocity + s.force / 600
        let x = s.position + h / 300
        let f = -c * h + k * (delta - x)
        return State(position: x, velocity: h + f / 600, force: f)
    }

    /// The response of a spring that blends from `previous` to `spring.response` over its
    /// `blendDuration`, `elapsed` seconds after it started: smoothstep between the two.
    public static func blendedResponse(_ spring: Spring, from previous: Double?, elapsed: Double) -> Double {
        guard let previous, spring.blendDuration > 0, elapsed < spring.blendDuration else { return spring.response }
        let u = max(elapsed, 0) / spring.blendDuration
        return previous + (spring.response - previous) * u * u * (3 - 2 * u)
    }

    /// Whether stepping with these coefficients comes to rest rather than growing without bound.
    ///
    /// One step maps (x − Δ, h) by a matrix whose determinant is 1 − c·dt and trace 2 − c·dt − k·dt²
    /// (dt = 1/300 s); both its eigenvalues lie in the unit circle when c ≤ 2/dt − k·dt/2, i.e.
    /// c ≤ 600 − k/600. A stiff spring with more damping than that oscillates ever wider, to
    /// infinity and NaN — where SwiftUI's own stepping would go too.
    public static func isStable(stiffness k: Double, damping c: Double) -> Bool {
        c <= 2 * stepsPerSecond - k / (2 * stepsPerSecond)
    }

    /// SwiftUI's end test, made at samples: the spring is at rest and within 1 % of Δ.
    public func isSettled(_ s: State) -> Bool {
        guard max(s.velocity * s.velocity, s.force * s.force) <= 0.0036 else { return false }
        let tolerance = 0.01 * delta
        let remaining = delta - s.position
        return !(tolerance * tolerance > 0 && tolerance * tolerance < remaining * remaining)
    }
}
