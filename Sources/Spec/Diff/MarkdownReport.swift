import Foundation
import SpecModel

/// `diff.md`: a Markdown summary to paste into a pull request or `$GITHUB_STEP_SUMMARY`, by cause
/// (``CauseGroup``): each changed Swift place once, quoted as the code reads, then a row per film
/// it changed — what a viewer sees and when, then timing and the rest — then the other platforms'
/// lines once, so one edit is one short block however many films, transitions or layers it reaches.
enum MarkdownReport {
    static func text(_ report: DiffReport) -> String {
        let changed = report.changed
        var lines = ["## Motion diff: \(changed.count) of \(report.presets.count) preset\(report.presets.count == 1 ? "" : "s") changed", ""]
        guard !changed.isEmpty else {
            lines.append("No preset changed beyond the tolerances (\(tolerances(report.tolerances))\(ownTolerances(report))).")
            return lines.joined(separator: "\n") + "\n"
        }
        for group in report.causes {
            lines += [heading(group.cause), "",
                      "| film | status | largest visible change | when | then |",
                      "| --- | --- | --- | --- | --- |"]
            for preset in group.films {
                let top = preset.headline
                let seen = top?.what ?? "—"
                let when = top?.time.map { "\(PresetDiff.format($0)) s" } ?? "—"
                let others = preset.changes.filter { $0.kind > .platform && $0.property != top?.property }
                var then = others.prefix(3).map(\.line).joined(separator: "; ")
                if others.count > 3 { then += "; \(others.count - 3) more" }
                lines.append("| \(cell(preset.name)) | \(preset.status.rawValue) | \(cell(seen)) | \(when) | \(then.isEmpty ? "—" : cell(then)) |")
            }
            if !group.platforms.isEmpty {
                lines += ["", "For the other platforms: " + group.platforms.map { "\($0.property): \(code($0.largest))" }.joined(separator: " · ")]
            }
            lines.append("")
        }
        lines += ["Tolerances: \(tolerances(report.tolerances))\(ownTolerances(report)). Curves and key frames side by side: `diff.html`."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A cause's line: its Swift place and the code as it reads, or the preset's words.
    static func heading(_ cause: PresetDiff.Change?) -> String {
        guard let cause else { return "**No Swift place or motion parameter changed**" }
        guard cause.fromSwift else { return "**\(escaped(cause.line))**" }
        return "**\(code(cause.property))** \(code(cause.largest))"
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

    /// Code as Markdown shows it: in backticks, in doubled ones when it holds one.
    static func code(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.contains("`") ? "`` \(flat) ``" : "`\(flat)`"
    }

    /// Text outside a table: what Markdown would read as emphasis or a link left as typed.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for c in text.replacingOccurrences(of: "\n", with: " ") {
            if "\\*_[]<>`".contains(c) { out.append("\\") }
            out.append(c)
        }
        return out
    }

    /// A table cell: pipes escaped, so a layer id cannot break the table.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
