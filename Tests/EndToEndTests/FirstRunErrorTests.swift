import Foundation
import Testing

/// The snags a newcomer met in their first ten minutes, each now one message that teaches (exit
/// 2), and the full-screen pages their own screens want.
@Suite("the first ten minutes: errors that teach, full-screen pages, one time syntax")
struct FirstRunErrorTests {
    /// A tabs preset on flat pages with `scene` and `extra` lines as given.
    static func preset(scene: String = "  kind: tabs\n", canvas: String = "canvas: { size: [390, 844], scale: 1 }",
                       timeline: String = "  - { at: 0, select: 0 }\n  - { at: 0.2, select: 1 }\n", hold: String = "") -> String {
        """
        name: first
        \(canvas)
        scene:
        \(scene)  tabs:
            - { name: One, content: { fill: "#ff0000" } }
            - { name: Two, content: { fill: "#00ff00" } }
        timeline:
        \(timeline)\(hold)
        """
    }

    @Test("a colour in the README's flow style: the '#' that hid the '}' is named, with the fix")
    func flowColour() throws {
        let w = try Workspace()
        let path = try w.write("colour.yaml", Self.preset(canvas: "canvas: { size: [390, 844], background: #F4F5FA }"))
        let run = try CommandRunner.motionreel(["validate", path])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "\(path):2:9: invalid YAML: this '{' is not closed: the '#' at 2:41 starts a comment that hides "
                + "the rest of the line; quote it: \"#F4F5FA\"\nvalidate: 1 error in the preset\n")
    }

    @Test("an unknown kind is one error with a suggestion, and nothing about the timeline it cannot read")
    func unknownKind() throws {
        let w = try Workspace()
        let path = try w.write("kind.yaml", Self.preset(scene: "  kind: stacks\n",
                                                         timeline: "  - { at: 0, select: 0 }\n  - { at: 0.3, push: detail }\n"))
        let run = try CommandRunner.motionreel(["validate", path])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "\(path):4:9: scene.kind: unknown scene kind 'stacks'; did you mean 'stack'?\n"
                + "validate: 1 error in the preset\n")
    }

    @Test("a tab that indents a line is named as such, in a preset and in a page file it reads")
    func tabIndentation() throws {
        let w = try Workspace()
        // An editor's tab where two spaces go: libyaml says only "found character that cannot start any token".
        let path = try w.write("tab.yaml", Self.preset().replacingOccurrences(of: "  kind: tabs", with: "\tkind: tabs"))
        let run = try CommandRunner.motionreel(["validate", path])
        #expect(run.exitCode == 2)
        #expect(run.stderr == "\(path):4:1: YAML does not allow tabs for indentation (line 4)\nvalidate: 1 error in the preset\n")
        // After spaces, the tab's own column.
        let mixed = try w.write("mixed.yaml", Self.preset().replacingOccurrences(of: "  kind: tabs", with: " \tkind: tabs"))
        let second = try CommandRunner.motionreel(["validate", mixed])
        #expect(second.stderr.hasPrefix("\(mixed):4:2: YAML does not allow tabs for indentation (line 4)\n"), "\(second.stderr)")

        try w.write("screens/page.yaml", "- id: card\n\troundedRect: { fill: \"#ff0000\" }\n")
        let paged = try w.write("paged.yaml", SmallPreset.slide(name: "paged", height: 60)
            .replacingOccurrences(of: "content: { fill: \"#ff0000\" }", with: "content: { layers: screens/page.yaml }"))
        let page = try CommandRunner.motionreel(["validate", paged])
        #expect(page.exitCode == 2)
        #expect(page.stderr.contains("page.yaml:2:1: YAML does not allow tabs for indentation (line 2)\n"), "\(page.stderr)")
    }

    @Test("a mistyped command suggests the right one", arguments: [
        (["rendr", "x.yaml"], "Error: unknown command 'rendr'; did you mean 'render'?\n"),
        (["valdate"], "Error: unknown command 'valdate'; did you mean 'validate'?\n"),
        (["paint"], "Error: unknown command 'paint'; the commands are init, render, spec, batch, still, validate, presets, diff, merge, preview, import\n"),
    ])
    func mistypedCommand(_ arguments: [String], first: String) throws {
        let run = try CommandRunner.motionreel(arguments)
        #expect(run.exitCode == 2)
        #expect(run.stderr == first + "Usage: motionreel <subcommand>\n  See 'motionreel --help' for more information.\n")
        #expect(run.stdout.isEmpty)
    }

    @Test("one time syntax: 1.3, 1.3s and 1300ms mean the same in a preset and in --time")
    func timeSyntax() throws {
        let w = try Workspace()
        var frameCounts: Set<String> = []
        for (at, hold) in [("0.25", "0.3"), ("0.25s", "0.3s"), ("250ms", "300ms")] {
            let path = try w.write("time-\(at).yaml", Self.preset(timeline: "  - { at: 0, select: 0 }\n  - { at: \(at), select: 1 }\n",
                                                                   hold: "hold: \(hold)\n"))
            let run = try CommandRunner.motionreel(["validate", path])
            #expect(run.exitCode == 0, "\(run.stderr)")
            frameCounts.insert(String(run.stdout.split(separator: "(").last ?? ""))
        }
        #expect(frameCounts == ["tabs, 84 frames, 1.40 s)\n"], "the timing of Presets/tab-forward.yaml, which says 0.25 and 0.3")
        let bad = try w.write("minutes.yaml", Self.preset(timeline: "  - { at: 0, select: 0 }\n  - { at: 0.25min, select: 1 }\n"))
        let refused = try CommandRunner.motionreel(["validate", bad])
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.hasPrefix("\(bad):10:11: timeline[1].at: expected a time in seconds (1.3, 1.3s or 1300ms), found '0.25min'\n"))
        var stills: Set<Data> = []
        for time in ["0.3", "0.3s", "300ms"] {
            let out = w.path("still-\(time).png")
            let run = try CommandRunner.motionreel(["still", w.path("time-0.25.yaml"), "--time", time, "-o", out])
            #expect(run.exitCode == 0, "\(run.stderr)")
            stills.insert(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(stills.count == 1, "the three spellings are one moment")
    }

    @Test("tabs without header and nav: each page fills the whole canvas")
    func fullScreenPages() throws {
        let w = try Workspace()
        let path = try w.write("full.yaml", Self.preset())
        for (time, colour) in [("0.1", [UInt8(255), 0, 0]), ("1.3", [0, 255, 0])] {
            let out = w.path("frame-\(time).png")
            let run = try CommandRunner.motionreel(["still", path, "--time", time, "-o", out])
            try #require(run.exitCode == 0, "\(run.stderr)")
            let frame = try #require(try MediaProbe.rawFrames(out, width: 390, height: 844).first)
            #expect(frame.count == 390 * 844 * 3)
            let wrong = stride(from: 0, to: frame.count, by: 3).filter { Array(frame[$0..<$0 + 3]) != colour }.count
            #expect(wrong == 0, "at \(time) s, \(wrong) pixels are not the page's \(colour)")
        }
    }
}
