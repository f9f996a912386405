import Foundation
import Render
import TestSupport
import Testing

/// `kill -9` — an OOM killer, a cancelled CI job, a pre-empted machine — at moments drawn from
/// fixed seeds: whatever the moment, every output on disk is whole (the same bytes as an
/// uninterrupted run's), the next run leaves nothing temporary behind, and a batch run again
/// renders only what was not finished.
@Suite("SIGKILL at random moments: nothing partial, nothing left, nothing finished lost")
struct KillTests {
    /// 390 pt wide at scale 1, about a second of frames: short, so the moments land in every phase.
    static func preset(_ name: String, height: Int = 844) -> String {
        SmallPreset.slide(name: name, scale: 1, height: height, hold: 0.8)
    }

    static let seeds: [UInt64] = [1, 2, 3]

    /// A moment between 5 % and 95 % of `duration`, from `seed`: before the end of a run as long
    /// as the measured one, so a run a little faster than that is still interrupted. (A kill after
    /// the end is the rerun each test makes anyway.)
    static func moment(seed: UInt64, salt: UInt64, duration: Double) -> Double {
        var z = (seed &* 0x9E37_79B9_7F4A_7C15) ^ (salt &* 0xBF58_476D_1CE4_E5B9)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return duration * (0.05 + 0.9 * Double(z % 10_000) / 10_000)
    }

