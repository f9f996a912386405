import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import Testing
import Yams

@Suite("The registry of scene kinds: one list that decoding, specs and the CLI all read")
struct RegistryTests {
    static let presets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets")

    static var keywords: [String] { SceneKindRegistry.all.map { $0.keyword } }

    @Test("every kind has a keyword of its own")
    func uniqueKeywords() {
        #expect(Self.keywords.count == 4)
        #expect(Set(Self.keywords).count == Self.keywords.count, "\(Self.keywords)")
    }

    @Test("an unknown scene kind's error lists exactly the registry's keywords, in its order")
    func unknownKindChoices() throws {
        let yaml = """
            canvas: { size: [390, 844], scale: 1, fps: 30, background: "#ffffff" }
            scene: { kind: carousel }
            timeline: [ { at: 0, select: 0 } ]
            """
        let errors = PresetLoader.validate(yaml: yaml, file: "unknown.yaml",
                                           baseDirectory: FileManager.default.temporaryDirectory)
        let error = try #require(errors.first)
        #expect(errors.count == 1, "\(errors)")
        guard case .unknownChoice(_, let what, let found, _, let choices) = error.reason else {
            Issue.record("not an unknown choice: \(error)")
            return
        }
        #expect(what == "scene kind" && found == "carousel")
        #expect(choices == Self.keywords)
        #expect(choices == ["tabs", "calendar", "stack", "layers"])
    }

    @Test("every shipped preset decodes to the kind its scene.kind names")
    func shippedPresetsDecodeToTheirKind() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.presets.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= Self.keywords.count, "no presets in \(Self.presets.path)")
        var seen = Set<String>()
        for name in names {
            let url = Self.presets.appendingPathComponent(name)
            let document = try #require(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
            let written = try #require((document["scene"] as? [String: Any])?["kind"] as? String, "\(name)")
            let scene = try PresetLoader.load(contentsOf: url)
            #expect(scene.kind.keyword == written, "\(name)")
            #expect(type(of: scene.kind).keyword == written, "\(name)")
            seen.insert(written)
        }
        #expect(seen == Set(Self.keywords), "the presets show every kind")
    }

    @Test("the stack's default push and its Reduce Motion variant are worked out once, at the canvas width")
    func effectiveTransition() throws {
        let yaml = """
            canvas: { size: [500, 844], scale: 1, fps: 30, background: "#ffffff" }
            scene:
              kind: stack
              tabs: [ { name: Home, root: { content: { fill: "#ffffff" } }, pages: { detail: { content: { fill: "#000000" } } } } ]
            transition: { animation: { spring: { response: 0.3 } } }
            timeline: [ { at: 0, select: 0 }, { at: 0.1, push: detail } ]
            """
        let base = FileManager.default.temporaryDirectory
        let scene = try PresetLoader.load(yaml: yaml, file: "stack.yaml", baseDirectory: base)
        let push = StackScene.iOSPush(width: 500)
        #expect(scene.effectiveTransition?.insertion == push.insertion)
        #expect(scene.effectiveTransition?.removal == [.offset(x: -150, y: 0)])
        var reduced = scene
        reduced.reduceMotion = true
        #expect(reduced.effectiveTransition == push.reducingMotion())
        let stack = try #require(scene.kind as? StackScene)
        #expect(stack.effectiveTransition(canvas: scene.canvas, reduceMotion: true) == push.reducingMotion())
    }
}
