import Foundation
import Testing

@Suite("diff: motion specs compared from the command line, with CI's exit codes")
struct DiffCommandTests {
    /// Specs of `presets` written by `motionreel spec` into `folder`.
    private func specs(_ w: Workspace, _ folder: String, _ presets: [(String, String)]) throws {
        let files = try presets.map { try w.write("\(folder)-presets/\($0.0).yaml", $0.1) }
        let run = try CommandRunner.motionreel(["spec"] + files + ["-o", w.path(folder)])
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    @Test("a folder against itself: exit 0, and diff.md, diff.html and the JUnit file are written")
    func unchanged() throws {
        let w = try Workspace()
        try specs(w, "base", [("slide", SmallPreset.slide(height: 60))])
        let run = try CommandRunner.motionreel(["diff", w.path("base"), w.path("base"), "-o", w.path("diff"),
                                                "--junit", w.path("diff/junit.xml")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(w.contents(of: "diff") == ["diff.html", "diff.md", "junit.xml"])
        let markdown = try String(contentsOfFile: w.path("diff/diff.md"), encoding: .utf8)
        #expect(markdown.contains("0 of 1 preset changed"))
    }

    @Test("a changed spring response: exit 1, naming the preset, the property and the largest difference")
    func changedResponse() throws {
        let w = try Workspace()
        let slide = SmallPreset.slide(height: 60)
        try specs(w, "base", [("slide", slide)])
        try specs(w, "new", [("slide", slide.replacingOccurrences(of: "response: 0.3", with: "response: 0.5"))])
        let run = try CommandRunner.motionreel(["diff", w.path("base"), w.path("new"), "-o", w.path("diff")])
        #expect(run.exitCode == 1, "\(run.stderr)")
        // The cause first, in the preset's words, then what is seen, in points and output pixels.
        #expect(run.stderr.contains("transition.animation.spring.response 0.3 → 0.5\n  changed slide: tab."), "\(run.stderr)")
        #expect(run.stderr.contains(" pt (") && run.stderr.contains(" px) at "), "the largest difference, in points: \(run.stderr)")
        // Then the same change in the other platforms' code: k = (2π / response)².
        let k = (pow(2 * Double.pi / 0.3, 2), pow(2 * Double.pi / 0.5, 2))
        #expect(run.stderr.contains("\n  Compose: stiffness \(String(format: "%.4f", k.0))f → \(String(format: "%.4f", k.1))f (transition.animation)\n"),
                "\(run.stderr)")
        #expect(run.stderr.contains("\n  Flutter: stiffness ") && run.stderr.contains("\n  CSS: duration "), "\(run.stderr)")
        let markdown = try String(contentsOfFile: w.path("diff/diff.md"), encoding: .utf8)
        #expect(markdown.contains("**transition.animation.spring.response 0.3 → 0.5**\n\n| film |"), "\(markdown)")
        #expect(markdown.contains("| slide | changed | tab."), "\(markdown)")
    }

    @Test("a changed fill colour with identical motion: exit 1, caught by the key frames, with their time")
    func changedColour() throws {
        let w = try Workspace()
        let slide = SmallPreset.slide(height: 60)
        try specs(w, "base", [("slide", slide)])
        try specs(w, "new", [("slide", slide.replacingOccurrences(of: "fill: \"#ff0000\"", with: "fill: \"#ff8800\""))])
        let run = try CommandRunner.motionreel(["diff", w.path("base"), w.path("new"), "-o", w.path("diff")])
        #expect(run.exitCode == 1, "\(run.stderr)")
        let markdown = try String(contentsOfFile: w.path("diff/diff.md"), encoding: .utf8)
        // Page One shows (red → orange) in the first key frame, at 0 s; no curve changed.
        #expect(markdown.contains("**No Swift place or motion parameter changed**"), "\(markdown)")
        #expect(markdown.contains("| slide | changed | key frame 1 of "), "\(markdown)")
        #expect(markdown.contains("| 0 s |") && !markdown.contains("offset"), "\(markdown)")
    }

    @Test("a missing input or a file against a folder: exit 2 with the path, nothing written")
    func badInput() throws {
        let w = try Workspace()
        try specs(w, "base", [("slide", SmallPreset.slide(height: 60))])
        let missing = try CommandRunner.motionreel(["diff", w.path("base"), w.path("nowhere"), "-o", w.path("diff")])
        #expect(missing.exitCode == 2)
        // The folder itself is the problem: named, with no line and column inside it.
        #expect(missing.stderr == w.path("nowhere") + ": no such spec file or folder\n", "\(missing.stderr)")
        let missingBaseline = try CommandRunner.motionreel(["diff", w.path("gone"), w.path("base"), "-o", w.path("diff")])
        #expect(missingBaseline.exitCode == 2)
        #expect(missingBaseline.stderr == w.path("gone") + ": no such spec file or folder\n", "\(missingBaseline.stderr)")
        let mixed = try CommandRunner.motionreel(["diff", w.path("base"), w.path("base/slide.spec.json"), "-o", w.path("diff")])
        #expect(mixed.exitCode == 2, "\(mixed.stderr)")
        #expect(w.contents(of: "diff").isEmpty)
    }
}
