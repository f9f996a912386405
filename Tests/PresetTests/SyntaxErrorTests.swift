import Foundation
import Preset
import SceneKinds
import PresetTestSupport
import Testing

@Suite("YAML syntax errors read FILE:LINE:COLUMN like every other error")
struct SyntaxErrorTests {
    @Test("an unclosed bracket points at the bracket, naming where libyaml gave up")
    func unclosedBracket() throws {
        let yaml = minimalPreset(["  size: [390, 844]": "  size: [390, 844"])
        let error = try PresetFixture().error(yaml, file: "presets/tab.yaml")
        // The '[' is on line 3, column 9; libyaml notices at the next line's ':' (4:6).
        #expect(position(of: "[390", in: yaml) == (3, 9))
        #expect(error?.description == "presets/tab.yaml:3:9: invalid YAML: this '[' is not closed "
                + "(did not find expected ',' or ']' at 4:6)")
    }

    @Test("an unclosed brace in a tab list points at the brace")
    func unclosedBrace() throws {
        let yaml = minimalPreset(["- { name: Two, content: { wireframe: list } }": "- { name: Two, content: { wireframe: list }"])
        expect(try PresetFixture().error(yaml), at: "{ name: Two", in: yaml, message: "this '{' is not closed")
    }

    @Test("a stray indentation is reported where it happens")
    func badIndentation() throws {
        let yaml = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n    fps: 30"])
        expect(try PresetFixture().error(yaml), at: "fps: 30", in: yaml,
               message: "invalid YAML: did not find expected key (while parsing a block mapping that starts at 3:3)")
    }

    @Test("a key given twice is an error where it is given again")
    func duplicateKey() throws {
        let yaml = minimalPreset(["  kind: tabs": "  kind: tabs\n  kind: tabs"])
        expect(try PresetFixture().error(yaml), at: "kind", in: yaml, occurrence: 2,
               message: "key 'kind' appears more than once")
    }

    /// Yams names the keys sorted and points at one of them in hash order: a place that changed
    /// from one call to the next (a fuzz finding). The place is the first repeat in reading order.
    @Test("of several repeated keys, the first repeat in reading order is the place, every time")
    func repeatedKeysInReadingOrder() throws {
        let yaml = minimalPreset(["name: minimal": "name: minimal\nextra: { zeta: 1, alpha: 1, zeta: 2, alpha: 2 }"])
        let fixture = try PresetFixture()
        for _ in 0..<20 {
            expect(fixture.error(yaml), at: "zeta", in: yaml, occurrence: 2,
                   message: "keys 'alpha', 'zeta' appear more than once in this mapping")
        }
    }

    @Test("a second document is an error where it starts")
    func secondDocument() throws {
        let yaml = minimalPreset(["name: minimal": "name: minimal\n---\nname: two"])
        expect(try PresetFixture().error(yaml), at: "---", in: yaml,
               message: "a preset is a single YAML document; remove this second one (and its '---')")
    }

    @Test("an empty file, and a file that is not a mapping")
    func emptyAndNotAMapping() throws {
        let fixture = try PresetFixture()
        #expect(fixture.error("# nothing here\n")?.description == "test.yaml:1:1: the preset is empty")
        #expect(fixture.error("- a\n- b\n")?.description == "test.yaml:1:1: expected a mapping, found a list")
    }

    @Test("a control character is located by line and column")
    func controlCharacter() throws {
        let yaml = "name: ok\ncanvas: \"a\u{7}b\"\n"
        #expect(try PresetFixture().error(yaml)?.description == "test.yaml:2:11: invalid YAML: control characters are not allowed")
    }

    /// libyaml ends a line at `\r\n`, a lone `\r`, `\n`, NEL, LS and PS; every place MotionReel
    /// computes itself must say the same line (the expected lines are counted here, by hand).
    @Test("errors in a preset saved with \\r\\n, lone \\r or U+2028 are at the line libyaml and an editor give",
          arguments: ["\r\n", "\r", "\u{2028}"])
    func lineBreaks(_ separator: String) throws {
        let fixture = try PresetFixture()
        // A control character, placed by MotionReel from Yams' character offset.
        let control = ["name: ok", "# é", "canvas: \"a\u{7}b\""].joined(separator: separator)
        #expect(fixture.error(control)?.description == "test.yaml:3:11: invalid YAML: control characters are not allowed")
        // The '#' that hides a flow mapping's '}', found on the line libyaml names.
        let flow = ["name: ok", "canvas: { size: [390, 844], background: #F4F5FA }", "scene: { kind: tabs }"]
            .joined(separator: separator)
        #expect(fixture.error(flow)?.description.hasPrefix("test.yaml:2:9: invalid YAML: this '{' is not closed: "
                                                           + "the '#' at 2:41 starts a comment") == true)
        // A byte that is not UTF-8, placed by MotionReel before YAML sees the file.
        var bytes = Array((["name: ok", "canvas: x"].joined(separator: separator) + separator + "scene: é").utf8)
        bytes += [0xFF]
        let folder = fixture.directory.appendingPathComponent("broken.yaml")
        try Data(bytes).write(to: folder)
        let errors = PresetLoader.validate(contentsOf: folder, file: "broken.yaml")
        #expect(errors.map(\.description).first?.hasPrefix("broken.yaml:3:9: the preset is not UTF-8 text: byte 0xFF") == true,
                "\(errors)")
    }

    @Test("a missing or unreadable preset file names the file")
    func missingFile() throws {
        let fixture = try PresetFixture()
        let url = fixture.directory.appendingPathComponent("nope.yaml")
        let errors = PresetLoader.validate(contentsOf: url, file: "presets/nope.yaml")
        #expect(errors.count == 1)
        #expect(errors.first?.location == nil)
        #expect(errors.first?.description.hasPrefix("cannot read preset 'presets/nope.yaml': ") == true)
        // Without `file:`, errors name the file as the URL was made: relative stays relative.
        let relative = PresetLoader.validate(contentsOf: URL(fileURLWithPath: "no/such/preset.yaml"))
        #expect(relative.first?.description.hasPrefix("cannot read preset 'no/such/preset.yaml': ") == true)
        try fixture.write([0x6E, 0x61, 0x6D, 0x65, 0x3A, 0x20, 0xFF, 0xFE], to: "binary.yaml")
        // Text that is not UTF-8 is refused where its first bad byte is.
        #expect(PresetLoader.validate(contentsOf: fixture.directory.appendingPathComponent("binary.yaml"),
                                      file: "binary.yaml").map(\.description)
                == ["binary.yaml:1:7: the preset is not UTF-8 text: byte 0xFF here is not part of any UTF-8 "
                    + "character; save the file as UTF-8"])
    }
}
