import Foundation
import Preset
import Render
import SceneKinds
import Testing

/// `batch --dry-run`: a line per preset (render, skip or fail, and why), and nothing written.
@Suite("batch --dry-run: what a batch would do, writing nothing")
struct BatchDryRunTests {
    /// Each preset's action in a dry run's report, by name.
    static func actions(_ report: String) -> [String: String] {
        var actions: [String: String] = [:]
        for line in report.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 2, ["render", "skip", "refuse", "other"].contains(String(words[0])) else { continue }
            actions[String(words[1])] = String(words[0])
        }
        return actions
    }

    /// Every item below `folder` with its bytes' SHA-256 (folders by name only) and modification time.
    static func snapshot(_ folder: String) throws -> [String: String] {
        var items: [String: String] = [:]
        guard let names = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] else { return [:] }
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            items[name] = isFolder.boolValue ? "folder \(date)" : "\(try SHA256.hash(contentsOf: URL(fileURLWithPath: path)).hex) \(date)"
        }
        return items
    }

    @Test("each preset's action and reason; nothing in the folder changes; the run that follows does just that")
    func agreesWithTheRun() throws {
        let w = try Workspace()
        for name in ["kept", "lost", "changed"] { try w.write("presets/\(name).yaml", SmallPreset.slide(name: name)) }
        let first = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out"), "--format", "mp4,png"])
        try #require(first.exitCode == 0, "\(first.stderr)")
        // One output gone, one preset edited, one new preset, one that cannot be read.
        try FileManager.default.removeItem(atPath: w.path("out/lost.mp4"))
        try w.write("presets/changed.yaml", SmallPreset.slide(name: "changed", hold: 0.2))
        try w.write("presets/new.yaml", SmallPreset.slide(name: "new"))
        try w.write("presets/broken.yaml", "name: broken\ncanvas: {")

        let before = try Self.snapshot(w.path("out"))
        let dry = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out"), "--format", "mp4,png", "--dry-run"])
        #expect(dry.exitCode == 2, "the broken preset would be refused: \(dry.stderr)")
        #expect(dry.stderr == "error: 1 of 5 presets would be refused: broken\n")
        #expect(try Self.snapshot(w.path("out")) == before, "a dry run wrote into the output folder")
        let actions = Self.actions(dry.stdout)
        #expect(actions == ["kept": "skip", "lost": "render", "changed": "render", "new": "render", "broken": "refuse"], "\(dry.stdout)")
        let lines = dry.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("skip") && $0.contains("kept") && $0.hasSuffix("up to date in manifest.json") })
        #expect(lines.contains { $0.hasPrefix("render") && $0.contains("lost") && $0.hasSuffix("its outputs in manifest.json are missing or changed") })
        #expect(lines.contains { $0.hasPrefix("render") && $0.contains("new") && $0.hasSuffix("  a new preset") })
        #expect(lines.contains { $0.hasPrefix("render") && $0.contains("changed") && $0.hasSuffix("  since the last batch: the preset file changed") })
        #expect(lines.contains { $0.hasPrefix("refuse") && $0.contains("broken.yaml:") && $0.contains("invalid YAML") })
        #expect(lines.last == "dry run: 3 to render, 1 to skip, 1 refused; nothing written")

        let run = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out"), "--format", "mp4,png"])
        #expect(run.exitCode == 2, "the broken preset is refused: \(run.stderr)")
        let manifest = try #require(BatchManifest.read(from: w.folder.file("out/manifest.json")))
        let statuses = Dictionary(uniqueKeysWithValues: manifest.presets.map { ($0.name, $0.status.rawValue) })
        let expected = actions.mapValues { ["render": "rendered", "skip": "skipped", "refuse": "refused"][$0] ?? $0 }
        #expect(statuses == expected)
    }

    /// Each preset's reason in a dry run's report (what follows its cost), by name.
    static func reasons(_ report: String) -> [String: String] {
        var reasons: [String: String] = [:]
        for line in report.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count >= 2, ["render", "skip", "refuse", "other"].contains(String(words[0])),
                  let cost = line.range(of: " Mpx  ") else { continue }
            reasons[String(words[1])] = String(line[cost.upperBound...])
        }
        return reasons
    }

    /// A preset whose spring is `tabSpring` of `Motion.swift` beside it.
    static func linked(name: String) -> String {
        SmallPreset.slide(name: name).replacingOccurrences(
            of: "animation: { spring: { response: 0.3, dampingFraction: 0.85 } }",
            with: "animation: { swift: Motion.swift, symbol: tabSpring }")
    }

    static func motionSwift(response: Double) -> String {
        "extension Animation { static let tabSpring = Animation.spring(response: \(response), dampingFraction: 0.85) }\n"
    }

    @Test("why a preset renders again: the preset file, a linked Swift file (its path as the batch was given it), an option, --spec; or a new preset")
    func whatChanged() throws {
        let w = try Workspace()
        try w.write("presets/Motion.swift", Self.motionSwift(response: 0.3))
        try w.write("presets/linked.yaml", Self.linked(name: "linked"))
        try w.write("presets/plain.yaml", SmallPreset.slide(name: "plain"))
        // Run in the workspace with relative paths, as a CI job runs in its checkout.
        let batch = ["batch", "presets", "-o", "out", "--format", "png", "--scale", "1"]
        let first = try CommandRunner.motionreel(batch, in: w.url)
        try #require(first.exitCode == 0, "\(first.stderr)")
        func reasons(_ options: [String] = [], replacing: [String: String] = [:]) throws -> [String: String] {
            var arguments = batch + options + ["--dry-run"]
            for (old, new) in replacing { arguments = arguments.map { $0 == old ? new : $0 } }
            let dry = try CommandRunner.motionreel(arguments, in: w.url)
            #expect(dry.exitCode == 0, "\(dry.stderr)")
            return Self.reasons(dry.stdout)
        }
        #expect(try reasons() == ["linked": "up to date in manifest.json", "plain": "up to date in manifest.json"])
        #expect(try reasons(replacing: ["1": "2"]) == ["linked": "since the last batch: --scale 1 → 2",
                                                     "plain": "since the last batch: --scale 1 → 2"])
        #expect(try reasons(["--spec"]) == ["linked": "since the last batch: --spec added",
                                            "plain": "since the last batch: --spec added"])
        #expect(try reasons(replacing: ["png": "png,gif"])["plain"] == "since the last batch: --format png → gif,png",
                "a format's own settings come with it, unnamed")

        try w.write("presets/Motion.swift", Self.motionSwift(response: 0.35))
        try w.write("presets/plain.yaml", SmallPreset.slide(name: "plain", hold: 0.2))
        try w.write("presets/new.yaml", SmallPreset.slide(name: "new"))
        #expect(try reasons() == ["linked": "since the last batch: presets/Motion.swift changed",
                                  "plain": "since the last batch: the preset file changed",
                                  "new": "a new preset"])
        #expect(try reasons(["--fps", "30", "--reduce-motion"], replacing: ["1": "2"])["plain"]
                == "since the last batch: the preset file changed, --fps 30 added, --reduce-motion added, --scale 1 → 2")
    }

    @Test("a preset that failed renders again saying so; one whose manifest has no inputs says it cannot tell what changed, but names an option")
    func failedAndOldManifest() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", SmallPreset.slide(name: "one"))
        let batch = ["batch", w.path("presets"), "-o", w.path("out"), "--format", "png"]
        try #require(try CommandRunner.motionreel(batch).exitCode == 0)

        // The manifest as a MotionReel before `inputs` wrote it.
        let url = w.folder.file("out/manifest.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var presets = try #require(json["presets"] as? [[String: Any]])
        #expect(presets.allSatisfy { $0["inputs"] != nil }, "a batch records each preset's inputs")
        for index in presets.indices { presets[index]["inputs"] = nil }
        json["presets"] = presets
        try JSONSerialization.data(withJSONObject: json).write(to: url)
        try w.write("presets/one.yaml", SmallPreset.slide(name: "one", hold: 0.2))
        var dry = try CommandRunner.motionreel(batch + ["--dry-run"])
        #expect(Self.reasons(dry.stdout) == ["one": "changed since the last batch (the manifest does not say what)"], "\(dry.stdout)")
        dry = try CommandRunner.motionreel(batch + ["--scale", "2", "--dry-run"])
        #expect(Self.reasons(dry.stdout) == ["one": "since the last batch: --scale 2 added"], "\(dry.stdout)")

        // The manifest says it failed, with the inputs it has now.
        let failed = try CommandRunner.motionreel(batch + ["--force"])
        try #require(failed.exitCode == 0, "\(failed.stderr)")
        var manifest = try #require(BatchManifest.read(from: url))
        manifest.presets[0].status = .failed
        manifest.presets[0].error = "could not encode"
        try manifest.write(to: url)
        dry = try CommandRunner.motionreel(batch + ["--dry-run"])
        #expect(Self.reasons(dry.stdout) == ["one": "it failed in the last batch"], "\(dry.stdout)")
    }

    @Test("a new MotionReel version is named; the journal of an interrupted batch says what it was made with")
    func versionAndJournal() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", SmallPreset.slide(name: "one"))
        let out = w.folder.file("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        func runner(_ version: String, scale: Double = 1) throws -> BatchRunner {
            BatchRunner(inputs: try BatchInput.expand([w.path("presets")]), settings: BatchSettings(formats: [.png], scale: scale),
                        outputDirectory: out, version: version) { input in
                try PresetLoader.standard.load(contentsOf: input.url, file: input.path, overrides: PresetOverrides(scale: scale))
            }
        }
        let manifest = try runner("0.4.0").run()
        #expect(try runner("0.4.0").plan().items.map(\.reason) == ["up to date in manifest.json"])
        #expect(try runner("0.5.0").plan().items.map(\.reason) == ["since the last batch: MotionReel 0.4.0 → 0.5.0"])
        #expect(try runner("0.5.0", scale: 2).plan().items.map(\.reason)
                == ["since the last batch: --scale 1 → 2, MotionReel 0.4.0 → 0.5.0"])

        // No manifest, only the journal entry a killed batch left: it says its version and settings too.
        let entry = try #require(manifest.presets.first)
        var record = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(entry)) as? [String: Any])
        record["motionreel"] = manifest.motionreel
        record["settings"] = manifest.settings
        let journal = out.appendingPathComponent(".motionreel-journal")
        try FileManager.default.createDirectory(at: journal, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: record).write(to: journal.appendingPathComponent("\(entry.inputHash ?? "").json"))
        try FileManager.default.removeItem(at: out.appendingPathComponent("manifest.json"))
        #expect(try runner("0.4.0").plan().items.map(\.reason) == ["up to date in the journal of an interrupted batch"])
        #expect(try runner("0.5.0", scale: 2).plan().items.map(\.reason)
                == ["since the last batch: --scale 1 → 2, MotionReel 0.4.0 → 0.5.0"])
    }

    @Test("a dry run into a folder that does not exist does not create it")
    func noFolder() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", SmallPreset.slide(name: "one"))
        let dry = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("missing/out"), "--dry-run"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        #expect(Self.actions(dry.stdout) == ["one": "render"])
        #expect(!FileManager.default.fileExists(atPath: w.path("missing")))
    }

    @Test("sharded by cost: each shard's dry run lists every preset with its shard, and the shard renders what it said")
    func shards() throws {
        let w = try Workspace()
        // Same frames, heights 100 … 500 pt: costs in the ratio 1 : 2 : 3 : 4 : 5.
        for (index, name) in ["a", "b", "c", "d", "e"].enumerated() {
            try w.write("presets/\(name).yaml", SmallPreset.slide(name: name, height: 100 * (index + 1)))
        }
        var rendered: [String: String] = [:]
        for shard in 1...2 {
            let arguments = ["batch", w.path("presets"), "-o", w.path("out"), "--shard", "\(shard)/2", "--balance", "cost"]
            let dry = try CommandRunner.motionreel(arguments + ["--dry-run"])
            #expect(dry.exitCode == 0, "\(dry.stderr)")
            let mine = Self.actions(dry.stdout).filter { $0.value == "render" }.keys.sorted()
            #expect(Self.actions(dry.stdout).count == 5, "every preset is listed, with its shard: \(dry.stdout)")
            let run = try CommandRunner.motionreel(arguments)
            #expect(run.exitCode == 0, "\(run.stderr)")
            let manifest = try #require(BatchManifest.read(from: w.folder.file("out/manifest.shard-\(shard)-of-2.json")))
            #expect(manifest.presets.map(\.name).sorted() == mine)
            for name in mine { rendered[name] = "\(shard)" }
        }
        // Heights 500, 400, 300, 200, 100: e → 1, d → 2, c → 2 (400 < 500), b → 1 (500 < 700), a → 1 (700 = 700, lower shard first).
        #expect(rendered == ["e": "1", "d": "2", "c": "2", "b": "1", "a": "1"])

        // The shards merge into one batch; shards of the hash split do not merge with them.
        let merge = try CommandRunner.motionreel(["merge", w.path("out")])
        #expect(merge.exitCode == 0, "\(merge.stderr)")
        #expect(try #require(BatchManifest.read(from: w.folder.file("out/manifest.json"))).presets.map(\.name).sorted()
                    == ["a", "b", "c", "d", "e"])
        try FileManager.default.createDirectory(atPath: w.path("mixed"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: w.path("out/manifest.shard-1-of-2.json"), toPath: w.path("mixed/manifest.shard-1-of-2.json"))
        let hashShard = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("hash"), "--shard", "2/2"])
        #expect(hashShard.exitCode == 0, "\(hashShard.stderr)")
        try FileManager.default.copyItem(atPath: w.path("hash/manifest.shard-2-of-2.json"), toPath: w.path("mixed/manifest.shard-2-of-2.json"))
        let mixed = try CommandRunner.motionreel(["merge", w.path("mixed")])
        #expect(mixed.exitCode == 2)
        #expect(mixed.stderr.contains("manifest.shard-2-of-2.json was split by hash but manifest.shard-1-of-2.json by cost"), "\(mixed.stderr)")
    }

    @Test("a shard's dry run after that shard's batch: every preset it would skip as up to date says skip and is counted; another shard's says other")
    func shardSkipsCounted() throws {
        let w = try Workspace()
        let names = ["a", "b", "c", "d", "e", "f"]
        for name in names { try w.write("presets/\(name).yaml", SmallPreset.slide(name: name)) }
        let arguments = ["batch", w.path("presets"), "-o", w.path("out"), "--format", "png", "--shard", "1/2"]
        let run = try CommandRunner.motionreel(arguments)
        try #require(run.exitCode == 0, "\(run.stderr)")
        let mine = try #require(BatchManifest.read(from: w.folder.file("out/manifest.shard-1-of-2.json"))).presets.map(\.name)
        try #require(!mine.isEmpty && mine.count < names.count, "the hash split put \(mine) in shard 1")

        let dry = try CommandRunner.motionreel(arguments + ["--dry-run"])
        #expect(dry.exitCode == 0, "\(dry.stderr)")
        let actions = Self.actions(dry.stdout)
        #expect(actions.filter { $0.value == "skip" }.keys.sorted() == mine.sorted(), "\(dry.stdout)")
        #expect(actions.filter { $0.value == "other" }.count == names.count - mine.count, "\(dry.stdout)")
        let summary = dry.stdout.split(separator: "\n").first { $0.hasPrefix("dry run:") }.map(String.init)
        #expect(summary == "dry run: 0 to render, \(mine.count) to skip, 0 refused in shard 1/2 of \(names.count) presets "
                + "(\(names.count - mine.count) in other shards); nothing written", "\(dry.stdout)")
    }

    @Test("--balance without --shard, or an unknown balance, is a usage error (exit 2) naming the option", arguments: [
        (["--balance", "cost"], "Error: --balance cost: only with --shard"),
        (["--shard", "1/2", "--balance", "size"], "Error: The value 'size' is invalid for '--balance <hash|cost>'"),
    ])
    func badBalance(_ options: [String], message: String) throws {
        let w = try Workspace()
        try w.write("p/one.yaml", SmallPreset.slide(name: "one"))
        let run = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path("out")] + options)
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: w.path("out")))
    }
}
