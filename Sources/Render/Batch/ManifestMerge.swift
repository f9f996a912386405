import Foundation

/// Joins the manifests of a sharded batch into the one an unsharded run would have written.
///
/// Shards run as separate CI jobs and their outputs are gathered into one folder, side by side
/// (`manifest.shard-I-of-N.json` each; the outputs never overlap). The merge checks that the
/// shards belong together — the same MotionReel, settings and N, every shard 1…N exactly once,
/// no preset in two — and lists every preset once, in path order, as one batch of all the
/// presets lists them. Only a manifest's `shard` and each entry's wall time tell a merged
/// manifest from an unsharded one.
public enum ManifestMerge {
    /// The shard manifests in `folder`, by shard index.
    public static func shardManifests(in folder: URL) throws(BatchError) -> [URL] {
        // Said in merge's words: Foundation's own ("The operation could not be completed") names
        // neither the folder nor what is wrong with it.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw .badMerge("\(folder.path): no such folder; give the folder the shards' outputs were downloaded into")
        }
        guard isFolder.boolValue else {
            throw .badMerge("\(folder.path): a file, not a folder; give the folder the shards' outputs were downloaded into")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw .badMerge("\(folder.path): cannot list the folder (no permission to read it?)")
        }
        let shards = names.filter { $0.hasPrefix("manifest.shard-") && $0.hasSuffix(".json") }.sorted()
        guard !shards.isEmpty else {
            throw .badMerge("no manifest.shard-I-of-N.json in \(folder.path); download every shard's output there first")
        }
        return shards.map { folder.appendingPathComponent($0) }
    }

    /// The merged manifest of `manifests` (read from `urls`, for messages).
    public static func merge(_ manifests: [(url: URL, manifest: BatchManifest)]) throws(BatchError) -> BatchManifest {
        guard let first = manifests.first?.manifest else { throw .badMerge("no manifests to merge") }
        var seen: [Int: String] = [:]
        var count: Int?
        for (url, manifest) in manifests {
            let name = url.lastPathComponent
            guard manifest.motionreel == first.motionreel, manifest.settings == first.settings else {
                throw .badMerge("\(name) was written by another MotionReel or with other settings than "
                                + "\(manifests[0].url.lastPathComponent); merge shards of one batch")
            }
            guard let text = manifest.shard, case .success(let shard) = Shard.parse(text) else {
                throw .badMerge("\(name) is not a shard's manifest")
            }
            if let count, count != shard.count {
                throw .badMerge("\(name) is shard \(shard) but others are of \(count); merge shards of one split")
            }
            if manifest.balance != first.balance {
                throw .badMerge("\(name) was split by \(manifest.balance ?? "hash") but \(manifests[0].url.lastPathComponent) "
                                + "by \(first.balance ?? "hash"); merge shards of one split")
            }
            count = shard.count
            if let other = seen[shard.index] { throw .badMerge("\(name) and \(other) are both shard \(shard)") }
            seen[shard.index] = name
        }
        let total = count ?? 1
        let missing = (1...total).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw .badMerge("shard \(missing.map { "\($0)/\(total)" }.joined(separator: ", ")) missing; "
                            + "every shard's output must be in the folder")
        }
        var byPreset: [String: BatchManifest.Entry] = [:]
        for (url, manifest) in manifests {
            for entry in manifest.presets {
                if byPreset[entry.preset] != nil {
                    throw .badMerge("\(entry.preset) is in two shards (\(url.lastPathComponent) and another)")
                }
                byPreset[entry.preset] = entry
            }
        }
        var merged = first
        merged.shard = nil
        merged.balance = nil
        merged.presets = byPreset.keys.sorted().compactMap { byPreset[$0] }
        return merged
    }
}
