import Foundation
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// `content: { layers: … }` in tabs and stack scenes: inline or from a page file, with every
/// mistake at its own file's line and column.
@Suite("Pages made of layers")
struct PageLayersDecodingTests {
    let fixture: PresetFixture

    init() throws { fixture = try PresetFixture() }

    /// The minimal tabs preset (header 100, canvas 390 × 844) whose second tab is `content`.
    func tabsPreset(_ content: String) -> String {
        minimalPreset(["{ wireframe: list }": content])
    }

    func url(_ path: String) -> URL { fixture.directory.appendingPathComponent(path).standardizedFileURL }

    @Test("an inline page is its layers at rest in the page's points, groups' children filled in")
    func inlinePage() throws {
        let preset = tabsPreset("""
            { layers: [ { id: back, fill: "#ffffff" },
                      { id: card, frame: [10, 20, 100, 50], opacity: 0.5, group: [ { id: dot, circle: { fill: "#ff0000" }, frame: [5, 5, 10, 10] } ] } ] }
            """)
        let tabs = try #require(try fixture.load(preset).kind as? TabsScene)
        guard case .layers(let page) = tabs.tabs[1].content else {
            Issue.record("expected a page of layers, got \(tabs.tabs[1].content)")
            return
        }
        #expect(page.files.isEmpty)
        #expect(page.layers.map(\.id) == ["back", "card"])
        // A layer without a frame fills the page: the canvas's width, its height below the 100-point header.
        #expect(page.layers[0].frame == Rect(x: 0, y: 0, width: 390, height: 744))
        #expect(page.layers[0].content == .page(.fill(Color(red: 1, green: 1, blue: 1))))
        // The group's opacity passes into its child, as SwiftUI's container opacity does.
        #expect(page.layers[1].frame == Rect(x: 10, y: 20, width: 100, height: 50))
        guard case .group(let children) = page.layers[1].content else {
            Issue.record("expected the group's children, got \(page.layers[1].content)")
            return
        }
        #expect(children.map(\.id) == ["dot"])
        #expect(children.first?.frame == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(children.first?.opacity == 0.5)
        #expect(page.layers[1].opacity == 1)
    }

    @Test("a page file is read relative to the preset, and its images relative to itself; all are inputs")
    func pageFile() throws {
        try fixture.write(PresetFixture.tinyPNG, to: "screens/art/dot.png")
        try fixture.write("""
            # A screen.
            - { id: photo, image: art/dot.png, frame: [0, 0, 40, 40] }
            - { id: title, text: { text: Home, size: 20 }, frame: [0, 50, 200, 30] }
            """, to: "screens/home.yaml")
        let preset = tabsPreset("{ layers: screens/home.yaml }")
        let tabs = try #require(try fixture.load(preset).kind as? TabsScene)
        guard case .layers(let page) = tabs.tabs[1].content else {
            Issue.record("expected a page of layers, got \(tabs.tabs[1].content)")
            return
        }
        #expect(page.layers.map(\.id) == ["photo", "title"])
        #expect(page.layers[0].content == .page(.image(url("screens/art/dot.png"), .fill)))
        #expect(page.files == [url("screens/home.yaml"), url("screens/art/dot.png")])
        // What a batch hashes: the page file and its image.
        #expect(tabs.sourceFiles == [url("screens/home.yaml"), url("screens/art/dot.png")])
    }

    @Test("a stack page may be made of layers from a file, named by two pages and read once")
    func stackPage() throws {
        try fixture.write("- { id: back, fill: \"#00ff00\" }\n", to: "screen.yaml")
        let preset = """
            name: stacked
            canvas: { size: [200, 300] }
            scene:
              kind: stack
              header: { height: 40 }
              tabs:
                - name: Home
                  root: { content: { layers: screen.yaml } }
                  pages:
                    detail: { content: { layers: screen.yaml } }
            timeline:
              - { at: 0.2, push: detail }
            """
        let stack = try #require(try fixture.load(preset).kind as? StackScene)
        let root = stack.tabs[0].root.content
        #expect(root == stack.tabs[0].pages["detail"]?.content)
        guard case .layers(let page) = root else {
            Issue.record("expected a page of layers, got \(root)")
            return
        }
        #expect(page.layers.first?.frame == Rect(x: 0, y: 0, width: 200, height: 260))
        #expect(stack.sourceFiles == [url("screen.yaml")])
    }

    @Test("a broken layer in a page file is an error at the page file's line and column, reported once")
    func brokenLayerInFile() throws {
        let page = """
            - { id: back, fill: "#ffffff" }
            - { id: card, rect: { fill: "#ff0000" }, opacity: 2 }
            """
        try fixture.write(page, to: "screens/home.yaml")
        // Named by two tabs: the file's mistake is still one error.
        let preset = minimalPreset([
            "{ wireframe: list }": "{ layers: screens/home.yaml }",
            "{ fill: \"#ff0000\" }": "{ layers: screens/home.yaml }",
        ])
        expect(fixture.error(preset, file: "dir/test.yaml"), at: "2 }", in: page, file: "dir/screens/home.yaml",
               message: "[1].opacity: opacity must be")
    }

