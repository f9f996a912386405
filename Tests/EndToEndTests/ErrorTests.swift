import Foundation
import Testing

@Suite("bad input: one clear message, exit code 2 (or 1), nothing left behind")
struct ErrorTests {
    /// Runs `render` on `yaml` and checks the common promises: the exit code, a message on
    /// standard error, and an output folder with nothing in it.
    private func renderFails(_ yaml: String, extra: [String] = [], code: Int32 = 2,
                             workspace w: Workspace) throws -> String {
        let preset = try w.write("bad.yaml", yaml)
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "mp4,png"] + extra)
        #expect(run.exitCode == code, "exit \(run.exitCode): \(run.stderr)")
        #expect(w.contents(of: "out").isEmpty, "left behind: \(w.contents(of: "out"))")
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.isEmpty)
        return run.stderr
    }

    @Test("malformed YAML names the file, line and column")
    func malformed() throws {
        let w = try Workspace()
        let yaml = SmallPreset.slide().replacingOccurrences(of: "size: [390, 120]", with: "size: [390, 120")
        let message = try renderFails(yaml, workspace: w)
        #expect(message.hasPrefix(w.path("bad.yaml") + ":"), "\(message)")
        let parts = message.split(separator: ":")
        #expect(parts.count >= 3 && Int(parts[1]) != nil && Int(parts[2]) != nil, "\(message)")
    }

    @Test("an unknown key is an error with a suggestion, at its line and column")
    func unknownKey() throws {
        let w = try Workspace()
        let yaml = SmallPreset.slide().replacingOccurrences(of: "dampingFraction:", with: "dampingFracton:")
        let message = try renderFails(yaml, workspace: w)
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("dampingFracton") })
        let column = try #require(lines[line].range(of: "dampingFracton")).lowerBound.utf16Offset(in: lines[line]) + 1
        #expect(message.contains("bad.yaml:\(line + 1):\(column):"), "\(message)")
        #expect(message.contains("dampingFraction"), "suggests the right key: \(message)")
    }

    @Test("a missing image is reported before any work")
    func missingImage() throws {
        let w = try Workspace()
        let yaml = SmallPreset.slide().replacingOccurrences(of: "{ fill: \"#00ff00\" }", with: "{ image: screens/nope.png }")
        let message = try renderFails(yaml, workspace: w)
        #expect(message.contains("nope.png"), "\(message)")
    }

    @Test("an image with a PNG signature but no PNG after it is a preset error, exit 2, cleanly")
    func corruptImage() throws {
        let w = try Workspace()
        // A PNG signature followed by garbage: the preset check reads past the signature and refuses it.
        try FileManager.default.createDirectory(at: w.url.appendingPathComponent("screens"), withIntermediateDirectories: true)
        var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        bytes.append(Data(repeating: 7, count: 64))
        try bytes.write(to: w.url.appendingPathComponent("screens/broken.png"))
        let yaml = SmallPreset.slide().replacingOccurrences(of: "{ fill: \"#ff0000\" }", with: "{ image: screens/broken.png }")
        let message = try renderFails(yaml, workspace: w)
        #expect(message.contains("image 'screens/broken.png' cannot be used"), "\(message)")
    }

    @Test("an output folder that cannot be made is refused, naming -o")
    func unwritableOutput() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        try w.write("file", "not a folder")
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("file/out")])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("-o"), "\(run.stderr)")
    }

    @Test("bad options name the option", arguments: [
        (["--fps", "0"], "--fps"), (["--fps", "241"], "--fps"), (["--format", "mp4,avi"], "avi"),
        (["--crf", "60"], "--crf"), (["--preset", "warp"], "--preset"), (["--scale", "-1"], "--scale"),
        (["--gif-fps", "60"], "--gif-fps"), (["--loop", "-1"], "--loop"), (["--quality", "ultra"], "--quality"),
        (["--format", "webm", "--crf", "64"], "--crf"),
    ])
    func badOptions(options: [String], mention: String) throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")] + options)
        #expect(run.exitCode == 2, "\(options): \(run.stderr)")
        #expect(run.stderr.contains(mention), "\(run.stderr)")
        #expect(w.contents(of: "out").isEmpty)
    }

    @Test("a misspelt format names the one it most likely meant, for render and batch", arguments: ["render", "batch"])
    func misspeltFormat(command: String) throws {
        let w = try Workspace()
        let preset = try w.write("presets/slide.yaml", SmallPreset.slide())
        let input = command == "render" ? preset : w.path("presets")
        let run = try CommandRunner.motionreel([command, input, "-o", w.path("out"), "--format", "mp4,gfi"])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("Error: --format mp4,gfi: unknown format 'gfi'; did you mean 'gif'?\n"), "\(run.stderr)")
        // Nothing near: the list of formats instead.
        let far = try CommandRunner.motionreel([command, input, "-o", w.path("out"), "--format", "mp4,avi"])
        #expect(far.stderr.hasPrefix("Error: --format mp4,avi: unknown format 'avi'; expected mp4, "), "\(far.stderr)")
        #expect(w.contents(of: "out").isEmpty)
    }

    @Test("a missing preset file is a clear error")
    func missingPreset() throws {
        let w = try Workspace()
        let run = try CommandRunner.motionreel(["render", w.path("nope.yaml"), "-o", w.path("out")])
        #expect(run.exitCode == 2 && run.stderr.contains("nope.yaml"), "\(run.stderr)")
    }
}
