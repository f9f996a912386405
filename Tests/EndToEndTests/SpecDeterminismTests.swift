import Foundation
import Testing

/// A spec is a function of its preset alone: two `motionreel spec` processes, started from
/// different folders with a different locale and time zone, write the same bytes. (Two specs made
/// in one process could share a cache or a formatter and agree by accident; separate processes
/// cannot.)
@Suite("spec: the same bytes from every process")
struct SpecDeterminismTests {
    static let files = ["slide.spec.json", "slide.csv", "slide.curves.svg", "slide.sheet.png", "slide.html"]

    @Test("two processes, other folder, locale and time zone: the five files are byte-identical")
    func acrossProcesses() throws {
        let w = try Workspace()
        let preset = try w.write("slide.yaml", SmallPreset.slide(events: [(0, 0), (0.25, 2), (0.5, 1)], fadeToo: true))
        let first = try CommandRunner.motionreel(["spec", preset, "-o", w.path("first")])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let second = try CommandRunner.run(
            CommandRunner.motionreel, ["spec", "slide.yaml", "-o", "second"], in: w.url,
            environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "TZ": "Asia/Kathmandu"])
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(w.contents(of: "first") == Self.files.sorted())
        #expect(w.contents(of: "second") == Self.files.sorted())
        for name in Self.files {
            let a = try Data(contentsOf: URL(fileURLWithPath: w.path("first/\(name)")))
            let b = try Data(contentsOf: URL(fileURLWithPath: w.path("second/\(name)")))
            #expect(!a.isEmpty, "\(name) is empty")
            #expect(a == b, "\(name) differs between the two processes")
        }
    }
}
