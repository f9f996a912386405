import Foundation
import Raster
import Testing
import TestSupport

/// Issue 29: `--settle visible` (or `settle: visible`) counts the hold from where the motion looks
/// finished, not from SwiftUI's strict end, so a short hold is not preceded by a stretch of
/// frames nobody can tell apart.
@Suite("--settle visible: the hold counts from the visible end", .serialized)
struct SettleVisibleTests {
    /// `Presets/tab-forward.yaml` as shipped, but drawn at scale 1 (its hold is 0.3 s at 60 fps).
    private func tabForward(in w: Workspace, settle: String? = nil) throws -> String {
        var text = try String(contentsOf: Snapshot.repositoryRoot.appendingPathComponent("Presets/tab-forward.yaml"), encoding: .utf8)
        #expect(text.contains("scale: 3\n") && text.contains("hold: 0.3\n"))
        text = text.replacingOccurrences(of: "scale: 3\n", with: "scale: 1\n")
        if let settle { text += "settle: \(settle)\n" }
        return try w.write("tab-forward.yaml", text)
    }

    /// The largest difference, in levels, between two frames' channels.
    private func largest(_ a: DecodedPNG, _ b: DecodedPNG) -> Int {
        var largest = 0
        for index in a.rgba.indices { largest = max(largest, abs(Int(a.rgba[index]) - Int(b.rgba[index]))) }
        return largest
    }

