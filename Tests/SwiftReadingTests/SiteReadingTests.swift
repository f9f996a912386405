import Foundation
import SwiftModel
import SwiftReading
import Testing
import TestSupport

/// Sites are found where the code has them — at the `.transition`, `.animation` or `withAnimation`
/// token, or a declaration's name — and nowhere else.
@Suite("Reading Swift: sites, declarations and what is refused before any evaluation")
struct SiteReadingTests {
    static let source = """
        import SwiftUI

        extension AnyTransition {
            static var fadeUp: AnyTransition { .move(edge: .bottom).combined(with: .opacity) }
        }

        struct Screen: View {
            @State private var on = false
            /// `.transition(.slide)` in a doc comment is no site.
            let note = "withAnimation(.spring) { }"

            var body: some View {
                Text(note)
                    .transition(.fadeUp.animation(.easeIn))
                    .animation(.snappy, value: on)
            }

            func toggle() {
                withAnimation { on.toggle() }
            }
        }
        """

    @Test("each site at its own token, with its source and context")
    func sites() throws {
        let file = try SwiftSourceReader.read(text: Self.source, path: "Screen.swift")
        let lines = Self.source.components(separatedBy: "\n")
        func place(_ needle: String) -> (Int, Int) {
            let index = lines.firstIndex { $0.contains(needle) && !$0.contains("///") }!
            return (index + 1, lines[index].distance(from: lines[index].startIndex, to: lines[index].range(of: needle)!.lowerBound) + 1)
        }
        #expect(file.sites.map(\.kind) == [.transition, .transition, .animation, .animation])
        #expect(file.sites.map { [$0.location.line, $0.location.column] } == [
            [place("fadeUp:").0, place("fadeUp:").1], [place("transition(.fadeUp").0, place("transition(.fadeUp").1],
            [place("animation(.snappy").0, place("animation(.snappy").1], [place("withAnimation {").0, place("withAnimation {").1],
        ])
        #expect(file.sites[0].symbol == "AnyTransition.fadeUp")
        #expect(file.sites[1].owner == "Screen" && file.sites[1].enclosingFunction == "body")
        #expect(file.text(of: file.sites[1].span) == ".transition(.fadeUp.animation(.easeIn))")
        #expect(file.sites[2].value == "on")
        #expect(file.sites[3].argument == nil && file.sites[3].enclosingFunction == "toggle")
    }

    @Test("a file that does not parse is refused at its first error")
    func syntaxError() {
        #expect {
            _ = try SwiftSourceReader.read(text: "let x = (1, \n", path: "Bad.swift")
        } throws: { error in
            (error as? SwiftReadError)?.description.hasPrefix("Bad.swift:") == true
                && (error as? SwiftReadError)?.message.hasPrefix("syntax error: ") == true
        }
    }

    /// A file saved with `\r\n`, or with lone `\r` (old Mac editors, some generators): the
    /// compiler ends a line at each, so a refusal and a site are at the line an editor shows
    /// (the Swift fuzzer found a refusal placed past a lone-CR file's `\n` count).
    @Test("a refusal and a site in a file saved with \\r\\n or lone \\r are at the line an editor shows",
          arguments: ["\r\n", "\r"])
    func carriageReturns(_ separator: String) throws {
        let good = ["struct V: View {", "    @State var on = false", "    var body: some View {", "        Text(\"a\")",
                    "            .transition(.opacity)", "    }", "}"]
        let file = try SwiftSourceReader.read(text: good.joined(separator: separator), path: "V.swift")
        #expect(file.sites.map { [$0.location.line, $0.location.column] } == [[5, 14]])
        var bad = good
        bad[4] = "            .opacity(0.5 +)"
        let error = try #require(throws: SwiftReadError.self) {
            try SwiftSourceReader.read(text: bad.joined(separator: separator), path: "V.swift")
        }
        #expect(error.location?.line == 5, "\(error)")
        #expect(error.description.hasPrefix("V.swift:5:"), "\(error)")
        // A `//` comment and an unterminated string end at a lone `\r` too: the brackets after it are code.
        let deep = String(repeating: "[", count: 7)
        let scanned = try #require(throws: SwiftReadError.self) {
            try SwiftSourceReader.read(text: "// note\(separator)let a = \"open\(separator)let b = \(deep)", path: "S.swift")
        }
        #expect(scanned.description.hasPrefix("S.swift:3:15: square brackets nested more than 6 deep"), "\(scanned)")
    }

    @Test("chains too deep to walk safely are refused before anything recurses over them",
          arguments: ["members", "operators", "calls"])
    func deepChains(_ shape: String) {
        let text = switch shape {
        case "members": "let x = a" + String(repeating: ".b", count: 100_000)
        case "operators": "let x = 1" + String(repeating: " + 1", count: 100_000)
        default: "let x = " + String(repeating: "f(", count: 5_000) + String(repeating: ")", count: 5_000)
        }
        #expect(throws: SwiftReadError.self) { _ = try SwiftSourceReader.read(text: text, path: "Deep.swift") }
    }

    @Test("square brackets nested past the limit are refused before parsing, at the first one too deep")
    func squareBrackets() throws {
        let deep = String(repeating: "[", count: 85)
        let text = "struct V {\n    var x = Toggle\(deep)(\"\")\n}\n"
        let error = try #require(throws: SwiftReadError.self) { try SwiftSourceReader.read(text: text, path: "Deep.swift") }
        // Line 2, at the seventh `[` (column 19 + 6): the first one beyond six.
        #expect(error.description.hasPrefix("Deep.swift:2:25: square brackets nested more than 6 deep"), "\(error)")
        // Six deep is read.
        let six = "let x = " + String(repeating: "[", count: 6) + "1" + String(repeating: "]", count: 6) + "\n"
        #expect(throws: Never.self) { _ = try SwiftSourceReader.read(text: six, path: "Six.swift") }
        // Brackets in comments and strings are not code; those in an interpolation are.
        let quiet = [
            "// \(deep)\nlet a = 1\n",
            "/* /* \(deep) */ */\nlet a = 1\n",
            "let a = \"\(deep)\"\n",
            "let a = #\"\\(\(deep)\"#\n",
            "let a = \"\"\"\n\(deep)\n\"\"\"\n",
        ]
        for text in quiet {
            #expect((try? SwiftSourceReader.read(text: text, path: "Quiet.swift")) != nil, "\(text)")
        }
        let interpolated = "let a = \"\\(\(deep))\"\n"
        #expect(throws: SwiftReadError.self) { _ = try SwiftSourceReader.read(text: interpolated, path: "Loud.swift") }
    }

    @Test("a file larger than the limit, or not UTF-8, is refused by name")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        let binary = try folder.write(Data([0xFF, 0xFE, 0x00, 0x80]), to: "Binary.swift")
        #expect(throws: SwiftReadError(file: "Binary.swift", location: CodeLocation(file: "Binary.swift", line: 1, column: 1),
                                       "is not UTF-8 text: byte 0xFF here is not valid UTF-8; save the file as UTF-8")) {
            _ = try SwiftSourceReader.read(contentsOf: binary, path: "Binary.swift")
        }
        // The first bad byte after valid text, multi-byte characters counted as the compiler counts columns (bytes).
        let later = try folder.write(Data("let a = 1\nlet b = \"é".utf8) + Data([0xC3, 0x28]), to: "Later.swift")
        #expect(throws: SwiftReadError(file: "Later.swift", location: CodeLocation(file: "Later.swift", line: 2, column: 12),
                                       "is not UTF-8 text: byte 0xC3 here is not valid UTF-8; save the file as UTF-8")) {
            _ = try SwiftSourceReader.read(contentsOf: later, path: "Later.swift")
        }
        #expect(throws: SwiftReadError.self) {
            _ = try SwiftSourceReader.read(contentsOf: folder.file("Missing.swift"), path: "Missing.swift")
        }
    }
}
