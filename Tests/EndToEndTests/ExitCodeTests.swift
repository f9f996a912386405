import Foundation
import Testing

/// One exit code per kind of failure, in every command, so CI tells a typo from a crash: 2 when
/// input was refused (a bad preset, option, file or folder), 1 when rendering or writing failed —
/// and 1 for a run that has both, with each kind named. `diff` keeps 1 for "motion changed".
@Suite("exit codes: 2 for refused input, 1 for a failed render or write, in every command")
struct ExitCodeTests {
    /// A preset with a misspelt key: refused by every command that reads it.
    static let typo = SmallPreset.slide(name: "typo").replacingOccurrences(of: "dampingFraction:", with: "dampingFracton:")

    @Test("a bad preset is exit 2 in render, validate, spec, still and batch alike")
    func badPresetEverywhere() throws {
        let w = try Workspace()
        let preset = try w.write("typo.yaml", Self.typo)
        for arguments in [["render", preset], ["validate", preset], ["spec", preset], ["still", preset, "--time", "0"],
                          ["batch", preset], ["batch", preset, "--dry-run"], ["batch", preset, "--spec", "--format", "none"]] {
            let run = try CommandRunner.motionreel(arguments + (arguments.contains("validate") ? [] : ["-o", w.path("out") + "/"]))
            #expect(run.exitCode == 2, "\(arguments[0]): \(run.stderr)")
            // A dry run's report (standard output) names the file on the preset's line.
            #expect((run.stdout + run.stderr).contains("\(preset):"), "\(arguments[0]) names the file: \(run.stderr)")
        }
    }

    @Test("batch: refused and failed presets together exit 1, and the summary names each kind")
    func batchBoth() throws {
        let w = try Workspace()
        try w.write("p/good.yaml", SmallPreset.slide(name: "good"))
        try w.write("p/jammed.yaml", SmallPreset.slide(name: "jammed"))
        try w.write("p/typo.yaml", Self.typo)
        // A folder where jammed.gif goes: its outputs cannot be put in place.
        try w.write("out/jammed.gif/keep", "not a GIF")
        let run = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path("out"), "--format", "gif"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stderr.contains("3 presets: 1 rendered, 0 skipped, 1 refused, 1 failed"), "\(run.stderr)")
        #expect(run.stderr.contains("  refused typo (\(w.path("p/typo.yaml")))"), "\(run.stderr)")
        #expect(run.stderr.contains("  failed jammed (\(w.path("p/jammed.yaml")))"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("error: 1 of 3 presets failed to render or write: jammed; "
                                     + "1 refused (a mistake in the preset or its files): typo\n"), "\(run.stderr)")
    }

    @Test("batch: only a failed render or write is exit 1")
    func batchFailedOnly() throws {
        let w = try Workspace()
        try w.write("p/jammed.yaml", SmallPreset.slide(name: "jammed"))
        try w.write("out/jammed.gif/keep", "not a GIF")
        let run = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path("out"), "--format", "gif"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("error: 1 of 1 presets failed to render or write: jammed\n"), "\(run.stderr)")
    }

    @Test("still: a time past the film is an option refused, exit 2")
    func still() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        let late = try CommandRunner.motionreel(["still", preset, "--time", "99", "-o", w.path("out/late.png")])
        #expect(late.exitCode == 2, "\(late.stderr)")
        #expect(!FileManager.default.fileExists(atPath: w.path("out/late.png")))
    }

    @Test("merge: no manifests is exit 2; a merged manifest that cannot be written is exit 1")
    func merge() throws {
        let w = try Workspace()
        try w.write("empty/.keep", "")
        let empty = try CommandRunner.motionreel(["merge", w.path("empty")])
        #expect(empty.exitCode == 2, "\(empty.stderr)")

        try w.write("p/one.yaml", SmallPreset.slide(name: "one"))
        for index in 1...2 {
            let shard = try CommandRunner.motionreel(["batch", w.path("p"), "-o", w.path("shards"), "--format", "gif",
                                                      "--shard", "\(index)/2"])
            try #require(shard.exitCode == 0, "\(shard.stderr)")
        }
        try w.write("shards/manifest.json/keep", "a folder where the merged manifest goes")
        let jammed = try CommandRunner.motionreel(["merge", w.path("shards")])
        #expect(jammed.exitCode == 1, "\(jammed.stderr)")
        #expect(jammed.stderr.contains("cannot write the merged manifest or gallery"), "\(jammed.stderr)")
    }

    @Test("diff: a missing folder is exit 2, not the 1 that means motion changed")
    func diff() throws {
        let w = try Workspace()
        try w.write("new/.keep", "")
        let run = try CommandRunner.motionreel(["diff", w.path("missing"), w.path("new"), "-o", w.path("diff")])
        #expect(run.exitCode == 2, "\(run.stderr)")
    }
}
