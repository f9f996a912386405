import Encode
import Foundation
import Testing
import TestSupport

/// The docs' lists of output formats are made from the format table, so they cannot drift from
/// it: each is a part of a Markdown file between `<!-- formats: KIND -->` and `<!-- /formats -->`
/// (comments a reader does not see), which this test makes again and compares with the file.
/// After a change to the table, rewrite them and review the diff:
///
///     UPDATE_SNAPSHOTS=1 swift test --skip-build --filter FormatDocsTests
///
/// The kinds: `table` (every format: name, output, summary, alpha), `ffmpeg` and
/// `without-alpha` (the names of those formats, in a sentence).
@Suite("The docs' format lists are made from the format table")
struct FormatDocsTests {
    /// The Markdown files with generated parts; every one must have at least one.
    static let files = ["README.md", "docs/encoding.md", "docs/commands.md", "docs/features.md"]

    /// What the part of kind `kind` says.
    static func generated(_ kind: String) -> String? {
        switch kind {
        case "table":
            let rows = OutputFormat.allCases.map { format in
                "| `\(format.name)` | `\(format.destination.pattern)` | \(format.summary) | \(format.supportsAlpha ? "yes" : "no") |"
            }
            // Blank lines around it, so that Markdown sees a table between the two comments.
            return (["", "", "| `--format` | output | what it is | alpha |", "| --- | --- | --- | --- |"] + rows + ["", ""])
                .joined(separator: "\n")
        case "ffmpeg":
            return sentence(OutputFormat.allCases.filter { $0.videoProfile != nil }, "and")
        case "without-alpha":
            return sentence(OutputFormat.allCases.filter { !$0.supportsAlpha }, "or")
        default:
            return nil
        }
    }

    /// "`mp4`, `gif` or `hevc`".
    static func sentence(_ formats: [OutputFormat], _ conjunction: String) -> String {
        let names = formats.map { "`\($0.name)`" }
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    static let opening = "<!-- formats: ", closing = "<!-- /formats -->"

    /// `text` with every generated part made again; throws on a kind this test does not know or
    /// a part left open.
    static func regenerated(_ text: String) throws -> (text: String, parts: Int) {
        var result = "", rest = Substring(text), parts = 0
        while let start = rest.range(of: opening) {
            guard let kindEnd = rest[start.upperBound...].range(of: " -->"),
                  let end = rest[kindEnd.upperBound...].range(of: closing) else {
                throw DocsFailure(description: "a generated part is not closed with \(closing)")
            }
            let kind = String(rest[start.upperBound..<kindEnd.lowerBound])
            guard let part = generated(kind) else { throw DocsFailure(description: "no generated part is called '\(kind)'") }
            result += rest[..<kindEnd.upperBound] + part + closing
            rest = rest[end.upperBound...]
            parts += 1
        }
        return (result + rest, parts)
    }

    struct DocsFailure: Error, CustomStringConvertible {
        var description: String
    }

    @Test("every generated format list in the docs is the table's", arguments: files)
    func upToDate(file: String) throws {
        let url = Snapshot.repositoryRoot.appendingPathComponent(file)
        let (text, parts) = try Self.regenerated(try String(contentsOf: url, encoding: .utf8))
        #expect(parts > 0, "\(file) has no generated format list")
        let difference = try Snapshot.difference(text, storedAt: url)
        #expect(difference == nil, "\(difference ?? "")")
    }
}
