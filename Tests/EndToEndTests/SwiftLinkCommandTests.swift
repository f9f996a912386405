import Foundation
import Testing
import TestSupport

/// `swift:` links and `motionreel import`, as a user runs them.
@Suite("swift: links and import from the command line", .serialized)
struct SwiftLinkCommandTests {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Presets").standardized

    /// The source design's tab screen, as a user's ContentView.swift.
    static func contentView() throws -> String {
        try String(contentsOf: presets.appendingPathComponent("swift/TabTransition.swift"), encoding: .utf8)
    }

    static func line(of needle: String, in text: String) -> Int {
        // Code only: a file's header comment may quote it.
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") } ?? -1) + 1
    }

    @Test("import lists every site with its place, source, variables and preset form; --json as the contract gives it")
    func importListing() throws {
        let w = try Workspace()
        let source = try Self.contentView()
        let file = try w.write("ContentView.swift", source)
        let text = try CommandRunner.motionreel(["import", file])
        #expect(text.exitCode == 0, "\(text.stderr)")
        let animationLine = Self.line(of: ".animation(.spring", in: source)
        #expect(text.stdout.contains("\(file):\(animationLine):14: animation .animation(…) on selectedTab"), "\(text.stdout)")
        #expect(text.stdout.contains("preset: { spring: { response: 0.3, dampingFraction: 0.85 } }"))
        #expect(text.stdout.hasSuffix("5 sites (4 transition, 1 animation) in 1 file\n"), "\(text.stdout)")
        // The stale-state warning, once, at the line that sets previousTab too late: the words
        // validate and render give.
        let onChange = Self.line(of: "previousTab = oldValue", in: source)
        let warnings = text.stderr.components(separatedBy: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(text.stderr)")
        #expect(warnings.first?.hasPrefix("\(file):\(onChange):") == true, "\(text.stderr)")
        #expect(warnings.first?.contains("the removed page's transition reads 'previousTab', but it is set in "
                                         + ".onChange(of: selectedTab)") == true, "\(text.stderr)")

