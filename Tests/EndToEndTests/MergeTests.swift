import Foundation
import Testing

@Suite("merge: the shards of a batch, gathered in one folder, make the manifest of one batch")
struct MergeTests {
    private func comparable(_ path: String) throws -> [String: Any] {
        try SameBatch.comparableManifest(URL(fileURLWithPath: path))
    }

    @Test("merged shards equal an unsharded run of the same presets, but for wall times")
    func mergedEqualsUnsharded() throws {
        let w = try Workspace()
        for name in ["one", "two", "three", "four", "five"] {
            try w.write("presets/\(name).yaml", SmallPreset.slide(name: name))
        }
        let whole = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("whole"), "--format", "png"])
        #expect(whole.exitCode == 0, "\(whole.stderr)")
        for index in 1...3 {
            let shard = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("gathered"), "--format", "png",
                                                      "--shard", "\(index)/3"])
            #expect(shard.exitCode == 0, "\(shard.stderr)")
        }
        let merge = try CommandRunner.motionreel(["merge", w.path("gathered")])
        #expect(merge.exitCode == 0, "\(merge.stderr)")
        #expect(merge.stdout.contains("merged 3 shards, 5 presets"), "\(merge.stdout)")
        let merged = try comparable(w.path("gathered/manifest.json"))
        let unsharded = try comparable(w.path("whole/manifest.json"))
        #expect(NSDictionary(dictionary: merged).isEqual(to: unsharded), "\(merged)\n\(unsharded)")
        // The shards' own manifests stay.
        #expect(FileManager.default.fileExists(atPath: w.path("gathered/manifest.shard-2-of-3.json")))
        // The merged gallery is the page the unsharded batch wrote, byte for byte.
        let gallery = try String(contentsOfFile: w.path("gathered/index.html"), encoding: .utf8)
        #expect(gallery == (try String(contentsOfFile: w.path("whole/index.html"), encoding: .utf8)))
        #expect(gallery.components(separatedBy: "<article class=\"preset ").count == 6)
    }

    @Test("a missing shard, shards of two splits, or no shards at all are refused (exit 2)")
    func refused() throws {
        let w = try Workspace()
        for name in ["one", "two", "three"] { try w.write("presets/\(name).yaml", SmallPreset.slide(name: name)) }
        for shard in ["1/2", "1/3"] {
            let run = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out"), "--format", "png",
                                                    "--shard", shard])
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let mixed = try CommandRunner.motionreel(["merge", w.path("out")])
        #expect(mixed.exitCode == 2)
        #expect(mixed.stderr.contains("merge shards of one split"), "\(mixed.stderr)")
        try FileManager.default.removeItem(atPath: w.path("out/manifest.shard-1-of-3.json"))
        let missing = try CommandRunner.motionreel(["merge", w.path("out")])
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("shard 2/2 missing"), "\(missing.stderr)")
        try FileManager.default.createDirectory(atPath: w.path("empty"), withIntermediateDirectories: true)
        let none = try CommandRunner.motionreel(["merge", w.path("empty")])
        #expect(none.exitCode == 2)
        #expect(none.stderr.contains("no manifest.shard-I-of-N.json"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: w.path("out/manifest.json")))
    }

    @Test("a folder that is not there, or is a file, is named in merge's own words (exit 2)")
    func missingFolder() throws {
        let w = try Workspace()
        let gone = try CommandRunner.motionreel(["merge", w.path("gone")])
        #expect(gone.exitCode == 2)
        #expect(gone.stderr == w.path("gone") + ": no such folder; give the folder the shards' outputs were downloaded into\n",
                "\(gone.stderr)")
        let file = try w.write("notes.txt", "not a folder\n")
        let notFolder = try CommandRunner.motionreel(["merge", file])
        #expect(notFolder.exitCode == 2)
        #expect(notFolder.stderr.hasPrefix(file + ": a file, not a folder"), "\(notFolder.stderr)")
        #expect(!gone.stderr.contains("could not be completed") && !notFolder.stderr.contains("could not be completed"))
    }
}
