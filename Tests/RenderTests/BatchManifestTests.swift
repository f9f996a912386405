import Foundation
@testable import Render
import Testing
import TestSupport

@Suite("BatchManifest: written, read back, and refused when it is not this version's")
struct BatchManifestTests {
    static func sample() throws -> BatchManifest {
        let settings = BatchSettings(formats: [.mp4, .png], fps: 30)
        let rendered = BatchManifest.Entry(
            name: "tab-forward", preset: "Presets/tab-forward.yaml", inputHash: String(repeating: "ab", count: 32),
            status: .rendered, frames: 90, duration: 1.5, wallTime: 2.125,
            outputs: [BatchManifest.Output(path: "tab-forward.mp4", bytes: 12_345, sha256: String(repeating: "0f", count: 32), frames: 90),
                      BatchManifest.Output(path: "tab-forward/", bytes: 999, sha256: String(repeating: "e1", count: 32), frames: 90)],
            inputs: BatchManifest.Inputs(preset: String(repeating: "5f", count: 32),
                                         files: [.init(path: "Presets/screens/home.png", sha256: String(repeating: "c3", count: 32))]))
        let failed = BatchManifest.Entry(name: "bad", preset: "Presets/bad.yaml", inputHash: nil, status: .failed,
                                         error: "Presets/bad.yaml:4:3: unknown key 'sise'", wallTime: 0.001)
        return BatchManifest(motionreel: "0.1.0", settings: settings, shard: try Shard.parse("2/3").get(),
                             presets: [rendered, failed])
    }

    @Test("write then read gives back the same manifest, every field")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        let manifest = try Self.sample()
        let url = folder.url.appendingPathComponent("manifest.json")
        try manifest.write(to: url)
        #expect(BatchManifest.read(from: url) == manifest)
        #expect(manifest.shard == "2/3")
        #expect(manifest.settings == BatchSettings(formats: [.mp4, .png], fps: 30).fingerprint
            .split(separator: "\n").map(String.init))
    }

    @Test("the file is sorted-key JSON ending in a newline, with slashes unescaped: the same run gives the same bytes")
    func bytes() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("manifest.json")
        try Self.sample().write(to: url)
        let first = try Data(contentsOf: url)
        try Self.sample().write(to: url)
        #expect(try Data(contentsOf: url) == first)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasSuffix("}\n"))
        #expect(text.contains("\"preset\" : \"Presets/tab-forward.yaml\""))
        let keys = ["manifestVersion", "motionreel", "presets", "settings", "shard"]
        let offsets = keys.compactMap { text.range(of: "\n  \"\($0)\" : ")?.lowerBound }
        #expect(offsets.count == keys.count && offsets == offsets.sorted(), "top-level keys sorted")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["manifest.json"],
                "no temporary file left beside it")
    }

    @Test("a manifest of another version, a file that is not one, or none at all reads as nil")
    func refused() throws {
        let folder = try TemporaryFolder()
        #expect(BatchManifest.read(from: folder.url.appendingPathComponent("missing.json")) == nil)
        let garbage = try folder.write(Data("{ not json".utf8), to: "garbage.json")
        #expect(BatchManifest.read(from: garbage) == nil)

        var other = try Self.sample()
        other.manifestVersion = BatchManifest.formatVersion + 1
        let encoded = try JSONEncoder().encode(other)
        let newer = try folder.write(encoded, to: "newer.json")
        #expect(BatchManifest.read(from: newer) == nil)
        // The same bytes with this version are read: only the version made the difference.
        other.manifestVersion = BatchManifest.formatVersion
        let current = try folder.write(try JSONEncoder().encode(other), to: "current.json")
        #expect(BatchManifest.read(from: current) == other)
    }

    @Test("a manifest written before entries recorded their inputs is read, each entry without them")
    func withoutInputs() throws {
        let folder = try TemporaryFolder()
        let url = folder.url.appendingPathComponent("manifest.json")
        try Self.sample().write(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("\"inputs\" : {\n        \"files\" : [\n          {\n            \"path\" : \"Presets/screens/home.png\""), "\(text)")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        json["presets"] = (json["presets"] as? [[String: Any]])?.map { $0.filter { $0.key != "inputs" } }
        try JSONSerialization.data(withJSONObject: json).write(to: url)
        let old = try #require(BatchManifest.read(from: url))
        var expected = try Self.sample()
        expected.presets[0].inputs = nil
        #expect(old == expected)
    }
}