        let json = try CommandRunner.motionreel(["import", file, "--json"])
        #expect(json.exitCode == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let sites = try #require(document["sites"] as? [[String: Any]])
        #expect(sites.count == 5)
        for site in sites {
            #expect(Set(site.keys) == ["file", "line", "column", "kind", "symbol", "value", "in", "source", "variables",
                                       "preset", "error"], "\(site.keys)")
        }
        let animation = try #require(sites.first { $0["kind"] as? String == "animation" })
        #expect(animation["line"] as? Int == animationLine && animation["value"] as? String == "selectedTab")
        #expect((animation["preset"] as? [String: Any])?["spring"] as? [String: Double] == ["response": 0.3, "dampingFraction": 0.85])
        #expect(animation["error"] is NSNull)
        let declaration = try #require(sites.first { $0["symbol"] as? String == "ContentView.tabTransition" })
        #expect(declaration["line"] as? Int == Self.line(of: "var tabTransition", in: source))
        #expect(Set(declaration["variables"] as? [String] ?? []) == ["selectedTab", "previousTab"])
        #expect(declaration["preset"] is NSNull)
        #expect((declaration["error"] as? String)?.hasPrefix("needs bindings: ") == true)
    }

    @Test("import -o writes a tabs preset that validates and renders; it refuses to overwrite and to link a folder")
    func importPreset() throws {
        let w = try Workspace()
        let file = try w.write("App/ContentView.swift", try Self.contentView())
        let preset = w.path("tabs.yaml")
        let written = try CommandRunner.motionreel(["import", file, "-o", preset])
        #expect(written.exitCode == 0, "\(written.stderr)")
        #expect(written.stdout.contains("wrote \(preset): a tabs preset linked to ContentView.swift"))
        let text = try String(contentsOfFile: preset, encoding: .utf8)
        #expect(text.contains("swift: App/ContentView.swift"))
        #expect(text.contains("selectedTab: to") && text.contains("previousTab: from") && text.contains("# the selection:"))
        #expect(text.contains("tabs:\n    - { name: \"Dashboard\"") && text.contains("{ name: \"Gallery\""))
        // import -o warns as validate does, word for word.
        let validate = try CommandRunner.motionreel(["validate", preset])
        #expect(validate.exitCode == 0)
        let warning = try #require(written.stderr.components(separatedBy: "\n").first { $0.contains("warning:") })
        #expect(warning.hasPrefix("\(preset):"), "\(warning)")
        #expect(validate.stderr.components(separatedBy: "\n").contains(warning), "\(validate.stderr)")
        let render = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(render.exitCode == 0, "\(render.stderr)")
        #expect(render.stderr.components(separatedBy: "\n").contains(warning), "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: w.path("out/tabs.mp4")))

        let again = try CommandRunner.motionreel(["import", file, "-o", preset])
        #expect(again.exitCode == 2 && again.stderr.contains("already exists; choose another name, or add --force"))
        #expect(try CommandRunner.motionreel(["import", file, "-o", preset, "--force"]).exitCode == 0)
        let folder = try CommandRunner.motionreel(["import", w.path("App"), "-o", w.path("other.yaml")])
        #expect(folder.exitCode == 2 && folder.stderr.contains("name the files, not a folder"), "\(folder.stderr)")
        #expect(!FileManager.default.fileExists(atPath: w.path("other.yaml")))
        let missing = try CommandRunner.motionreel(["import", w.path("Nope.swift")])
        #expect(missing.exitCode == 2 && missing.stderr.contains("Nope.swift: not found"))
    }

    @Test("render refuses a broken link with exit 2, both places, and writes nothing")
    func brokenLink() throws {
        let w = try Workspace()
        try w.write("View.swift", "struct V { var t: AnyTransition { .move(edge: isForward ? .leading : .trailing) } }")
        let preset = try w.write("bad.yaml", SmallPreset.slide(name: "bad").replacingOccurrences(
            of: "  insertion: [ { move: auto } ]\n  removal: [ { move: auto } ]\n",
            with: "  swift: View.swift\n"))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("\(preset):16:3: \(w.path("View.swift")):1:47: 'isForward' is not bound"), "\(run.stderr)")
        #expect(w.contents(of: "out").isEmpty)
    }

    /// A tabs screen whose `transition:` (line 8, column 13) is the link under test.
    static func tabs(transition: String) -> String {
        """
        name: refused
        canvas: { size: [120, 200], scale: 1, fps: 30 }
        scene:
          kind: tabs
          header: { height: 20 }
          nav: { height: 30 }
          tabs: [ { name: A, content: { wireframe: cards } }, { name: B, content: { wireframe: list } } ]
        transition: \(transition)
        timeline: [ { at: 0, select: 0 }, { at: 0.1, select: 1 } ]
        hold: 0.1

        """
    }

    static let refusingView = """
        import SwiftUI
        struct TabsView: View {
            @State private var isForward = true
            var tabTransition: AnyTransition { .move(edge: isForward ? .trailing : .leading) }
            var spinning: AnyTransition { spin(40) }
            func spin(_ n: Int) -> AnyTransition { n == 0 ? .opacity : spin(n - 1) }
            var custom: AnyTransition { .modifier(active: Fade(), identity: Fade()) }
            var body: some View {
                ZStack { Text("a").transition(.opacity); Text("b").transition(.slide) }
            }
        }

        """

    /// Every refusal the contract lists, with the Swift place it must name (nil where the file
    /// itself is the problem) and words from its message.
    static let refusals: [(name: String, transition: String, swiftPlace: String?, words: String)] = [
        ("missing file", "{ swift: Missing.swift }", nil, "Missing.swift: not found"),
        ("misspelt symbol", "{ swift: View.swift, symbol: tabTransiton, bind: { isForward: true } }", nil,
         "did you mean 'tabTransition'?"),
        ("unbound variable", "{ swift: View.swift, symbol: tabTransition }", "View.swift:4:52", "'isForward' is not bound"),
        ("undeclared modifier", "{ swift: View.swift, symbol: custom }", "View.swift:7:51", "'Fade(…)' is not declared"),
        ("recursion", "{ swift: View.swift, symbol: spinning }", "View.swift:", "spin"),
        ("ambiguity", "{ swift: View.swift }", nil, "6 transition sites"),
        ("syntax error", "{ swift: Broken.swift }", "Broken.swift:1:", "expected"),
    ]

    @Test("every refusal of a link: exit 2 from render, the preset's place and the Swift file's, nothing written",
          arguments: refusals.indices)
    func everyRefusal(index: Int) throws {
        let refusal = Self.refusals[index]
        let w = try Workspace()
        try w.write("View.swift", Self.refusingView)
        try w.write("Broken.swift", "struct V { var t: AnyTransition { .move(edge: .leading }\n")
        let preset = try w.write("refused.yaml", Self.tabs(transition: refusal.transition))
        let run = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(run.exitCode == 2, "\(refusal.name): \(run.stderr)")
        #expect(run.stderr.hasPrefix("\(preset):8:"), "\(refusal.name): \(run.stderr)")
        if let swiftPlace = refusal.swiftPlace {
            #expect(run.stderr.contains(w.path(swiftPlace)) || run.stderr.contains(swiftPlace), "\(refusal.name): \(run.stderr)")
        }
        #expect(run.stderr.contains(refusal.words), "\(refusal.name): \(run.stderr)")
        #expect(w.contents(of: "out").isEmpty, "\(refusal.name) wrote \(w.contents(of: "out"))")
    }

    @Test("validate prints the stale-state warning of the source design's code, and still exits 0")
    func validateWarns() throws {
        let preset = Self.presets.appendingPathComponent("tab-from-code.yaml").path
        let run = try CommandRunner.motionreel(["validate", preset])
        #expect(run.exitCode == 0)
        #expect(run.stderr.contains("warning: the removed page's transition reads 'previousTab'"), "\(run.stderr)")
        #expect(run.stdout.contains("ok \(preset) (tabs,"))
    }

    @Test("batch: skipped while the linked Swift is unchanged, rendered again after the spring changes; diff exits 1")
    func liveLinkInBatch() throws {
        let w = try Workspace()
        try w.write("presets/Motion.swift", "extension Animation { static let tabSpring = Animation.spring(response: 0.3, dampingFraction: 0.85) }\n")
        try w.write("presets/linked.yaml", SmallPreset.slide(name: "linked").replacingOccurrences(
            of: "animation: { spring: { response: 0.3, dampingFraction: 0.85 } }",
            with: "animation: { swift: Motion.swift, symbol: tabSpring }"))
        let first = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-o", w.path("base")])
        #expect(first.exitCode == 0, "\(first.stderr)")
        let second = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-o", w.path("base")])
        #expect((second.stdout + second.stderr).contains("0 rendered, 1 skipped"), "\(second.stdout)\(second.stderr)")
        // A copy of the outputs, then the spring changes in the code.
        _ = try CommandRunner.tool("cp", ["-r", w.path("base"), w.path("new")])
        try w.write("presets/Motion.swift", "extension Animation { static let tabSpring = Animation.spring(response: 0.35, dampingFraction: 0.85) }\n")
        let third = try CommandRunner.motionreel(["batch", w.path("presets"), "--spec", "-o", w.path("new")])
        #expect((third.stdout + third.stderr).contains("1 rendered, 0 skipped"), "\(third.stdout)\(third.stderr)")
        let spec = try String(contentsOfFile: w.path("new/linked.spec.json"), encoding: .utf8)
        #expect(spec.contains("\"response\": 0.35") && spec.contains("\"file\": \"Motion.swift\""))
        let diff = try CommandRunner.motionreel(["diff", w.path("base"), w.path("new"), "-o", w.path("diff")])
        #expect(diff.exitCode == 1, "\(diff.stdout)\(diff.stderr)")
        #expect((diff.stdout + diff.stderr).contains("changed linked"), "\(diff.stdout)\(diff.stderr)")
    }

    @Test("spec, change bounce in the Swift, spec again: diff exits 1 quoting the call as written at its line")
    func diffQuotesTheCall() throws {
        let w = try Workspace()
        let preset = try w.write("presets/linked.yaml", LinkedSpring.preset)
        try w.write("presets/ContentView.swift", LinkedSpring.contentView(bounce: "0.2"))
        #expect(try CommandRunner.motionreel(["spec", preset, "-o", w.path("base")]).exitCode == 0)
        try w.write("presets/ContentView.swift", LinkedSpring.contentView(bounce: "0.35"))
        #expect(try CommandRunner.motionreel(["spec", preset, "-o", w.path("new")]).exitCode == 0)
        let diff = try CommandRunner.motionreel(["diff", w.path("base"), w.path("new"), "-o", w.path("diff")])
        #expect(diff.exitCode == 1, "\(diff.stderr)")
        // The Swift place is the cause, once, then the film it changed.
        let quote = "ContentView.swift:\(LinkedSpring.line) .spring(duration: 0.45, bounce: 0.2 → 0.35)"
        #expect(diff.stderr.contains(quote + "\n  changed linked: ") && diff.stderr.components(separatedBy: quote).count == 2,
                "\(diff.stderr)")
        let markdown = try String(contentsOfFile: w.path("diff/diff.md"), encoding: .utf8)
        #expect(markdown.contains("ContentView.swift:\(LinkedSpring.line)`** `.spring(duration: 0.45, bounce: 0.2 → 0.35)`")
                && markdown.contains("| linked | changed |"), "\(markdown)")
    }

    /// The path a new user takes: import a realistic tabs screen, render what import -o wrote,
    /// see SwiftUI's motion (the buttons' spring; on the reversal the removed page leaving the way
    /// its last render said, with the warning), then change `bounce` in Swift: diff exits 1 naming
    /// it at its line.
    @Test("import -o, render, change bounce in Swift: diff exits 1 naming bounce at its line")
    func newUserLoop() throws {
        let w = try Workspace()
        let source = try String(contentsOf: Self.presets.appendingPathComponent("../Tests/Fixtures/SwiftUI/Apps/SpringTabs.swift"),
                                encoding: .utf8)
        let swift = try w.write("App/ContentView.swift", source)
        let preset = w.path("tabs.yaml")
        let imported = try CommandRunner.motionreel(["import", swift, "-o", preset])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let assignment = Self.line(of: "movingForward = tab.rawValue", in: source)
        #expect(imported.stderr.contains("\(swift):\(assignment):"), "the warning names the line that sets movingForward: \(imported.stderr)")
        let render = try CommandRunner.motionreel(["render", preset, "-o", w.path("out")])
        #expect(render.exitCode == 0 && render.stderr.contains("warning: the removed page's transition reads 'movingForward'"))
        #expect(FileManager.default.fileExists(atPath: w.path("out/tabs.mp4")))

        #expect(try CommandRunner.motionreel(["spec", preset, "-o", w.path("base")]).exitCode == 0)
        let spec = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: w.path("base/tabs.spec.json"))))
                                as? [String: Any])
        let animation = try #require(((spec["transitions"] as? [[String: Any]])?.first?["animations"] as? [[String: Any]])?.first?["animation"]
                                     as? [String: Any])
        #expect(animation["response"] as? Double == 0.45 && animation["dampingFraction"] as? Double == 0.8, "the buttons' spring")
        // On the reversal (Profile → Home at 1.9 s), 0.1 s in: Home comes in from leading, and
        // Profile, whose last render still read movingForward = true, leaves towards leading too.
        let frames = try #require(spec["frames"] as? [[String: Any]])
        let frame = try #require(frames.first { abs(($0["time"] as? Double ?? 0) - 2.0) < 1e-9 })
        let layers = try #require(frame["layers"] as? [[String: Any]])
        func x(_ id: String) -> Double? { ((layers.first { $0["id"] as? String == id })?["offset"] as? [String: Any])?["x"] as? Double }
        #expect(try #require(x("tab.2")) < 0 && (try #require(x("tab.0"))) < 0, "both towards leading: \(String(describing: x("tab.2"))), \(String(describing: x("tab.0")))")

        let line = Self.line(of: "withAnimation(.spring(duration: 0.45, bounce: 0.2))", in: source)
        try w.write("App/ContentView.swift", source.replacingOccurrences(of: "bounce: 0.2))", with: "bounce: 0.35))"))
        #expect(try CommandRunner.motionreel(["spec", preset, "-o", w.path("new")]).exitCode == 0)
        let diff = try CommandRunner.motionreel(["diff", w.path("base"), w.path("new"), "-o", w.path("diff")])
        #expect(diff.exitCode == 1, "\(diff.stderr)")
        #expect(diff.stderr.contains("ContentView.swift:\(line) .spring(duration: 0.45, bounce: 0.2 → 0.35)"), "\(diff.stderr)")
    }
}
