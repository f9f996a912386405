import Foundation
import Scene

/// The top level of a preset: `name`, `canvas`, `scene`, `transition`, `timeline`, `hold`.
///
/// `canvas`, `scene` and `timeline` are required. `name` defaults to the file's base name (both
/// must be letters, digits, '-' and '_'); `hold` defaults to 0.5 s (0 … 60).
extension DocumentReader {
    static let defaultHold = 0.5
    static let topLevelKeys = ["name", "canvas", "scene", "transition", "timeline", "hold"]

    func decodePreset(_ field: Field, defaultName: String, overrides: PresetOverrides) -> MotionScene? {
        guard let root = mapping(field, allowed: Self.topLevelKeys) else { return nil }
        let name = decodeName(root, defaultName: defaultName)
        let canvas = required(root, "canvas").flatMap { decodeCanvas($0, overrides: overrides) }
        let timeline = required(root, "timeline")
        let kind = required(root, "scene").flatMap {
            decodeScene($0, transition: root["transition"], timeline: timeline, canvas: canvas)
        }
        let hold = number(root, "hold", in: .seconds, default: Self.defaultHold)
        guard let name, let canvas, let kind, let hold else { return nil }
        return MotionScene(name: name, canvas: canvas, kind: kind, hold: hold)
    }

    private func decodeName(_ root: Keyed, defaultName: String) -> String? {
        let rule = "may contain only letters, digits, '-' and '_' "
            + "(at most \(PresetLimits.maximumNameLength) characters)"
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
