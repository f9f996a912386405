import Foundation

/// How a property moves to a new value: SwiftUI's `Animation`, as data.
///
/// ```swift
/// Animation.spring(response: 0.3, dampingFraction: 0.85)
/// Animation(.curve(.easeOut, duration: 0.3), delay: 0.05)
/// ```
public struct Animation: Sendable, Hashable {
    /// The curve an animation follows.
    public enum Timing: Sendable, Hashable {
        /// SwiftUI's animation spring, stepped at 1/300 s (``FluidSpring``); merges when interrupted.
        case fluidSpring(Spring)
        /// `model: analytic`: the same spring's closed form, with an initial velocity; merges.
        case analyticSpring(Spring, initialVelocity: Double)
        /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: closed form; adds.
        case interpolatingSpring(AnalyticSpring)
        /// A Bézier timing curve over a duration in seconds; adds.
        case curve(TimingCurve, duration: Double)
        /// A `KeyframeTrack`'s keyframes, their values absolute, played from the current value;
        /// merges (a keyframe animator drives its value alone).
        case keyframes([Keyframe])

        /// The description of this timing's type, which says everything else about it (how it runs,
        /// whether it merges, how a spec lists it): the one place that tells the cases apart.
        package var model: any TimingModel {
            switch self {
            case .fluidSpring(let spring): SteppedSpringTiming(spring: spring)
            case .analyticSpring(let spring, let velocity): AnalyticSpringTiming(spring: spring, initialVelocity: velocity)
            case .interpolatingSpring(let spring): InterpolatingSpringTiming(spring: spring)
            case .curve(let curve, let duration): CurveTiming(curve: curve, duration: duration)
            case .keyframes(let keyframes): KeyframesTiming(keyframes: keyframes)
            }
        }
    }

    /// The default duration of the curve animations, as in SwiftUI.
    public static let defaultDuration = 0.35

    public var timing: Timing
    /// Seconds of wall time before the animation starts moving.
    public var delay: Double
    /// Multiplies the animation's own clock (2 = twice as fast); the delay is not scaled.
    public var speed: Double
    /// A further delay per element when the animation drives a group (dials, rows, tiles).
    public var stagger: Stagger?
    /// Plays again each time it ends (`repeatForever`, `repeatCount`); nil plays once.
    public var repeats: Repeats?

    public init(_ timing: Timing, delay: Double = 0, speed: Double = 1, stagger: Stagger? = nil,
                repeats: Repeats? = nil) {
        self.timing = timing
        self.delay = delay
        self.speed = speed
        self.stagger = stagger
        self.repeats = repeats
    }

    /// Wall seconds from the change until the motion first moves: the delay and, for a repeat, the
    /// wait before its first cycle. Never negative for an animation MotionReel plays: a negative
    /// delay is taken only where it shortens that wait (SwiftUI runs a delay's clock at
    /// `max(0, time − delay)`, so one below it would start the motion partway through).
    public var firstWait: Double { delay + (repeats?.cycleDelay ?? 0) }

    /// Wall seconds from its start until SwiftUI counts it logically complete (``TimingModel/logicalDuration``):
    /// its delay, then its own clock's duration at its speed — each cycle's for a counted repeat;
    /// infinity for one that repeats for ever, which never completes.
    public var logicalDuration: Double {
        let cycle = (repeats?.cycleDelay ?? 0) + timing.model.logicalDuration / speed
        guard let repeats else { return delay + cycle }
        guard let count = repeats.count else { return .infinity }
        return delay + Double(count) * cycle
    }

    /// One cycle of this animation as it plays on its own: what a platform's code repeats. The
    /// cycle's delay is its own; the animation's delay, waited once, is left out too.
    public var cycle: Animation {
        Animation(timing, delay: repeats?.cycleDelay ?? delay, speed: speed, stagger: stagger)
    }

    /// This animation as it runs for the element at `position` of a group: delayed by its stagger.
    public func forElement(_ position: ElementPosition) -> Animation {
        var copy = self
        copy.delay += stagger?.delay(for: position) ?? 0
        copy.stagger = nil
        return copy
    }

    /// No animation — SwiftUI's `nil` animation, or a change made outside any transaction: the
    /// value is the new one from the change on. Filmed as a linear curve of no duration, which
    /// ends where it starts, so every part that runs animations runs it unchanged.
    public static let none = Animation(.curve(.linear, duration: 0))

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.fluidSpring(Spring(response: response, dampingFraction: dampingFraction,
                                      blendDuration: blendDuration)))
    }

    public static func curve(_ curve: TimingCurve, duration: Double = defaultDuration) -> Animation {
        Animation(.curve(curve, duration: duration))
    }

    /// Whether a new animation of this kind takes over a running one, starting from its value and
    /// velocity (SwiftUI's animation springs, stepped or analytic), rather than adding its change
    /// on top of it (curves and `interpolatingSpring`).
    public var merges: Bool { timing.model.merges }
}
