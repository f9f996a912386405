import Foundation

/// One keyframe of a ``KeyframeTrack`` for a `Double`: SwiftUI's four `KeyframeTrackContent`
/// types. Each describes the segment that ends at it: it starts wherever the track is at the end of
/// the previous segment (the track's initial value, for the first) and reaches ``target``.
///
/// ```swift
/// KeyframeTrack(initial: 1, keyframes: [
///     .linear(to: 1.2, duration: 0.15, curve: .easeOut),
///     .spring(to: 1, duration: nil, spring: Spring(duration: 0.4, bounce: 0.3), startVelocity: nil),
/// ])
/// ```
public enum Keyframe: Sendable, Hashable {
    /// `LinearKeyframe(_:duration:timingCurve:)`: from + (to − from)·curve(elapsed / duration).
    ///
    /// Its velocities, which a neighbouring cubic keyframe or spring takes over, follow from its
    /// curve's end slopes (``TimingCurve/startSlope``, ``TimingCurve/endSlope``).
    case linear(to: Double, duration: Double, curve: TimingCurve)

    /// `SpringKeyframe(_:duration:spring:startVelocity:)`: the damped oscillator (``AnalyticSpring``)
    /// from the segment's start value towards `to`, starting with `startVelocity` (units per second),
    /// or when nil with the velocity the track has there, so the motion stays smooth.
    ///
    /// It runs for `duration` whether it has arrived or not: the next segment starts from the
    /// spring's position and velocity at that moment. A nil `duration` is the spring's settling
    /// duration (Apple: "The duration of the segment defined by this keyframe, or nil to use the
    /// settling duration of the spring",
    /// https://developer.apple.com/documentation/swiftui/springkeyframe/init(_:duration:spring:startvelocity:)),
    /// which ``settlingDuration(of:)`` computes.
    case spring(to: Double, duration: Double?, spring: Spring, startVelocity: Double?)

    /// `CubicKeyframe(_:duration:startVelocity:endVelocity:)`: a cubic Hermite segment to `to`,
    /// leaving its start value with `startVelocity` and arriving with `endVelocity` (units per
    /// second). Apple (https://developer.apple.com/documentation/swiftui/cubickeyframe):
    ///
    /// > If you don't specify a start or end velocity, SwiftUI automatically computes a curve that
    /// > maintains smooth motion between keyframes. Adjacent cubic keyframes result in a Catmull-Rom
    /// > spline. If a cubic keyframe follows a different type of keyframe, such as a linear keyframe,
    /// > the end velocity of the segment defined by the previous keyframe will be used as the
    /// > starting velocity. Likewise, if a cubic keyframe is followed by a different type of
    /// > keyframe, the initial velocity of the next segment is used as the end velocity of the
    /// > segment defined by this keyframe.
    ///
    /// How a nil velocity is resolved, including where that text is silent: `KeyframeVelocities.swift`.
    case cubic(to: Double, duration: Double, startVelocity: Double?, endVelocity: Double?)

    /// `MoveKeyframe(_:)`: jumps to the value at once; it takes no time and leaves the value still.
    case move(to: Double)

    /// The value the keyframe reaches (a spring cut short may not quite get there).
    public var target: Double {
        switch self {
        case .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _), .move(let to): to
        }
    }

    /// Seconds the segment lasts: a spring's settling duration when it gives none, 0 for a move.
    public var duration: Double {
        switch self {
        case .linear(_, let duration, _), .cubic(_, let duration, _, _): duration
        case .spring(_, let duration, let spring, _): duration ?? Self.settlingDuration(of: spring)
        case .move: 0
        }
    }

    /// SwiftUI's `Spring.settlingDuration`: "The estimated duration required for the spring system
    /// to be considered at rest. This uses a `target` of 1.0, an `initialVelocity` of 0, and an
    /// `epsilon` of 0.001" (https://developer.apple.com/documentation/swiftui/spring/settlingduration).
    /// So it is the spring's own, whatever distance and velocity a keyframe gives it.
    ///
    /// Apple does not publish the estimate; this follows OpenSwiftUI's reconstruction,
    /// `settlingDuration(target:initialVelocity:epsilon:)` in
    /// github.com/OpenSwiftUIProject/OpenSwiftUI, Sources/OpenSwiftUICore/Animation/Animation/Spring/Respring/Spring+VectorArithmetic.swift:
    /// - undamped (dampingFraction 0): never at rest, infinity;
    /// - underdamped: when the envelope of the oscillation, (|λ·1 − v₀| + 1)·e^(−λt) with decay
    ///   λ = 2π·ζ / response, falls to ε: ln((λ + 1) / ε) / λ;
    /// - critically and overdamped: the first of samples 0.1 s apart (at most 1 024) within ε of the
    ///   target, or 0 if none is. (OpenSwiftUI also waits a further second of samples to confirm it;
    ///   a spring released from rest approaches monotonically here, so the first one stays.)
    public static func settlingDuration(of spring: Spring) -> Double {
        let epsilon = 0.001
        let decay = 2 * Double.pi * spring.dampingFraction / spring.response
        guard decay != 0 else { return .infinity }
        if spring.dampingFraction < 1 {
            return max(0, log((decay + 1) / epsilon) / decay)
        }
        let oscillator = AnalyticSpring(spring)
        var time = 0.0
        for _ in 0..<1024 {
            if abs(oscillator.motion(at: time, offset: -1, velocity: 0).offset) < epsilon { return time }
            time += 0.1
        }
        return 0
    }
}
