import Foundation

/// One animation of one property, started at ``began`` from ``from`` toward ``to``.
///
/// A run is immutable: a stepped spring's whole trajectory up to its end is computed when the run
/// is created (a few hundred steps), so evaluating it at any time is a lookup, not a simulation.
public struct AnimationRun: Sendable {
    public let animation: Animation
    public let began: Double
    public let from: Double
    public let to: Double
    /// When the run has ended and the property rests at ``to``. Springs end at a sample.
    public let endTime: Double

    /// For stepped springs: the state after n steps, for n up to the step at ``endTime``.
    private let trajectory: [FluidSpring.State]
    /// For closed-form springs: the velocity at the start, in units per second of the
    /// animation's own clock (carried over from a merged run, plus the animation's own).
    private let startVelocity: Double

    /// The longest a run may take before it is ended by force (an undamped spring never settles).
    public static let maximumDuration = 60.0

    /// For stepped springs with a blend duration: the response of the run this one replaced.
    private let previousResponse: Double?

    /// Starts `animation` at `time`, from `from` to `to`; a merging spring starts with `velocity`
    /// (and a stepped one with `force`) carried over from the run it replaces, and blends from
    /// that run's `previousResponse` over its blend duration.
    public init(_ animation: Animation, at time: Double, from: Double, to: Double,
                velocity: Double = 0, force: Double = 0, previousResponse: Double? = nil, clock: SampleClock) {
        self.previousResponse = previousResponse
        self.animation = animation
        self.began = time
        self.from = from
        self.to = to
        let start = time + animation.delay
        switch animation.timing {
        case .fluidSpring(let spring):
            let fluid = FluidSpring(spring: spring, delta: to - from)
            let blending = spring.blendDuration > 0 && previousResponse != nil
            var states = [FluidSpring.State(position: 0, velocity: velocity, force: force)]
            var sample = clock.firstSample(atOrAfter: time)
            while true {
                let t = clock.time(ofSample: sample)
                let needed = FluidSpring.steps(after: (t - start) * animation.speed)
                while states.count - 1 < needed {
                    let last = states[states.count - 1]
                    if blending {
                        // Step n runs with the response blended at its start, n/300 s in.
                        let r = FluidSpring.blendedResponse(spring, from: previousResponse,
                                                            elapsed: Double(states.count - 1) / FluidSpring.stepsPerSecond)
                        let k = Spring(response: r, dampingFraction: spring.dampingFraction)
                        states.append(FluidSpring.step(last, stiffness: k.stiffness, damping: k.damping, delta: fluid.delta))
                    } else {
                        states.append(fluid.step(last))
                    }
                }
                if fluid.isSettled(states[states.count - 1]) || t - time > Self.maximumDuration {
                    endTime = t
                    break
                }
                sample += 1
            }
            trajectory = states
            startVelocity = 0
        case .analyticSpring, .interpolatingSpring:
            var sample = clock.firstSample(atOrAfter: start)
            let oscillator = Self.oscillator(animation.timing)
            let v0 = velocity / animation.speed + oscillator.initialVelocity * (to - from)
            startVelocity = v0
            while true {
                let t = clock.time(ofSample: sample)
                if oscillator.isSettled(at: (t - start) * animation.speed, offset: from - to, velocity: v0)
                    || t - time > Self.maximumDuration {
                    endTime = t
                    break
                }
                sample += 1
            }
            trajectory = []
        case .curve(_, let duration):
            endTime = start + duration / animation.speed
            trajectory = []
            startVelocity = 0
        }
    }

    private static func oscillator(_ timing: Animation.Timing) -> AnalyticSpring {
        switch timing {
        case .analyticSpring(let spring, let v0): AnalyticSpring(spring, initialVelocity: v0)
        case .interpolatingSpring(let spring): spring
        default: AnalyticSpring(stiffness: 1, damping: 2)
        }
    }

    /// Seconds of the animation's own clock that have passed at `time` (0 during the delay).
    private func localTime(_ time: Double) -> Double {
        max(0, time - began - animation.delay) * animation.speed
    }

    /// A stepped spring's response at `time` (blending, if it is), which a spring merging into
    /// this run blends from; nil for other animations.
    public func response(at time: Double) -> Double? {
        guard case .fluidSpring(let spring) = animation.timing else { return nil }
        return FluidSpring.blendedResponse(spring, from: previousResponse,
                                           elapsed: (time - began - animation.delay) * animation.speed)
    }

    /// Whether the run has ended at `time`.
    public func hasEnded(at time: Double) -> Bool { time >= endTime }

    /// The property's value minus ``from`` at `time`.
    public func displacement(at time: Double) -> Double {
        if hasEnded(at: time) { return to - from }
        return state(at: time).position
    }

    /// The run's state at `time`: displacement, velocity (units per second) and, for stepped
    /// springs, the force that a merging spring carries over.
    public func state(at time: Double) -> FluidSpring.State {
        let delta = to - from
        if hasEnded(at: time) { return FluidSpring.State(position: delta) }
        let tau = localTime(time)
        switch animation.timing {
        case .fluidSpring:
            let n = min(FluidSpring.steps(after: (time - began - animation.delay) * animation.speed),
                        trajectory.count - 1)
            return trajectory[n]
        case .analyticSpring, .interpolatingSpring:
            let m = Self.oscillator(animation.timing).motion(at: tau, offset: -delta, velocity: startVelocity)
            return FluidSpring.State(position: delta + m.offset, velocity: m.velocity * animation.speed)
        case .curve(let curve, let duration):
            let u = tau / duration
            let h = 1e-6
            let slope = (curve.value(at: min(u + h, 1)) - curve.value(at: max(u - h, 0)))
                / (min(u + h, 1) - max(u - h, 0))
            return FluidSpring.State(position: delta * curve.value(at: u),
                                     velocity: delta * slope * animation.speed / duration)
        }
    }
}
