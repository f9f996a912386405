import Foundation
import Preset
import Scene
import SceneKinds
import Spec
import Testing

/// The shipped presets, and presets made from them with their motion linked to Swift code.
enum Linked {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Presets").standardized

    static func text(_ name: String) throws -> String {
        try String(contentsOf: presets.appendingPathComponent(name), encoding: .utf8)
    }

    static func load(_ name: String) throws -> MotionScene {
        try PresetLoader.load(contentsOf: presets.appendingPathComponent(name), file: "Presets/\(name)")
    }

    /// `yaml` as a preset saved in `folder` (Presets/ unless said).
    static func load(yaml: String, file: String = "linked.yaml", in folder: URL = presets,
                     reduceMotion: Bool? = nil) throws -> MotionScene {
        try PresetLoader.load(yaml: yaml, file: file, baseDirectory: folder, overrides: PresetOverrides(reduceMotion: reduceMotion))
    }

    /// The preset `yaml` with its top-level `transition:` block replaced by `transition`.
    static func replacingTransition(in yaml: String, with transition: String) -> String {
        var lines = yaml.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("transition:") }),
              let end = lines[(start + 1)...].firstIndex(where: { !$0.hasPrefix(" ") && !$0.hasPrefix("#") && !$0.isEmpty })
        else { return yaml }
        lines.replaceSubrange(start..<end, with: transition.components(separatedBy: "\n"))
        return lines.joined(separator: "\n")
    }

    /// The spec JSON without what names the preset or its links: what must be equal for two
    /// presets to show the same motion (every value of every frame, the events and the transitions).
    static func spec(_ scene: MotionScene) throws -> [String: Any] {
        let data = Data(try SpecBundle(scene).json.utf8)
        var json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        json["name"] = nil
        json["links"] = nil
        return json
    }

    /// Records an issue, naming the keys that differ, unless the two specs are the same.
    static func expectSameSpec(_ a: MotionScene, _ b: MotionScene,
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let differences = try differences(a, b)
        #expect(differences.isEmpty, "the specs differ in \(differences)", sourceLocation: sourceLocation)
    }
}

extension Linked {
    /// The top-level keys whose values differ, for a failing comparison's message.
    static func differences(_ a: MotionScene, _ b: MotionScene) throws -> [String] {
        let (x, y) = (try spec(a), try spec(b))
        // Compared as canonical JSON text: Foundation's equality of bridged numbers is not
        // reliable for booleans on every platform.
        func canonical(_ value: Any?) -> Data? {
            value.flatMap { try? JSONSerialization.data(withJSONObject: [$0], options: [.sortedKeys]) }
        }
        return Set(x.keys).union(y.keys).sorted().filter { canonical(x[$0]) != canonical(y[$0]) }
    }
}
