import Foundation

/// The velocities at which segments meet: what keeps a keyframe track smooth where Apple's
/// `CubicKeyframe` documentation says it is (quoted at ``Keyframe/cubic(to:duration:startVelocity:endVelocity:)``),
/// and our choices where it is silent. A given `startVelocity` or `endVelocity` always wins.
///
/// These are for keyframes that take time; ``KeyframeTrack`` turns any other into a move first.
extension Keyframe {
    /// The velocity (units per second) this keyframe's segment starts with, from `start`, when the
    /// track arrives at it moving at `incoming`.
    ///
    /// - A linear keyframe's follows from its curve: (to − start)·(curve's slope at 0) / duration.
    /// - A spring and a cubic keyframe without a `startVelocity` carry `incoming` on: Apple's "the
    ///   end velocity of the segment defined by the previous keyframe". For the first segment that
    ///   is the track's initial velocity.
    /// - A move leaves the value still: 0.
    func startVelocity(from start: Double, incoming: Double) -> Double {
        switch self {
        case .linear(let to, let duration, let curve): (to - start) * curve.startSlope / duration
        case .spring(_, _, _, let given), .cubic(_, _, let given, _): given ?? incoming
        case .move: 0
        }
    }

    /// The velocity (units per second) at which a cubic keyframe's segment from `start` ends,
    /// given the keyframe after it; nil for any other keyframe, whose end its own shape decides.
    ///
    /// - Before another cubic keyframe: that one's `startVelocity` if it has one, else the
    ///   Catmull-Rom tangent at the knot between them, (p_next − p_prev) / (t_next − t_prev): the
    ///   next keyframe's value minus this segment's start value, over both durations (non-uniform,
    ///   so unequal durations keep the units per second right).
    /// - Before a linear keyframe or a move: that segment's start velocity (Apple: "the initial
    ///   velocity of the next segment"), see ``startVelocity(from:incoming:)``.
    /// - Before a spring with a `startVelocity`: that velocity. Before one without, the spring would
    ///   start with this segment's end velocity, and this segment would end with the spring's start
    ///   velocity: Apple's rule goes round in a circle. Our choice breaks it as at the track's end.
    /// - At the end of the track, where there is no next segment to ask: the one-sided difference
    ///   (to − start) / duration of this segment. Apple's documentation is silent there; this is
    ///   our choice (the slope of the last chord, as a Catmull-Rom spline's end tangent is often taken).
    func cubicEndVelocity(from start: Double, next: Keyframe?) -> Double? {
        guard case .cubic(let to, let duration, _, let given) = self else { return nil }
        if let given { return given }
        let chord = (to - start) / duration
        switch next {
        case nil:
            return chord
        case .cubic(let nextTo, let nextDuration, let nextStart, _):
            return nextStart ?? (nextTo - start) / (duration + nextDuration)
        case let next?:
            return next.startVelocity(from: to, incoming: chord)
        }
    }
}
