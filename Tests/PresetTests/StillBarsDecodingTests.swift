import Foundation
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// `stillBars: { top, bottom }` in tabs and stack scenes, and an error at FILE:LINE:COLUMN for
/// each kind of mistake in it.
@Suite("Still bars: the points of each page that hold still")
struct StillBarsDecodingTests {
    /// The minimal tabs preset with no header or nav (full-screen pages) and `bars` in its scene.
    static func tabs(_ bars: String) -> String {
        minimalPreset(["header: { height: 100 }": bars, "  nav: { height: 120 }\n": ""])
    }

    static let stack = """
        name: pushed
        canvas: { size: [390, 844] }
        scene:
          kind: stack
          header: { height: 100 }
          stillBars: { top: 44 }
          tabs:
            - { name: App, root: { content: { fill: "#ff0000" } }, pages: { next: { content: { fill: "#0000ff" } } } }
        timeline:
          - { at: 0.2, push: next }

        """

    @Test("tabs and stack decode both bands, one band, and none when the key is left out")
    func decodes() throws {
        let fixture = try PresetFixture()
        let both = try #require(try fixture.load(Self.tabs("stillBars: { top: 91, bottom: 83 }")).kind as? TabsScene)
        #expect(both.stillBars == StillBars(top: 91, bottom: 83))
        let bottom = try #require(try fixture.load(Self.tabs("stillBars: { bottom: 49.5 }")).kind as? TabsScene)
        #expect(bottom.stillBars == StillBars(top: 0, bottom: 49.5))
        let none = try #require(try fixture.load(minimalPreset()).kind as? TabsScene)
        #expect(none.stillBars == nil)
        let stack = try #require(try fixture.load(Self.stack).kind as? StackScene)
        #expect(stack.stillBars == StillBars(top: 44, bottom: 0))
    }

    @Test("each mistake is reported where it is written", arguments: [
        ("stillBars: { top: -1 }", "-1 }", "scene.stillBars.top: top must be at least 0, found -1"),
        ("stillBars: { top: 500, bottom: 344 }", "{ top: 500", "scene.stillBars: still bars of 500 + 344 pt leave nothing to move on a page 844 pt high"),
        ("stillBars: {}", "{}", "scene.stillBars: still bars need a top or a bottom height in points, e.g. { top: 91, bottom: 83 }"),
        ("stillBars: { tpo: 91 }", "tpo", "did you mean 'top'?"),
        ("stillBars: 91", "91", "scene.stillBars: expected a mapping"),
    ])
    func mistakes(bars: String, at place: String, message: String) throws {
        let fixture = try PresetFixture()
        let yaml = Self.tabs(bars)
        expect(fixture.error(yaml), at: place, in: yaml, message: message)
    }

    @Test("a stack's bands are measured in its page, below its header")
    func stackPage() throws {
        let fixture = try PresetFixture()
        let yaml = Self.stack.replacingOccurrences(of: "stillBars: { top: 44 }", with: "stillBars: { top: 400, bottom: 344 }")
        expect(fixture.error(yaml), at: "{ top: 400", in: yaml,
               message: "scene.stillBars: still bars of 400 + 344 pt leave nothing to move on a page 744 pt high")
    }
}
