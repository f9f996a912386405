import Motion

/// `transition: { insertion: [...], removal: [...], animation: ... }`, every key optional.
///
/// Effects are the word `opacity` or `{ move: auto|leading|trailing|top|bottom }`; `auto` follows
/// the direction of the change (trailing when forward, leading when backward). Defaults: both
/// sides `[ { move: auto }, opacity ]`, animation `spring(response: 0.3, dampingFraction: 0.85)`.
extension DocumentReader {
    func decodeTransition(_ field: Field?) -> (transition: Transition, animation: Animation)? {
        let defaults = (transition: Transition.slideAndFade, animation: Self.defaultAnimation)
        guard let field else { return defaults }
        guard let keyed = mapping(field, allowed: ["insertion", "removal", "animation"]) else { return nil }
        let insertion = keyed["insertion"].map(decodeEffects) ?? defaults.transition.insertion
        let removal = keyed["removal"].map(decodeEffects) ?? defaults.transition.removal
        let animation = keyed["animation"].map(decodeAnimation) ?? defaults.animation
        guard let insertion, let removal, let animation else { return nil }
        return (Transition(insertion: insertion, removal: removal), animation)
    }

    /// A list of effects; an empty list is the identity transition.
    private func decodeEffects(_ field: Field) -> [TransitionEffect]? {
        guard let items = sequence(field) else { return nil }
        let effects = items.map(decodeEffect)
        return effects.contains { $0 == nil } ? nil : effects.compactMap { $0 }
    }

    private func decodeEffect(_ field: Field) -> TransitionEffect? {
        switch field.node {
        case .scalar:
            if field.text == "move" {
                invalid(field, "'move' needs an edge: { move: auto|leading|trailing|top|bottom }")
                return nil
            }
            return choice(field, "transition effect", ["opacity": TransitionEffect.opacity])
        case .mapping:
            guard let keyed = mapping(field, allowed: ["move"]) else { return nil }
            guard let edge = required(keyed, "move") else { return nil }
            let edges: KeyValuePairs<String, Edge?> = [
                "auto": nil, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
            ]
            return choice(edge, "edge", edges).map { TransitionEffect.move($0) }
        default:
            wrongType(field, expected: "a transition effect (opacity or { move: EDGE })")
            return nil
        }
    }
}
