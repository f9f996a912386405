import Foundation
import Testing

/// The errors that find the mistake in a link or an import, as a user meets them: each exits 2,
/// names the preset's place and the Swift file's, and leaves nothing written.
@Suite("swift: link and import errors that find the mistake", .serialized)
struct SwiftLinkErrorCommandTests {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/SwiftUI/Apps").standardized

    /// SpringTabs.swift in a workspace, and a tabs preset beside it whose `transition:` is `transition`.
    static func workspace(transition: String) throws -> (Workspace, preset: String) {
        let w = try Workspace()
        try w.write("App/ContentView.swift", try String(contentsOf: apps.appendingPathComponent("SpringTabs.swift"), encoding: .utf8))
        // The command tests' two-page screen, its `transition:` on line 8.
        let value = transition.hasPrefix("transition:") ? String(transition.dropFirst("transition:".count)) : transition
        let preset = try w.write("tabs.yaml", SwiftLinkCommandTests.tabs(transition: value.trimmingCharacters(in: .init(charactersIn: " "))))
        return (w, preset)
    }

    @Test("a bind: key the code never reads: the helper's parameter instead of the state passed to it")
    func unreadBindKey() throws {
        let (w, preset) = try Self.workspace(transition: """
            transition:
              swift: App/ContentView.swift
              view: ContentView
              bind: { selection: to, forward: forward }
            """)
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("\(preset):11:"), "the bind entry's place: \(run.stderr)")
        #expect(run.stderr.contains("App/ContentView.swift:") && run.stderr.contains("never reads 'forward'")
                && run.stderr.contains("did you mean 'movingForward'?"), "\(run.stderr)")
        #expect(w.contents(of: "out").isEmpty)
    }

    @Test("a Swift file that is not there: the nearest .swift name in its folder")
    func missingFile() throws {
        let (w, preset) = try Self.workspace(transition: "transition: { swift: App/ContentVeiw.swift, view: ContentView, bind: { selection: to } }")
        let run = try CommandRunner.motionreel(["validate", preset])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("\(preset):8:"), "\(run.stderr)")
        #expect(run.stderr.contains("ContentVeiw.swift: not found") && run.stderr.contains("did you mean ContentView.swift?"),
                "\(run.stderr)")
        let imported = try CommandRunner.motionreel(["import", w.path("App/ContentVew.swift")])
        #expect(imported.exitCode == 2 && imported.stderr.contains("did you mean ContentView.swift?"), "\(imported.stderr)")
        _ = w
    }

    @Test("a Swift file that is not UTF-8: the line and column of its first bad byte")
    func notUTF8() throws {
        let (w, preset) = try Self.workspace(transition: "transition: { swift: App/Latin1.swift }")
        // "// café" in Latin-1 on line 3, after two lines of code: é is the single byte 0xE9.
        var bytes = Array("import SwiftUI\nlet a = 1\n// caf".utf8)
        bytes.append(0xE9)
        bytes += Array("\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: w.path("App/Latin1.swift")))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("App/Latin1.swift:3:7: is not UTF-8 text: byte 0xE9"), "\(run.stderr)")
        #expect(run.stderr.hasPrefix("\(preset):8:"), "\(run.stderr)")
        #expect(w.contents(of: "out").isEmpty)
        let imported = try CommandRunner.motionreel(["import", w.path("App/Latin1.swift")])
        #expect(imported.exitCode == 2 && imported.stderr.contains("Latin1.swift:3:7: is not UTF-8 text"), "\(imported.stderr)")
    }

    @Test("a broken Swift file is one error, however many links reach it")
    func brokenFileOnce() throws {
        let (w, preset) = try Self.workspace(transition: """
            transition:
              swift: App/Broken.swift
              animation: { swift: App/Broken.swift }
            """)
        try w.write("App/Broken.swift", "struct V {\n    var t: AnyTransition { .opacity\n")
        let run = try CommandRunner.motionreel(["validate", preset])
        #expect(run.exitCode == 2)
        let lines = run.stderr.components(separatedBy: "\n").filter { $0.contains("Broken.swift") }
        #expect(lines.count == 1, "\(run.stderr)")
    }

    @Test("import -o refuses an unsupported call with validate's FILE:LINE:COLUMN, and writes nothing")
    func importRefusesLikeValidate() throws {
        let w = try Workspace()
        let source = try String(contentsOf: Self.apps.appendingPathComponent("SpringTabs.swift"), encoding: .utf8)
            .replacingOccurrences(of: "withAnimation(.spring(duration: 0.45, bounce: 0.2))",
                                  with: "withAnimation(.spring(duration: 0.45, bounce: 0.2).logicallyComplete(after: 0.2))")
        let swift = try w.write("App/ContentView.swift", source)
        let preset = w.path("tabs.yaml")
        let run = try CommandRunner.motionreel(["import", swift, "-o", preset])
        #expect(run.exitCode == 2)
        #expect(!FileManager.default.fileExists(atPath: preset), "nothing written")
        let line = Self.line(of: "logicallyComplete", in: source)
        let refusal = try #require(run.stderr.components(separatedBy: "\n").first { $0.contains("logicallyComplete") })
        #expect(refusal.hasPrefix("\(preset):") && refusal.contains("\(swift):\(line):"), "\(run.stderr)")
        #expect(run.stderr.contains("nothing was written"))
    }

    /// The 1-based line of the first line of code (not a comment) in `text` that contains `needle`.
    static func line(of needle: String, in text: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
         ?? -1) + 1
    }

    /// `.animation(nil, value: selection)` on the pages' container turns the change's animation
    /// off: SwiftUI shows the new page at once, and so does the film; the comment names the modifier.
    @Test("a change SwiftUI does not animate is filmed at once, and the preset names the .animation(nil, value:)")
    func nilAnimation() throws {
        let w = try Workspace()
        let source = try String(contentsOf: Self.apps.appendingPathComponent("NilElsewhere.swift"), encoding: .utf8)
            .replacingOccurrences(of: ".animation(nil, value: isEditing)", with: ".animation(nil, value: selection)")
        let swift = try w.write("App/NotesHome.swift", source)
        let preset = w.path("notes.yaml")
        let run = try CommandRunner.motionreel(["import", swift, "-o", preset])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let line = Self.line(of: ".animation(nil, value: selection)", in: source)
        let text = try String(contentsOfFile: preset, encoding: .utf8)
        #expect(text.contains("SwiftUI's transaction model: .animation(nil, value: selection) (")
                && text.contains("App/NotesHome.swift:\(line))"), "\(text)")
        #expect(try CommandRunner.motionreel(["spec", preset, "-o", w.path("out")]).exitCode == 0)
        let spec = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: w.path("out/notes.spec.json"))))
                                as? [String: Any])
        // The frame at the first change (0.3 s) already shows the new page where it rests.
        let frames = try #require(spec["frames"] as? [[String: Any]])
        let frame = try #require(frames.first { abs(($0["time"] as? Double ?? 0) - 0.3) < 1e-9 })
        let pages = (frame["layers"] as? [[String: Any]] ?? []).filter { ($0["id"] as? String)?.hasPrefix("tab.") == true }
        #expect(pages.count == 1 && pages.first?["id"] as? String == "tab.1", "\(pages)")
        #expect(((pages.first?["offset"] as? [String: Any])?["y"] as? Double) == 0)
    }

    /// A String selection compares as never equal to a page number, so every page would show the
    /// same branch: refused at its bind: entry, and import -o does not take it for a tab screen.
    @Test("a selection that is not an Int or an enum is refused, not filmed wrong")
    func stringSelection() throws {
        let (w, preset) = try Self.workspace(transition: "transition: { swift: App/Home.swift, view: Home, bind: { tab: to } }")
        let swift = try w.write("App/Home.swift", """
            struct Home: View {
                @State var tab = "feed"
                var body: some View {
                    ZStack { if tab == "feed" { Text("Feed").transition(.opacity) } else { Text("Me").transition(.slide) } }
                        .animation(.easeIn, value: tab)
                }
            }
            """)
        let run = try CommandRunner.motionreel(["validate", preset])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("\(preset):8:") && run.stderr.contains("'tab' holds a String"), "\(run.stderr)")
        let imported = try CommandRunner.motionreel(["import", swift, "-o", w.path("home.yaml")])
        #expect(imported.exitCode == 2 && !FileManager.default.fileExists(atPath: w.path("home.yaml")), "\(imported.stderr)")
    }
}
