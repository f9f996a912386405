import CodeImport
import Foundation
import Preset
import Scene
import SceneKinds
import Spec
import Testing

/// `motionreel import -o` on the app files in Tests/Fixtures/SwiftUI/Apps, and what its presets
/// show change by change, read from their specs.
enum Imported {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/SwiftUI/Apps").standardized

    /// What `import NAME.swift -o NAME.yaml` writes beside the file, loaded as `validate` loads it.
    static func preset(_ name: String) throws -> (yaml: String, notes: [String], scene: MotionScene) {
        let swift = apps.appendingPathComponent("\(name).swift")
        let imported = SwiftImport(paths: [swift.path])
        #expect(imported.problems.isEmpty, "\(imported.problems)")
        let draft = try TabsPresetDraft.make(imported, files: [swift], preset: apps.appendingPathComponent("\(name).yaml"))
        let scene = try PresetLoader.load(yaml: draft.text, file: "\(name).yaml", baseDirectory: apps)
        return (draft.text, draft.notes, scene)
    }

    /// The same preset with its `transition:` block written by hand.
    static func handLinked(_ name: String, transition: String) throws -> MotionScene {
        let yaml = Linked.replacingTransition(in: try preset(name).yaml, with: transition)
        return try PresetLoader.load(yaml: yaml, file: "\(name)-hand.yaml", baseDirectory: apps)
    }

    /// The 1-based line of the first line of code in `name`.swift that contains `needle` (the
    /// header comments quote the code too).
    static func line(of needle: String, in name: String) throws -> Int {
        let text = try String(contentsOf: apps.appendingPathComponent("\(name).swift"), encoding: .utf8)
        return try #require(text.components(separatedBy: "\n").firstIndex { line in
            line.contains(needle) && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
        }) + 1
    }

    /// One change of page as the spec shows it: each side's effects with `auto` resolved to the
    /// edge it takes on that change, and the animations (the default, then any track's).
    struct Change: Equatable, CustomStringConvertible {
        var insertion: [String]
        var removal: [String]
        var animations: [String]

        init(_ insertion: [String], _ removal: [String], _ animations: String...) {
            self.insertion = insertion
            self.removal = removal
            self.animations = animations
        }

        var description: String { "insert \(insertion), remove \(removal), animated \(animations)" }
    }

    /// The changes of `scene`, in order, from its spec JSON.
    static func changes(_ scene: MotionScene) throws -> [Change] {
        let spec = try Linked.spec(scene)
        let events = try #require(spec["events"] as? [[String: Any]]).filter { $0["action"] as? String == "select" }
        let forward = events.map { ($0["description"] as? String ?? "").hasSuffix("forward") }
        let transitions = try #require(spec["transitions"] as? [[String: Any]])
        return try forward.indices.map { k in
            let transition = transitions.count == forward.count ? transitions[k] : try #require(transitions.first)
            func side(_ key: String, removal: Bool) -> [String] {
                let effects = transition[key] as? [String] ?? []
                let insertionEdge = forward[k] ? "trailing" : "leading"
                let moveEdge = removal ? (forward[k] ? "leading" : "trailing") : insertionEdge
                return effects.map {
                    $0.replacingOccurrences(of: "move(edge: auto)", with: "move(edge: \(moveEdge))")
                        .replacingOccurrences(of: "push(from: auto)", with: "push(from: \(insertionEdge))")
                }
            }
            let animations = (transition["animations"] as? [[String: Any]] ?? []).map { entry -> String in
                let role = entry["role"] as? String ?? ""
                let swiftUI = (entry["animation"] as? [String: Any])?["swiftUI"] as? String ?? ""
                return role == "default" ? swiftUI : "\(role): \(swiftUI)"
            }
            var change = Change(side("insertion", removal: false), side("removal", removal: true))
            change.animations = animations
            return change
        }
    }
}
