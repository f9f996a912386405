import Foundation
import SpecModel

/// `diff.md`: a Markdown summary to paste into a pull request or `$GITHUB_STEP_SUMMARY`, one
/// row per changed preset with its biggest change, so a reviewer sees at a glance what moved.
enum MarkdownReport {
    static func text(_ report: DiffReport) -> String {
        let changed = report.changed
        var lines = ["## Motion diff: \(changed.count) of \(report.presets.count) preset\(report.presets.count == 1 ? "" : "s") changed", ""]
        guard !changed.isEmpty else {
            lines.append("No preset changed beyond the tolerances (\(tolerances(report.tolerances))).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines += ["| preset | status | property | largest difference | when | other changes |",
                  "| --- | --- | --- | --- | --- | --- |"]
        for preset in changed {
            guard let top = preset.headline else { continue }
            let when = top.time.map { "\(PresetDiff.format($0)) s" } ?? "—"
            let others = preset.changes.filter { $0.property != top.property }
            var other = others.prefix(3).map { "\($0.property) \($0.largest)" }.joined(separator: "; ")
            if others.count > 3 { other += "; \(others.count - 3) more" }
            lines.append("| \(cell(preset.name)) | \(preset.status.rawValue) | \(cell(top.property)) | \(cell(top.largest)) | \(when) | \(other.isEmpty ? "—" : cell(other)) |")
        }
        lines += ["", "Tolerances: \(tolerances(report.tolerances)). Curves and key frames side by side: `diff.html`."]
        return lines.joined(separator: "\n") + "\n"
    }

    static func tolerances(_ t: DiffTolerances) -> String {
        t.description
    }

    /// A table cell: pipes escaped, so a layer id cannot break the table.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
