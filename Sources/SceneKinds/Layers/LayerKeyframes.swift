import Foundation
import Motion
import Scene

/// Keyframes for some properties of one layer, from a moment of the timeline on — SwiftUI's
/// `KeyframeAnimator` tracks, one per property.
///
/// Each keyframe reaches its value by its time, counted from ``at``; the tracks run side by side.
public struct LayerKeyframes: Sendable, Hashable {
    public var at: Double
    /// The layer's ``LayerSpec/id``.
    public var layer: String
    public var tracks: [LayerTrack]
    /// What the keyframes stand for, when they are the closest film of a motion the system draws
    /// (`note: "SwiftUI's .bounce symbol effect, as its closest keyframes"`): the spec's event says it.
    public var note: String?

    public init(at: Double, layer: String, tracks: [LayerTrack], note: String? = nil) {
        self.at = at
        self.layer = layer
        self.tracks = tracks
        self.note = note
    }
}

/// One property's keyframes, their times strictly increasing.
public struct LayerTrack: Sendable, Hashable {
    public var property: LayerProperty
    public var keyframes: [LayerKeyframe]

    public init(property: LayerProperty, keyframes: [LayerKeyframe]) {
        self.property = property
        self.keyframes = keyframes
    }

    /// The track as SwiftUI's keyframes for each of the property's channels (a colour's four,
    /// a number's one), in ``LayerProperty/channels`` order: each keyframe's segment runs from the
    /// previous keyframe's time (or the track's start) to its own.
    ///
    /// A `move` keyframe after an interval holds the value until its time and then jumps
    /// (a `LinearKeyframe` to the same value, then a `MoveKeyframe`), as the preset's times say; a
    /// first one holds the value the track starts from, which is ``delay``'s wait.
    func channelKeyframes() -> [[Keyframe]] {
        let count = property.channels.count
        var channels = Array(repeating: [Keyframe](), count: count)
        var previousTime = 0.0
        var previous: [Double]?
        for keyframe in keyframes {
            let interval = keyframe.time - previousTime
            let values = keyframe.value.channelValues(for: property)
            for c in 0..<count {
                let to = values[c]
                switch keyframe.motion {
                case .move:
                    if interval > 0, let held = previous?[c] {
                        channels[c].append(.linear(to: held, duration: interval, curve: .linear))
                    }
                    channels[c].append(.move(to: to))
                case .curve(let curve):
                    channels[c].append(interval > 0 ? .linear(to: to, duration: interval, curve: curve) : .move(to: to))
                case .cubic(let start, let end):
                    channels[c].append(interval > 0 ? .cubic(to: to, duration: interval, startVelocity: start, endVelocity: end)
                                                    : .move(to: to))
                case .spring(let spring):
                    channels[c].append(interval > 0 ? .spring(to: to, duration: interval, spring: spring, startVelocity: nil)
                                                    : .move(to: to))
                }
            }
            previousTime = keyframe.time
            previous = values
        }
        return channels
    }

    /// Seconds the track waits before its first keyframe when that is a `move` after an interval:
    /// it holds whatever value the property has until then.
    var delay: Double {
        guard let first = keyframes.first, case .move = first.motion else { return 0 }
        return first.time
    }

    /// How long the track runs from its start to its last keyframe's time.
    var duration: Double { keyframes.last?.time ?? 0 }
}

/// A value a property reaches at a time (seconds from its track's start), and how it gets there.
public struct LayerKeyframe: Sendable, Hashable {
    public var time: Double
    public var value: LayerValue
    public var motion: KeyframeMotion
}

/// How a keyframe reaches its value over the interval since the previous keyframe (a first
/// keyframe at time 0 has none, and jumps): SwiftUI's four keyframe types.
public enum KeyframeMotion: Sendable, Hashable {
    /// `MoveKeyframe`: holds the value until the keyframe's time, then jumps.
    case move
    /// `LinearKeyframe(_:duration:timingCurve:)`: follows the curve over the interval, arriving at its time.
    case curve(TimingCurve)
    /// `CubicKeyframe(_:duration:startVelocity:endVelocity:)`: a cubic over the interval; adjacent
    /// cubic keyframes pass smoothly through each other's values (a Catmull-Rom spline), velocities
    /// (units per second) taken from the neighbours where not given.
    case cubic(startVelocity: Double?, endVelocity: Double?)
    /// `SpringKeyframe(_:duration:spring:)`: the spring over the interval, from where the track is
    /// and with its velocity; the next keyframe starts from wherever the spring got to.
    case spring(Spring)
}
