import Foundation
import Testing
import TestSupport

/// The stepped spring over a 390 pt move, computed independently (Tests/TestSupport/Reference), every 1/600 s.
private let reference = try! ReferenceCurve("fluid_r0.3_z0.85_d390.csv")

/// Width of the green (second) page in row `y` of a 390 px wide RGB frame, with sub-pixel edge
/// coverage: G − B is 255 on the green page, 0 on the red one and on the grey background.
private func greenWidth(_ rgb: Data, row y: Int) -> Double {
    (0..<390).reduce(0.0) { sum, x in
        sum + (Double(rgb[(y * 390 + x) * 3 + 1]) - Double(rgb[(y * 390 + x) * 3 + 2])) / 255
    }
}

/// Decodes a PNG to packed bytes in `pixelFormat` (rgb24 or rgba) with ffmpeg.
private func decode(_ path: String, pixelFormat: String) throws -> Data {
    let folder = try TemporaryFolder()
    let raw = folder.file("still.raw")
    _ = try CommandRunner.tool("ffmpeg", ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", pixelFormat, "-y", raw.path])
    return try Data(contentsOf: raw)
}

@Suite("still: one frame as a PNG, at any time", .serialized)
struct SmallCommandsStillTests {
    @Test("a time between two frames shows the scene the spring gives at exactly that time")
    func betweenFrames() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        // τ = 0.105 s after the change at 0.25 s: on the reference's 1/600 s grid, between the
        // 60 fps frames at τ = 0.1 (frame 21) and τ = 0.1167 (frame 22).
        let tau = 0.105
        let run = try CommandRunner.motionreel(["still", preset, "--time", "0.355", "-o", w.path("still.png")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let ref = reference.row(at: tau)
        #expect(ref.ended == false)
        let visible = { (value: Double) in min(390, 780 - value) - max(0, 390 - value) }
        let frame = try MediaProbe.rawFrames(w.path("still.png"), width: 390, height: 120)[0]
        let green = greenWidth(frame, row: 60)
        #expect(abs(green - visible(ref.value)) <= 1, "green width \(green), reference \(visible(ref.value))")
        // The neighbouring frames are several pixels away, so the check tells them apart.
        for neighbour in [0.1, 0.1 + 1.0 / 60] {
            #expect(abs(visible(reference.row(at: neighbour).value) - visible(ref.value)) > 3)
        }
    }

    @Test("a time on the frame grid gives exactly the frame render writes")
    func matchesRender() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let render = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "png"])
        #expect(render.exitCode == 0, "\(render.stderr)")
        let still = try CommandRunner.motionreel(["still", preset, "--time", "0.35", "-o", w.path("still.png")])
        #expect(still.exitCode == 0, "\(still.stderr)")
        // Frame 21 is at 21 / 60 = 0.35 s and is written as frame_00022.png.
        #expect(try decode(w.path("still.png"), pixelFormat: "rgb24")
                == decode(w.path("out/slide/frame_00022.png"), pixelFormat: "rgb24"))
    }

    @Test("opaque frames are RGB PNGs, --transparent ones straight-alpha RGBA; both sRGB tagged")
    func pixelFormats() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let opaque = try CommandRunner.motionreel(["still", preset, "--time", "0", "-o", w.path("opaque.png")])
        let clear = try CommandRunner.motionreel(["still", preset, "--time", "0", "-o", w.path("clear.png"), "--transparent"])
        #expect(opaque.exitCode == 0 && clear.exitCode == 0, "\(opaque.stderr)\(clear.stderr)")
        #expect(try MediaProbe(w.path("opaque.png"))["pix_fmt"] == "rgb24")
        #expect(try MediaProbe(w.path("clear.png"))["pix_fmt"] == "rgba")
        for name in ["opaque.png", "clear.png"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: w.path(name)))
            #expect(bytes.range(of: Data("sRGB".utf8)) != nil, "\(name)")
        }
        let rgba = try decode(w.path("clear.png"), pixelFormat: "rgba")
        let at = { (x: Int, y: Int) in Array(rgba[(y * 390 + x) * 4..<(y * 390 + x) * 4 + 4]) }
        #expect(at(5, 5) == [0, 0, 0, 0], "the header band is transparent")
        #expect(at(200, 60) == [255, 0, 0, 255], "the first page's fill stays opaque")
    }

    @Test("--scale and --reduce-motion apply to the still")
    func overrides() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(["still", preset, "--time", "0.355s", "--scale", "2", "--reduce-motion",
                                                "-o", w.path("still.png")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let probe = try MediaProbe(w.path("still.png"))
        #expect(probe["width"] == "780" && probe["height"] == "240")
        // Reduce Motion: no slide, a cross-fade — mid-change, the middle of the page is a blend
        // of red and green, not one of them.
        let frame = try MediaProbe.rawFrames(w.path("still.png"), width: 780, height: 240)[0]
        let middle = (120 * 780 + 390) * 3
        #expect(frame[middle] > 20 && frame[middle + 1] > 20, "\(frame[middle]), \(frame[middle + 1])")
    }

    @Test("by default the still is out/NAME-Ts.png; -o with a folder puts that name in it")
    func defaultNames() throws {
        let w = try Workspace()
        try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(["still", "slide.yaml", "--time", "350ms"], in: w.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(w.contents(of: "out") == ["slide-0.35s.png"])
        #expect(run.stderr.hasPrefix("wrote out/slide-0.35s.png"), "\(run.stderr)")
        try FileManager.default.createDirectory(at: w.url.appendingPathComponent("stills"), withIntermediateDirectories: false)
        let folder = try CommandRunner.motionreel(["still", "slide.yaml", "--time", "0.1", "-o", "stills"], in: w.url)
        let slash = try CommandRunner.motionreel(["still", "slide.yaml", "--time", "0.2", "-o", "new/stills/"], in: w.url)
        #expect(folder.exitCode == 0 && slash.exitCode == 0, "\(folder.stderr)\(slash.stderr)")
        #expect(w.contents(of: "stills") == ["slide-0.1s.png"])
        #expect(w.contents(of: "new/stills") == ["slide-0.2s.png"])
    }

    @Test("-o FILE writes exactly that file, creating its folder, and replaces an old one")
    func exactFile() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        try w.write("deep/er/frame.png", "old")
        let run = try CommandRunner.motionreel(["still", preset, "--time", "0.3", "-o", w.path("deep/er/frame.png")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(w.contents(of: "deep/er") == ["frame.png"], "no temporary file left")
        #expect(try MediaProbe(w.path("deep/er/frame.png"))["codec_name"] == "png")
        let made = try CommandRunner.motionreel(["still", preset, "--time", "0.3", "-o", w.path("a/b/c.png")])
        #expect(made.exitCode == 0 && w.contents(of: "a") == ["b", "b/c.png"], "\(made.stderr)")
    }

    @Test("a time outside 0 … the last frame's time is refused, naming --time and the range",
          arguments: [["--time", "5"], ["--time", "-0.1"], ["--time=-0.1"], ["--time", "1e9"], ["--time", "5000ms"]])
    func outOfRange(time: [String]) throws {
        let w = try Workspace()
        try w.write("slide.yaml", SmallPreset.slide())
        for output in [[], ["-o", "dir/still.png"]] {
            let run = try CommandRunner.motionreel(["still", "slide.yaml"] + time + output, in: w.url)
            #expect(run.exitCode == 2, "\(time): \(run.stderr)")
            #expect(run.stderr.hasPrefix("--time ") && run.stderr.contains("must be between 0 and"), "\(run.stderr)")
            #expect(w.contents(of: "") == ["slide.yaml"], "left behind: \(w.contents(of: ""))")
        }
    }

    @Test("a --time that is no time (the syntax of times in presets) is refused, naming the option", arguments: ["inf", "0x10", "1.3min", "nan"])
    func notATime(time: String) throws {
        let w = try Workspace()
        try w.write("slide.yaml", SmallPreset.slide())
        let run = try CommandRunner.motionreel(["still", "slide.yaml", "--time", time], in: w.url)
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("Error: The value '\(time)' is invalid for '--time <time>'"), "\(run.stderr)")
        #expect(w.contents(of: "") == ["slide.yaml"])
    }

    @Test("the last frame's time, as the message prints it, is accepted")
    func lastFrame() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let refused = try CommandRunner.motionreel(["still", preset, "--time", "9", "-o", w.path("x.png")])
        let last = try #require(refused.stderr.components(separatedBy: "between 0 and ").last?.split(separator: " ").first)
        let accepted = try CommandRunner.motionreel(["still", preset, "--time", String(last), "-o", w.path("x.png")])
        #expect(accepted.exitCode == 0, "\(last): \(accepted.stderr)")
        // The move settles after 0.25 s + the reference's end time; the hold is 0.1 s.
        let settle = 0.25 + (try ReferenceScript.fluidEndTime(response: 0.3, dampingFraction: 0.85, delta: 390, sampleRate: 60))
        let lastFrame = ((settle + 0.1) * 60).rounded(.down) / 60
        let printed = try #require(Double(last))
        #expect(printed <= lastFrame && lastFrame - printed < 1e-4, "printed \(printed), last frame at \(lastFrame)")
    }

    @Test("a time that is not a number, a bad preset and an unusable -o are exit 2, with nothing written")
    func badInput() throws {
        let w = try Workspace()
        try w.write("slide.yaml", SmallPreset.slide())
        try w.write("bad.yaml", SmallPreset.slide().replacingOccurrences(of: "fps: 60", with: "fps: 600"))
        try w.write("blocker", "a file, not a folder")
        let cases: [([String], String)] = [
            (["slide.yaml", "--time", "soon"], "--time"),
            (["slide.yaml"], "--time"),
            (["bad.yaml", "--time", "0.1"], "bad.yaml:5:"),
            (["slide.yaml", "--time", "0.1", "-o", "blocker/still.png"], "-o blocker/still.png"),
            (["slide.yaml", "--time", "0.1", "--scale", "0"], "--scale"),
        ]
        for (arguments, mention) in cases {
            let run = try CommandRunner.motionreel(["still"] + arguments, in: w.url)
            #expect(run.exitCode == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(mention), "\(arguments): \(run.stderr)")
        }
        #expect(w.contents(of: "") == ["bad.yaml", "blocker", "slide.yaml"], "left behind: \(w.contents(of: ""))")
    }
}

