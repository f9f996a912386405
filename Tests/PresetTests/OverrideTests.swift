import Foundation
import Preset
import Scene
import PresetTestSupport
import Testing

@Suite("Command-line overrides are checked like the document and name the option")
struct OverrideTests {
    @Test("--fps outside 1 … 240 names the option", arguments: [0, 241, 500])
    func badFPS(_ fps: Int) throws {
        let errors = try PresetFixture().errors(minimalPreset(), overrides: PresetOverrides(fps: fps))
        #expect(errors.map(\.description) == ["--fps \(fps): frame rate must be between 1 and 240"])
        #expect(errors.first?.location == nil)
        let first = try #require(errors.first)
        #expect(throws: first) { try PresetFixture().load(minimalPreset(), overrides: PresetOverrides(fps: fps)) }
    }

    @Test("--scale outside (0, 4] names the option", arguments: [0, 4.5, -1, .infinity])
    func badScale(_ scale: Double) throws {
        let errors = try PresetFixture().errors(minimalPreset(), overrides: PresetOverrides(scale: scale))
        #expect(errors.count == 1)
        #expect(errors.first?.description.hasSuffix(": scale must be greater than 0 and at most 4") == true)
        #expect(errors.first?.description.hasPrefix("--scale ") == true)
    }

    @Test("valid overrides replace the document's values")
    func replace() throws {
        let scene = try PresetFixture().load(minimalPreset(), overrides: PresetOverrides(fps: 30, scale: 2))
        #expect(scene.canvas.fps == 30 && scene.canvas.scale == 2)
        #expect(scene.canvas.pixelWidth == 780 && scene.canvas.pixelHeight == 1688)
    }

    @Test("the pixel-size check uses the overridden scale, and says so")
    func pixelSizeWithOverride() throws {
        let fixture = try PresetFixture()
        // 2100 pt: 6300 px at the default scale 3, 8400 px at --scale 4.
        let wide = minimalPreset(["  size: [390, 844]": "  size: [2100, 844]"])
        #expect(fixture.errors(wide).isEmpty)
        expect(fixture.error(wide, overrides: PresetOverrides(scale: 4)), at: "[2100", in: wide,
               message: "canvas.size: 2100 x 844 pt at scale 4 (--scale) is 8400 x 3376 px; at most 8192 px per side")
        // 3000 pt is too wide at scale 3, but fits at --scale 2.
        let wider = minimalPreset(["  size: [390, 844]": "  size: [3000, 844]"])
        #expect(fixture.errors(wider).count == 1)
        #expect(try fixture.load(wider, overrides: PresetOverrides(scale: 2)).canvas.pixelWidth == 6000)
    }

    @Test("reduce motion: off by default, on with accessibility.reduceMotion; the override wins when given")
    func reduceMotion() throws {
        let fixture = try PresetFixture()
        let plain = minimalPreset()
        let on = minimalPreset(["timeline:": "accessibility: { reduceMotion: true }\ntimeline:"])
        let off = minimalPreset(["timeline:": "accessibility:\n  reduceMotion: false\ntimeline:"])
        let empty = minimalPreset(["timeline:": "accessibility: {}\ntimeline:"])
        #expect(try fixture.load(plain).reduceMotion == false)
        #expect(try fixture.load(on).reduceMotion == true)
        #expect(try fixture.load(off).reduceMotion == false)
        #expect(try fixture.load(empty).reduceMotion == false)
        // --reduce-motion forces it on; nil keeps the preset's; false turns it off.
        #expect(try fixture.load(plain, overrides: PresetOverrides(reduceMotion: true)).reduceMotion == true)
        #expect(try fixture.load(on, overrides: PresetOverrides(reduceMotion: nil)).reduceMotion == true)
        #expect(try fixture.load(on, overrides: PresetOverrides(fps: 30)).reduceMotion == true)
        #expect(try fixture.load(on, overrides: PresetOverrides(reduceMotion: false)).reduceMotion == false)
        #expect(PresetOverrides(reduceMotion: true).errors().isEmpty)
    }

    @Test("the document's own values are still checked, override errors first")
    func documentStillChecked() throws {
        let yaml = minimalPreset(["  size: [390, 844]": "  size: [390, 844]\n  fps: 500"])
        let errors = try PresetFixture().errors(yaml, overrides: PresetOverrides(fps: 0))
        #expect(errors.map(\.description) == [
            "--fps 0: frame rate must be between 1 and 240",
            "test.yaml:4:8: canvas.fps: frame rate must be between 1 and 240, found 500",
        ])
    }
}
