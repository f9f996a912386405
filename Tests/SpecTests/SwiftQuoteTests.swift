import Foundation
import Preset
@testable import Spec
import Testing
import TestSupport

@Suite("diff: a Swift site's change quoted as written")
struct SwiftQuoteTests {
    @Test("a number inside a withAnimation's spring: the argument quoted, the number whole on each side")
    func numberInWithAnimation() throws {
        let quote = try #require(SwiftQuote(old: "withAnimation(.spring(duration: 0.45, bounce: 0.2))",
                                            new: "withAnimation(.spring(duration: 0.45, bounce: 0.35))"))
        #expect(quote.text == ".spring(duration: 0.45, bounce: 0.2 → 0.35)")
        #expect(quote.oldLine == 0 && quote.newLine == 0)
    }

    @Test("an animation that becomes another kind in an .animation modifier: the whole call on each side, brackets closed")
    func kindChange() throws {
        let quote = try #require(SwiftQuote(old: ".animation(.spring(response: 0.3, dampingFraction: 0.85), value: selectedTab)",
                                            new: ".animation(.snappy(duration: 0.25), value: selectedTab)"))
        #expect(quote.text == ".spring(response: 0.3, dampingFraction: 0.85) → .snappy(duration: 0.25)")
    }

    @Test("a change outside the animation (the value watched) quotes the whole site")
    func valueChange() throws {
        let quote = try #require(SwiftQuote(old: ".animation(.easeInOut(duration: 0.3), value: selectedTab)",
                                            new: ".animation(.easeInOut(duration: 0.3), value: page)"))
        #expect(quote.text == ".animation(.easeInOut(duration: 0.3), value: selectedTab → page)")
    }

    @Test("a declaration: identifiers and signed numbers whole, an added argument shown with the token before it")
    func declaration() throws {
        let declaration = "static let tabSpring = Animation.spring(response: 0.3, dampingFraction: 0.8)"
        let renamed = try #require(SwiftQuote(old: declaration,
                                              new: declaration.replacingOccurrences(of: "dampingFraction", with: "dampingRatio")))
        #expect(renamed.text == "static let tabSpring = Animation.spring(response: 0.3, dampingFraction → dampingRatio: 0.8)")
        let negative = try #require(SwiftQuote(old: "withAnimation(.bouncy(duration: 0.6, extraBounce: -0.05))",
                                               new: "withAnimation(.bouncy(duration: 0.6, extraBounce: -0.1))"))
        #expect(negative.text == ".bouncy(duration: 0.6, extraBounce: -0.05 → -0.1)")
        let added = try #require(SwiftQuote(old: "withAnimation(.spring(duration: 0.45))",
                                            new: "withAnimation(.spring(duration: 0.45, bounce: 0.2))"))
        #expect(added.text == ".spring(duration: 0.45 → 0.45, bounce: 0.2)")
    }

    @Test("a multi-line declaration: the changed line alone, at its line past the attributes; a change across lines is the lines old and new")
    func multiLine() throws {
        let old = """
            @MainActor
            static let tabSpring = Animation.spring(
                response: 0.3,
                dampingFraction: 0.8
            )
            """
        let oneLine = try #require(SwiftQuote(old: old, new: old.replacingOccurrences(of: "0.8", with: "0.65")))
        #expect(oneLine.text == "dampingFraction: 0.8 → 0.65")
        // The link's line is the name's (line 2 of the text); the change is two lines below it.
        #expect(oneLine.oldLine == 2 && oneLine.newLine == 2)

        let both = try #require(SwiftQuote(old: old, new: old.replacingOccurrences(of: "0.3,", with: "0.35,")
            .replacingOccurrences(of: "0.8", with: "0.65")))
        #expect(both.text == "response: 0.3, dampingFraction: 0.8 → response: 0.35, dampingFraction: 0.65")
        #expect(both.newLine == 1)
    }

    @Test("the same text, or the same but for spacing, is no change; a long change is cut to the report's length")
    func boundaries() throws {
        let site = "withAnimation(.spring(duration: 0.45, bounce: 0.2))"
        #expect(SwiftQuote(old: site, new: site) == nil)
        #expect(SwiftQuote(old: site, new: "withAnimation(.spring(duration: 0.45,\n    bounce: 0.2))") == nil)
        let long = String(repeating: "x", count: 5_000)
        let quote = try #require(SwiftQuote(old: "withAnimation(.a\(long))", new: "withAnimation(.b\(long)y)"))
        #expect(quote.text.count <= SpecParameter.maximumText && quote.text.contains(" → "), "\(quote.text.count)")
        // A source past the bound differs only where nothing is compared.
        let huge = String(repeating: "a", count: SpecLink.maximumSource)
        #expect(SwiftQuote(old: huge + "1", new: huge + "2") == nil)
        #expect(SwiftQuote(old: "", new: "withAnimation(.smooth)")?.text == "(empty) → withAnimation(.smooth)")
    }

    @Test("links compared by role: a changed source is quoted at its new line, moved and renamed files said; one side only is named")
    func linkChanges() throws {
        func link(_ role: String, _ file: String, _ line: Int, _ source: String) -> SpecLink {
            SpecLink(role: role, file: file, line: line, source: source)
        }
        let old = [link("transition.animation", "ContentView.swift", 58, "withAnimation(.spring(duration: 0.45, bounce: 0.2))"),
                   link("timeline[1].animation", "Motion.swift", 3, ".animation(.smooth, value: page)")]
        let new = [link("transition.animation", "ContentView.swift", 60, "withAnimation(.spring(duration: 0.45, bounce: 0.35))"),
                   link("transition", "ContentView.swift", 12, ".transition(.opacity)")]
        func causes(_ old: [SpecLink], _ new: [SpecLink]) -> [String] {
            LinkDiff.causes(old: old, new: new, paths: .repository).causes.map(\.line)
        }
        #expect(causes(old, new) == ["ContentView.swift:60 (was :58) .spring(duration: 0.45, bounce: 0.2 → 0.35)",
                                     "ContentView.swift:12 now read: .transition(.opacity)",
                                     "Motion.swift:3 no longer read: .animation(.smooth, value: page)"])
        // A file renamed with the site on its line: one site, quoted with the old name.
        let renamed = [link("transition.animation", "App/ContentView.swift", 58, "withAnimation(.spring(duration: 0.45, bounce: 0.35))")]
        #expect(causes(Array(old.prefix(1)), renamed)
                == ["App/ContentView.swift:58 (was ContentView.swift:58) .spring(duration: 0.45, bounce: 0.2 → 0.35)"])
        // Another site in another file and line: two causes, never one quote of two animations' texts.
        let other = [link("transition.animation", "Other.swift", 9, "withAnimation(.spring(duration: 0.6, bounce: 0.1))")]
        #expect(causes(Array(old.prefix(1)), other)
                == ["ContentView.swift:58 no longer read: withAnimation(.spring(duration: 0.45, bounce: 0.2))",
                    "Other.swift:9 now read: withAnimation(.spring(duration: 0.6, bounce: 0.1))"])
        #expect(causes(old, old).isEmpty)
    }

    @Test("links of a wrong shape are left out, a huge source is cut: a spec file is input, never a crash")
    func hostileLinks() throws {
        let huge = String(repeating: "x", count: SpecLink.maximumSource + 10)
        let top: [String: Any] = ["links": [
            ["role": "a", "file": "A.swift", "line": 1e300, "source": "x"],
            ["role": "b", "file": "B.swift", "line": -3, "source": "x"],
            ["file": "C.swift", "line": 2, "source": "x"],
            ["role": "d", "file": "D.swift", "line": 4, "source": 7],
            ["role": "e", "file": "E.swift", "line": 5, "source": huge],
            "not a link",
        ] as [Any]]
        let links = SpecLink.read(top)
        #expect(links.map(\.place) == ["D.swift:4", "E.swift:5"])
        #expect(links.first?.source == "" && links.last?.source.count == SpecLink.maximumSource)
        #expect(SpecLink.read(["links": "none"]).isEmpty)
    }
}

