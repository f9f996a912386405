import Foundation
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

/// The themable chrome's keys: nav items with icons, `nav.accent`, `header.statusBar` and
/// `canvas.appearance`, and an error at FILE:LINE:COLUMN for each kind of mistake in them.
@Suite("Chrome keys: icons, accent, status bar, appearance")
struct ChromeKeysDecodingTests {
    /// A square 24-unit SVG, as a design tool exports an icon.
    static let squareSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <rect x="2" y="2" width="20" height="20" fill="#0000ff"/>
        </svg>
        """

    static func preset(nav: String, header: String = "header: { height: 100 }", canvas: String = "size: [390, 844]") -> String {
        minimalPreset(["nav: { height: 120 }": nav, "header: { height: 100 }": header, "size: [390, 844]": canvas])
    }

    @Test("items with built-in and SVG icons, an accent, a status bar and dark appearance decode as written")
    func decodes() throws {
        let fixture = try PresetFixture()
        let svg = try fixture.write(Self.squareSVG, to: "icons/star.svg")
        let yaml = Self.preset(
            nav: "nav: { height: 120, accent: \"#FF2D55\", items: [{ title: Home, icon: house }, { title: Faves, icon: icons/star.svg }] }",
            header: "header: { height: 100, statusBar: false }",
            canvas: "size: [390, 844]\n  appearance: dark")
        let scene = try fixture.load(yaml)
        let tabs = try #require(scene.kind as? TabsScene)
        #expect(tabs.nav.items == [NavItem(title: "Home", icon: .symbol(.house)),
                                   NavItem(title: "Faves", icon: .svg(svg.standardizedFileURL))])
        #expect(tabs.nav.accent == Color(hex: "#FF2D55"))
        #expect(tabs.header.statusBar == false)
        #expect(scene.canvas.appearance == .dark)
        // Dark without a background of its own is iOS's dark background.
        #expect(scene.canvas.background == Color(red: 0, green: 0, blue: 0))
        // The icon is one of the scene's images, so validation and batch hashing see it.
        #expect(scene.sourceFiles == [svg.standardizedFileURL])
    }

    @Test("plain items, no accent, automatic status bar and light appearance are the defaults")
    func defaults() throws {
        let fixture = try PresetFixture()
        let scene = try fixture.load(Self.preset(nav: "nav: { height: 120, items: [Home, Habits] }"))
        let tabs = try #require(scene.kind as? TabsScene)
        #expect(tabs.nav.items == [NavItem(title: "Home"), NavItem(title: "Habits")])
        #expect(tabs.nav.items.allSatisfy { $0.icon == nil })
        #expect(tabs.nav.accent == nil)
        #expect(tabs.header.statusBar == nil)
        #expect(scene.canvas.appearance == .light)
        #expect(scene.canvas.background == Color(hex: "#f9f9f9"))
    }

    @Test("an unknown icon name is reported at its value with a did-you-mean")
    func unknownIcon() throws {
        let fixture = try PresetFixture()
        let yaml = Self.preset(nav: "nav: { height: 120, items: [{ title: Home, icon: hous }, Two] }")
        expect(fixture.error(yaml), at: "hous }", in: yaml,
               message: "scene.nav.items[0].icon: unknown icon 'hous'; did you mean 'house'?")
    }

    @Test("a missing SVG icon is reported at its icon key")
    func missingIcon() throws {
        let fixture = try PresetFixture()
        let yaml = Self.preset(nav: "nav: { height: 120, items: [One, { title: Two, icon: icons/none.svg }] }")
        expect(fixture.error(yaml), at: "icon: icons/none.svg", in: yaml,
               message: "scene.nav.items[1].icon: image 'icons/none.svg' not found")
    }

    @Test("a broken SVG icon is reported at its icon key")
    func brokenIcon() throws {
        let fixture = try PresetFixture()
        try fixture.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"24\" height=\"24\"><rect width=", to: "bad.svg")
        let yaml = Self.preset(nav: "nav: { height: 120, items: [One, { title: Two, icon: bad.svg }] }")
        expect(fixture.error(yaml), at: "icon: bad.svg", in: yaml, message: "scene.nav.items[1].icon: image 'bad.svg'")
    }

    @Test("an icon file that is not an SVG is refused, naming the built-in set")
    func notSVG() throws {
        let fixture = try PresetFixture()
        try fixture.write(PresetFixture.tinyPNG, to: "icon.png")
        let yaml = Self.preset(nav: "nav: { height: 120, items: [One, { title: Two, icon: icon.png }] }")
        expect(fixture.error(yaml), at: "icon.png }", in: yaml,
               message: "scene.nav.items[1].icon: icon 'icon.png' is not an SVG file; an icon is a built-in name (house, check")
    }

    @Test("a bad accent colour is reported at its value")
    func badAccent() throws {
        let fixture = try PresetFixture()
        let yaml = Self.preset(nav: "nav: { height: 120, accent: \"#12345\" }")
        expect(fixture.error(yaml), at: "\"#12345\"", in: yaml,
               message: "scene.nav.accent: expected a colour like \"#f9f9f9\"")
    }

    @Test("a bad appearance is reported at its value with a did-you-mean")
    func badAppearance() throws {
        let fixture = try PresetFixture()
        let yaml = minimalPreset(["size: [390, 844]": "size: [390, 844]\n  appearance: drak"])
        expect(fixture.error(yaml), at: "drak", in: yaml,
               message: "canvas.appearance: unknown appearance 'drak'; did you mean 'dark'?")
    }

    @Test("statusBar must be true or false, and fit in its header")
    func badStatusBar() throws {
        let fixture = try PresetFixture()
        let word = Self.preset(nav: "nav: { height: 120 }", header: "header: { height: 100, statusBar: yes }")
        expect(fixture.error(word), at: "yes }", in: word, message: "scene.header.statusBar: expected true or false")
        let short = Self.preset(nav: "nav: { height: 120 }", header: "header: { height: 40, statusBar: true }")
        expect(fixture.error(short), at: "true }", in: short,
               message: "scene.header.statusBar: a status bar is 47 pt high; the header is 40 pt")
    }
}
