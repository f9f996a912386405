import Foundation
import Testing

/// Whether a folder that shards wrote into and `merge` joined holds what one unsharded batch of the
/// same presets writes — the promise of `--shard` and `merge` (docs/ci-shards.md, "Shards").
enum SameBatch {
    /// A manifest's JSON with every wall time removed: what differs between two runs of one batch.
    static func comparableManifest(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        var top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(url.path)")
        let presets = try #require(top["presets"] as? [[String: Any]], "\(url.path)")
        top["presets"] = presets.map { entry in
            var entry = entry
            entry["wallTime"] = nil
            return entry
        }
        return top
    }

    /// The manifest shard `index` of `count` wrote into `folder`, as ``comparableManifest(_:)``
    /// gives it; an issue naming the manifests there when it wrote none.
    static func shardManifest(_ index: Int, of count: Int, in folder: URL,
                              sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let url = folder.appendingPathComponent("manifest.shard-\(index)-of-\(count).json")
        let manifests = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.filter { $0.hasPrefix("manifest") }
        try #require(FileManager.default.fileExists(atPath: url.path), "no \(url.lastPathComponent), only \(manifests ?? [])",
                     sourceLocation: sourceLocation)
        return try comparableManifest(url)
    }

    /// Expects `merged` to hold the batch in `whole`: manifests equal but for wall times, the same
    /// gallery, and every output the manifest lists with the same SHA-256 in both folders
    /// (`sha256sum`'s, which must also be the manifest's).
    static func expect(_ merged: URL, equals whole: URL, _ context: String,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let manifest = try comparableManifest(whole.appendingPathComponent("manifest.json"))
        let joined = try comparableManifest(merged.appendingPathComponent("manifest.json"))
        #expect(NSDictionary(dictionary: joined).isEqual(to: manifest), "\(context): \(joined)\n\(manifest)",
                sourceLocation: sourceLocation)
        let gallery = try Data(contentsOf: whole.appendingPathComponent("index.html"))
        #expect(try Data(contentsOf: merged.appendingPathComponent("index.html")) == gallery,
                "\(context): the merged gallery is not the unsharded batch's", sourceLocation: sourceLocation)

        let presets = try #require(manifest["presets"] as? [[String: Any]], sourceLocation: sourceLocation)
        let outputs = try presets.flatMap { entry in
            try #require(entry["outputs"] as? [[String: Any]], sourceLocation: sourceLocation).map { output in
                (path: try #require(output["path"] as? String, sourceLocation: sourceLocation),
                 sha256: try #require(output["sha256"] as? String, sourceLocation: sourceLocation))
            }
        }
        try #require(!outputs.isEmpty, "\(context): the batch wrote nothing to compare", sourceLocation: sourceLocation)
        let folders = [whole, merged]
        let files = outputs.flatMap { output in folders.map { $0.appendingPathComponent(output.path).path } }
        let sums = try CommandRunner.tool("sha256sum", files)
        #expect(sums.exitCode == 0, "\(context): \(sums.stderr)", sourceLocation: sourceLocation)
        // "HEX  PATH" per file.
        var digests: [String: String] = [:]
        for line in sums.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { digests[String(parts[1].drop { $0 == " " || $0 == "*" })] = String(parts[0]) }
        }
        for output in outputs {
            for folder in folders {
                #expect(digests[folder.appendingPathComponent(output.path).path] == output.sha256,
                        "\(context): \(folder.lastPathComponent)/\(output.path)", sourceLocation: sourceLocation)
            }
        }
    }
}
