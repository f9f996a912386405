import Foundation
import Spec
import Testing
import TestSupport

/// docs/diff.md's tolerance table is made from the table in the code (`DiffTolerances.Setting`), so
/// the options, file keys, defaults and limits it lists cannot drift from it: it is the part
/// between `<!-- tolerances -->` and `<!-- /tolerances -->`, made again here and compared with the
/// file. After a change to the table, rewrite it and review the diff:
///
///     UPDATE_SNAPSHOTS=1 swift test --skip-build --filter DiffToleranceDocsTests
@Suite("docs/diff.md: the tolerance table and the .motionreel.yaml example are the code's")
struct DiffToleranceDocsTests {
    static let file = Snapshot.repositoryRoot.appendingPathComponent("docs/diff.md")
    static let opening = "<!-- tolerances -->", closing = "<!-- /tolerances -->"

    /// The table, with blank lines around it so that Markdown sees a table between the comments.
    static var table: String {
        let rows = DiffTolerances.Setting.all.map { setting in
            "| `\(setting.flag)` | `\(setting.key)` | \(setting.format(setting.defaultValue)) | "
                + "\(setting.format(setting.maximum)) | \(setting.appliesTo) |"
        }
        return (["", "", "| option | `.motionreel.yaml` key | default | at most | applies to |", "| --- | --- | --- | --- | --- |"]
            + rows + ["", ""]).joined(separator: "\n")
    }

    @Test("the table in docs/diff.md is the code's")
    func table() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let start = try #require(text.range(of: Self.opening), "docs/diff.md has no \(Self.opening)")
        let end = try #require(text.range(of: Self.closing, range: start.upperBound..<text.endIndex), "\(Self.opening) is not closed")
        let made = text[..<start.upperBound] + Self.table + text[end.lowerBound...]
        let difference = try Snapshot.difference(String(made), storedAt: Self.file)
        #expect(difference == nil, "\(difference ?? "")")
    }

    @Test("the .motionreel.yaml example reads without a problem, restates the defaults and loosens tab-blur")
    func example() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- example: not a preset (.motionreel.yaml"))
        let open = try #require(text.range(of: "```yaml\n", range: marker.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
        let folder = try TemporaryFolder()
        let url = try folder.write(String(text[open.upperBound..<close.lowerBound]) + "\n", to: DiffConfig.fileName)
        let settings = DiffSettings(config: try DiffConfig(contentsOf: url))
        #expect(settings.tolerances == DiffTolerances())
        #expect(settings.tolerances(for: "tab-blur").pixelLevels == 6)
    }
}
