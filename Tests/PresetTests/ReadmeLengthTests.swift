import Foundation
import Testing

/// The README is the page a newcomer reads whole: at most 200 lines, and a start of exactly two
/// commands. What does not fit has a page in `docs/`, which the README links.
@Suite("README.md: at most 200 lines, a two-command start")
struct ReadmeLengthTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md").standardized

    @Test("at most 200 lines")
    func length() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // A file ending in a line break has no line after it.
        let count = lines.count - (text.hasSuffix("\n") ? 1 : 0)
        #expect(count <= 200, "README.md has \(count) lines; move detail to docs/")
    }

    @Test("the quick start is exactly make demo and make test")
    func quickStart() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.components(separatedBy: "\n## Start\n").dropFirst().first, "no ## Start section")
        let block = try #require(start.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let commands = block.split(separator: "\n").map { String($0.split(separator: "#").first ?? "").trimmingCharacters(in: .whitespaces) }
        #expect(commands == ["make demo", "make test"], "\(block)")
    }
}
