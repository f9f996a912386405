import Foundation
import Motion

/// MotionReel's own curve of one animation over one distance, sampled where its platform code is
/// fitted and measured: the frame times of the preset, at 120 Hz where its frame rate is lower
/// (a browser or a phone draws at least that often, so a difference between two 30 fps frames
/// is still a difference someone sees).
///
/// Values are progress: 0 at the start, 1 at the target, more while a spring overshoots. The run
/// ends on the preset's own frame grid, as the film does. An animation that repeats is one cycle
/// here (``Animation/cycle``), the cycle each platform's own repeat plays again.
public struct FilmCurve: Sendable {
    /// The animation sampled: one cycle of one that repeats.
    public let animation: Animation
    /// The repeat of the animation the curve was made for, and the delay it waits once before it.
    public let repeats: Repeats?
    public let repeatDelay: Double
    /// In the property's units; a spring's end depends on it (SwiftUI's rest rule is in those units).
    public let distance: Double
    /// Seconds before the motion starts, and when it ends (both from the change).
    public let delay: Double
    public let end: Double
    /// The sample times, from 0 through ``end``, and the progress at each.
    public let times: [Double]
    public let progress: [Double]

    /// The rate samples are taken at for a preset of `fps` frames per second.
    public static func rate(fps: Int) -> Int { max(fps, 120) }

    public init(_ written: Animation, distance: Double, fps: Int) {
        let animation = written.repeats == nil ? written : written.cycle
        self.animation = animation
        repeats = written.repeats
        repeatDelay = written.repeats == nil ? 0 : written.delay
        self.distance = distance
        let run = AnimationRun(animation, at: 0, from: 0, to: distance, clock: SampleClock(rate: Double(fps)))
        delay = min(animation.delay, run.endTime)
        end = run.endTime
        let rate = Double(Self.rate(fps: fps))
        var times = (0...Int((end * rate).rounded(.down))).map { Double($0) / rate }
        // The start of the motion and its end are samples too, wherever they fall.
        times.append(contentsOf: [delay, end])
        self.times = Set(times).sorted()
        progress = self.times.map { distance == 0 ? 1 : run.displacement(at: $0) / distance }
    }

    /// The smallest difference a viewer sees, in progress: half a point of a move, 0.005 of a
    /// unit change (an opacity, a scale).
    public var visibleTolerance: Double {
        let distance = abs(distance)
        return distance > 1 ? 0.5 / distance : distance > 0 ? 0.005 / distance : 1
    }
}
