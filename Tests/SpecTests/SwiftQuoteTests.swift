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
        let changes = LinkDiff.changes(old: old, new: new).map(\.line)
        #expect(changes == ["ContentView.swift:60 (was :58) .spring(duration: 0.45, bounce: 0.2 → 0.35)",
                            "transition linked to ContentView.swift:12",
                            "timeline[1].animation no longer linked (was Motion.swift:3)"])
        let renamed = [link("transition.animation", "App/ContentView.swift", 60, "withAnimation(.spring(duration: 0.45, bounce: 0.35))")]
        #expect(LinkDiff.changes(old: Array(old.prefix(1)), new: renamed).map(\.property)
                == ["App/ContentView.swift:60 (was ContentView.swift:58)"])
        #expect(LinkDiff.changes(old: old, new: old).isEmpty)
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
        let causes = preset.changes.filter { $0.kind == .cause }
        let parameter = try #require(preset.cause)
        // SwiftUI's bounce is 1 − damping fraction: the preset's word for the same edit.
        #expect(parameter.line == "transition.animation.spring.dampingFraction 0.8 → 0.65 (ContentView.swift:60)",
                "\(causes.map(\.line))")
        let quote = "ContentView.swift:60 .spring(duration: 0.45, bounce: 0.2 → 0.35)"
        #expect(causes.map(\.line).contains(quote), "\(causes.map(\.line))")
        #expect(preset.summary.hasPrefix("\(parameter.what) in \(quote)"), "\(preset.summary)")

        let out = try TemporaryFolder()
        try report.write(to: out.url, junit: out.file("junit.xml"))
        let markdown = try String(contentsOf: out.file("diff.md"), encoding: .utf8)
        let row = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| linked |") }.map(String.init), "\(markdown)")
        #expect(row.contains("ContentView.swift:60") && row.contains("bounce: 0.2 → 0.35") && row.contains(parameter.what), "\(row)")
        let html = try String(contentsOf: out.file("diff.html"), encoding: .utf8)
        #expect(html.contains("<td>ContentView.swift:60</td><td>.spring(duration: 0.45, bounce: 0.2 → 0.35)</td>"), "the quote's row")
        #expect(html.contains("<td>\(parameter.property)</td>"), "the parameter's row")
        let junit = try String(contentsOf: out.file("junit.xml"), encoding: .utf8)
        #expect(junit.contains("bounce: 0.2 → 0.35") && junit.contains(parameter.property), "\(junit)")
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
