import Foundation
import Preset
import Scene
import Testing

@Suite("The presets in the repository's Presets folder")
struct ShippedPresetTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Presets")

    static var presets: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("there are presets to check")
    func found() {
        #expect(!Self.presets.isEmpty, "no presets in \(Self.folder.path)")
    }

    @Test("each loads, named after its file", arguments: presets)
    func loads(_ file: String) throws {
        let url = Self.folder.appendingPathComponent(file)
        #expect(PresetLoader.validate(contentsOf: url, file: "Presets/\(file)").map(\.description) == [])
        let scene = try PresetLoader.load(contentsOf: url)
        #expect(scene.name == String(file.dropLast(".yaml".count)))
    }
}
