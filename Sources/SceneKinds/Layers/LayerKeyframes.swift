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

    public init(at: Double, layer: String, tracks: [LayerTrack]) {
        self.at = at
        self.layer = layer
        self.tracks = tracks
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

    /// A change of the property: at `time` to `value`, with `animation` (nil: at once).
    struct Step: Sendable, Hashable {
        var time: Double
        var value: LayerValue
        var animation: Animation?
    }

    /// The track as changes of the property at absolute times, for a track starting at `start`.
    ///
    /// A keyframe's interval runs from the previous keyframe's time (or `start`, for the first)
    /// to its own: a curve keyframe runs over exactly that interval, so it arrives on time; a
    /// spring keyframe starts at the interval's beginning and runs for as long as it takes —
    /// the next keyframe takes over from wherever it is, merging if it is a spring itself.
    func steps(from start: Double) -> [Step] {
        var previous = 0.0
        return keyframes.map { keyframe in
            defer { previous = keyframe.time }
            let interval = keyframe.time - previous
            switch keyframe.motion {
            case .move:
                return Step(time: start + keyframe.time, value: keyframe.value, animation: nil)
            case .curve(let curve):
                guard interval > 0 else { return Step(time: start + keyframe.time, value: keyframe.value, animation: nil) }
                return Step(time: start + previous, value: keyframe.value, animation: .curve(curve, duration: interval))
            case .spring(let animation):
                return Step(time: start + previous, value: keyframe.value, animation: animation)
            }
        }
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

/// How a keyframe reaches its value: SwiftUI's `MoveKeyframe`, `LinearKeyframe` and
/// `CubicKeyframe`-like curves, and `SpringKeyframe`.
public enum KeyframeMotion: Sendable, Hashable {
    /// Jumps to the value at the keyframe's time.
    case move
    /// Follows the curve over the interval since the previous keyframe, arriving at its time
    /// (a first keyframe at time 0 has no interval and jumps).
    case curve(TimingCurve)
    /// Runs the spring (or any animation) from the previous keyframe's time on, for its own
    /// duration; it need not have arrived when the next keyframe starts.
    case spring(Animation)
}
