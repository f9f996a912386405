import Foundation
import Scene

/// `scene:` — the kind is read first, since it decides which other keys are allowed, and the
/// rest of the mapping (with the top-level `transition` and `timeline`) goes to that kind.
extension DocumentReader {
    func decodeScene(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?,
                     kinds: [any DecodableSceneKind.Type]) -> (any SceneKind)? {
        guard case .mapping = field.node else {
            wrongType(field, expected: "a mapping")
            return nil
        }
        // The kind decides which other keys are allowed, so it is read first.
        let kindField = field.node.mapping?["kind"].map { field.child("kind", $0) }
        guard let kindField else {
            report(.missingKey(path: field.path, key: "kind"), at: field.node)
            return nil
        }
        guard let keyword = string(kindField) else { return nil }
        guard let kind = kinds.first(where: { $0.keyword == keyword }) else {
            let keywords = kinds.map { $0.keyword }
            report(.unknownChoice(path: kindField.path, what: "scene kind", found: keyword,
                                  suggestion: Suggestions.closest(to: keyword, among: keywords),
                                  choices: keywords), at: kindField.node)
            // Still check what does not depend on the kind; not the timeline, whose grammar is
            // the kind's: checked against a guess it would only add errors about the wrong kind.
            _ = decodeTransition(transition)
            return nil
        }
        return kind.decode(field, transition: transition, timeline: timeline, canvas: canvas, in: self)
    }
}
