import Foundation
import SpecModel

/// `diff.md`: a Markdown summary to paste into a pull request or `$GITHUB_STEP_SUMMARY`, one
/// row per changed preset: the cause in the preset's words, then the largest change a viewer sees
/// and when, then timing and the rest, so the first row says why before it says what.
enum MarkdownReport {
    static func text(_ report: DiffReport) -> String {
        let changed = report.changed
        var lines = ["## Motion diff: \(changed.count) of \(report.presets.count) preset\(report.presets.count == 1 ? "" : "s") changed", ""]
        guard !changed.isEmpty else {
            lines.append("No preset changed beyond the tolerances (\(tolerances(report.tolerances))\(ownTolerances(report))).")
            return lines.joined(separator: "\n") + "\n"
        }
        lines += ["| preset | status | cause | largest visible change | when | then |",
                  "| --- | --- | --- | --- | --- | --- |"]
        for preset in changed {
            let cause = preset.causeSummary ?? "no motion parameter changed"
            let top = preset.headline
            let seen = top?.what ?? "—"
            let when = top?.time.map { "\(PresetDiff.format($0)) s" } ?? "—"
            let others = preset.changes.filter { $0.kind > .platform && $0.property != top?.property }
            var then = others.prefix(3).map(\.line).joined(separator: "; ")
            if others.count > 3 { then += "; \(others.count - 3) more" }
            lines.append("| \(cell(preset.name)) | \(preset.status.rawValue) | \(cell(cause)) | \(cell(seen)) | \(when) | \(then.isEmpty ? "—" : cell(then)) |")
        }
        let platforms = changed.filter { !$0.platformChanges.isEmpty }
        if !platforms.isEmpty {
            lines += ["", "### For the other platforms", ""]
            for preset in platforms {
                lines.append("- **\(cell(preset.name))**: " + preset.platformChanges.map { "\($0.what)" }.joined(separator: "; "))
            }
        }
        lines += ["", "Tolerances: \(tolerances(report.tolerances))\(ownTolerances(report)). Curves and key frames side by side: `diff.html`."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `; tab-blur's own: pixels 6 levels (.motionreel.yaml)`: the presets a team loosened, so a
    /// reviewer sees why a preset is not listed.
    static func ownTolerances(_ report: DiffReport) -> String {
        let own = report.ownTolerances.sorted { $0.key < $1.key }.map { "\($0.key)'s own: \($0.value.description)" }
        guard !own.isEmpty else { return "" }
        return "; " + own.joined(separator: "; ") + (report.configFile.map { " (\($0))" } ?? "")
    }

    static func tolerances(_ t: DiffTolerances) -> String {
        t.description
    }

    /// A table cell: pipes escaped, so a layer id cannot break the table.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
