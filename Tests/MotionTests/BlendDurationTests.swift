import Foundation
import Testing
@testable import Motion

@Suite("blendDuration: a merged spring blends its response from the old one's")
struct BlendDurationTests {
    /// The stepped spring written out from its definition (1/300 s steps: h = v + F/600, x += h/300,
    /// F = −c·h + k·(Δ − x), v = h + F/600), with the response blended by smoothstep over `blend`
    /// seconds from `r0` to `r1`, evaluated at the start of each step.
    private func reference(x: Double, v: Double, f: Double, delta: Double, r0: Double, r1: Double,
                           zeta: Double, blend: Double, steps: Int) -> [Double] {
        var (x, v, f) = (x, v, f)
        var out: [Double] = [x]
        for n in 0..<steps {
            let u = min(Double(n) / 300 / blend, 1)
            let r = r0 + (r1 - r0) * u * u * (3 - 2 * u)
            let k = min(pow(2 * Double.pi / r, 2), 45_000), c = 2 * k.squareRoot() * zeta
            let h = v + f / 600
            x += h / 300
            f = -c * h + k * (delta - x)
            v = h + f / 600
            out.append(x)
        }
        return out
    }

    @Test("the blended steps match the definition, and a zero blend is the plain merge")
    func blended() {
        let clock = SampleClock(rate: 600)
        let first = Animation.spring(response: 0.6, dampingFraction: 0.7)
        let second = Animation.spring(response: 0.2, dampingFraction: 0.9, blendDuration: 0.15)
        var value = AnimatedValue(0)
        value.set(100, at: 0, animation: first, clock: clock)
        let t0 = 0.1
        // The state at the retarget, from the plain stepped spring (30 steps of the first one).
        let before = FluidSpring(spring: Spring(response: 0.6, dampingFraction: 0.7), delta: 100)
        var s = FluidSpring.State()
        for _ in 0..<30 { s = before.step(s) }
        value.set(-50, at: t0, animation: second, clock: clock)
        let expected = reference(x: 0, v: s.velocity, f: s.force, delta: -50 - s.position,
                                 r0: 0.6, r1: 0.2, zeta: 0.9, blend: 0.15, steps: 90)
        for n in stride(from: 0, through: 90, by: 1) {
            let t = t0 + Double(n) / 300
            #expect(abs(value.value(at: t) - (s.position + expected[n])) < 1e-9, "step \(n)")
        }
        // Without a blend the merge steps with the new response from the first step on.
        var plain = AnimatedValue(0)
        plain.set(100, at: 0, animation: first, clock: clock)
        plain.set(-50, at: t0, animation: .spring(response: 0.2, dampingFraction: 0.9), clock: clock)
        let unblended = reference(x: 0, v: s.velocity, f: s.force, delta: -50 - s.position,
                                  r0: 0.2, r1: 0.2, zeta: 0.9, blend: 0.15, steps: 30)
        #expect(abs(plain.value(at: t0 + 0.1) - (s.position + unblended[30])) < 1e-9)
        #expect(abs(value.value(at: t0 + 0.1) - plain.value(at: t0 + 0.1)) > 1e-3, "the blend makes a difference")
    }

    @Test("interactiveSpring blends over 0.25 s; a spring started from rest does not blend")
    func interactive() {
        #expect(Spring.interactive.blendDuration == 0.25)
        let clock = SampleClock(rate: 60)
        var fresh = AnimatedValue(0), plain = AnimatedValue(0)
        fresh.set(1, at: 0, animation: Animation(.fluidSpring(.interactive)), clock: clock)
        plain.set(1, at: 0, animation: .spring(response: 0.15, dampingFraction: 0.86), clock: clock)
        for t in stride(from: 0.0, through: 0.5, by: 1.0 / 60) { #expect(fresh.value(at: t) == plain.value(at: t)) }
    }

    @Test("smoothstep: the blended response starts at the old one and ends at the new one")
    func smoothstep() {
        let spring = Spring(response: 0.2, dampingFraction: 1, blendDuration: 0.4)
        #expect(FluidSpring.blendedResponse(spring, from: 0.6, elapsed: 0) == 0.6)
        #expect(abs(FluidSpring.blendedResponse(spring, from: 0.6, elapsed: 0.2) - 0.4) < 1e-12)
        #expect(FluidSpring.blendedResponse(spring, from: 0.6, elapsed: 0.4) == 0.2)
        #expect(FluidSpring.blendedResponse(spring, from: nil, elapsed: 0) == 0.2)
    }
}
