import Foundation
import Motion
import Scene

/// A hand-driven push or pop: the transition's progress follows the samples, and on release it
/// completes or cancels on a spring that starts with the finger's velocity.
///
/// ```swift
/// let drag = DragGesture(samples: [(2.5, 0), (2.6, 0.2), (2.7, 0.45), (2.75, 0.55)])
/// drag.releaseVelocity      // 2 (progress per second, from the last two samples)
/// drag.projectedProgress    // 0.55 + 2 / 1000 × 0.998 / 0.002 = 1.548
/// drag.completes            // true
/// ```
///
/// The release follows LMTabStack's interactive example
/// (`notcome/LMTabStack`, `Examples/Playground/Playground/Sources/HomeChildGesture.swift`): on
/// `.ended` it projects the translation with the pan's velocity and completes when the projected
/// offset reaches half the page width, else cancels. The projection is its
/// `Sources/LMTabStack/Utils/FinalPosition.swift`, `velocity / 1000 × rate / (1 − rate)` with
/// `UIScrollView.DecelerationRate.normal` (0.998 per millisecond) — the distance a scroll view
/// coasts at that deceleration, as WWDC18's "Designing Fluid Interfaces" projects a flick. UIKit
/// estimates the pan's velocity from its recent touches; a preset has only the samples, so the
/// velocity is the slope of the last two.
public struct DragGesture: Sendable, Hashable {
    /// One observation: at `time` seconds the finger has carried the transition to `progress` (0 … 1).
    public struct Sample: Sendable, Hashable {
        public var time: Double
        public var progress: Double

    }

    /// Strictly increasing in time, at least two; the last is the release.
    public var samples: [Sample]

    public init(samples: [Sample]) {
        precondition(samples.count >= 2, "a drag needs two samples to have a release velocity")
        self.samples = samples
    }

    public init(samples: [(Double, Double)]) {
        self.init(samples: samples.map { Sample(time: $0.0, progress: $0.1) })
    }

    /// `UIScrollView.DecelerationRate.normal.rawValue`: velocity kept per millisecond.
    public static let decelerationRate = 0.998
    /// A released transition completes when its projected progress passes this.
    public static let threshold = 0.5
    /// The spring the transition finishes (or cancels) on, starting at the release velocity.
    public static let releaseAnimation = Animation.spring(response: 0.35, dampingFraction: 0.85)

    public var release: Sample { samples[samples.count - 1] }

    /// Progress per second at the release: the slope between the last two samples.
    public var releaseVelocity: Double {
        let a = samples[samples.count - 2], b = release
        return (b.progress - a.progress) / (b.time - a.time)
    }

    /// How far the transition would coast if it kept decelerating like a scroll view: the
    /// release progress plus `velocity / 1000 × rate / (1 − rate)` (velocity per second, the rate
    /// per millisecond).
    public static func project(_ progress: Double, velocity: Double, rate: Double = decelerationRate) -> Double {
        progress + velocity / 1000 * rate / (1 - rate)
    }

    public var projectedProgress: Double { Self.project(release.progress, velocity: releaseVelocity) }

    /// Whether the transition completes (true) or cancels back to where it began (false).
    public var completes: Bool { projectedProgress > Self.threshold }

    /// The progress the finger holds at `time`: piecewise linear between the samples, from 0 at
    /// `start` to the first sample; the release progress after the last.
    public func progress(at time: Double, start: Double) -> Double {
        var previous = Sample(time: start, progress: 0)
        for sample in samples {
            if time < sample.time {
                guard sample.time > previous.time else { return sample.progress }
                let f = (time - previous.time) / (sample.time - previous.time)
                return previous.progress + (sample.progress - previous.progress) * max(f, 0)
            }
            previous = sample
        }
        return release.progress
    }
}
