import Foundation
import Motion
import Scene
import SwiftModel

/// What a linked site's value means to a preset: an ``Animation``, or a ``Transition`` made of an
/// inserted page's value and a removed page's value.
package enum LinkedValues {
    /// The animation a value is, or why it is not one.
    package static func animation(_ value: Value, at location: CodeLocation) throws(EvaluationError) -> Animation {
        switch value {
        case .animation(let animation): return animation
        case .none:
            throw EvaluationError(.unsupported, at: location, "this gives a nil animation; MotionReel animates every "
                                  + "change, so link an animation that is not nil")
        default:
            throw EvaluationError(.invalid, at: location, "this gives \(value.description), not an Animation")
        }
    }

    /// The transition a value is, or why it is not one.
    package static func transition(_ value: Value, at location: CodeLocation) throws(EvaluationError) -> TransitionValue {
        guard case .transition(let transition) = value else {
            throw EvaluationError(.invalid, at: location, "this gives \(value.description), not a transition")
        }
        return transition
    }

    /// The transition a change films: the inserted page's insertion and the removed page's
    /// removal, each property driven by the animation its part attached (else the scene's), plus
    /// the preset's own `tracks`.
    package static func transition(inserted: TransitionValue, removed: TransitionValue,
                                   tracks written: [TransitionTrack: Animation] = [:],
                                   at location: CodeLocation) throws(EvaluationError) -> Transition {
        guard let insertion = inserted.effects(.insertion), let removal = removed.effects(.removal) else {
            throw EvaluationError(.unsupported, at: location, "two '.animation(_:)' calls on this transition give one "
                                  + "property two animations; MotionReel drives each property with one")
        }
        var tracks = written
        for (track, animation) in insertion.tracks.merging(removal.tracks, uniquingKeysWith: { a, _ in a }) {
            if let other = insertion.tracks[track] ?? removal.tracks[track], other != animation {
                throw EvaluationError(.unsupported, at: location, "the insertion and the removal attach different "
                                      + "animations to \(track.rawValue); MotionReel drives each property with one "
                                      + "animation for both")
            }
            let otherSide = insertion.tracks[track] == nil ? insertion : removal
            if otherSide.unanimated.contains(track) {
                throw EvaluationError(.unsupported, at: location, "'.animation(_:)' drives \(track.rawValue) on one side "
                                      + "only; MotionReel drives each property with one animation for insertion and "
                                      + "removal: attach it to both sides, or to neither")
            }
            if written[track] != nil {
                throw EvaluationError(.unsupported, at: location, "the code attaches an animation to \(track.rawValue), "
                                      + "and so do the preset's tracks; keep one")
            }
            tracks[track] = animation
        }
        let count = insertion.effects.count + removal.effects.count
        guard count <= Limits.maximumEffects else {
            throw EvaluationError(.invalid, at: location, "this transition has \(count) effects; a transition may "
                                  + "have at most \(Limits.maximumEffects)")
        }
        return Transition(insertion: insertion.effects, removal: removal.effects, tracks: tracks)
    }
}
