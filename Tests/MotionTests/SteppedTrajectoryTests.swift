import Foundation
import Testing
@testable import Motion

@Suite("a stepped spring's states, from sparse checkpoints")
struct SteppedTrajectoryTests {
    /// Every state from the definition: one `FluidSpring.step` after another, each kept.
    private func everyState(_ spring: Spring, delta: Double, start: FluidSpring.State, steps: Int) -> [FluidSpring.State] {
        let fluid = FluidSpring(spring: spring, delta: delta)
        var states = [start]
        for _ in 0..<steps { states.append(fluid.step(states[states.count - 1])) }
        return states
    }

    @Test("every state equals the one stepped in full, bit for bit, across several checkpoints")
    func bitIdentical() {
        let spring = Spring(response: 0.4, dampingFraction: 0.3)
        let start = FluidSpring.State(position: 0, velocity: 12.5, force: -3)
        let count = 3 * SteppedTrajectory.interval + 17
        let expected = everyState(spring, delta: 390, start: start, steps: count)
        var trajectory = SteppedTrajectory(spring, delta: 390, start: start, previousResponse: nil)
        trajectory.advance(to: count)
        for n in 0...count {
            #expect(trajectory.state(afterSteps: n) == expected[n], "after \(n) steps")
        }
        // Beyond the steps run, the last state stands.
        #expect(trajectory.state(afterSteps: count + 1000) == expected[count])
        #expect(trajectory.last == expected[count])
    }

    @Test("a blending spring's states are the blended steps, from any checkpoint")
    func blending() {
        let spring = Spring(response: 0.2, dampingFraction: 0.9, blendDuration: 1.5)
        var trajectory = SteppedTrajectory(spring, delta: -50, start: FluidSpring.State(velocity: 40), previousResponse: 0.6)
        let count = 2 * SteppedTrajectory.interval + 5   // 1.72 s: past the blend's end too
        trajectory.advance(to: count)
        // The definition: step n runs with the response blended at n/300 s (smoothstep over 1.5 s).
        var state = FluidSpring.State(velocity: 40)
        for n in 0..<count {
            let u = Double(n) / 300 / 1.5
            let response = Double(n) / 300 < 1.5 ? 0.6 + (0.2 - 0.6) * u * u * (3 - 2 * u) : 0.2
            let k = Spring(response: response, dampingFraction: 0.9)
            state = FluidSpring.step(state, stiffness: k.stiffness, damping: k.damping, delta: -50)
            #expect(trajectory.state(afterSteps: n + 1) == state, "after \(n + 1) steps")
        }
    }

    @Test("a million steps keep one state in 256, not a million")
    func sparse() {
        var trajectory = SteppedTrajectory(Spring(response: 0.5, dampingFraction: 0), delta: 1,
                                           start: FluidSpring.State(), previousResponse: nil)
        trajectory.advance(to: 1_000_000)
        #expect(trajectory.stepCount == 1_000_000)
        #expect(trajectory.checkpointCount == 1_000_000 / SteppedTrajectory.interval + 1)
    }

    @Test("an undamped spring is ended after the clock's longest run: of wall time, or of its own clock when faster")
    func longestRun() {
        let clock = SampleClock(rate: 60, longestRun: 10)
        let undamped = Animation(.fluidSpring(Spring(response: 0.5, dampingFraction: 0)))
        // At speed 1 the first sample more than 10 s after the start: frame 601.
        let slow = AnimationRun(undamped, at: 0, from: 0, to: 1, clock: clock)
        #expect(slow.endTime == 601.0 / 60)
        // At speed 100 its own clock passes 10 s after 0.1 s of wall time: at frame 7 (local 11.67 s).
        var fast = undamped
        fast.speed = 100
        #expect(AnimationRun(fast, at: 0, from: 0, to: 1, clock: clock).endTime == 7.0 / 60)
        // A closed-form spring follows the same rule.
        var analytic = Animation(.analyticSpring(Spring(response: 0.5, dampingFraction: 0), initialVelocity: 0))
        #expect(AnimationRun(analytic, at: 0, from: 0, to: 1, clock: clock).endTime == 601.0 / 60)
        analytic.speed = 100
        #expect(AnimationRun(analytic, at: 0, from: 0, to: 1, clock: clock).endTime == 7.0 / 60)
    }

    @Test("a fast spring steps no longer than a slow one: a run's work does not grow with its speed")
    func speedIndependent() {
        let clock = SampleClock(rate: 60, longestRun: 60)
        let undamped = Spring(response: 0.5, dampingFraction: 0)
        // Stepped to its end, a run has taken at most the clock's longest run of its own time (plus one frame).
        for speed in [1.0, 100, 1e8] {
            let run = AnimationRun(Animation(.fluidSpring(undamped), speed: speed), at: 0, from: 0, to: 1, clock: clock)
            let local = run.endTime * speed
            #expect(local <= (60 + speed / 60) * (1 + 1e-12), "speed \(speed): \(local) s of its own clock")
            #expect(run.hasEnded(at: run.endTime))
        }
    }
}
