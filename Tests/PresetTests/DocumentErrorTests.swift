import Foundation
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

@Suite("Errors in a well-formed document point at the value to fix")
struct DocumentErrorTests {
    @Test("an unknown key is always an error, with a suggestion by edit distance")
    func unknownKeys() throws {
        let fixture = try PresetFixture()
        let top = minimalPreset(["name: minimal": "nmae: minimal"])
        expect(fixture.error(top), at: "nmae", in: top, message: "unknown key 'nmae' at the top level; did you mean 'name'?")

        let canvas = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  FPS: 30"])
        expect(fixture.error(canvas), at: "FPS", in: canvas, message: "unknown key 'FPS' in canvas; did you mean 'fps'?")

        let far = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  colour: \"#fff\""])
        expect(fixture.error(far), at: "colour", in: far,
               message: "unknown key 'colour' in canvas; allowed keys: size, scale, fps, background")

        let header = minimalPreset(["header: { height: 100 }": "header: { height: 100, avatar: [] }"])
        expect(fixture.error(header), at: "avatar", in: header, message: "in scene.header; did you mean 'avatars'?")
    }

    @Test("a misspelt required key is reported once, as unknown")
    func misspeltRequiredKey() throws {
        let yaml = minimalPreset(["  - { at: 0.25, select: 1 }": "  - { at: 0.25, selct: 1 }"])
        expect(try PresetFixture().error(yaml), at: "selct", in: yaml, message: "did you mean 'select'?")
    }

    @Test("a missing required key points at the mapping that lacks it")
    func missingKeys() throws {
        let fixture = try PresetFixture()
        let tab = minimalPreset(["- { name: Two, content: { wireframe: list } }": "- { content: { wireframe: list } }"])
        expect(fixture.error(tab), at: "{ content", in: tab, message: "scene.tabs[1]: missing required key 'name'")

        let header = minimalPreset(["header: { height: 100 }": "header: { title: Remi }"])
        expect(fixture.error(header), at: "{ title", in: header, message: "scene.header: missing required key 'height'")

        let timeline = minimalPreset(["timeline:\n  - { at: 0, select: 0 }\n  - { at: 0.25, select: 1 }\n": ""])
        expect(fixture.error(timeline), at: "name", in: timeline, message: "missing required key 'timeline'")
    }

    @Test("a value of the wrong type says what was expected and what was found")
    func wrongTypes() throws {
        let fixture = try PresetFixture()
        let fps = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  fps: abc"])
        expect(fixture.error(fps), at: "abc", in: fps, message: "canvas.fps: expected a whole number, found 'abc'")

        let fraction = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  fps: 59.94"])
        expect(fixture.error(fraction), at: "59.94", in: fraction, message: "expected a whole number, found '59.94'")

        let quoted = minimalPreset(["  size: [390, 844]": "  size: [390, \"844\"]"])
        expect(fixture.error(quoted), at: "\"844\"", in: quoted, message: "canvas.size[1]: expected a number, found the text \"844\"")

        let bool = minimalPreset(["header: { height: 100 }": "header: { height: 100, settings: yes }"])
        expect(fixture.error(bool), at: "yes", in: bool, message: "expected true or false, found 'yes'")

        let list = minimalPreset(["  tabs:": "  tabs: { name: One }\n  oldTabs:"])
        #expect(fixture.errors(list).first?.message == "scene.tabs: expected a list, found a mapping")
    }

    @Test("frame rates outside 1 … 240 are rejected at the value", arguments: ["0", "241", "-5"])
    func fpsOutOfRange(_ fps: String) throws {
        let yaml = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  fps: \(fps)"])
        expect(try PresetFixture().error(yaml), at: fps, after: "fps: ", in: yaml,
               message: "canvas.fps: frame rate must be between 1 and 240, found \(fps)")
    }

    @Test("scale must be greater than 0 and at most 4", arguments: ["0", "4.5"])
    func scaleOutOfRange(_ scale: String) throws {
        let yaml = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  scale: \(scale)"])
        expect(try PresetFixture().error(yaml), at: scale, after: "scale: ", in: yaml,
               message: "canvas.scale: scale must be greater than 0 and at most 4, found \(scale)")
    }

    @Test("a canvas over 8192 pixels a side, or with no pixels, is rejected at its size")
    func pixelSize() throws {
        let fixture = try PresetFixture()
        // 3000 pt × scale 3 = 9000 px.
        let huge = minimalPreset(["  size: [390, 844]": "  size: [3000, 844]"])
        expect(fixture.error(huge), at: "[3000", in: huge,
               message: "canvas.size: 3000 x 844 pt at scale 3 is 9000 x 2532 px; at most 8192 px per side")
        let tiny = minimalPreset(["  size: [390, 844]": "  size: [0.1, 844]"])
        expect(fixture.error(tiny), at: "[0.1", in: tiny, message: "is 0 x 2532 px; at least 1 px per side")
        let negative = minimalPreset(["  size: [390, 844]": "  size: [-390, 844]"])
        expect(fixture.error(negative), at: "-390", in: negative, message: "width must be greater than 0 and at most 8192, found -390")
        let three = minimalPreset(["  size: [390, 844]": "  size: [390, 844, 1]"])
        expect(fixture.error(three), at: "[390", in: three, message: "expected [width, height], found a list of 3")
    }

    @Test("colours must be hex; an unquoted # is explained")
    func colours() throws {
        let fixture = try PresetFixture()
        let named = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  background: white"])
        expect(fixture.error(named), at: "white", in: named,
               message: "canvas.background: expected a colour like \"#f9f9f9\", found 'white'")
        let unquoted = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  background: #f9f9f9"])
        // YAML reads the value as nothing, which libyaml marks right after the colon.
        expect(fixture.error(unquoted), at: " #f9f9f9", in: unquoted,
               message: "found nothing (quote it: an unquoted '#' starts a YAML comment)")
        let fill = minimalPreset(["{ fill: \"#ff0000\" }": "{ fill: \"#ff00\" }"])
        expect(fixture.error(fill), at: "\"#ff00\"", in: fill, message: "expected a colour like \"#f9f9f9\", found the text \"#ff00\"")
    }

    @Test("names: letters, digits, '-' and '_'; a missing name comes from the file name")
    func names() throws {
        let fixture = try PresetFixture()
        let spaced = minimalPreset(["name: minimal": "name: tab forward"])
        expect(fixture.error(spaced), at: "tab forward", in: spaced,
               message: "name: 'tab forward' may contain only letters, digits, '-' and '_'")
        let unnamed = minimalPreset(["name: minimal\n": ""])
        #expect(try fixture.load(unnamed, file: "presets/tab-skip.yaml").name == "tab-skip")
        let error = fixture.error(unnamed, file: "presets/tab skip.yaml")
        #expect(error?.description.hasPrefix("presets/tab skip.yaml:1:1: the preset has no 'name', "
                                             + "and its file name 'tab skip' cannot be one") == true)
    }

    @Test("scene kinds: tabs, calendar, stack or layers; a typo gets a suggestion")
    func sceneKinds() throws {
        let fixture = try PresetFixture()
        let calender = minimalPreset(["  kind: tabs": "  kind: calender"])
        expect(fixture.error(calender), at: "calender", in: calender,
               message: "unknown scene kind 'calender'; did you mean 'calendar'?")
        let typo = minimalPreset(["  kind: tabs": "  kind: tab"])
        expect(fixture.error(typo), at: "tab\n", in: typo, message: "unknown scene kind 'tab'; did you mean 'tabs'?")
        let none = minimalPreset(["  kind: tabs\n": ""])
        expect(fixture.error(none), at: "header", in: none, message: "scene: missing required key 'kind'")
    }

    @Test("tabs: at least one; content is one of wireframe, image, fill or layers")
    func tabs() throws {
        let fixture = try PresetFixture()
        let none = minimalPreset(["  tabs:\n    - { name: One, content: { fill: \"#ff0000\" } }\n    - { name: Two, content: { wireframe: list } }":
                                  "  tabs: []"])
        expect(fixture.errors(none).first, at: "[]", in: none, message: "scene.tabs: a tabs scene needs at least one tab")
        let wireframe = minimalPreset(["wireframe: list": "wireframe: lists"])
        expect(fixture.error(wireframe), at: "lists", in: wireframe,
               message: "scene.tabs[1].content.wireframe: unknown wireframe 'lists'; did you mean 'list'?")
        let both = minimalPreset(["{ wireframe: list }": "{ wireframe: list, fill: \"#000000\" }"])
        expect(fixture.error(both), at: "fill: \"#000", in: both,
               message: "content is one of wireframe, image, fill or layers; found both 'wireframe' and 'fill'")
    }

    @Test("nav items match the tabs, and nav indices are tabs")
    func nav() throws {
        let fixture = try PresetFixture()
        let items = minimalPreset(["nav: { height: 120 }": "nav: { height: 120, items: [Home] }"])
        expect(fixture.error(items), at: "[Home]", in: items,
               message: "scene.nav.items: nav has 1 item but the scene has 2 tabs; give one item per tab")
        let create = minimalPreset(["nav: { height: 120 }": "nav: { height: 120, createButtonOn: [0, 2] }"])
        expect(fixture.error(create), at: "2]", in: create,
               message: "scene.nav.createButtonOn[1]: tab index 2 is out of range; tabs are 0 … 1")
        let tall = minimalPreset(["header: { height: 100 }": "header: { height: 844 }"])
        expect(fixture.error(tall), at: "844 }", in: tall,
               message: "scene.header.height: header height 844 leaves no room on a canvas 844 pt high")
    }

    @Test("a missing image is reported at its image key; the path is relative to the preset's folder")
    func missingImage() throws {
        let fixture = try PresetFixture()
        let yaml = minimalPreset(["{ wireframe: list }": "{ image: screens/missing.png }"])
        let expectedPath = fixture.directory.appendingPathComponent("screens/missing.png").standardizedFileURL.path
        expect(fixture.error(yaml), at: "image: screens/missing.png", in: yaml,
               message: "scene.tabs[1].content.image: image 'screens/missing.png' not found (looked for \(expectedPath)")
    }

    @Test("an image that is not a PNG, JPEG or SVG is rejected by its signature, whatever its name")
    func notPNG() throws {
        let fixture = try PresetFixture()
        try fixture.write(Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0], to: "shot.png")
        let yaml = minimalPreset(["{ wireframe: list }": "{ image: shot.png }"])
        expect(fixture.error(yaml), at: "image: shot.png", in: yaml,
               message: "image 'shot.png' is not a PNG, JPEG or SVG file (told by its contents, not its name); "
                   + "only those formats can be drawn")
        try fixture.write([UInt8](), to: "empty.png")
        let empty = minimalPreset(["{ wireframe: list }": "{ image: empty.png }"])
        expect(fixture.error(empty), at: "image: empty.png", in: empty, message: "image 'empty.png' is not a PNG, JPEG or SVG file")
        try FileManager.default.createDirectory(at: fixture.directory.appendingPathComponent("folder.png"),
                                                withIntermediateDirectories: true)
        let folder = minimalPreset(["{ wireframe: list }": "{ image: folder.png }"])
        expect(fixture.error(folder), at: "image: folder.png", in: folder, message: "image 'folder.png' not found")
    }

    @Test("timeline: a select index outside the tabs is rejected at the index")
    func selectOutOfRange() throws {
        let yaml = minimalPreset(["{ at: 0.25, select: 1 }": "{ at: 0.25, select: 2 }"])
        expect(try PresetFixture().error(yaml), at: "2 }", in: yaml,
               message: "timeline[1].select: tab index 2 is out of range; tabs are 0 … 1")
    }

    @Test("timeline: event times never go backwards")
    func decreasingTimes() throws {
        let yaml = minimalPreset(["  - { at: 0.25, select: 1 }": "  - { at: 0.25, select: 1 }\n  - { at: 0.2, select: 0 }"])
        expect(try PresetFixture().error(yaml), at: "0.2,", in: yaml,
               message: "timeline[2].at: event at 0.2 comes before the previous event (at 0.25); list events in time order")
        // Equal times are allowed.
        let equal = minimalPreset(["  - { at: 0.25, select: 1 }": "  - { at: 0.25, select: 1 }\n  - { at: 0.25, select: 0 }"])
        #expect(PresetLoader.validate(yaml: equal, file: "t.yaml", baseDirectory: URL(fileURLWithPath: "/")).isEmpty)
    }

    @Test("timeline: at least one event, at 0 … 60 s; hold 0 … 60 s")
    func timesAndHold() throws {
        let fixture = try PresetFixture()
        let empty = minimalPreset(["timeline:\n  - { at: 0, select: 0 }\n  - { at: 0.25, select: 1 }\n": "timeline: []\n"])
        expect(fixture.error(empty), at: "[]", in: empty, message: "the timeline needs at least one event")
        let late = minimalPreset(["{ at: 0.25, select: 1 }": "{ at: 61, select: 1 }"])
        expect(fixture.error(late), at: "61", in: late, message: "event time must be between 0 and 60, found 61")
        let hold = minimalPreset(["timeline:": "hold: 90\ntimeline:"])
        expect(fixture.error(hold), at: "90", after: "hold: ", in: hold, message: "hold: hold must be between 0 and 60, found 90")
    }

    @Test("transition effects: opacity, or move with an edge")
    func effects() throws {
        let fixture = try PresetFixture()
        let edge = minimalPreset(["  animation: snappy": "  insertion: [ { move: trailling } ]"])
        expect(fixture.error(edge), at: "trailling", in: edge,
               message: "transition.insertion[0].move: unknown edge 'trailling'; did you mean 'trailing'?")
        let bare = minimalPreset(["  animation: snappy": "  removal: [ move, opacity ]"])
        expect(fixture.error(bare), at: "move", in: bare, message: "'move' needs an edge: { move: auto|leading|trailing|top|bottom }")
        let fade = minimalPreset(["  animation: snappy": "  removal: [ fade ]"])
        expect(fixture.error(fade), at: "fade", in: fade, message: "unknown transition effect 'fade'; expected one of: opacity")
    }

    @Test("validate lists every problem in the document, in document order")
    func validateCollectsAll() throws {
        let yaml = minimalPreset([
            "name: minimal": "name: bad name!",
            "  size: [390, 844]": "  size: [390, 844]\n  fps: 500\n  backgrund: \"#fff\"",
            "header: { height: 100 }": "header: { height: -1 }",
            "  animation: snappy": "  animation: { spring: { response: 0.3, dampingFracton: 0.8 } }",
            "{ at: 0.25, select: 1 }": "{ at: 0.25, select: 7 }",
        ])
        let errors = try PresetFixture().errors(yaml)
        #expect(errors.map(\.location?.line) == [1, 4, 5, 8, 14, 17])
        #expect(errors.map(\.message) == [
            "name: 'bad name!' may contain only letters, digits, '-' and '_' (at most 128 characters)",
            "canvas.fps: frame rate must be between 1 and 240, found 500",
            "unknown key 'backgrund' in canvas; did you mean 'background'?",
            "scene.header.height: header height must be at least 0, found -1",
            "unknown key 'dampingFracton' in transition.animation.spring; did you mean 'dampingFraction'?",
            "timeline[1].select: tab index 7 is out of range; tabs are 0 … 1",
        ])
    }
}
