import Foundation
import Scene

/// `scene:` — the kind is read first, since it decides which other keys are allowed, and the
/// rest of the mapping (with the top-level `transition` and `timeline`) goes to that kind.
extension DocumentReader {
    static let sceneKinds = ["tabs", "calendar", "stack", "layers"]

    func decodeScene(_ field: Field, transition: Field?, timeline: Field?, canvas: Canvas?) -> MotionScene.Kind? {
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
        guard let kind = string(kindField) else { return nil }
        guard Self.sceneKinds.contains(kind) else {
            report(.unknownChoice(path: kindField.path, what: "scene kind", found: kind,
                                  suggestion: Suggestions.closest(to: kind, among: Self.sceneKinds),
                                  choices: Self.sceneKinds), at: kindField.node)
            // Still check what does not depend on the kind.
            _ = decodeTransition(transition)
            _ = timeline.map { decodeTimeline($0, tabCount: nil) }
            return nil
        }
        switch kind {
        case "calendar":
            return decodeCalendar(field, transition: transition, timeline: timeline, canvas: canvas).map(MotionScene.Kind.calendar)
        case "stack":
            return decodeStack(field, transition: transition, timeline: timeline, canvas: canvas).map(MotionScene.Kind.stack)
        case "layers":
            return decodeLayers(field, transition: transition, timeline: timeline, canvas: canvas).map(MotionScene.Kind.layers)
        default:
            return decodeTabs(field, transition: transition, timeline: timeline, canvas: canvas).map(MotionScene.Kind.tabs)
        }
    }
}
