import Foundation
import Testing

/// One Swift edit, one cause: the fixture app (`Tests/Fixtures/ShopApp`, in a git repository) is
/// catalogued and batched, one thing is edited — a spring four transitions use, a shared `Animation`
/// constant two screens use, a `static var` transition — and catalogued and batched again; `diff`
/// names the edit once, at its line, relative to the repository, in the terminal, `diff.md`,
/// `diff.html` and JUnit, with the films it changed under it.
@Suite("diff by cause: one Swift edit is one line, at its place in the repository, in every output", .serialized)
struct DiffByCauseTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/ShopApp").standardized

    /// A workspace with the app at `ShopApp/` in a git repository, its catalogue batched into `base`.
    private func baseline() throws -> Workspace {
        let w = try Workspace()
        for name in ["Motion.swift", "CartView.swift", "ShelfView.swift"] {
            _ = try w.write("ShopApp/\(name)", try String(contentsOf: Self.app.appendingPathComponent(name), encoding: .utf8))
        }
        #expect(try CommandRunner.tool("git", ["init", "-q", w.url.path]).exitCode == 0)
        try catalogue(w, into: "base")
        return w
    }

    private func catalogue(_ w: Workspace, into folder: String) throws {
        let imported = try CommandRunner.motionreel(["import", "ShopApp", "-o", "catalogue"], in: w.url)
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let batch = try CommandRunner.motionreel(["batch", "catalogue", "-o", folder, "--spec", "--format", "none"], in: w.url)
        #expect(batch.exitCode == 0, "\(batch.stderr)")
    }

    /// What `diff` wrote after `file`'s `old` text became `new`: the terminal's lines and the three files.
    private struct Outputs {
        var terminal: [String], markdown: String, html: String, junit: String
    }

    private func edit(_ w: Workspace, _ file: String, _ old: String, _ new: String, paths: [String] = []) throws -> (Outputs, line: Int) {
        let path = w.path("ShopApp/\(file)")
        let code = try String(contentsOfFile: path, encoding: .utf8)
        // The line of the edit, read here from the file.
        let line = try #require(code.components(separatedBy: "\n").firstIndex { $0.contains(old) }) + 1
        try code.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        try catalogue(w, into: "new")
        let run = try CommandRunner.motionreel(["diff", "base", "new", "-o", "diff", "--junit", "diff/junit.xml"] + paths, in: w.url)
        #expect(run.exitCode == 1, "an edit that changes the motion exits 1: \(run.stderr)")
        func read(_ name: String) throws -> String { try String(contentsOfFile: w.path("diff/\(name)"), encoding: .utf8) }
        return (Outputs(terminal: run.stderr.components(separatedBy: "\n"), markdown: try read("diff.md"), html: try read("diff.html"),
                        junit: try read("junit.xml")), line)
    }

    /// Checks that `outputs` name one cause, `place change`, with `films` under it, in all four.
    private func expectOneCause(_ outputs: Outputs, place: String, change: String, films: [String], platforms: Bool,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let cause = "\(place) \(change)"
        // The terminal: the cause, then a line per film, then each platform once.
        let heads = outputs.terminal.filter { !$0.hasPrefix("  ") && !$0.isEmpty && !$0.hasPrefix("wrote ") && !$0.hasSuffix(" changed") }
        #expect(heads == [cause], "\(outputs.terminal)", sourceLocation: sourceLocation)
        let named = outputs.terminal.compactMap { $0.firstMatch(of: /^  changed ([^:]+):\s/).map { String($0.1) } }
        #expect(named == films, "\(outputs.terminal)", sourceLocation: sourceLocation)
        for platform in ["Compose", "Flutter", "CSS"] {
            #expect(outputs.terminal.count { $0.hasPrefix("  \(platform): ") } == (platforms ? 1 : 0), "\(outputs.terminal)",
                    sourceLocation: sourceLocation)
        }
        // diff.md: one block, a row per film; a pull-request comment of a screen.
        let lines = outputs.markdown.components(separatedBy: "\n")
        #expect(lines.filter { $0.hasPrefix("**") } == ["**`\(place)`** `\(change)`"], "\(outputs.markdown)", sourceLocation: sourceLocation)
        #expect(films.allSatisfy { film in lines.count { $0.hasPrefix("| \(film) | changed |") } == 1 }, "\(outputs.markdown)",
                sourceLocation: sourceLocation)
        #expect(lines.count { $0.hasPrefix("For the other platforms: ") } == (platforms ? 1 : 0), sourceLocation: sourceLocation)
        #expect(lines.count <= 16 && outputs.markdown.count <= 2_000, "a screen: \(lines.count) lines, \(outputs.markdown.count) characters",
                sourceLocation: sourceLocation)
        // diff.html: the cause once, heading its films.
        let heading = "<h2 class=\"cause\"><code class=\"place\">\(place)</code> <code>\(Self.escaped(change))</code></h2>"
        #expect(outputs.html.components(separatedBy: "<h2 class=\"cause\">").count == 2
                && outputs.html.contains(heading), "\(outputs.html.prefix(3000))", sourceLocation: sourceLocation)
        // JUnit: each changed film's failure names the cause once.
        #expect(outputs.junit.components(separatedBy: Self.escaped(cause)).count == films.count + 1, "\(outputs.junit)",
                sourceLocation: sourceLocation)
        for film in films {
            #expect(outputs.junit.contains("name=\"\(film)\">\n      <failure message=\"\(Self.escaped(cause))"), "\(outputs.junit)",
                    sourceLocation: sourceLocation)
        }
        // Paths from the repository's root: nothing relative to the catalogue's folder.
        for text in outputs.terminal + [outputs.markdown, outputs.html, outputs.junit] {
            #expect(!text.contains("../"), "\(text.prefix(300))", sourceLocation: sourceLocation)
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    @Test("a spring literal four transitions use: one cause at its line, one film, each platform once")
    func springLiteral() throws {
        let w = try baseline()
        let (outputs, line) = try edit(w, "CartView.swift", "response: 0.4, dampingFraction: 0.7", "response: 0.5, dampingFraction: 0.7")
        expectOneCause(outputs, place: "ShopApp/CartView.swift:\(line)", change: ".spring(response: 0.4 → 0.5, dampingFraction: 0.7)",
                       films: ["CartView-showsCart"], platforms: true)
    }

    @Test("a shared Animation constant two screens use: one cause at the declaration's line, both films under it")
    func sharedConstant() throws {
        let w = try baseline()
        let (outputs, line) = try edit(w, "Motion.swift", "response: 0.35, dampingFraction: 0.8", "response: 0.5, dampingFraction: 0.8")
        expectOneCause(outputs, place: "ShopApp/Motion.swift:\(line)",
                       change: "static let cardSpring = Animation.spring(response: 0.35 → 0.5, dampingFraction: 0.8)",
                       films: ["SaleBanner-shown", "ShelfView-showsShelf"], platforms: true)
    }

    @Test("a static var transition: one cause at the line edited in its declaration, not in the preset's words")
    func staticTransition() throws {
        let w = try baseline()
        let (outputs, line) = try edit(w, "Motion.swift", ".scale(scale: 0.8)", ".scale(scale: 0.6)")
        expectOneCause(outputs, place: "ShopApp/Motion.swift:\(line)", change: ".scale(scale: 0.8 → 0.6).combined(with: .opacity)",
                       films: ["CartView-showsCart"], platforms: false)
    }

    @Test("--paths absolute and relative write the same place from the file system's root and from the current folder")
    func pathStyles() throws {
        let w = try baseline()
        let (absolute, line) = try edit(w, "CartView.swift", "response: 0.4,", "response: 0.45,", paths: ["--paths", "absolute"])
        let head = try #require(absolute.terminal.first, "\(absolute.terminal)")
        #expect(head.hasPrefix("/") && head.contains("/ShopApp/CartView.swift:\(line) .spring(response: 0.4 → 0.45"), "\(head)")
        #expect(absolute.markdown.contains("/ShopApp/CartView.swift:\(line)`**"), "\(absolute.markdown)")
        let relative = try CommandRunner.motionreel(["diff", "../base", "../new", "-o", "../diff", "--paths", "relative"],
                                                    in: w.url.appendingPathComponent("ShopApp"))
        #expect(relative.stderr.hasPrefix("CartView.swift:\(line) .spring(response: 0.4 → 0.45"), "\(relative.stderr)")
    }
}
