import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import Testing

/// The interruption presets, loaded from Presets/ and played: at every change, nothing jumps.
@Suite("the rapid presets render without a jump")
struct ShippedMotionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Presets").standardized

    @Test("at each change every page continues from where it was", arguments: ["tab-rapid", "tab-rapid-curves", "tab-rapid-blend"])
    func continuous(name: String) throws {
        let scene = try PresetLoader.load(contentsOf: Self.folder.appendingPathComponent("\(name).yaml"))
        guard let tabs = scene.kind as? TabsScene else { Issue.record("not a tabs scene"); return }
        let full = scene.timeline()
        #expect(tabs.timeline.count == 5)
        for k in 2..<tabs.timeline.count {
            // The scene as it would have gone on without change k, at the moment of change k.
            var before = scene, truncated = tabs
            truncated.timeline = Array(tabs.timeline[0..<k])
            before.kind = truncated
            let t = tabs.timeline[k].at
            let old = before.timeline().state(at: t), new = full.state(at: t)
            for page in old.layers where page.id.hasPrefix("tab.") {
                let continued = try #require(new.layer(page.id), "\(page.id) vanished at \(t)")
                #expect(abs(continued.offset.x - page.offset.x) < 1e-9, "\(name): \(page.id) offset at \(t)")
                #expect(abs(continued.opacity - page.opacity) < 1e-9, "\(name): \(page.id) opacity at \(t)")
            }
        }
    }
}

@Suite("reading preset files")
struct PresetFileTests {
    @Test("a folder given as a preset says so")
    func folder() {
        let errors = PresetLoader.validate(contentsOf: URL(fileURLWithPath: NSTemporaryDirectory()), file: "renders")
        #expect(errors.map(\.description) == ["cannot read preset 'renders': it is a folder; give the preset files in it, e.g. renders/*.yaml"])
    }
}

@Suite("transparent backgrounds")
struct TransparentBackgroundTests {
    private func canvas(_ background: String, overrides: PresetOverrides = .init()) throws -> Canvas {
        let yaml = """
            name: clear
            canvas: { size: [100, 200], background: \(background) }
            scene:
              kind: tabs
              header: { height: 20 }
              nav: { height: 20 }
              tabs: [ { name: One, content: { fill: "#ff0000" } } ]
            timeline: [ { at: 0, select: 0 } ]
            """
        return try PresetLoader.load(yaml: yaml, file: "clear.yaml", baseDirectory: URL(fileURLWithPath: "/"),
                                     overrides: overrides).canvas
    }

    @Test("background: transparent, and --transparent over any background")
    func transparent() throws {
        #expect(try canvas("transparent").background == .transparent)
        #expect(try canvas("\"#f9f9f9\"", overrides: PresetOverrides(transparent: true)).background == .transparent)
        #expect(try canvas("\"#f9f9f9\"").background == Color(hex: "#f9f9f9"))
    }
}