@Suite("validate: every mistake in every preset, as FILE:LINE:COLUMN: message")
struct SmallCommandsValidateTests {
    /// The slide preset with three mistakes, and where each is.
    static func threeMistakes() -> (yaml: String, places: [(needle: String, message: String)]) {
        let yaml = SmallPreset.slide()
            .replacingOccurrences(of: "fps: 60", with: "fps: 600")
            .replacingOccurrences(of: "dampingFraction:", with: "dampingFracton:")
            .replacingOccurrences(of: "background: \"#f9f9f9\"", with: "background: \"#f9f9zz\"")
        return (yaml, [("600", "canvas.fps"), ("\"#f9f9zz\"", "canvas.background"),
                       ("dampingFracton", "did you mean 'dampingFraction'?")])
    }

    /// `needle`'s 1-based line and column in `text`.
    static func place(of needle: String, in text: String) -> (line: Int, column: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.firstIndex(where: { $0.contains(needle) }),
              let range = lines[line].range(of: needle) else { return (0, 0) }
        return (line + 1, lines[line].unicodeScalars.distance(from: lines[line].startIndex, to: range.lowerBound) + 1)
    }

    @Test("a preset with three mistakes gets three lines, in document order, and exit 2")
    func allMistakes() throws {
        let w = try Workspace()
        let (yaml, places) = Self.threeMistakes()
        let preset = try w.write("bad.yaml", yaml)
        let run = try CommandRunner.motionreel(["validate", preset])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(run.stderr)")
        for (line, place) in zip(lines, places) {
            let (row, column) = Self.place(of: place.needle, in: yaml)
            #expect(line.hasPrefix("\(preset):\(row):\(column): "), "\(line), expected \(row):\(column)")
            #expect(line.contains(place.message), "\(line)")
        }
        #expect(lines.last == "validate: 3 errors in the preset")
    }