    @Test("a duplicate id in a page's tree is an error at the second one, in the page file")
    func duplicateID() throws {
        let page = """
            - { id: card, group: [ { id: label, text: { text: A } } ] }
            - { id: label, rect: { fill: "#ff0000" } }
            """
        try fixture.write(page, to: "home.yaml")
        expect(fixture.error(tabsPreset("{ layers: home.yaml }")), at: "label, rect", in: page, file: "home.yaml",
               message: "duplicate layer id 'label' (first used on line 1)")
    }

    @Test("a page file cannot name a page file, so page files never form a loop")
    func noNestedPageFiles() throws {
        let page = "- { id: inner, layers: home.yaml }\n"
        try fixture.write(page, to: "home.yaml")
        expect(fixture.error(tabsPreset("{ layers: home.yaml }")), at: "layers: home", in: page, file: "home.yaml",
               message: "unknown key 'layers'")
    }

    @Test("a missing page file, a folder or a FIFO is an error at the preset's layers value")
    func missingFile() throws {
        let missing = tabsPreset("{ layers: screens/gone.yaml }")
        expect(fixture.error(missing), at: "screens/gone.yaml", in: missing,
               message: "scene.tabs[1].content.layers: page file 'screens/gone.yaml' does not exist (looked for ")
        try FileManager.default.createDirectory(at: url("screens"), withIntermediateDirectories: true)
        let folder = tabsPreset("{ layers: screens }")
        expect(fixture.error(folder), at: "screens }", in: folder, message: "page file 'screens' is a folder")
        // A FIFO would block the reader forever: refused before it is opened.
        #expect(mkfifo(url("pipe.yaml").path, 0o600) == 0)
        let pipe = tabsPreset("{ layers: pipe.yaml }")
        expect(fixture.error(pipe), at: "pipe.yaml", in: pipe, message: "page file 'pipe.yaml' is not a regular file")
    }

    @Test("a page file whose top level is not a list is an error at its first line")
    func notAList() throws {
        try fixture.write("id: back\nfill: \"#ffffff\"\n", to: "home.yaml")
        expect(fixture.error(tabsPreset("{ layers: home.yaml }")), at: "id: back", in: "id: back", file: "home.yaml",
               message: "a page file's top level is a list of layers")
    }

    @Test("a YAML mistake in a page file is reported at the page file's place")
    func syntaxInFile() throws {
        try fixture.write("- { id: back, fill: \"#ffffff\" }\n- { id: [\n", to: "home.yaml")
        let error = fixture.error(tabsPreset("{ layers: home.yaml }"))
        #expect(error?.location?.file == "home.yaml")
        #expect((error?.location?.line ?? 0) >= 2)
    }

    @Test("an inline layer's mistake, a wrong layers value, and contentMode beside layers are errors in the preset")
    func inlineMistakes() throws {
        let broken = tabsPreset("{ layers: [ { id: a, rect: { fill: \"#ff0000\" }, scale: -1 } ] }")
        expect(fixture.error(broken), at: "-1 }", in: broken, message: "scene.tabs[1].content.layers[0].scale: scale must be")
        let mapped = tabsPreset("{ layers: { id: a } }")
        expect(fixture.error(mapped), at: "{ id: a }", in: mapped,
               message: "layers is a list of layers or the path of a file of layers")
        let moded = tabsPreset("{ layers: [ { id: a, fill: \"#ff0000\" } ], contentMode: fit }")
        expect(fixture.error(moded), at: "contentMode", in: moded, message: "contentMode applies to an image, not to 'layers'")
        let empty = tabsPreset("{ layers: [] }")
        expect(fixture.error(empty), at: "[] }", in: empty, message: "needs at least one layer")
    }

    @Test("the page files of one scene together may hold no more than a preset")
    func sharedBudget() throws {
        let padding = String(repeating: "# padding for the budget\n", count: (Limits.maximumPresetBytes / 25) / 2 + 10)
        try fixture.write(padding + "- { id: a, fill: \"#ff0000\" }\n", to: "one.yaml")
        try fixture.write(padding + "- { id: b, fill: \"#00ff00\" }\n", to: "two.yaml")
        let preset = minimalPreset([
            "{ fill: \"#ff0000\" }": "{ layers: one.yaml }",
            "{ wireframe: list }": "{ layers: two.yaml }",
        ])
        expect(fixture.error(preset), at: "two.yaml", in: preset,
               message: "a scene's page files together may have at most \(Limits.maximumPresetBytes) bytes")
    }
}