    @Test("tab-forward: fewer frames, the same first frames byte for byte, and each frame cut within a level of those kept")
    func tabForwardCut() throws {
        let w = try Workspace()
        let preset = try tabForward(in: w)
        for (folder, extra) in [("swiftui", [String]()), ("visible", ["--settle", "visible"])] {
            let run = try CommandRunner.motionreel(["render", preset, "--format", "png", "-o", w.path(folder)] + extra)
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let strict = w.contents(of: "swiftui/tab-forward"), visible = w.contents(of: "visible/tab-forward")
        #expect(strict.count == 84, "SwiftUI's film: \(strict.count) frames")
        #expect(visible.count < strict.count, "\(visible.count) frames against \(strict.count)")
        try #require(!visible.isEmpty && visible == Array(strict.prefix(visible.count)))
        for name in visible {
            #expect(FileManager.default.contentsEqual(atPath: w.path("swiftui/tab-forward/\(name)"),
                                                      andPath: w.path("visible/tab-forward/\(name)")), "\(name)")
        }
        // The hold, 0.3 s at 60 fps, counts from the visible end: its 18 frames are the last.
        let end = visible.count - 1 - 18
        try #require(end > 0)
        let frames = try strict.map { try DecodedPNG(contentsOf: URL(fileURLWithPath: w.path("swiftui/tab-forward/\($0)"))) }
        let lastKept = try DecodedPNG(contentsOf: URL(fileURLWithPath: w.path("visible/tab-forward/\(visible[visible.count - 1])")))
        for index in end..<frames.count {
            #expect(largest(frames[index], frames[end]) <= 1, "frame \(index) against the visible end, frame \(end)")
            #expect(largest(frames[index], lastKept) <= 1, "frame \(index) against the visible film's last frame")
        }
        // …and the cut is not earlier than it must be: the frame before the visible end differs
        // by more than a level from one of those after it.
        #expect((end..<frames.count).contains { largest(frames[end - 1], frames[$0]) > 1 })
    }

    @Test("settle: visible in the preset films what --settle visible does; --settle swiftui overrides it")
    func presetWord() throws {
        let w = try Workspace()
        let preset = try tabForward(in: w, settle: "visible")
        let visible = try CommandRunner.motionreel(["render", preset, "--format", "png", "-o", w.path("preset")])
        #expect(visible.exitCode == 0, "\(visible.stderr)")
        let strict = try CommandRunner.motionreel(["render", preset, "--format", "png", "--settle", "swiftui", "-o", w.path("option")])
        #expect(strict.exitCode == 0, "\(strict.stderr)")
        #expect(w.contents(of: "preset/tab-forward").count == 75)
        #expect(w.contents(of: "option/tab-forward").count == 84)
        let validate = try CommandRunner.motionreel(["validate", preset])
        #expect(validate.stdout.contains("(tabs, at most 84 frames, 1.40 s)"), "validate draws no frame: \(validate.stdout)")
    }

    @Test("--settle swiftui is the default, byte for byte, in every format")
    func swiftUIIsDefault() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(fadeToo: true))
        for (folder, extra) in [("plain", [String]()), ("swiftui", ["--settle", "swiftui"])] {
            let run = try CommandRunner.motionreel(["render", preset, "--format", "mp4,png,gif", "-o", w.path(folder)] + extra)
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let files = w.contents(of: "plain")
        #expect(files.count > 3 && files == w.contents(of: "swiftui"))
        for file in files where !file.hasSuffix("slide") {
            #expect(FileManager.default.contentsEqual(atPath: w.path("plain/\(file)"), andPath: w.path("swiftui/\(file)")), "\(file)")
        }
    }

    @Test("spec reports SwiftUI's end and the visible end, and films as settle says")
    func specTimes() throws {
        let w = try Workspace()
        let preset = try tabForward(in: w)
        var documents: [String: [String: Any]] = [:]
        for (folder, extra) in [("swiftui", [String]()), ("visible", ["--settle", "visible"])] {
            let run = try CommandRunner.motionreel(["spec", preset, "-o", w.path(folder)] + extra)
            #expect(run.exitCode == 0, "\(run.stderr)")
            let data = try Data(contentsOf: URL(fileURLWithPath: w.path("\(folder)/tab-forward.spec.json")))
            documents[folder] = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        let strict = try #require(documents["swiftui"]), visible = try #require(documents["visible"])
        #expect(strict["settle"] as? String == "swiftui" && visible["settle"] as? String == "visible")
        #expect(strict["frameCount"] as? Int == 84 && visible["frameCount"] as? Int == 75)
        let settle = try #require(strict["settleTime"] as? Double), end = try #require(strict["visibleEndTime"] as? Double)
        #expect(end < settle)
        #expect(visible["settleTime"] as? Double == settle && visible["visibleEndTime"] as? Double == end)
        // The film's last frame is the hold after the visible end.
        #expect(abs(Double(74) / 60 - (end + 0.3)) < 1e-6, "visible end \(end) s")
        let page = try String(contentsOfFile: w.path("visible/tab-forward.html"), encoding: .utf8)
        #expect(page.contains("<dt>Looks finished at</dt><dd>\(String(format: "%.3f", end)) s</dd>"))
        #expect(page.contains("<dt>Hold</dt><dd>0.3 s from the visible end</dd>"))
    }

    @Test("batch --settle visible films the same frames as render and counts in the input hash; without it the settings are as before")
    func batch() throws {
        let w = try Workspace()
        let preset = try tabForward(in: w)
        func settings(_ folder: String) throws -> (lines: [String], frames: Int?) {
            let data = try Data(contentsOf: URL(fileURLWithPath: w.path("\(folder)/manifest.json")))
            let top = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let entry = (top["presets"] as? [[String: Any]])?.first
            return (top["settings"] as? [String] ?? [], entry?["frames"] as? Int)
        }
        let plain = try CommandRunner.motionreel(["batch", preset, "--format", "png", "-o", w.path("out")])
        #expect(plain.exitCode == 0, "\(plain.stderr)")
        let before = try settings("out")
        #expect(before.frames == 84 && !before.lines.contains { $0.hasPrefix("settle=") }, "\(before.lines)")
        let visible = try CommandRunner.motionreel(["batch", preset, "--format", "png", "--settle", "visible", "-o", w.path("out")])
        #expect(visible.exitCode == 0, "\(visible.stderr)")
        #expect(visible.stderr.contains("rendered tab-forward"), "a new setting renders again: \(visible.stderr)")
        let after = try settings("out")
        #expect(after.frames == 75 && after.lines.contains("settle=visible"), "\(after.lines)")
        #expect(w.contents(of: "out/tab-forward").count == 75)
    }

    @Test("preview plays the film an export makes: found at the preset's own scale, whatever the preview's")
    func preview() throws {
        let w = try Workspace()
        // The preset at scale 1, previewed at scale 2 (the fixture's): 75 frames, as rendered above.
        let fixture = try PreviewFixture(try String(contentsOfFile: try tabForward(in: w, settle: "visible"), encoding: .utf8))
        let state = try #require(try JSONSerialization.jsonObject(with: fixture.get("/state.json").body) as? [String: Any])
        #expect(state["frameCount"] as? Int == 75 && state["width"] as? Int == 780, "\(state)")
        let spec = try #require(try JSONSerialization.jsonObject(with: fixture.get("/spec.json").body) as? [String: Any])
        #expect(spec["frameCount"] as? Int == 75 && spec["settle"] as? String == "visible")
        #expect(try fixture.get("/frame/74.png").status == 200)
        #expect(try fixture.get("/frame/75.png").status == 404)
    }

    @Test("a word that is not swiftui or visible: one message naming where and the words, exit 2, nothing written")
    func refusals() throws {
        let w = try Workspace()
        let preset = try tabForward(in: w, settle: "sometimes")
        let lines = try String(contentsOfFile: preset, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0 == "settle: sometimes" }) + 1
        let bad = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(bad.exitCode == 2)
        #expect(bad.stderr == "\(preset):\(line):9: settle: unknown settle rule 'sometimes'; expected one of: swiftui, visible\n",
                "\(bad.stderr)")
        let good = try tabForward(in: w)
        for command in ["render", "batch", "spec"] {
            let run = try CommandRunner.motionreel([command, good, "--settle", "x", "-o", w.path("out")])
            #expect(run.exitCode == 2, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("--settle") && run.stderr.contains("'swiftui'") && run.stderr.contains("'visible'"),
                    "\(command): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: w.path("out")))
    }
}