    @Test("valid presets print one line each and exit 0; --quiet prints nothing")
    func valid() throws {
        let w = try Workspace()
        let a = try w.write("a.yaml", SmallPreset.slide(name: "a"))
        let b = try w.write("b.yaml", SmallPreset.slide(name: "b", events: [(0, 0)], hold: 0.5))
        let run = try CommandRunner.motionreel(["validate", a, b])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("ok \(a) (tabs, ") == true, "\(run.stdout)")
        #expect(lines.last == "ok \(b) (tabs, 31 frames, 0.52 s)", "0 … 0.5 s at 60 fps: \(run.stdout)")
        let quiet = try CommandRunner.motionreel(["validate", "--quiet", a, b])
        #expect(quiet.exitCode == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
    }

    @Test("several files, mixed: every valid one confirmed, every mistake in every bad one, exit 2")
    func mixed() throws {
        let w = try Workspace()
        let good = try w.write("good.yaml", SmallPreset.slide(name: "good"))
        let bad = try w.write("bad.yaml", Self.threeMistakes().yaml)
        let typo = try w.write("typo.yaml", SmallPreset.slide(name: "typo").replacingOccurrences(of: "hold:", with: "hodl:"))
        // Given out of order, checked in path order, as batch takes them. A path that names
        // nothing is refused before any is checked, as batch refuses it (ValidateFolderTests).
        let run = try CommandRunner.motionreel(["validate", typo, bad, good])
        #expect(run.exitCode == 2)
        #expect(run.stdout.split(separator: "\n").map(String.init).map { $0.hasPrefix("ok \(good) ") } == [true])
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 + 1 + 1, "\(run.stderr)")
        #expect(lines.prefix(3).allSatisfy { $0.hasPrefix("\(bad):") })
        #expect(lines[3].hasPrefix("\(typo):") && lines[3].contains("did you mean 'hold'?"), "\(lines[3])")
        #expect(lines.last == "validate: 4 errors in 2 of 3 presets")
    }

    @Test("every shipped preset validates")
    func shipped() throws {
        let files = RenderTests.presetFiles()
        let run = try CommandRunner.motionreel(["validate"] + files)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == files.count)
    }
}

