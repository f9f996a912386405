import Foundation
import Testing

/// Options that cannot be honoured are refused with their reason (exit 2) before any work.
@Suite("refused options: what cannot be honoured is refused before any work")
struct OptionRefusalTests {
    @Test("--transparent with a format that has no alpha is refused, naming the option and the formats",
          arguments: [("mp4", ["mp4"]), ("hevc", ["hevc"]), ("gif", ["gif"]), ("prores,gif,mp4", ["gif", "mp4"])])
    func transparentWithoutAlpha(formats: String, refused: [String]) throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        for command in ["render", "batch"] {
            let run = try CommandRunner.motionreel([command, preset, "-o", w.path("out"), "--format", formats, "--transparent"])
            #expect(run.exitCode == 2, "\(command): \(run.stderr)")
            #expect(run.stderr.contains("--transparent: \(refused.joined(separator: ", "))"), "\(command): \(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: w.path("out")), "\(command): no work, not even the folder")
        }
    }

    @Test("--transparent with formats that keep alpha is accepted")
    func transparentWithAlpha() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(scale: 0.5))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out"), "--format", "png,webm", "--transparent"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: w.path("out/slide.webm")))
    }

    @Test("still -o FILE must end in .png, in any case; a folder stays allowed",
          arguments: [("x.jpg", false), ("x", false), ("x.png.txt", false), ("x.PNG", true), ("x.png", true), ("folder/", true)])
    func stillExtension(output: String, accepted: Bool) throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide())
        // w.path drops a trailing slash, which is what makes "folder/" a folder.
        let path = w.path(output) + (output.hasSuffix("/") ? "/" : "")
        let run = try CommandRunner.motionreel(["still", preset, "--time", "0.1", "-o", path])
        if accepted {
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(w.contents(of: "").contains { $0.lowercased().hasSuffix(".png") })
        } else {
            #expect(run.exitCode == 2, "\(run.stderr)")
            #expect(run.stderr.contains("-o \(path): a still is a PNG"), "\(run.stderr)")
            #expect(w.contents(of: "") == ["slide.yaml"], "nothing written")
        }
    }

    @Test("render refuses two presets with the same name:, naming both files, before writing anything")
    func renderDuplicateNames() throws {
        let w = try Workspace()
        let first = try w.write("a.yaml", SmallPreset.slide(name: "same"))
        let second = try w.write("b.yaml", SmallPreset.slide(name: "same", fps: 30))
        let run = try CommandRunner.motionreel(["render", first, second, "-o", w.path("out")])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("\(second): the name 'same' is already used by \(first)"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: w.path("out")))
    }
}
