import Foundation
import Preset
import Scene
@testable import SceneKinds
import PresetTestSupport
import Testing

/// A layers preset with one text layer whose style is `style` (the inside of `text: { … }`).
private func textPreset(_ style: String) -> String {
    """
    name: text
    canvas: { size: [390, 844] }
    scene:
      kind: layers
      layers:
        - { id: title, text: { \(style) }, frame: [20, 100, 350, 120] }
    timeline: []

    """
}

@Suite("layers presets: text styles")
struct TextDecodingTests {
    /// The blocks test font shipped with the tests (no system installs its family).
    static let blocksFont = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/Fonts/MotionReelBlocks.ttf").standardized

    func style(_ yaml: String, in fixture: PresetFixture) throws -> TextStyle? {
        let scene = try fixture.load(yaml)
        guard let layers = scene.kind as? LayersScene, case .text(let style) = layers.layers.first?.kind else {
            Issue.record("no text layer")
            return nil
        }
        return style
    }

    @Test("a text style without the new keys is one tail-cut line of Inter, unspaced")
    func defaults() throws {
        let style = try style(textPreset(#"text: "Morning run""#), in: try PresetFixture())
        #expect(style?.lines == 1 && style?.truncation == .tail && style?.lineSpacing == 0)
        #expect(style?.font == .family("Inter"))
    }

    @Test("lines, truncation, lineSpacing and a font file relative to the preset decode to what they say")
    func allKeys() throws {
        let fixture = try PresetFixture()
        let bytes = try [UInt8](Data(contentsOf: Self.blocksFont))
        let url = try fixture.write(bytes, to: "fonts/Blocks.ttf")
        let yaml = textPreset(#"text: "A long title", lines: 3, truncation: middle, lineSpacing: 4.5, font: fonts/Blocks.ttf"#)
        let style = try style(yaml, in: fixture)
        #expect(style?.lines == 3 && style?.truncation == .middle && style?.lineSpacing == 4.5)
        #expect(style?.font == .file(url.standardizedFileURL))
    }

    @Test("an installed family is accepted, by any case, and lines: 0 means as many as fit")
    func installedFamily() throws {
        let style = try style(textPreset(#"text: "Hi", font: "dejavu sans", lines: 0"#), in: try PresetFixture())
        #expect(style?.font == .family("dejavu sans") && style?.lines == 0)
    }

    @Test("a family fontconfig does not have is an error at the font")
    func unknownFamily() throws {
        let yaml = textPreset(#"text: "Hi", font: MotionReel Blocks"#)
        let error = try PresetFixture().error(yaml)
        expect(error, at: "MotionReel Blocks", in: yaml, message: "font family 'MotionReel Blocks' is not installed")
    }

    @Test("a font file that does not exist is an error at the font, naming where it was looked for")
    func missingFile() throws {
        let fixture = try PresetFixture()
        let yaml = textPreset(#"text: "Hi", font: fonts/Brand.ttf"#)
        let error = fixture.error(yaml)
        expect(error, at: "fonts/Brand.ttf", in: yaml, message: "font file 'fonts/Brand.ttf' does not exist")
        #expect(error?.message.contains(fixture.directory.appendingPathComponent("fonts/Brand.ttf").path) == true)
    }

    @Test("a font name with a control character is an error, not a name cut short at it")
    func controlCharacter() throws {
        let yaml = textPreset(#"text: "Hi", font: "Inter\0Bold""#)
        let error = try PresetFixture().error(yaml)
        expect(error, at: #""Inter"#, in: yaml, message: "no control characters")
    }

    @Test("a file that is not a font is an error at the font")
    func notAFont() throws {
        let fixture = try PresetFixture()
        try fixture.write(PresetFixture.tinyPNG, to: "fonts/Brand.otf")
        let yaml = textPreset(#"text: "Hi", font: fonts/Brand.otf"#)
        let error = fixture.error(yaml)
        expect(error, at: "fonts/Brand.otf", in: yaml, message: "is not a font")
    }

    @Test("a truncation that is not tail, head or middle is an error at it")
    func badTruncation() throws {
        let yaml = textPreset(#"text: "Hi", truncation: end"#)
        let error = try PresetFixture().error(yaml)
        expect(error, at: "end", after: "truncation: ", in: yaml, message: "truncation")
        #expect(error?.message.contains("tail") == true)
    }

    @Test("lines outside 0 … 1000, or not whole, is an error at the value", arguments: ["-1", "1001", "2.5"])
    func linesOutOfRange(_ value: String) throws {
        let yaml = textPreset(#"text: "Hi", lines: \#(value)"#)
        let error = try PresetFixture().error(yaml)
        let message = value == "2.5" ? "whole number" : "lines must be 0 … \(Limits.maximumTextLines)"
        expect(error, at: value, after: "lines: ", in: yaml, message: message)
    }

    @Test("lineSpacing outside 0 … 1000 is an error at the value", arguments: ["-2", "1000.5"])
    func lineSpacingOutOfRange(_ value: String) throws {
        let yaml = textPreset(#"text: "Hi", lineSpacing: \#(value)"#)
        let error = try PresetFixture().error(yaml)
        expect(error, at: value, after: "lineSpacing: ", in: yaml, message: "lineSpacing must be")
    }
}
