import Foundation

/// SwiftUI's `KeyframeTrack` for one `Double`, evaluated without SwiftUI: the value at any time.
///
/// Keyframes play one after another from `initial`, each segment starting where the previous one
/// ended (https://developer.apple.com/documentation/swiftui/keyframetrack). Apple describes keyframe
/// timelines as "roughly analogous to video clips; they have a set duration, and you can scrub and
/// evaluate them for any time within the duration"
/// (https://developer.apple.com/documentation/swiftui/keyframetimeline): so the segments, with
/// their start times, values and velocities, are resolved once here, and sampling allocates nothing.
///
/// ```swift
/// let track = KeyframeTrack(initial: 0, keyframes: [
///     .cubic(to: 1, duration: 0.3, startVelocity: nil, endVelocity: nil),
///     .cubic(to: 0, duration: 0.7, startVelocity: nil, endVelocity: nil),
/// ])
/// track.value(at: 0.45)
/// ```
public struct KeyframeTrack: Sendable, Hashable {
    public let initial: Double
    /// Units per second: the velocity a first spring or cubic keyframe without its own starts with.
    public let initialVelocity: Double
    public let keyframes: [Keyframe]
    /// Seconds: the keyframes' durations added up.
    public let duration: Double
    /// The segments that take time, in order; keyframes that take none are jumps within them.
    private let segments: [Segment]
    /// The value from ``duration`` on.
    private let final: Double

    /// A keyframe that takes no time (a move, or any other with a duration that is not positive)
    /// is a jump: the next segment starts from its value, still.
    public init(initial: Double, initialVelocity: Double = 0, keyframes: [Keyframe]) {
        self.initial = initial
        self.initialVelocity = initialVelocity
        self.keyframes = keyframes
        let frames = keyframes.map { frame -> (keyframe: Keyframe, duration: Double) in
            let duration = frame.duration
            return duration > 0 ? (frame, duration) : (.move(to: frame.target), 0)
        }
        var segments: [Segment] = []
        var time = 0.0, value = initial, velocity = initialVelocity
        for (index, (keyframe, duration)) in frames.enumerated() {
            let next = index + 1 < frames.count ? frames[index + 1].keyframe : nil
            let startVelocity = keyframe.startVelocity(from: value, incoming: velocity)
            let segment: Segment
            switch keyframe {
            case .move(let to):
                value = to
                velocity = 0
                continue
            case .linear(let to, _, let curve):
                segment = Segment(start: time, duration: duration, from: value, to: to, shape: .curve(curve),
                                  startVelocity: startVelocity, endVelocity: (to - value) * curve.endSlope / duration)
            case .spring(let to, _, let spring, _):
                let oscillator = AnalyticSpring(spring)
                let end = oscillator.motion(at: duration, offset: value - to, velocity: startVelocity)
                segment = Segment(start: time, duration: duration, from: value, to: to, shape: .spring(oscillator),
                                  startVelocity: startVelocity, endVelocity: end.velocity, endValue: to + end.offset)
            case .cubic(let to, _, _, _):
                segment = Segment(start: time, duration: duration, from: value, to: to, shape: .cubic,
                                  startVelocity: startVelocity,
                                  endVelocity: keyframe.cubicEndVelocity(from: value, next: next) ?? 0)
            }
            segments.append(segment)
            time += duration
            value = segment.endValue
            velocity = segment.endVelocity
        }
        self.segments = segments
        self.duration = time
        self.final = keyframes.last?.target ?? initial
    }

    /// The value `time` seconds after the track starts.
    ///
    /// Before 0 it is `initial`. From ``duration`` on it is the last keyframe's value, even where
    /// the last keyframe is a spring cut short that had not arrived: Apple documents evaluation
    /// only "for any time within the duration", and a finished track holding its keyframes' final
    /// value is our choice. At a knot it is the segment that starts there, so a jump is already made.
    public func value(at time: Double) -> Double {
        guard time >= 0 else { return initial }
        guard time < duration else { return final }
        // The last segment that starts by `time`.
        var low = 0, high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].start <= time { low = middle } else { high = middle - 1 }
        }
        return segments[low].value(at: time - segments[low].start)
    }
}

/// One segment of a track that takes time, with everything its neighbours decided resolved.
private struct Segment: Sendable, Hashable {
    enum Shape: Sendable, Hashable {
        case curve(TimingCurve)
        case spring(AnalyticSpring)
        case cubic
    }

    var start: Double
    var duration: Double
    var from: Double
    /// Where it is going: a spring's rest, which it may not reach in its time.
    var to: Double
    var shape: Shape
    var startVelocity: Double
    var endVelocity: Double
    /// Where it ends, where the next segment starts.
    var endValue: Double

    init(start: Double, duration: Double, from: Double, to: Double, shape: Shape,
         startVelocity: Double, endVelocity: Double, endValue: Double? = nil) {
        self.start = start
        self.duration = duration
        self.from = from
        self.to = to
        self.shape = shape
        self.startVelocity = startVelocity
        self.endVelocity = endVelocity
        self.endValue = endValue ?? to
    }

    /// The value `elapsed` seconds into the segment (0 ≤ elapsed < duration).
    func value(at elapsed: Double) -> Double {
        switch shape {
        case .curve(let curve):
            return from + (to - from) * curve.value(at: elapsed / duration)
        case .spring(let oscillator):
            return to + oscillator.motion(at: elapsed, offset: from - to, velocity: startVelocity).offset
        case .cubic:
            // Hermite basis in u = elapsed / duration; the velocities are per second, so scaled by duration.
            let u = elapsed / duration, u2 = u * u, u3 = u2 * u
            return (2 * u3 - 3 * u2 + 1) * from + (u3 - 2 * u2 + u) * duration * startVelocity
                + (3 * u2 - 2 * u3) * to + (u3 - u2) * duration * endVelocity
        }
    }
}
