import Foundation
import Scene
import Preset

/// Two spec files, or two folders of them (batch outputs, presets matched by name), compared:
/// one ``PresetDiff`` per preset on either side.
///
/// ```swift
/// let report = try DiffReport(baseline: URL(fileURLWithPath: "main"), new: URL(fileURLWithPath: "out"))
/// try report.write(to: URL(fileURLWithPath: "diff"), junit: nil)
/// exit(report.hasChanges ? 1 : 0)
/// ```
public struct DiffReport: Sendable {
    public let baseline: String
    public let new: String
    /// Every preset's tolerances, but for those a preset has of its own (``ownTolerances``).
    public let tolerances: DiffTolerances
    /// Sorted by preset name.
    public let presets: [PresetDiff]
    /// What each preset of ``presets`` was compared with, by name: ``tolerances``, with the values
    /// of its own entry in `.motionreel.yaml` over them.
    public let presetTolerances: [String: DiffTolerances]
    /// The values of the presets that have their own in `.motionreel.yaml`, by name
    /// (`tab-blur: pixels 6 levels`); only presets of the report.
    public let ownTolerances: [String: DiffTolerances.Overrides]
    /// The `.motionreel.yaml` whose tolerances were used, as messages name it; nil without one.
    public let configFile: String?
    /// `FILE:LINE:COLUMN: warning: …` for each preset `.motionreel.yaml` names that was not
    /// compared (misspelt, or gone): its tolerances were not used.
    public let warnings: [String]

    /// How Swift files are written in every output (``DiffPaths``).
    public let paths: DiffPaths

    public var changed: [PresetDiff] { presets.filter { $0.status != .unchanged } }
    /// Each cause once with the films it changed (``CauseGroup``): how every output lists the changes.
    public var causes: [CauseGroup] { CauseGroup.groups(of: presets) }
    public var hasChanges: Bool { !changed.isEmpty }

    /// Reads and compares everything with the same `tolerances` for every preset; any unreadable
    /// input is a ``DiffError``.
    public init(baseline: URL, new: URL, tolerances: DiffTolerances = DiffTolerances(), paths: DiffPaths = .repository) throws(DiffError) {
        try self.init(baseline: baseline, new: new, settings: DiffSettings(tolerances: tolerances), paths: paths)
    }

    /// Reads and compares everything, each preset with its tolerances in `settings`; any unreadable
    /// input is a ``DiffError``.
    public init(baseline: URL, new: URL, settings: DiffSettings, paths: DiffPaths = .repository) throws(DiffError) {
        self.baseline = baseline.path
        self.new = new.path
        self.paths = paths
        tolerances = settings.tolerances
        configFile = settings.file
        let oldIsFolder = try Self.isFolder(baseline), newIsFolder = try Self.isFolder(new)
        guard oldIsFolder == newIsFolder else {
            throw DiffError.path(oldIsFolder ? new.path : baseline.path,
                            "compare a spec file with a spec file, or a folder with a folder (\(baseline.path) is \(oldIsFolder ? "a folder" : "a file"))")
        }
        if !oldIsFolder {
            let old = try SpecDocument(contentsOf: baseline), fresh = try SpecDocument(contentsOf: new)
            presets = [try PresetDiff(name: fresh.name, old: old, new: fresh, tolerances: settings.tolerances(for: fresh.name),
                                      paths: paths)]
        } else {
            let oldFiles = try Self.specs(in: baseline), newFiles = try Self.specs(in: new)
            guard !oldFiles.isEmpty || !newFiles.isEmpty else {
                throw DiffError.path(new.path, "no NAME.spec.json files in either folder: nothing to compare (write them with `motionreel batch --spec`)")
            }
            var diffs: [PresetDiff] = []
            for name in Set(oldFiles.keys).union(newFiles.keys).sorted() {
                let old = try oldFiles[name].map { url throws(DiffError) in try SpecDocument(contentsOf: url) }
                let fresh = try newFiles[name].map { url throws(DiffError) in try SpecDocument(contentsOf: url) }
                if let old, let fresh {
                    diffs.append(try PresetDiff(name: name, old: old, new: fresh, tolerances: settings.tolerances(for: name),
                                                paths: paths))
                } else {
                    diffs.append(PresetDiff(name: name, onlyOld: old, onlyNew: fresh))
                }
            }
            presets = diffs
        }
        let names = presets.map(\.name)
        presetTolerances = Dictionary(uniqueKeysWithValues: names.map { ($0, settings.tolerances(for: $0)) })
        ownTolerances = settings.presets.filter { names.contains($0.key) }
        warnings = Self.unused(settings, compared: names)
    }

