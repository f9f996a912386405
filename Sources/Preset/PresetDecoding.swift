import Foundation
import Scene

/// The top level of a preset: `name`, `description`, `canvas`, `scene`, `transition`, `timeline`,
/// `hold`, `settle`, `accessibility`.
///
/// `canvas`, `scene` and `timeline` are required. `name` defaults to the file's base name (both
/// must be letters, digits, '-' and '_'); `hold` defaults to 0.5 s (0 … 60), counted from where
/// `settle` says: `swiftui` (SwiftUI's end, the default) or `visible` (where the motion looks
/// finished, ``Scene/SettleRule``);
/// `accessibility: { reduceMotion: true }` films the Reduce Motion variant (default false).
/// `description` is optional text, one sentence for `motionreel presets` (must not be empty).
extension DocumentReader {
    static let defaultHold = 0.5
    static let topLevelKeys = ["name", "description", "canvas", "scene", "transition", "timeline", "hold",
                               "settle", "accessibility"]

    func decodePreset(_ field: Field, defaultName: String, overrides: PresetOverrides,
                      kinds: [any DecodableSceneKind.Type]) -> MotionScene? {
        let hints = ["reduceMotion": "'reduceMotion' goes under accessibility: accessibility: { reduceMotion: true }"]
        guard let root = mapping(field, allowed: Self.topLevelKeys, hints: hints) else { return nil }
        let name = decodeName(root, defaultName: defaultName)
        // Absent: nil; present but invalid: .some(nil), already reported.
        let description = root["description"].map(decodeDescription)
        let canvas = required(root, "canvas").flatMap { decodeCanvas($0, overrides: overrides) }
        let timeline = required(root, "timeline")
        // Before the scene: linked Swift code is evaluated with the Reduce Motion it is filmed with.
        let reduceMotion = root["accessibility"].map(decodeReduceMotion) ?? false
        self.reduceMotion = overrides.reduceMotion ?? reduceMotion ?? false
        let kind = required(root, "scene").flatMap {
            decodeScene($0, transition: root["transition"], timeline: timeline, canvas: canvas, kinds: kinds)
        }
        let hold = number(root, "hold", in: .seconds, default: Self.defaultHold)
        // Absent: nil; present but invalid: .some(nil), already reported.
        let settle = root["settle"].map { choice($0, "settle rule", SettleRule.allCases.map { (key: $0.rawValue, value: $0) }) }
        guard let name, let canvas, let kind, let hold, let reduceMotion, description != .some(nil), settle != .some(nil)
        else { return nil }
        var scene = MotionScene(name: name, canvas: canvas, kind: kind, hold: hold,
                                reduceMotion: overrides.reduceMotion ?? reduceMotion, description: description ?? nil)
        scene.settle = overrides.settle ?? settle.flatMap { $0 } ?? .swiftui
        scene.links = codeLinks
        scene.warnings = warnings
        return scene
    }

    /// Non-empty text (a one-line summary, so leading and trailing whitespace is dropped).
    private func decodeDescription(_ field: Field) -> String? {
        guard let text = string(field) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            invalid(field, "must not be empty; leave description out instead")
            return nil
        }
        return trimmed
    }

    /// `{ reduceMotion: true|false }`, default false.
    private func decodeReduceMotion(_ field: Field) -> Bool? {
        guard let accessibility = mapping(field, allowed: ["reduceMotion"]) else { return nil }
        return accessibility["reduceMotion"].map(bool) ?? false
    }

    private func decodeName(_ root: Keyed, defaultName: String) -> String? {
        let rule = "may contain only letters, digits, '-' and '_' "
            + "(at most \(Limits.maximumNameLength) characters)"
        guard let field = root["name"] else {
            guard PresetLimits.isValidName(defaultName) else {
                invalid(root.field, "the preset has no 'name', and its file name '\(defaultName)' cannot be one: "
                        + "a name \(rule); add a name: key")
                return nil
            }
            return defaultName
        }
        guard let name = string(field) else { return nil }
        guard PresetLimits.isValidName(name) else {
            invalid(field, name.isEmpty ? "must not be empty" : "'\(name)' \(rule)")
            return nil
        }
        return name
    }
}
