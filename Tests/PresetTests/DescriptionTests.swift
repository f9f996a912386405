import Foundation
import Preset
import Scene
import SceneKinds
import PresetTestSupport
import Testing

@Suite("description: one optional sentence saying what a preset shows")
struct DescriptionTests {
    @Test("a description is read as text, trimmed, and kept on the scene")
    func decoded() throws {
        let fixture = try PresetFixture()
        let scene = try fixture.load(minimalPreset(["name: minimal": "name: minimal\ndescription: \"  Two tabs, one change. \""]))
        #expect(scene.description == "Two tabs, one change.")
    }

    @Test("without a description the scene has none")
    func absent() throws {
        let scene = try PresetFixture().load(minimalPreset())
        #expect(scene.description == nil)
    }

    @Test("plain YAML text works, and a number is taken as written")
    func plainScalars() throws {
        let fixture = try PresetFixture()
        let plain = try fixture.load(minimalPreset(["name: minimal": "name: minimal\ndescription: Two tabs, one change"]))
        #expect(plain.description == "Two tabs, one change")
        let number = try fixture.load(minimalPreset(["name: minimal": "name: minimal\ndescription: 2024"]))
        #expect(number.description == "2024")
    }

    @Test("an empty description is an error at its value")
    func empty() throws {
        let yaml = minimalPreset(["name: minimal": "name: minimal\ndescription: \"\""])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "\"\"", after: "description: ", in: yaml, message: "description: must not be empty")
    }

    @Test("a description that is not text is an error, alongside the preset's other mistakes")
    func wrongType() throws {
        let yaml = minimalPreset(["name: minimal": "name: minimal\ndescription: [a, b]", "size: [390, 844]": "size: [390]"])
        let errors = try PresetFixture().errors(yaml)
        #expect(errors.count == 2, "\(errors.map(\.description))")
        expect(errors.first, at: "[a, b]", in: yaml, message: "expected text")
    }

    @Test("a misspelt description key suggests the right one")
    func misspelt() throws {
        let yaml = minimalPreset(["name: minimal": "name: minimal\ndescripton: Two tabs"])
        let error = try PresetFixture().error(yaml)
        expect(error, at: "descripton", in: yaml, message: "did you mean 'description'?")
    }

    @Test("every shipped preset has a description of one line", arguments: ShippedPresetTests.presets)
    func shipped(_ file: String) throws {
        let scene = try PresetLoader.load(contentsOf: ShippedPresetTests.folder.appendingPathComponent(file))
        let description = try #require(scene.description, "\(file) has no description")
        #expect(!description.isEmpty && !description.contains("\n"))
        #expect(description.count <= 120, "\(file): keep it to one short sentence")
    }
}
