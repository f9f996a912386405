import Foundation
import Testing
import TestSupport
@testable import Motion

private let clock = SampleClock(rate: 600)

@Suite("closed-form springs against the ODE reference")
struct AnalyticSpringTests {
    @Test("the closed form reproduces each reference curve to 1e-9 at every sample",
          arguments: ReferenceCurve.springFiles)
    func closedForm(file: String) throws {
        let curve = try ReferenceCurve(file)
        #expect(curve.rows.count == 1201 && curve.duration == 2, "2 s at 600 Hz: \(curve.rows.count) rows")
        let p = ReferenceCurve.parameters(file)
        let spring = AnalyticSpring(Spring(response: try #require(p["r"]), dampingFraction: try #require(p["z"])),
                                    initialVelocity: try #require(p["v"]))
        for row in curve.rows {
            let s = spring.sample(at: row.t)
            #expect(abs(s.value - row.value) <= 1e-9, "value at t=\(row.t)")
            #expect(abs(s.velocity - row.velocity) <= 1e-9, "velocity at t=\(row.t)")
        }
    }

    @Test("model: analytic follows the closed form until it settles, then rests at the target",
          arguments: ReferenceCurve.springFiles)
    func animation(file: String) throws {
        let curve = try ReferenceCurve(file)
        let p = ReferenceCurve.parameters(file)
        let spring = Spring(response: try #require(p["r"]), dampingFraction: try #require(p["z"]))
        var value = AnimatedValue(0)
        value.set(1, at: 0, animation: Animation(.analyticSpring(spring, initialVelocity: try #require(p["v"]))),
                  clock: clock)
        let end = value.settleTime
        #expect(end < 2, "settles within the reference's 2 s")
        for row in curve.rows {
            if row.t < end - 1e-12 {
                #expect(abs(value.value(at: row.t) - row.value) <= 1e-9, "value at t=\(row.t)")
                #expect(abs(value.velocity(at: row.t) - row.velocity) <= 1e-9, "velocity at t=\(row.t)")
            } else {
                #expect(value.value(at: row.t) == 1, "rests at the target after it ends")
                #expect(abs(row.value - 1) <= 1e-3, "the reference is within 0.1 % when we end")
            }
        }
    }

    @Test("model: analytic merges: position and velocity carry over at a retarget (spring_retarget.csv)")
    func retargetMerges() throws {
        let curve = try ReferenceCurve("spring_retarget.csv")
        #expect(curve.rows.count == 901 && curve.duration == 1.5, "1.5 s at 600 Hz: \(curve.rows.count) rows")
        var value = AnimatedValue(0)
        let animation = Animation(.analyticSpring(Spring(response: 0.3, dampingFraction: 0.85), initialVelocity: 0))
        value.set(1, at: 0, animation: animation, clock: clock)
        value.set(0, at: 72.0 / 600, animation: animation, clock: clock)
        let end = value.settleTime
        for row in curve.rows where row.t < end - 1e-12 {
            #expect(abs(value.value(at: row.t) - row.value) <= 1e-9, "value at t=\(row.t)")
            #expect(abs(value.velocity(at: row.t) - row.velocity) <= 1e-9, "velocity at t=\(row.t)")
        }
        #expect(value.value(at: end) == 0)
        // The closed form itself, restarted from the carried state, matches at every sample.
        let spring = AnalyticSpring(Spring(response: 0.3, dampingFraction: 0.85))
        let at = spring.sample(at: 0.12)
        for row in curve.rows where row.t >= 0.12 {
            let m = spring.motion(at: row.t - 0.12, offset: at.value, velocity: at.velocity)
            #expect(abs(m.offset - row.value) <= 1e-9 && abs(m.velocity - row.velocity) <= 1e-9, "t=\(row.t)")
        }
    }

    @Test("interpolatingSpring with mass, stiffness and damping equals the same oscillator")
    func interpolating() throws {
        let curve = try ReferenceCurve("spring_r0.6_z0.7_v0.csv")
        let k = pow(2 * Double.pi / 0.6, 2)
        let oscillator = AnalyticSpring(mass: 1, stiffness: k, damping: 2 * k.squareRoot() * 0.7)
        for row in curve.rows where row.t < 1 {
            #expect(abs(oscillator.sample(at: row.t).value - row.value) <= 1e-9)
        }
    }

    @Test("the closed-form retarget: additive, so the first change completes under the second")
    func retargetAdds() throws {
        // An interpolatingSpring adds: the new run's change (1 → 0) rides on the running 0 → 1.
        let spring = AnalyticSpring(Spring(response: 0.3, dampingFraction: 0.85))
        var value = AnimatedValue(0)
        let animation = Animation(.interpolatingSpring(spring))
        value.set(1, at: 0, animation: animation, clock: clock)
        value.set(0, at: 0.12, animation: animation, clock: clock)
        // Before either run has settled (and snapped), the value is exactly the sum of both curves.
        for t in stride(from: 0.12, through: 0.3, by: 0.01) {
            let expected = spring.sample(at: t).value - spring.sample(at: t - 0.12).value
            #expect(abs(value.value(at: t) - expected) <= 1e-9)
        }
        #expect(value.value(at: value.settleTime) == 0)
    }
}
