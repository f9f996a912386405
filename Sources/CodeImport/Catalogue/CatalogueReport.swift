import Foundation
import Preset
import SwiftModel
import SwiftReading

/// What `import DIR -o FOLDER` says: each preset's outcome, `filmed N of M sites`, and every site
/// not filmed at `FILE:LINE:COLUMN` with why — as text, or as JSON for CI.
public struct CatalogueReport: Sendable {
    public var folder: String
    public var outcomes: [(path: String, outcome: CatalogueFolder.Outcome)]
    public var sites: Int
    public var unfilmed: [UnfilmedSite]
    public var problems: [SwiftReadError]
    public var files: Int

    public init(folder: String, outcomes: [(path: String, outcome: CatalogueFolder.Outcome)], sites: Int,
                unfilmed: [UnfilmedSite], problems: [SwiftReadError], files: Int) {
        self.folder = folder
        self.outcomes = outcomes
        self.sites = sites
        self.unfilmed = unfilmed
        self.problems = problems
        self.files = files
    }

    public var filmed: Int { sites - unfilmed.count }

    /// The lines a terminal shows: what changed in the folder, the count, what was not filmed.
    public var text: String {
        var lines: [String] = []
        for (path, outcome) in outcomes {
            let shown = (folder as NSString).appendingPathComponent(path)
            switch outcome {
            case .written: lines.append("wrote \(shown)")
            case .removed: lines.append("removed \(shown): its code is gone")
            case .kept: lines.append("kept \(shown): edited by hand (its first line is not import's marker), so import leaves it alone")
            case .unchanged: break
            }
        }
        let count = { (o: CatalogueFolder.Outcome) in self.outcomes.filter { $0.outcome == o }.count }
        let presets = outcomes.filter { $0.outcome != .removed }.count
        lines.append("filmed \(filmed) of \(sites) site\(sites == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): "
                     + "\(presets) preset\(presets == 1 ? "" : "s") in \(folder) (\(count(.written)) written, "
                     + "\(count(.unchanged)) unchanged, \(count(.kept)) kept, \(count(.removed)) removed)")
        if !unfilmed.isEmpty {
            lines.append("not filmed:")
            lines += unfilmed.map { "  \($0.location): \($0.reason)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{ "folder", "filmed", "sites", "presets": [ { "path", "outcome" } ], "unfilmed": [ { "file", "line", "column", "reason" } ], "problems": [ … ] }`.
    public var json: String {
        let presets = outcomes.map { "{\"path\": \(PresetForm.jsonString($0.path)), \"outcome\": \"\($0.outcome.rawValue)\"}" }
        let sites = unfilmed.map { site in
            "{\"file\": \(PresetForm.jsonString(site.location.file)), \"line\": \(site.location.line), "
                + "\"column\": \(site.location.column), \"reason\": \(PresetForm.jsonString(site.reason))}"
        }
        func list(_ items: [String]) -> String { items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]" }
        return "{\n  \"folder\": \(PresetForm.jsonString(folder)),\n  \"filmed\": \(filmed),\n  \"sites\": \(self.sites),\n"
            + "  \"presets\": \(list(presets)),\n  \"unfilmed\": \(list(sites)),\n"
            + "  \"problems\": \(list(problems.map(ProblemJSON.object)))\n}\n"
    }
}
