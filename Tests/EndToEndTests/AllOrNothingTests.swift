import Foundation
import Testing

/// A run writes every output it was asked for, or none: earlier versions stay intact, and
/// nothing temporary is left, whether it fails or a killed run left leftovers.
@Suite("all or nothing: a run's outputs appear together or not at all")
struct AllOrNothingTests {
    @Test("render: NAME.gif is a folder → exit 1, neither the MP4 nor the PNG frames are written, the earlier MP4 is intact")
    func renderRollsBack() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        try w.write("out/slide.mp4", "earlier mp4")
        try w.write("out/slide.gif/keep", "not a GIF")
        let before = w.contents(of: "out")

        // The GIF is the last output moved in, so the MP4 and the frames are put back.
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "mp4,png,gif"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stderr.contains("slide.gif") && run.stderr.contains("folder is in the way"), "\(run.stderr)")
        #expect(w.contents(of: "out") == before, "no new output and no .partial- or .old- item")
        #expect(try String(contentsOfFile: w.path("out/slide.mp4"), encoding: .utf8) == "earlier mp4")
    }

    @Test("render: with the folder gone, the same run replaces every output")
    func renderCommitsAll() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        try w.write("out/slide.mp4", "earlier mp4")
        try w.write("out/slide/frame_09999.png", "earlier frame")
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "mp4,png,gif"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let frames = w.contents(of: "out/slide")
        #expect(!frames.isEmpty && !frames.contains("frame_09999.png"), "the earlier folder is replaced, not merged")
        #expect(w.contents(of: "out").filter { $0.hasPrefix(".") || $0.contains("/.") }.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: w.path("out/slide.mp4"))).count > 1000)
        #expect(FileManager.default.fileExists(atPath: w.path("out/slide.gif")))
    }

    @Test("batch: a preset whose output cannot be put in place fails with none of its outputs written")
    func batchRollsBack() throws {
        let w = try Workspace()
        try w.write("presets/slide.yaml", SmallPreset.slide())
        try w.write("out/slide.gif/keep", "not a GIF")
        let run = try CommandRunner.motionreel(["batch", w.path("presets"), "-o", w.path("out"), "--format", "mp4,gif"])
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(w.contents(of: "out") == ["index.html", "manifest.json", "slide.gif", "slide.gif/keep"], "only the manifest and the gallery (which every batch writes) besides what was there")
    }

    @Test("spec: NAME.html is a folder → exit 1, none of the five files is written, the earlier CSV is intact")
    func specRollsBack() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        try w.write("out/slide.csv", "earlier,csv\n")
        try w.write("out/slide.html/keep", "not a page")
        let before = w.contents(of: "out")
        let run = try CommandRunner.motionreel(["spec", preset, "-o", w.path("out")])
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stderr.contains("slide.html"), "\(run.stderr)")
        #expect(w.contents(of: "out") == before)
        #expect(try String(contentsOfFile: w.path("out/slide.csv"), encoding: .utf8) == "earlier,csv\n")
    }

    @Test("leftovers of killed runs (.NAME.partial-…, .NAME.old-…) in the output folder are removed by the next render into it")
    func staleItemsRemoved() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        try w.write("out/.slide.mp4.partial-0123ABCD", "half an mp4")
        try w.write("out/.slide.partial-89ABCDEF/frame_00001.png", "half the frames")
        try w.write("out/.slide.mp4.old-4567CDEF", "an earlier mp4 moved aside")
        try w.write("out/.other.mp4.partial-0123ABCD", "another output's, its run killed too")
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "mp4,png"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let top = w.contents(of: "out").filter { !$0.contains("/") }
        #expect(top == ["slide", "slide.mp4"])
    }

    @Test("still: the leftovers of a killed still are cleared, and the new still written")
    func stillLeftoversCleared() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        try w.write("out/.still.png.old-0123ABCD", "earlier still")
        try w.write("out/.still.png.partial-89ABCDEF", "half a still")
        let run = try CommandRunner.motionreel(["still", preset, "--time", "0.2", "-o", w.path("out/still.png")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(w.contents(of: "out") == ["still.png"])
        let data = try Data(contentsOf: URL(fileURLWithPath: w.path("out/still.png")))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the new still, not a leftover")
    }
}
