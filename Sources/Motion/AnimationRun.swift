import Foundation

/// One animation of one property, started at ``began`` from ``from`` toward ``to``.
///
/// A run is immutable: what its animation type needs to evaluate it is worked out when the run is
/// created (a stepped spring is stepped up to its end, keeping sparse checkpoints), so evaluating
/// it at any time is cheap and its memory does not grow with its duration or speed. What is the
/// same for every type — the delay, the speed, the end — is handled here; the rest by the type's
/// ``TimingRun``.
public struct AnimationRun: Sendable {
    public let animation: Animation
    public let began: Double
    public let from: Double
    public let to: Double
    /// When the run has ended and the property rests at ``to``. Springs end at a sample; a run
    /// that repeats for ever never ends (infinity).
    public let endTime: Double
    /// When a film of the run may stop: ``endTime``, or for a run that repeats for ever the end of
    /// the cycles a film shows (``Repeats/filmedCycles``).
    public let settleTime: Double

    /// The animation type's own part of the run.
    private let motion: any TimingRun
    /// The cycles, when the animation repeats.
    private let cycles: RepeatCycles?

    /// Starts `animation` at `time`, from `from` to `to`; a merging spring starts with `velocity`
    /// (and a stepped one with `force`) carried over from the run it replaces, and blends from
    /// that run's `previousResponse` over its blend duration.
    public init(_ animation: Animation, at time: Double, from: Double, to: Double,
                velocity: Double = 0, force: Double = 0, previousResponse: Double? = nil, clock: SampleClock) {
        self.animation = animation
        self.began = time
        self.from = from
        self.to = to
        let start = RunStart(began: time, delay: animation.firstWait, speed: animation.speed, from: from, to: to,
                             velocity: velocity, force: force, previousResponse: previousResponse)
        let model = animation.timing.model
        cycles = animation.repeats.flatMap { RepeatCycles($0, timing: model, start: start, clock: clock) }
        if let cycles {
            motion = cycles.first
            endTime = cycles.endTime
            settleTime = cycles.filmedEnd
        } else {
            motion = model.start(start, clock: clock)
            endTime = motion.endTime
            settleTime = endTime
        }
    }

    /// When the animation starts moving: its delay waited, and a repeat's first cycle's.
    private var moving: Double { began + animation.firstWait }

    /// Seconds of the animation's own clock that have passed at `time` (0 during the delay).
    private func localTime(_ time: Double) -> Double {
        max(0, time - moving) * animation.speed
    }

    /// A stepped spring's response at `time` (blending, if it is), which a spring merging into
    /// this run blends from; nil for other animations (and for a repeating one, whose later
    /// cycles do not blend).
    public func response(at time: Double) -> Double? {
        if let cycles, time >= cycles.secondStart { return nil }
        return motion.response(atLocal: (time - moving) * animation.speed)
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
        if hasEnded(at: time) { return FluidSpring.State(position: to - from) }
        if let cycles { return cycles.state(at: time) }
        return motion.state(atLocal: localTime(time))
    }
}
