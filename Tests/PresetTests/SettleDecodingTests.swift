import Foundation
import Preset
import PresetTestSupport
import Scene
import Testing

/// `settle:` beside `hold`: where the hold counts from, `swiftui` (the default) or `visible`;
/// `--settle` replaces it.
@Suite("settle: where the hold counts from, swiftui by default, visible on request")
struct SettleDecodingTests {
    /// The minimal preset with `settle: value` beside its other top-level keys.
    private func settle(_ value: String) -> String {
        minimalPreset(["timeline:": "settle: \(value)\ntimeline:"])
    }

    @Test("absent is swiftui; each word gives its rule")
    func words() throws {
        let fixture = try PresetFixture()
        #expect(try fixture.load(minimalPreset()).settle == .swiftui)
        for rule in SettleRule.allCases {
            let yaml = settle(rule.rawValue)
            #expect(try fixture.load(yaml).settle == rule)
        }
    }

    @Test("an unknown word is one error at its value, FILE:LINE:COLUMN, listing both words")
    func unknownWord() throws {
        let yaml = settle("sometimes")
        let errors = try PresetFixture().errors(yaml)
        #expect(errors.count == 1, "\(errors)")
        expect(errors.first, at: "sometimes", in: yaml,
               message: "settle: unknown settle rule 'sometimes'; expected one of: swiftui, visible")
    }

    @Test("a near miss suggests the word; a list is not a word")
    func nearMissAndWrongType() throws {
        let fixture = try PresetFixture()
        let typo = settle("visibel")
        expect(fixture.error(typo), at: "visibel", in: typo, message: "settle: unknown settle rule 'visibel'; did you mean 'visible'?")
        let list = settle("[visible]")
        expect(fixture.error(list), at: "[visible]", in: list, message: "settle rule (one of: swiftui, visible)")
    }

    @Test("a misspelt key suggests settle")
    func misspeltKey() throws {
        let yaml = minimalPreset(["timeline:": "setle: visible\ntimeline:"])
        expect(PresetFixture.errorOnly(yaml), at: "setle", in: yaml, message: "did you mean 'settle'?")
    }

    @Test("--settle wins over the preset's word, both ways; the preset's own word is still checked")
    func override() throws {
        let fixture = try PresetFixture()
        let visible = settle("visible")
        #expect(try fixture.load(visible, overrides: PresetOverrides(settle: .swiftui)).settle == .swiftui)
        #expect(try fixture.load(minimalPreset(), overrides: PresetOverrides(settle: .visible)).settle == .visible)
        #expect(try fixture.load(visible, overrides: PresetOverrides(fps: 30)).settle == .visible, "another override keeps it")
        let bad = settle("sometimes")
        #expect(fixture.errors(bad, overrides: PresetOverrides(settle: .visible)).count == 1)
    }
}