    /// Every visible item directly in `folder` (files and frame folders), each with the SHA-256
    /// of its bytes (a folder: of its files' names and hashes).
    static func outputs(_ folder: String) throws -> [String: String] {
        var hashes: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            guard isFolder.boolValue else {
                hashes[name] = try SHA256.hash(contentsOf: URL(fileURLWithPath: path)).hex
                continue
            }
            var listing = ""
            for file in try FileManager.default.contentsOfDirectory(atPath: path).sorted() {
                listing += "\(file) \(try SHA256.hash(contentsOf: URL(fileURLWithPath: (path as NSString).appendingPathComponent(file))).hex)\n"
            }
            hashes[name + "/"] = listing
        }
        return hashes
    }

    /// Temporary items anywhere below `folder`: partial and set-aside outputs, commit records, the batch journal.
    static func litter(_ folder: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return names.filter {
            $0.contains(".partial-") || $0.contains(".old-") || $0.contains(".commit-") || $0.contains(".motionreel-journal")
        }
    }

    /// Runs `arguments` and returns how long it took.
    static func timed(_ arguments: [String]) throws -> Double {
        let started = Date()
        let result = try CommandRunner.motionreel(arguments)
        try #require(result.exitCode == 0, "\(arguments): \(result.stderr)")
        return Date().timeIntervalSince(started)
    }

    /// Starts `arguments`, kills it with SIGKILL after `delay` seconds (if it is still running).
    /// The presets whose journal record a commit killed half way was moving in: each
    /// `.NAME.commit-…` record's lines are `hidden item<TAB>destination`.
    static func pendingJournalRecords(in folder: URL, journal: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.contains(".commit-") }.flatMap { name -> [String] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line -> String? in
                let parts = line.split(separator: "\t").map(String.init)
                guard parts.count == 2, parts[1].hasPrefix(journal.path), parts[1].hasSuffix(".json"),
                      let data = try? Data(contentsOf: URL(fileURLWithPath: parts[0])) ?? Data(contentsOf: URL(fileURLWithPath: parts[1]))
                else { return nil }
                return (try? JSONDecoder().decode(BatchManifest.Entry.self, from: data))?.name
            }
        }
    }

    static func kill(_ arguments: [String], after delay: Double) throws {
        let run = try RunningCommand(arguments)
        Thread.sleep(forTimeInterval: delay)
        run.send(SIGKILL)
        _ = try run.wait()
    }

    @Test("render, killed anywhere: its output is whole or absent; the rerun leaves no litter", arguments: ["mp4", "png", "gif"])
    func render(format: String) throws {
        let w = try Workspace()
        let preset = try w.write("kill.yaml", Self.preset("kill"))
        let duration = try Self.timed(["render", preset, "-o", w.path("reference"), "--format", format])
        let reference = try Self.outputs(w.path("reference"))
        try #require(reference.count == 1, "\(reference.keys)")
        var interrupted = 0
        for seed in Self.seeds {
            let delay = Self.moment(seed: seed, salt: UInt64(format.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }), duration: duration)
            try? FileManager.default.removeItem(atPath: w.path("out/kill.\(format)"))
            try? FileManager.default.removeItem(atPath: w.path("out/kill"))
            try Self.kill(["render", preset, "-o", w.path("out"), "--format", format], after: delay)
            if try Self.outputs(w.path("out")).isEmpty { interrupted += 1 }
            for (name, hash) in try Self.outputs(w.path("out")) {
                #expect(reference[name] == hash, "seed \(seed), killed at \(delay) s: \(name) is not the whole output")
            }
            let rerun = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", format])
            #expect(rerun.exitCode == 0, "\(rerun.stderr)")
            #expect(Self.litter(w.path("out")).isEmpty, "seed \(seed): \(Self.litter(w.path("out")))")
            #expect(try Self.outputs(w.path("out")) == reference, "seed \(seed)")
        }
        #expect(interrupted > 0, "no seed's moment landed before the render finished: the test proves nothing")
    }

    @Test("batch, killed anywhere: the rerun skips exactly what the journal recorded, and its manifest is an uninterrupted run's")
    func batch() throws {
        let w = try Workspace()
        for (index, name) in ["one", "two", "three", "four"].enumerated() {
            try w.write("presets/\(name).yaml", Self.preset(name, height: 500 + 100 * index))
        }
        let arguments = { (out: String) in ["batch", w.path("presets"), "-o", w.path(out), "-j", "1", "--format", "mp4,png"] }
        let duration = try Self.timed(arguments("reference"))
        let reference = try Self.outputs(w.path("reference"))
        let referenceManifest = try #require(BatchManifest.read(from: w.folder.file("reference/manifest.json")))
        var interrupted = 0

        for seed in Self.seeds {
            let out = "out-\(seed)"
            let delay = Self.moment(seed: seed, salt: 99, duration: duration)
            try Self.kill(arguments(out), after: delay)
            for (name, hash) in try Self.outputs(w.path(out)) where name != "manifest.json" && name != "index.html" {
                #expect(reference[name] == hash, "seed \(seed), killed at \(delay) s: \(name) is not whole")
            }
            // What the killed batch recorded as finished, durably.
            let journal = w.folder.file("\(out)/\(".motionreel-journal")")
            var recorded = Set(((try? FileManager.default.contentsOfDirectory(atPath: journal.path)) ?? [])
                .filter { $0.hasSuffix(".json") }
                .compactMap { try? JSONDecoder().decode(BatchManifest.Entry.self, from: Data(contentsOf: journal.appendingPathComponent($0))) }
                .map(\.name))
            // A commit killed half way (its record still beside the outputs) is finished by the
            // next run: the journal record it moves in, still under its hidden name, counts too.
            recorded.formUnion(Self.pendingJournalRecords(in: w.folder.file(out), journal: journal))
            let finishedFirst = FileManager.default.fileExists(atPath: w.path("\(out)/manifest.json"))
            if !finishedFirst { interrupted += 1 }

            let rerun = try CommandRunner.motionreel(arguments(out))
            #expect(rerun.exitCode == 0, "\(rerun.stderr)")
            #expect(Self.litter(w.path(out)).isEmpty, "seed \(seed): \(Self.litter(w.path(out)))")
            let manifest = try #require(BatchManifest.read(from: w.folder.file("\(out)/manifest.json")))
            let skipped = Set(manifest.presets.filter { $0.status == .skipped }.map(\.name))
            if finishedFirst {
                #expect(skipped.count == 4, "seed \(seed): the batch had finished; nothing is rendered again")
            } else {
                #expect(skipped == recorded, "seed \(seed), killed at \(delay) s: skipped \(skipped), journal \(recorded)")
                #expect(manifest.presets.filter { !skipped.contains($0.name) }.allSatisfy { $0.status == .rendered })
            }
            // The same manifest as the uninterrupted run's, but for wall times and rendered/skipped.
            let normalized = { (entries: [BatchManifest.Entry]) in
                entries.map { entry -> BatchManifest.Entry in
                    var entry = entry
                    entry.wallTime = 0
                    entry.status = .rendered
                    return entry
                }
            }
            #expect(normalized(manifest.presets) == normalized(referenceManifest.presets), "seed \(seed)")
            let outputs = try Self.outputs(w.path(out))
            #expect(outputs.filter { $0.key != "manifest.json" && $0.key != "index.html" }
                        == reference.filter { $0.key != "manifest.json" && $0.key != "index.html" }, "seed \(seed)")
        }
        #expect(interrupted > 0, "no seed's moment landed before the batch finished: the test proves nothing")
    }
}
