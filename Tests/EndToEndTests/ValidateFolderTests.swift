import Foundation
import Render
import Testing
import TestSupport

/// `validate FOLDER` checks the presets `batch FOLDER` would render — the same expansion
/// (``BatchInput/expand(_:)``), so the two never disagree about what a folder holds — and
/// refuses what batch refuses, in batch's words.
@Suite("validate FOLDER: every preset batch would render, checked")
struct ValidateFolderTests {
    /// The `ok PATH` paths of validate's standard output, in order.
    static func confirmed(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^ok (.+) \(tabs,/).map { String($0.1) }
        }
    }

    @Test("a folder's *.yaml files are checked, not its subfolders'; one invalid: exit 2, counted of all")
    func folder() throws {
        let w = try Workspace()
        try w.write("reels/a.yaml", SmallPreset.slide(name: "a"))
        try w.write("reels/b.yaml", SmallPreset.slide(name: "b").replacingOccurrences(of: "hold:", with: "hodl:"))
        try w.write("reels/c.yaml", SmallPreset.slide(name: "c"))
        // A subfolder of a folder with presets holds drafts and images: batch does not render it.
        try w.write("reels/drafts/d.yaml", SmallPreset.slide(name: "d").replacingOccurrences(of: "fps: 60", with: "fps: 600"))
        let folder = w.path("reels")
        let run = try CommandRunner.motionreel(["validate", folder])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(Self.confirmed(run.stdout) == ["\(folder)/a.yaml", "\(folder)/c.yaml"], "\(run.stdout)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.first?.hasPrefix("\(folder)/b.yaml:") == true && lines.first?.contains("did you mean 'hold'?") == true,
                "\(run.stderr)")
        #expect(lines.last == "validate: 1 error in 1 of 3 presets")
        #expect(try BatchInput.expand([folder]).map(\.path) == ["\(folder)/a.yaml", "\(folder)/b.yaml", "\(folder)/c.yaml"])

        // --quiet with every preset valid: nothing at all, exit 0.
        try w.write("reels/b.yaml", SmallPreset.slide(name: "b"))
        let quiet = try CommandRunner.motionreel(["validate", "--quiet", folder])
        #expect(quiet.exitCode == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    @Test("a catalogue (no *.yaml directly inside) gives the presets of its subfolders, as batch takes them")
    func catalogue() throws {
        let w = try Workspace()
        try w.write("motion/Card/CardRow.isExpanded.yaml", SmallPreset.slide(name: "card-row"))
        // A list of layers beside it is no preset (no top-level scene:), and is not checked as one.
        try w.write("motion/Card/row-layers.yaml", "- { id: title, text: { text: Home } }\n")
        try w.write("motion/Settings/Deep/Toggle.isOn.yaml", SmallPreset.slide(name: "toggle"))
        let run = try CommandRunner.run(CommandRunner.motionreel, ["validate", "motion"], in: w.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let expected = ["motion/Card/CardRow.isExpanded.yaml", "motion/Settings/Deep/Toggle.isOn.yaml"]
        #expect(Self.confirmed(run.stdout) == expected, "\(run.stdout)")
        // Batch, given the folder's full path, takes the same presets.
        let root = w.path("motion")
        #expect(try BatchInput.expand([root]).map { "motion" + $0.path.dropFirst(root.count) } == expected)
    }

    @Test("folders and files together: each preset once, a file named again is not checked twice")
    func mixedArguments() throws {
        let w = try Workspace()
        let a = try w.write("reels/a.yaml", SmallPreset.slide(name: "a"))
        let single = try w.write("single.yaml", SmallPreset.slide(name: "single"))
        let run = try CommandRunner.motionreel(["validate", w.path("reels"), single, a])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(Self.confirmed(run.stdout) == [a, single], "\(run.stdout)")
    }

    @Test("a path that names nothing, or a folder without presets: one line, batch's words, exit 2", arguments: [
        (["nope"], "nope: no such file or folder\n"),
        (["empty"], "empty: no presets (*.yaml) in this folder\n"),
        (["good.yaml", "missing.yaml"], "missing.yaml: no such file or folder\n"),
    ])
    func refusals(_ arguments: [String], message: String) throws {
        let w = try Workspace()
        try w.write("good.yaml", SmallPreset.slide(name: "good"))
        // A folder with only an image and a subfolder of layer lists holds no preset.
        try w.folder.write(Data(PNGBytes.image(width: 4, height: 4)), to: "empty/shot.png")
        try w.write("empty/screens/home.yaml", "- { id: title, text: { text: Home } }\n")
        let run = try CommandRunner.run(CommandRunner.motionreel, ["validate"] + arguments, in: w.url)
        #expect(run.exitCode == 2)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty, "\(run.stdout)")
    }
}