    /// A warning for each preset `settings` has its own tolerances for but `compared` lacks, in
    /// the file's order.
    private static func unused(_ settings: DiffSettings, compared names: [String]) -> [String] {
        settings.presets.keys.filter { !names.contains($0) }
            .sorted { a, b in
                let (l, r) = (settings.places[a], settings.places[b])
                return l != r ? (l?.line ?? 0, l?.column ?? 0) < (r?.line ?? 0, r?.column ?? 0) : a < b
            }
            .map { name in
                let place = settings.places[name].map { "\($0)" } ?? settings.file ?? name
                let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                return "\(place): warning: no preset called '\(name)' was compared, so its tolerances (diff.presets.\(name)) "
                    + "were not used\(hint)"
            }
    }

    private static func isFolder(_ url: URL) throws(DiffError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DiffError.path(url.path, "no such spec file or folder")
        }
        return isDirectory.boolValue
    }

    /// The folder's `NAME.spec.json` files by NAME (not its subfolders).
    private static func specs(in folder: URL) throws(DiffError) -> [String: URL] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw DiffError.path(folder.path, "cannot list the folder")
        }
        var specs: [String: URL] = [:]
        for file in names where file.hasSuffix(".spec.json") && !file.hasPrefix(".") {
            specs[String(file.dropLast(".spec.json".count))] = folder.appendingPathComponent(file)
        }
        // A batch's folder is often reused (a CI cache): a preset that is gone from the batch — a
        // catalogue's view state removed from the code — leaves its old spec behind. The folder's
        // manifest says which presets the batch has now; the others are not compared as if current.
        if let current = currentPresets(in: folder) { specs = specs.filter { current.contains($0.key) } }
        return specs
    }

    /// The names `manifest.json` lists, when the folder has one that reads as a batch's manifest.
    private static func currentPresets(in folder: URL) -> Set<String>? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
              let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let presets = manifest["presets"] as? [[String: Any]] else { return nil }
        return Set(presets.compactMap { $0["name"] as? String })
    }

    /// Writes `diff.md` and `diff.html` into `directory` and, when given, the JUnit file
    /// (their folders created if missing), each under a hidden name first, then all moved into
    /// place together: none is seen half-written, and a failure leaves the earlier ones as they were.
    public func write(to directory: URL, junit: URL?) throws {
        for folder in [directory] + (junit.map { [$0.deletingLastPathComponent()] } ?? []) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw SpecError.io(path: folder.path, message: "cannot create the folder")
            }
        }
        let reports = StagedFiles(directory: directory)
        var junitFile: StagedFiles?
        do {
            try reports.write(Data(MarkdownReport.text(self).utf8), as: "diff.md")
            try reports.write(Data(HTMLReport.html(self).utf8), as: "diff.html")
            if let junit {
                let staged = StagedFiles(directory: junit.deletingLastPathComponent())
                junitFile = staged
                try staged.write(Data(JUnitReport.xml(self).utf8), as: junit.lastPathComponent)
            }
            // One transaction: the JUnit file a CI job reads never disagrees with diff.md.
            try StagedFiles.commit([reports] + (junitFile.map { [$0] } ?? []))
        } catch {
            reports.discard()
            junitFile?.discard()
            throw error
        }
    }
}