@Suite("presets: the example presets with their descriptions")
struct SmallCommandsPresetsTests {
    @Test("every preset file in the folder, sorted, aligned, an invalid one marked with its first mistake")
    func listing() throws {
        let w = try Workspace()
        try w.write("mine/zoom.yaml", SmallPreset.slide(name: "zoom").replacingOccurrences(
            of: "name: zoom", with: "name: zoom\ndescription: \"Zooms, in a   way.\""))
        try w.write("mine/a-slide.yml", SmallPreset.slide(name: "a-slide").replacingOccurrences(
            of: "name: a-slide", with: "name: a-slide\ndescription: Slides to the second tab."))
        let brokenYAML = SmallPreset.slide(name: "broken").replacingOccurrences(of: "hold:", with: "hodl:")
        try w.write("mine/broken.yaml", brokenYAML)
        try w.write("mine/plain.yaml", SmallPreset.slide(name: "plain"))
        try w.write("mine/notes.txt", "not a preset")
        let run = try CommandRunner.motionreel(["presets", "--folder", "mine"], in: w.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let broken = SmallCommandsValidateTests.place(of: "hodl", in: brokenYAML)
        #expect(run.stdout == """
            a-slide  Slides to the second tab.
            broken   (invalid: mine/broken.yaml:\(broken.line):\(broken.column): unknown key 'hodl' at the top level; did you mean 'hold'?)
            plain    (no description)
            zoom     Zooms, in a way.

            """)
    }

    @Test("without --folder it lists ./Presets; with neither, exit 2 says how to point at one")
    func defaultFolder() throws {
        let w = try Workspace()
        let missing = try CommandRunner.motionreel(["presets"], in: w.url)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("no Presets folder") && missing.stderr.contains("--folder"), "\(missing.stderr)")
        let wrong = try CommandRunner.motionreel(["presets", "--folder", "elsewhere"], in: w.url)
        #expect(wrong.exitCode == 2 && wrong.stderr.contains("--folder elsewhere"), "\(wrong.stderr)")
        try w.write("Presets/one.yaml", SmallPreset.slide(name: "one").replacingOccurrences(
            of: "name: one", with: "name: one\ndescription: The first."))
        let found = try CommandRunner.motionreel(["presets"], in: w.url)
        #expect(found.exitCode == 0 && found.stdout == "one  The first.\n", "\(found.stdout)\(found.stderr)")
    }

    @Test("the shipped presets are all listed, each with its description")
    func shipped() throws {
        let files = RenderTests.presetFiles()
        let root = URL(fileURLWithPath: try #require(files.first)).deletingLastPathComponent().deletingLastPathComponent()
        let run = try CommandRunner.motionreel(["presets"], in: root)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let names = files.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }.sorted()
        #expect(lines.map { String($0.prefix { $0 != " " }) } == names)
        for line in lines {
            #expect(!line.contains("(invalid") && !line.contains("(no description)"), "\(line)")
        }
        // The descriptions start in one column.
        let column = Set(lines.map { line in
            let name = line.prefix { $0 != " " }.count
            return name + line.dropFirst(name).prefix { $0 == " " }.count
        })
        #expect(column.count == 1, "\(run.stdout)")
    }
}
