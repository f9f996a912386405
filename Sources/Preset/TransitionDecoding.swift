import Motion
import SwiftModel

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
///
/// With `swift:` (and the other link keys, `SwiftLinkDecoding.swift`) the effects come from the
/// app's Swift code instead of `insertion` and `removal`; `animation` and `tracks` stay.
extension DocumentReader {
    /// The transition and its animation as a scene films them once: a link is evaluated once, for
    /// scenes whose pages do not change with a selection's direction (the stack, and a preset whose
    /// kind is unknown).
    package func decodeTransition(_ field: Field?) -> (transition: Transition, animation: Animation)? {
        guard let source = decodePageMotion(field) else { return nil }
        let transition: Transition?
        if let link = source.linkedTransition {
            transition = staticTransition(link, tracks: source.transition.tracks,
                                          context: "a transition evaluated once (only a tabs scene evaluates one per change)")
        } else {
            transition = source.transition
        }
        let animation = staticAnimation(source.animation, context: "this scene's transition animation")
        guard let transition, let animation else { return nil }
        return (transition, animation)
    }

    /// The transition as written: effects and tracks, or a link to evaluate per change; and its
    /// animation, written or linked.
    package func decodePageMotion(_ field: Field?) -> PageMotionSource? {
        let defaults = PageMotionSource(transition: .slideAndFade, animation: .fixed(Self.defaultAnimation), linkedTransition: nil)
        guard let field else { return defaults }
        effectsRead = 0
        var hints = ["stagger": "'stagger' goes inside an animation, beside its kind: "
                     + "animation: { snappy: {}, stagger: { by: index, delay: 0.05 } }"]
        let linked = field.node.mapping?.keys.contains { $0.string == "swift" } == true
        var allowed = ["animation", "tracks"]
        if linked {
            allowed += Self.swiftLinkKeys
            for key in ["insertion", "removal"] {
                hints[key] = "'\(key)' comes from the Swift code when the transition has swift:; remove it, or remove swift: "
                    + "to write the effects here"
            }
        } else {
            allowed += ["insertion", "removal"]
            for key in Self.swiftLinkKeys where key != "swift" {
                hints[key] = "'\(key)' belongs to a link to Swift code; add swift: FILE beside it (docs/from-code.md)"
            }
        }
        guard let keyed = mapping(field, allowed: allowed, hints: hints) else { return nil }
        let link = linked ? decodeSwiftLink(keyed, kind: .transition) : nil
        if let link { codeLinks.append(link.record(role: field.path)) }
        let insertion = keyed["insertion"].map { decodeEffects($0, side: .insertion) } ?? defaults.transition.insertion
        let removal = keyed["removal"].map { decodeEffects($0, side: .removal) } ?? defaults.transition.removal
        let animation = keyed["animation"].map(decodeAnimationSource) ?? defaults.animation
        let tracks = keyed["tracks"].map(decodeTracks) ?? [:]
        guard let insertion, let removal, let animation, let tracks, !linked || link != nil else { return nil }
        if case .fixed(let written) = animation, let field = keyed["animation"] {
            record(written, at: field, start: nil, elements: 2)
        }
        return PageMotionSource(transition: Transition(insertion: insertion, removal: removal, tracks: tracks),
                                animation: animation, linkedTransition: link)
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

    /// A linked transition evaluated once, with its variables bound to literals (or Reduce Motion).
    func staticTransition(_ link: SwiftLink, tracks: [TransitionTrack: Animation], context: String) -> Transition? {
        guard let bindings = staticBindings(link, context: context) else { return nil }
        do {
            let value = try LinkedValues.transition(try link.evaluate(bindings).value, at: link.location)
            return try LinkedValues.transition(inserted: value, removed: value, tracks: tracks, at: link.location)
        } catch {
            report(error, at: link.field)
            return nil
        }
    }
}

/// The transition and animation of a scene whose pages come and go, as the preset gives them:
/// written, or linked to Swift code that is evaluated once the timeline is known.
package struct PageMotionSource {
    /// The written transition (or the default); with a link, its `tracks` only count.
    package var transition: Transition
    package var animation: AnimationSource
    var linkedTransition: SwiftLink?

    /// Whether a timeline is needed to know the motion (something is linked).
    package var isLinked: Bool {
        if linkedTransition != nil { return true }
        if case .linked = animation { return true }
        return false
    }
}
