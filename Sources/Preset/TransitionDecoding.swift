import Motion

/// `transition: { insertion: [...], removal: [...], animation: ..., tracks: { ... } }`, every key optional.
///
/// ```yaml
/// transition:
///   insertion: [ { move: auto }, { blur: 12 }, opacity ]
///   removal:   [ { move: auto }, { blur: 12 }, opacity ]
///   animation: snappy
///   tracks: { opacity: { easeInOut: 0.2 }, blur: { linear: 0.25 } }
/// ```
///
/// Effects are described in `TransitionEffectDecoding.swift`. `tracks` gives some of the
/// properties (position, scale, opacity, blur, mask) their own animation; the others use
/// `animation`. Defaults: both sides `[ { move: auto }, opacity ]`, animation
/// `spring(response: 0.3, dampingFraction: 0.85)`, no tracks.
extension DocumentReader {
    package func decodeTransition(_ field: Field?) -> (transition: Transition, animation: Animation)? {
        let defaults = (transition: Transition.slideAndFade, animation: Self.defaultAnimation)
        guard let field else { return defaults }
        effectsRead = 0
        let hints = ["stagger": "'stagger' goes inside an animation, beside its kind: "
                     + "animation: { snappy: {}, stagger: { by: index, delay: 0.05 } }"]
        guard let keyed = mapping(field, allowed: ["insertion", "removal", "animation", "tracks"], hints: hints)
        else { return nil }
        let insertion = keyed["insertion"].map { decodeEffects($0, side: .insertion) } ?? defaults.transition.insertion
        let removal = keyed["removal"].map { decodeEffects($0, side: .removal) } ?? defaults.transition.removal
        let animation = keyed["animation"].map(decodeAnimation) ?? defaults.animation
        if let field = keyed["animation"], let animation { record(animation, at: field, start: nil, elements: 2) }
        let tracks = keyed["tracks"].map(decodeTracks) ?? [:]
        guard let insertion, let removal, let animation, let tracks else { return nil }
        return (Transition(insertion: insertion, removal: removal, tracks: tracks), animation)
    }

    /// `{ position: ANIMATION, scale: …, opacity: …, blur: …, mask: … }`, any subset.
    private func decodeTracks(_ field: Field) -> [TransitionTrack: Animation]? {
        guard let keyed = mapping(field, allowed: TransitionTrack.allCases.map(\.rawValue)) else { return nil }
        var tracks: [TransitionTrack: Animation] = [:]
        var failed = false
        for entry in keyed.entries {
            guard let track = TransitionTrack(rawValue: entry.key) else { continue }
            if let animation = decodeAnimation(entry.value) {
                tracks[track] = animation
                record(animation, at: entry.value, start: nil, elements: 2)
            } else {
                failed = true
            }
        }
        return failed ? nil : tracks
    }
}
