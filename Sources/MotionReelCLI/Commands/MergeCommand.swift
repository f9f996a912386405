import ArgumentParser
import Foundation
import Render

/// `motionreel merge`: one manifest from the shards of a batch gathered in one folder.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join a sharded batch's manifests and galleries into one manifest.json and index.html.",
        discussion: """
            After the jobs of a CI matrix each ran `batch --shard I/N` (or `--shard auto`) and their \
            outputs were downloaded into one folder — side by side: every shard writes its own \
            manifest.shard-I-of-N.json and its outputs never overlap with another's — merge checks \
            that the shards belong together (the same MotionReel, settings and N, every shard \
            1…N once, no preset twice) and writes FOLDER/manifest.json: every preset once, in path \
            order, as one unsharded batch of them all would list it, with `shard` left out — and \
            FOLDER/index.html from the shards' index.shard-I-of-N.html galleries, the page that \
            batch would have written. The shards' own files stay.

            Exit code 0 when merged, 2 when the folder's manifests do not make one batch (a shard \
            missing, shards of two splits or settings) or there are none, 1 when the merged \
            manifest or gallery cannot be written.

            Examples:
              motionreel merge out
            """)

    @Argument(help: ArgumentHelp("The folder the shards' outputs were gathered into.", valueName: "folder"))
    var folder: String

    func run() throws {
        let directory = URL(fileURLWithPath: folder)
        do {
            let urls = try ManifestMerge.shardManifests(in: directory)
            var manifests: [(url: URL, manifest: BatchManifest)] = []
            for url in urls {
                guard let manifest = BatchManifest.read(from: url) else {
                    throw CommandFailure.usage("\(url.path): not a manifest this MotionReel can read")
                }
                manifests.append((url, manifest))
            }
            let merged = try ManifestMerge.merge(manifests)
            // The galleries first: a merge that fails leaves no manifest.json claiming the batch is whole.
            let pages = try manifests.map { shard -> String in
                let url = directory.appendingPathComponent(Gallery.shardFileName(
                    try Shard.parse(shard.manifest.shard ?? "").get()))
                guard let page = try? String(contentsOf: url, encoding: .utf8) else {
                    throw CommandFailure.usage("\(url.path): the shard's gallery is missing; download every shard's whole output")
                }
                return page
            }
            guard let gallery = Gallery.merged(pages: pages, presets: merged.presets) else {
                throw CommandFailure.usage("a preset of the merged manifest has no card in the shards' galleries")
            }
            do {
                try Gallery.writePage(gallery, to: directory.appendingPathComponent(Gallery.fileName))
                try merged.write(to: directory.appendingPathComponent("manifest.json"))
            } catch {
                // The shards were good; writing the result failed (a full disk, a folder in the way).
                throw CommandFailure.failed("error: \(directory.path): cannot write the merged manifest or gallery (\(error))")
            }
            print("merged \(manifests.count) shards, \(merged.presets.count) presets: "
                  + directory.appendingPathComponent("manifest.json").path + ", "
                  + directory.appendingPathComponent(Gallery.fileName).path)
        } catch let error as BatchError {
            throw CommandFailure.usage("\(error)")
        }
    }
}
