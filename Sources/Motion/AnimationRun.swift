import Foundation

/// One animation of one property, started at ``began`` from ``from`` toward ``to``.
///
/// A run is immutable: a stepped spring is stepped up to its end when the run is created, keeping
/// sparse checkpoints (``SteppedTrajectory``), so evaluating it at any time reruns at most a few
/// hundred steps and its memory does not grow with its duration or speed.
public struct AnimationRun: Sendable {
    public let animation: Animation
    public let began: Double
    public let from: Double
    public let to: Double
    /// When the run has ended and the property rests at ``to``. Springs end at a sample.
    public let endTime: Double

    /// For stepped springs: the states up to the step at ``endTime``.
    private let trajectory: SteppedTrajectory?
    /// For closed-form springs: the velocity at the start, in units per second of the
    /// animation's own clock (carried over from a merged run, plus the animation's own).
    private let startVelocity: Double

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
            var steps = SteppedTrajectory(spring, delta: to - from,
                                          start: FluidSpring.State(position: 0, velocity: velocity, force: force),
                                          previousResponse: previousResponse)
            // A run is never stepped past the clock's longest run of its own time: at the sample
            // that passes it the run ends anyway, so a fast one costs no more than a slow one.
            let longest = FluidSpring.steps(after: clock.longestRun)
            let mostSteps = longest < .max ? longest + 1 : longest
            var sample = clock.firstSample(atOrAfter: time), watched = 0
            while true {
                let t = clock.time(ofSample: sample)
                let local = (t - start) * animation.speed
                steps.advance(to: min(FluidSpring.steps(after: local), mostSteps))
                if steps.isSettled(steps.last)
                    || Self.isOverdue(t, began: time, local: local, watched: watched, clock: clock) {
                    endTime = t
                    break
                }
                sample += sample < .max ? 1 : 0
                watched += 1
            }
            trajectory = steps
            startVelocity = 0
        case .analyticSpring, .interpolatingSpring:
            var sample = clock.firstSample(atOrAfter: start), watched = 0
            let oscillator = Self.oscillator(animation.timing)
            let v0 = velocity / animation.speed + oscillator.initialVelocity * (to - from)
            startVelocity = v0
            while true {
                let t = clock.time(ofSample: sample)
                let local = (t - start) * animation.speed
                if oscillator.isSettled(at: local, offset: from - to, velocity: v0)
                    || Self.isOverdue(t, began: time, local: local, watched: watched, clock: clock) {
                    endTime = t
                    break
                }
                sample += sample < .max ? 1 : 0
                watched += 1
            }
            trajectory = nil
        case .curve(_, let duration):
            endTime = start + duration / animation.speed
            trajectory = nil
            startVelocity = 0
        }
    }

    /// Whether a run that began at `began` and has run `local` seconds of its own clock by sample
    /// time `t` has been watched for longer than the clock allows (see ``SampleClock/longestRun``).
    ///
    /// `watched` counts the samples looked at so far: a second bound, looser than the first by a
    /// second's worth of samples, so the loop ends even where times are too large to tell one
    /// sample from the next (a run no valid preset can make).
    private static func isOverdue(_ t: Double, began: Double, local: Double, watched: Int,
                                  clock: SampleClock) -> Bool {
        if t - began > clock.longestRun || local > clock.longestRun { return true }
        let samples = Int(clamping: ((clock.longestRun + 1) * clock.rate).rounded(.up))
        return watched >= samples
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
            let n = FluidSpring.steps(after: (time - began - animation.delay) * animation.speed)
            return trajectory?.state(afterSteps: n) ?? FluidSpring.State(position: delta)
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
