import Foundation

/// Text a test keeps in a file of the repository — a command's `--help`, a part of the docs made
/// from the format table — and compares on every run, so a change to it shows up as a diff to
/// review. With `UPDATE_SNAPSHOTS=1` in the environment the files are rewritten instead:
///
///     UPDATE_SNAPSHOTS=1 swift test --skip-build --filter 'HelpSnapshotTests|FormatDocsTests'
public enum Snapshot {
    /// Whether this run rewrites snapshots rather than checking them.
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" }

    /// The repository's root folder, the one holding `Tests/`.
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Compares `text` with the file at `url` (or, when updating, writes it there) and says how
    /// they differ: nil when they are the same or the file was just written.
    public static func difference(_ text: String, storedAt url: URL) throws -> String? {
        let stored = try? String(contentsOf: url, encoding: .utf8)
        if isUpdating {
            if stored != text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            return nil
        }
        guard let stored else { return "\(url.path) is missing: run the test with UPDATE_SNAPSHOTS=1 to write it" }
        guard let line = firstDifference(stored, text) else { return nil }
        return "\(url.path) is out of date (UPDATE_SNAPSHOTS=1 rewrites it), from line \(line.number):\n"
            + "- \(line.stored ?? "(end of file)")\n+ \(line.actual ?? "(end of file)")"
    }

    /// The first line where `stored` and `actual` part, numbered from 1; nil when they are equal.
    static func firstDifference(_ stored: String, _ actual: String)
        -> (number: Int, stored: String?, actual: String?)? {
        guard stored != actual else { return nil }
        let old = stored.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        return (index + 1, index < old.count ? old[index] : nil, index < new.count ? new[index] : nil)
    }

    /// Removes the files in `folder` ending in `suffix` that are not among `kept` (names), when
    /// updating; otherwise lists them, as snapshots of something that no longer exists.
    public static func strays(in folder: URL, suffix: String, kept: Set<String>) throws -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let strays = names.filter { $0.hasSuffix(suffix) && !kept.contains($0) }.sorted()
        guard isUpdating else { return strays }
        for name in strays { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        return []
    }
}
