import Foundation
import Motion
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing
import TestSupport

@Suite("A valid preset decodes to the scene it describes")
struct ValidPresetTests {
    /// The annotated tabs preset (tab-forward, as docs/presets.md introduces it): every field,
    /// and every kind of tab content.
    static let designExample = """
        name: tab-forward              # output base name; letters, digits, '-', '_' only
        canvas:
          size: [390, 844]             # points
          scale: 3                     # pixels per point → 1170 x 2532
          fps: 60                      # 1 … 240
          background: "#f9f9f9"
        scene:
          kind: tabs                   # tabs | stack | calendar | layers
          header: { height: 100, title: "Remi", avatars: ["#FFB4A2", "#B5E48C"], settings: true }
          nav:    { height: 120, items: [Home, Habits, Gallery], gradient: true, createButtonOn: [0] }
          tabs:
            - { name: Dashboard, content: { wireframe: cards } }     # built-in drawn content
            - { name: Habits,    content: { fill: "#B5E48C" } }
            - { name: Gallery,   content: { image: screens/gallery.png } }   # relative to the preset file
        transition:
          insertion: [ { move: auto }, opacity ]   # auto: trailing when forward, leading when backward
          removal:   [ { move: auto }, opacity ]
          animation: { spring: { response: 0.3, dampingFraction: 0.85 } }
        timeline:
          - { at: 0.0, select: 0 }     # the initial state is shown, not animated
          - { at: 0.25, select: 1 }
          - { at: 0.9, select: 2 }
        hold: 0.3                      # seconds rendered after the last animation settles

        """

    static func expectedScene(image: URL) -> MotionScene {
        func rgb(_ r: Double, _ g: Double, _ b: Double) -> Scene.Color { Color(red: r / 255, green: g / 255, blue: b / 255) }
        let tabs = TabsScene(
            header: Header(height: 100, title: "Remi", avatars: [rgb(0xFF, 0xB4, 0xA2), rgb(0xB5, 0xE4, 0x8C)], settings: true),
            nav: Nav(height: 120, items: ["Home", "Habits", "Gallery"], gradient: true, createButtonOn: [0]),
            tabs: [
                .init(name: "Dashboard", content: .wireframe(.cards)),
                .init(name: "Habits", content: .fill(rgb(0xB5, 0xE4, 0x8C))),
                .init(name: "Gallery", content: .image(image)),
            ],
            transition: Transition(insertion: [.move(nil), .opacity], removal: [.move(nil), .opacity]),
            animation: Animation(.fluidSpring(Spring(response: 0.3, dampingFraction: 0.85, blendDuration: 0))),
            timeline: [.init(at: 0, tab: 0), .init(at: 0.25, tab: 1), .init(at: 0.9, tab: 2)])
        return MotionScene(
            name: "tab-forward",
            canvas: Canvas(size: Size(width: 390, height: 844), scale: 3, fps: 60, background: rgb(0xF9, 0xF9, 0xF9)),
            kind: tabs, hold: 0.3)
    }

    /// The gallery screenshot, the shape of its page (390 × 744 pt below the 100 pt header), so
    /// it is not cropped and the preset has no warning.
    static let galleryPNG = PNGBytes.image(width: 390, height: 744)

    @Test("the annotated tabs preset decodes field by field")
    func designExample() throws {
        let fixture = try PresetFixture()
        let image = try fixture.write(Self.galleryPNG, to: "screens/gallery.png")
        let scene = try fixture.load(Self.designExample)
        #expect(scene == Self.expectedScene(image: image.standardizedFileURL))
        #expect(scene.canvas.pixelWidth == 1170 && scene.canvas.pixelHeight == 2532)
    }

    @Test("a file's image paths start at the file's own folder")
    func loadFromFile() throws {
        let fixture = try PresetFixture()
        let image = try fixture.write(Self.galleryPNG, to: "presets/screens/gallery.png")
        let preset = try fixture.write(Self.designExample, to: "presets/tab-forward.yaml")
        let scene = try PresetLoader.load(contentsOf: preset)
        #expect(scene == Self.expectedScene(image: image.standardizedFileURL))
    }

    @Test("omitted values take their documented defaults")
    func defaults() throws {
        let yaml = """
            canvas: { size: [390, 844] }
            scene:
              kind: tabs
              header: { height: 0 }
              nav: { height: 80 }
              tabs: [ { name: Only, content: { wireframe: grid } } ]
            timeline: [ { at: 0, select: 0 } ]

            """
        let scene = try PresetFixture().load(yaml, file: "presets/my_preset-2.yaml")
        #expect(scene.name == "my_preset-2")
        #expect(scene.canvas == Canvas(size: Size(width: 390, height: 844), scale: 3, fps: 60,
                                       background: Color(hex: "#f9f9f9")!))
        #expect(scene.hold == 0.5)
        let tabs = try #require(scene.kind as? TabsScene)
        #expect(tabs.header == Header(height: 0))
        #expect(tabs.nav == Nav(height: 80))
        #expect(tabs.transition == .slideAndFade)
        #expect(tabs.animation == .spring(response: 0.3, dampingFraction: 0.85))
    }

    @Test("transition effects: explicit edges, opacity alone, and none")
    func effects() throws {
        let yaml = minimalPreset(["  animation: snappy": """
              insertion: [ { move: bottom }, { move: leading } ]
              removal: [ opacity ]
            """])
        let tabs = try #require(try PresetFixture().load(yaml).kind as? TabsScene)
        #expect(tabs.transition == Transition(insertion: [.move(.bottom), .move(.leading)], removal: [.opacity]))

        let none = minimalPreset(["  animation: snappy": "  insertion: []\n  removal: [ { move: top } ]"])
        let identity = try #require(try PresetFixture().load(none).kind as? TabsScene)
        #expect(identity.transition == Transition(insertion: [], removal: [.move(.top)]))
    }

    @Test("numbers may be written as integers or decimals; text and colours take any valid form")
    func scalarForms() throws {
        let yaml = minimalPreset([
            "  size: [390, 844]": "  size: [390.5, 8.44e2]\n  scale: 2\n  fps: 120\n  background: \"#abc\"",
            "header: { height: 100 }": "header: { height: 100.0, title: 2024 }",
        ])
        let scene = try PresetFixture().load(yaml)
        #expect(scene.canvas.size == Size(width: 390.5, height: 844))
        #expect(scene.canvas.scale == 2 && scene.canvas.fps == 120)
        #expect(scene.canvas.background == Color(red: 0xAA / 255, green: 0xBB / 255, blue: 0xCC / 255))
        let tabs = try #require(scene.kind as? TabsScene)
        #expect(tabs.header.title == "2024")
    }
}
