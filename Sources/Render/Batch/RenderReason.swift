import Foundation

/// A preset's entry in an earlier batch into the output folder — a manifest's or the journal's —
/// with what that batch was made with.
struct EarlierEntry: Sendable {
    var entry: BatchManifest.Entry
    /// Where it was found: the manifest's file name, or the journal.
    var source: String
    /// The MotionReel version and settings lines that made it; nil when its record does not say
    /// (a journal record of a MotionReel before they were kept).
    var motionreel: String?
    var settings: [String]?
}

/// Why a batch renders a preset that no earlier batch has up to date, as `batch --dry-run`
/// prints it: `a new preset`, or what changed since the preset's entry of an earlier batch
/// (found by its preset file's path, else by its name) —
///
/// ```
/// since the last batch: the preset file changed, App/ContentView.swift changed, --scale 1 → 2, MotionReel 0.4.0 → 0.5.0
/// ```
///
/// — or, when the entry does not say what its hash was made of (a manifest from before entries
/// kept their ``BatchManifest/Inputs``) and no option or version differs,
/// `changed since the last batch (the manifest does not say what)`.
enum RenderReason {
    static let newPreset = "a new preset"
    static let failed = "it failed in the last batch"
    static let refused = "it was refused in the last batch"
    static let unknown = "changed since the last batch (the manifest does not say what)"

    /// The reason for the preset at `preset` named `name`, whose hash is made of `inputs`,
    /// `settings` (the fingerprint's lines) and `version`; `earlier` in the order batches trust them.
    static func text(preset: String, name: String, inputs: BatchManifest.Inputs?, settings: [String], version: String,
                     among earlier: [EarlierEntry]) -> String {
        guard let last = earlier.first(where: { $0.entry.preset == preset }) ?? earlier.first(where: { $0.entry.name == name })
        else { return newPreset }
        var changes: [String] = []
        if let inputs, let was = last.entry.inputs { changes += fileChanges(from: was, to: inputs) }
        if let was = last.settings { changes += BatchSettings.changes(from: was, to: settings) }
        if let was = last.motionreel, was != version { changes.append("MotionReel \(was) → \(version)") }
        if !changes.isEmpty { return "since the last batch: " + changes.joined(separator: ", ") }
        switch last.entry.status {
        case .failed: return failed
        case .refused: return refused
        case .rendered, .skipped: return unknown
        }
    }

    /// `the preset file changed`, then each file by its path: `… changed`, `… added` (newly drawn
    /// or linked), `… removed` (no longer).
    static func fileChanges(from was: BatchManifest.Inputs, to now: BatchManifest.Inputs) -> [String] {
        var changes = was.preset == now.preset ? [] : ["the preset file changed"]
        let before = Dictionary(was.files.map { ($0.path, $0.sha256) }, uniquingKeysWith: { first, _ in first })
        let paths = Set(now.files.map(\.path))
        for file in now.files {
            switch before[file.path] {
            case nil: changes.append("\(file.path) added")
            case file.sha256: break
            default: changes.append("\(file.path) changed")
            }
        }
        changes += was.files.filter { !paths.contains($0.path) }.map { "\($0.path) removed" }
        return changes
    }
}