/// Spec files of ``LinkedSpring``'s preset.
enum LinkedSpringFixture {
    /// The spec files of the preset, linked to a `ContentView.swift` written with `bounce`.
    static func folder(bounce: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(LinkedSpring.contentView(bounce: bounce), to: "ContentView.swift")
        let scene = try PresetLoader.standard.load(yaml: LinkedSpring.preset, file: folder.file("linked.yaml").path, baseDirectory: folder.url)
        _ = try SpecBundle(scene).write(to: folder.url, preview: .noVideo)
        return folder
    }
}

@Suite("diff: a cause read from Swift quotes the call in every report", .serialized)
struct DiffSwiftQuoteTests {
    @Test("bounce 0.2 → 0.35 in ContentView.swift: the parameter and the quoted call, in diff.md, diff.html, JUnit and the summary")
    func bounceChange() throws {
        let code = LinkedSpring.contentView(bounce: "0.2").components(separatedBy: "\n")
        #expect(code[LinkedSpring.line - 1].contains("withAnimation(.spring(duration: 0.45, bounce: 0.2))"))
        let old = try LinkedSpringFixture.folder(bounce: "0.2"), new = try LinkedSpringFixture.folder(bounce: "0.35")
        let report = try DiffReport(baseline: old.url, new: new.url)
        #expect(report.hasChanges, "a bouncier spring moves the pages differently: the CLI exits 1")
        let preset = try #require(report.changed.first)
        // The Swift place, as the code reads, is the one cause: the preset's words for the same edit
        // (`spring.dampingFraction 0.8 → 0.65`, SwiftUI's bounce being 1 − damping fraction) are folded in.
        // The folder is in no repository: the file is written relative to the current directory.
        let file = DiffPaths.relative(new.file("ContentView.swift").path, to: FileManager.default.currentDirectoryPath)
        let quote = ".spring(duration: 0.45, bounce: 0.2 → 0.35)"
        #expect(preset.causes.map(\.line) == ["\(file):60 \(quote)"], "\(preset.causes.map(\.line))")
        #expect(preset.summary.hasPrefix("\(file):60 \(quote); "), "\(preset.summary)")

        let out = try TemporaryFolder()
        try report.write(to: out.url, junit: out.file("junit.xml"))
        let markdown = try String(contentsOf: out.file("diff.md"), encoding: .utf8)
        #expect(markdown.components(separatedBy: "**`\(file):60`** `\(quote)`").count == 2, "\(markdown)")
        #expect(markdown.contains("| linked | changed |") && !markdown.contains("dampingFraction"), "\(markdown)")
        let html = try String(contentsOf: out.file("diff.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<code class=\"place\">\(file):60</code> <code>\(quote)</code>").count == 2,
                "the quote, once")
        let junit = try String(contentsOf: out.file("junit.xml"), encoding: .utf8)
        #expect(junit.components(separatedBy: quote).count == 2 && !junit.contains("dampingFraction"), "\(junit)")
    }

    @Test("the same Swift on both sides adds no quote")
    func unchangedSwift() throws {
        let old = try LinkedSpringFixture.folder(bounce: "0.2"), new = try LinkedSpringFixture.folder(bounce: "0.2")
        let report = try DiffReport(baseline: old.url, new: new.url)
        #expect(!report.hasChanges)
        let a = try SpecDocument(contentsOf: old.file("linked.spec.json"))
        #expect(a.links.map(\.place) == ["ContentView.swift:60"] && a.links.first?.role == "transition.animation", "\(a.links)")
    }
}
