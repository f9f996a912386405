import Foundation
import Testing

@Suite("batch: many presets, a manifest, skipping what is up to date", .serialized)
struct BatchTests {
    // MARK: helpers

    /// The manifest at `path`, as plain JSON.
    private func manifest(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The manifest's entries by preset name.
    private func entries(_ path: String) throws -> [String: [String: Any]] {
        let list = try #require(try manifest(path)["presets"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.map { ($0["name"] as? String ?? "?", $0) })
    }

    private func status(_ entry: [String: Any]?) -> String? { entry?["status"] as? String }

    private func sha256sum(_ path: String) throws -> String {
        String(try CommandRunner.tool("sha256sum", [path]).stdout.prefix(64))
    }

    private func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    /// A tiny PNG of one colour, made by ffmpeg.
    private func png(_ path: String, color: String) throws {
        let run = try CommandRunner.tool("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "color=c=\(color):s=40x40",
                                                    "-frames:v", "1", "-y", path])
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    /// A SmallPreset whose second page is the image `image` (relative to the preset).
    private func imagePreset(name: String, image: String) -> String {
        SmallPreset.slide(name: name).replacingOccurrences(of: "content: { fill: \"#00ff00\" }",
                                                           with: "content: { image: \(image) }")
    }

    // MARK: tests

    @Test("without -j, --verbose says how many presets run at once and what chose it, counting the largest frame; an explicit -j is obeyed")
    func jobsDefault() throws {
        let w = try Workspace()
        try w.write("presets/small.yaml", SmallPreset.slide(name: "small"))
        try w.write("presets/large.yaml", SmallPreset.slide(name: "large", scale: 3))
        let run = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out"), "--verbose"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let line = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("-j ") }, "\(run.stderr)")
        // The machine running the tests decides the count; the line says which and why.
        #expect(line.contains(" fits ") && line.contains(" renders of 1170×360 px at about ") && line.contains("core"), "\(line)")
        let given = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("given"), "-j", "1", "--verbose"])
        #expect(given.exitCode == 0, "\(given.stderr)")
        #expect(given.stderr.contains("\n-j 1: as given\n") || given.stderr.hasPrefix("-j 1: as given\n"), "\(given.stderr)")
    }

    @Test("the manifest records each output's size and SHA-256 (as sha256sum computes them), frames and duration (as ffprobe reads them)")
    func manifestContents() throws {
        let w = try Workspace()
        try w.write("presets/one.yaml", SmallPreset.slide(name: "one"))
        try w.write("presets/two.yaml", SmallPreset.slide(name: "two", fps: 30, events: [(0, 0), (0.1, 2)]))
        try w.write("presets/screens/ignored.yaml", "not: a preset in a subfolder")
        let run = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out"), "--format", "mp4,png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.contains("rendered one (2 files, "), "\(run.stderr)")
        #expect(run.stderr.contains("rendered two (2 files, "), "\(run.stderr)")
        #expect(run.stderr.contains("2 presets: 2 rendered, 0 skipped, 0 failed"), "\(run.stderr)")

        let top = try manifest(w.path("out/manifest.json"))
        #expect(top["motionreel"] as? String == "0.5.0")
        let list = try #require(top["presets"] as? [[String: Any]])
        #expect(list.map { $0["name"] as? String } == ["one", "two"], "sorted by path, subfolders not searched")
        for entry in list {
            let name = try #require(entry["name"] as? String)
            #expect(status(entry) == "rendered")
            #expect((entry["inputHash"] as? String)?.count == 64)
            #expect((entry["wallTime"] as? Double ?? -1) > 0)
            #expect(entry["preset"] as? String == w.path("presets/\(name).yaml"))
            let outputs = try #require(entry["outputs"] as? [[String: Any]])
            #expect(outputs.map { $0["path"] as? String } == ["\(name).mp4", "\(name)/"])

            let mp4 = w.path("out/\(name).mp4")
            let video = outputs[0]
            #expect(video["sha256"] as? String == (try sha256sum(mp4)))
            #expect(video["bytes"] as? Int == (try FileManager.default.attributesOfItem(atPath: mp4)[.size] as? Int))
            let probe = try MediaProbe(mp4)
            let frames = try #require(Int(probe["nb_read_frames"] ?? ""))
            #expect(entry["frames"] as? Int == frames)
            #expect(video["frames"] as? Int == frames)
            let duration = try #require(Double(probe["duration"] ?? ""))
            #expect(abs((entry["duration"] as? Double ?? 0) - duration) < 0.001)

            // A folder's hash is that of sha256sum's listing of its files.
            let listing = try CommandRunner.run(URL(fileURLWithPath: "/bin/sh"),
                                                ["-c", "sha256sum * | sha256sum"], in: w.url.appendingPathComponent("out/\(name)"))
            let folder = outputs[1]
            #expect(folder["sha256"] as? String == String(listing.stdout.prefix(64)))
            #expect(folder["frames"] as? Int == frames)
            #expect(w.contents(of: "out/\(name)").count == frames)
        }
        let text = try String(contentsOfFile: w.path("out/manifest.json"), encoding: .utf8)
        let keys = ["\"manifestVersion\"", "\"motionreel\"", "\"presets\"", "\"settings\""]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted(), "keys in sorted order")
    }

    @Test("a second run skips every preset and leaves the outputs untouched; --force renders again")
    func secondRunSkips() throws {
        let w = try Workspace()
        try w.write("p/one.yaml", SmallPreset.slide(name: "one"))
        try w.write("p/two.yaml", SmallPreset.slide(name: "two"))
        let args = ["batch", w.path("p"), "-o", w.path("out"), "--format", "mp4,gif"]
        #expect(try CommandRunner.motionreel(args).exitCode == 0)
        let files = ["one.mp4", "one.gif", "two.mp4", "two.gif"].map { w.path("out/\($0)") }
        let bytes = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let times = try files.map(modified)

        let again = try CommandRunner.motionreel(args)
        #expect(again.exitCode == 0, "\(again.stderr)")
        #expect(again.stderr.contains("skipped one (up to date)") && again.stderr.contains("skipped two (up to date)"),
                "\(again.stderr)")
        let skipped = try entries(w.path("out/manifest.json"))
        #expect(status(skipped["one"]) == "skipped" && status(skipped["two"]) == "skipped")
        #expect((skipped["one"]?["outputs"] as? [[String: Any]])?.count == 2, "a skipped preset keeps its outputs' record")
        #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == bytes)
        #expect(try files.map(modified) == times)

        let forced = try CommandRunner.motionreel(args + ["--force"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        let rendered = try entries(w.path("out/manifest.json"))
        #expect(status(rendered["one"]) == "rendered" && status(rendered["two"]) == "rendered")
        #expect(try files.map(modified) != times, "--force writes the files again")
        #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == bytes, "and they come out the same")
    }

    @Test("an output that changed, went missing, or another option renders the preset again")
    func staleOutputs() throws {
        let w = try Workspace()
        try w.write("p/one.yaml", SmallPreset.slide(name: "one"))
        let args = ["batch", w.path("p"), "-o", w.path("out")]
        #expect(try CommandRunner.motionreel(args).exitCode == 0)
        try Data("tampered".utf8).write(to: URL(fileURLWithPath: w.path("out/one.mp4")))
        #expect(try CommandRunner.motionreel(args).exitCode == 0)
        #expect(status(try entries(w.path("out/manifest.json"))["one"]) == "rendered")
        #expect(try sha256sum(w.path("out/one.mp4")) != (try CommandRunner.tool("sh", ["-c", "printf tampered | sha256sum"]).stdout.prefix(64)))

        try FileManager.default.removeItem(atPath: w.path("out/one.mp4"))
        #expect(try CommandRunner.motionreel(args).exitCode == 0)
        #expect(status(try entries(w.path("out/manifest.json"))["one"]) == "rendered")

        #expect(try CommandRunner.motionreel(args + ["--crf", "30"]).exitCode == 0)
        #expect(status(try entries(w.path("out/manifest.json"))["one"]) == "rendered", "--crf is part of the input hash")
        #expect(try CommandRunner.motionreel(args + ["--crf", "30"]).exitCode == 0)
        #expect(status(try entries(w.path("out/manifest.json"))["one"]) == "skipped")
    }

    @Test("changing an image the preset draws renders it again")
    func imageChange() throws {
        let w = try Workspace()
        try FileManager.default.createDirectory(atPath: w.path("p/screens"), withIntermediateDirectories: true)
        try png(w.path("p/screens/shot.png"), color: "red")
        try w.write("p/shot.yaml", imagePreset(name: "shot", image: "screens/shot.png"))
        let args = ["batch", w.path("p"), "-o", w.path("out")]
        let first = try CommandRunner.motionreel(args)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let hash = try #require(try entries(w.path("out/manifest.json"))["shot"]?["inputHash"] as? String)
        let video = try sha256sum(w.path("out/shot.mp4"))
        #expect(status(try entries(w.path("out/manifest.json"))["shot"]) == "rendered")
        #expect(try CommandRunner.motionreel(args).exitCode == 0)
        #expect(status(try entries(w.path("out/manifest.json"))["shot"]) == "skipped")

        try png(w.path("p/screens/shot.png"), color: "blue")
        let changed = try CommandRunner.motionreel(args)
        #expect(changed.exitCode == 0, "\(changed.stderr)")
        let entry = try entries(w.path("out/manifest.json"))["shot"]
        #expect(status(entry) == "rendered")
        #expect(entry?["inputHash"] as? String != hash)
        #expect(try sha256sum(w.path("out/shot.mp4")) != video, "the new image is in the video")
    }

    @Test("changing a page file or a font file the preset reads renders it again")
    func pageAndFontFileChange() throws {
        let w = try Workspace()
        let font = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/Fonts/MotionReelBlocks.ttf").standardized
        try FileManager.default.createDirectory(atPath: w.path("p/screens"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: font.path, toPath: w.path("p/screens/blocks.ttf"))
        try w.write("p/screens/page.yaml", "- { id: card, roundedRect: { fill: \"#ff0000\", cornerRadius: 6 }, frame: [20, 20, 100, 40] }\n")
        try w.write("p/paged.yaml", SmallPreset.slide(name: "paged", height: 60)
            .replacingOccurrences(of: "content: { fill: \"#ff0000\" }", with: "content: { layers: screens/page.yaml }"))
        try w.write("p/lettered.yaml", """
            name: lettered
            canvas: { size: [200, 60], scale: 1, fps: 10, background: "#ffffff" }
            scene:
              kind: layers
              layers:
                - { id: word, text: { text: "AB", size: 30, font: screens/blocks.ttf }, frame: [10, 10, 180, 40] }
            timeline:
              - { at: 0, animate: { word: { opacity: 0.5 } }, animation: { easeOut: 0.2 } }
            hold: 0
            """)
        let args = ["batch", w.path("p"), "-o", w.path("out"), "--format", "png"]
        let first = try CommandRunner.motionreel(args)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(try CommandRunner.motionreel(args).exitCode == 0)
        let skipped = try entries(w.path("out/manifest.json"))
        #expect(status(skipped["paged"]) == "skipped" && status(skipped["lettered"]) == "skipped")

        try w.write("p/screens/page.yaml", "- { id: card, roundedRect: { fill: \"#0000ff\", cornerRadius: 6 }, frame: [20, 20, 100, 40] }\n")
        #expect(try CommandRunner.motionreel(args).exitCode == 0)
        let afterPage = try entries(w.path("out/manifest.json"))
        #expect(status(afterPage["paged"]) == "rendered", "the page file is part of the input hash")
        #expect(status(afterPage["lettered"]) == "skipped")

        // The same font with a byte appended: still a valid font, but other bytes.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: w.path("p/screens/blocks.ttf"))))
        bytes.append(0)
        try Data(bytes).write(to: URL(fileURLWithPath: w.path("p/screens/blocks.ttf")))
        let afterFont = try CommandRunner.motionreel(args)
        #expect(afterFont.exitCode == 0, "\(afterFont.stderr)")
        let now = try entries(w.path("out/manifest.json"))
        #expect(status(now["lettered"]) == "rendered", "the font file is part of the input hash")
        #expect(status(now["paged"]) == "skipped")
    }

    @Test("shards 1/3, 2/3 and 3/3 render every preset exactly once, each with its own manifest, the same way every time")
    func shardsPartition() throws {
        let w = try Workspace()
        let names = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]
        for name in names { try w.write("p/\(name).yaml", SmallPreset.slide(name: name, fps: 10, hold: 0)) }

        func partition(_ out: String) throws -> [[String]] {
            try (1...3).map { i in
                let run = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path(out), "--shard", "\(i)/3", "--format", "png"])
                #expect(run.exitCode == 0, "\(run.stderr)")
                return try entries(w.path("\(out)/manifest.shard-\(i)-of-3.json")).keys.sorted()
            }
        }
        let first = try partition("out")
        #expect(first.flatMap { $0 }.sorted() == names, "every preset in exactly one shard: \(first)")
        #expect(!FileManager.default.fileExists(atPath: w.path("out/manifest.json")), "shards never write the shared manifest")
        #expect(try partition("again") == first, "stable across runs")

        // The split is the one documented: SHA-256 of the file name, first 8 bytes, mod 3.
        for name in names {
            let hex = try CommandRunner.tool("sh", ["-c", "printf %s '\(name)' | sha256sum"]).stdout.prefix(16)
            let shard = Int(try #require(UInt64(hex, radix: 16)) % 3)
            #expect(first[shard].contains(name), "\(name) belongs to shard \(shard + 1)")
        }
    }

    @Test("one bad preset and one missing image among good ones: exit 2, the good ones rendered, each refusal with its FILE:LINE:COLUMN")
    func failuresDoNotStopTheBatch() throws {
        let w = try Workspace()
        try w.write("p/a-good.yaml", SmallPreset.slide(name: "a-good"))
        let bad = SmallPreset.slide(name: "bad").replacingOccurrences(of: "dampingFraction:", with: "dampingFracton:")
        let badPath = try w.write("p/bad.yaml", bad)
        try w.write("p/no-image.yaml", imagePreset(name: "no-image", image: "missing.png"))
        try w.write("p/z-good.yaml", SmallPreset.slide(name: "z-good"))
        let run = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path("out"), "-j", "2"])
        #expect(run.exitCode == 2, "refused, none failed: \(run.stderr)")

        let lines = bad.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("dampingFracton") })
        let column = try #require(lines[line].range(of: "dampingFracton")).lowerBound.utf16Offset(in: lines[line]) + 1
        let location = "\(badPath):\(line + 1):\(column): unknown key 'dampingFracton'"
        #expect(run.stderr.contains("refused bad: \(location)"), "\(run.stderr)")
        #expect(run.stderr.contains("refused no-image: \(w.path("p/no-image.yaml")):"), "\(run.stderr)")
        #expect(run.stderr.contains("4 presets: 2 rendered, 0 skipped, 2 refused, 0 failed"), "\(run.stderr)")

        let all = try entries(w.path("out/manifest.json"))
        #expect(status(all["a-good"]) == "rendered" && status(all["z-good"]) == "rendered")
        #expect(status(all["bad"]) == "refused")
        #expect((all["bad"]?["error"] as? String)?.hasPrefix(location) == true, "\(String(describing: all["bad"]))")
        #expect(status(all["no-image"]) == "refused")
        #expect((all["no-image"]?["error"] as? String)?.contains("missing.png") == true)
        #expect(FileManager.default.fileExists(atPath: w.path("out/a-good.mp4")))
        #expect(FileManager.default.fileExists(atPath: w.path("out/z-good.mp4")))
        #expect(!FileManager.default.fileExists(atPath: w.path("out/bad.mp4")))

        // Fixed, the bad preset renders; the good ones are skipped.
        try w.write("p/bad.yaml", SmallPreset.slide(name: "bad"))
        try FileManager.default.removeItem(atPath: w.path("p/no-image.yaml"))
        let fixed = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path("out")])
        #expect(fixed.exitCode == 0, "\(fixed.stderr)")
        let now = try entries(w.path("out/manifest.json"))
        #expect(status(now["bad"]) == "rendered" && status(now["a-good"]) == "skipped")
    }

    @Test("bad options exit with 2 before anything is written", arguments: [
        ["--shard", "0/2"], ["--shard", "3/2"], ["--shard", "1/0"], ["--shard", "half"], ["-j", "0"],
        ["--format", "mp5"], ["--fps", "500"],
    ])
    func badOptions(_ options: [String]) throws {
        let w = try Workspace()
        try w.write("p/one.yaml", SmallPreset.slide(name: "one"))
        let run = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path("out")] + options)
        #expect(run.exitCode == 2, "\(options): exit \(run.exitCode), \(run.stderr)")
        #expect(!run.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: w.path("out")))
    }

    @Test("a path that names nothing, or a folder without presets, exits with 2")
    func badInputs() throws {
        let w = try Workspace()
        try FileManager.default.createDirectory(atPath: w.path("empty"), withIntermediateDirectories: true)
        for input in [w.path("nothing"), w.path("empty")] {
            let run = try CommandRunner.motionreel(["batch", input, "-o", w.path("out")])
            #expect(run.exitCode == 2, "\(input): \(run.stderr)")
            #expect(run.stderr.contains(input), "\(run.stderr)")
        }
    }
}
