import Foundation
import Testing

@Suite("spec: the five files of a motion spec, from the command line")
struct SpecCommandTests {
    @Test("spec writes NAME.spec.json, .csv, .curves.svg, .sheet.png and .html, and says so")
    func fiveFiles() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(fadeToo: true))
        let run = try CommandRunner.motionreel(["spec", preset, "-o", w.path("out")])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(w.contents(of: "out") == ["slide.csv", "slide.curves.svg", "slide.html", "slide.sheet.png", "slide.spec.json"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: w.path("out/slide.spec.json"))))
        #expect((json as? [String: Any])?["schemaVersion"] != nil)
        #expect(try MediaProbe(w.path("out/slide.sheet.png"))["codec_name"] == "png")
        #expect(run.stderr.split(separator: "\n").filter { $0.hasPrefix("wrote ") }.count == 5, "\(run.stderr)")
    }

    @Test("a bad preset: exit 2, FILE:LINE:COLUMN, nothing written")
    func badPreset() throws {
        let w = try Workspace()
        let preset = try w.write("bad.yaml", SmallPreset.slide().replacingOccurrences(of: "fps: 60", with: "fps: 0"))
        let run = try CommandRunner.motionreel(["spec", preset, "-o", w.path("out")])
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(preset + ":"), "\(run.stderr)")
        #expect(w.contents(of: "out").isEmpty)
    }
}
