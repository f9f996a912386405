import Foundation

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
    public let tolerances: DiffTolerances
    /// Sorted by preset name.
    public let presets: [PresetDiff]

    public var changed: [PresetDiff] { presets.filter { $0.status != .unchanged } }
    public var hasChanges: Bool { !changed.isEmpty }

    /// Reads and compares everything; any unreadable input is a ``DiffError``.
    public init(baseline: URL, new: URL, tolerances: DiffTolerances = DiffTolerances()) throws(DiffError) {
        self.baseline = baseline.path
        self.new = new.path
        self.tolerances = tolerances
        let oldIsFolder = try Self.isFolder(baseline), newIsFolder = try Self.isFolder(new)
        guard oldIsFolder == newIsFolder else {
            throw DiffError(oldIsFolder ? new.path : baseline.path,
                            "compare a spec file with a spec file, or a folder with a folder (\(baseline.path) is \(oldIsFolder ? "a folder" : "a file"))")
        }
        if !oldIsFolder {
            let old = try SpecDocument(contentsOf: baseline), fresh = try SpecDocument(contentsOf: new)
            presets = [try PresetDiff(name: fresh.name, old: old, new: fresh, tolerances: tolerances)]
            return
        }
        let oldFiles = try Self.specs(in: baseline), newFiles = try Self.specs(in: new)
        guard !oldFiles.isEmpty || !newFiles.isEmpty else {
            throw DiffError(new.path, "no NAME.spec.json files in either folder: nothing to compare (write them with `motionreel batch --spec`)")
        }
        var diffs: [PresetDiff] = []
        for name in Set(oldFiles.keys).union(newFiles.keys).sorted() {
            let old = try oldFiles[name].map { url throws(DiffError) in try SpecDocument(contentsOf: url) }
            let fresh = try newFiles[name].map { url throws(DiffError) in try SpecDocument(contentsOf: url) }
            if let old, let fresh {
                diffs.append(try PresetDiff(name: name, old: old, new: fresh, tolerances: tolerances))
            } else {
                diffs.append(PresetDiff(name: name, onlyOld: old, onlyNew: fresh))
            }
        }
        presets = diffs
    }

    private static func isFolder(_ url: URL) throws(DiffError) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DiffError(url.path, "no such spec file or folder")
        }
        return isDirectory.boolValue
    }

    /// The folder's `NAME.spec.json` files by NAME (not its subfolders).
    private static func specs(in folder: URL) throws(DiffError) -> [String: URL] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw DiffError(folder.path, "cannot list the folder")
        }
        var specs: [String: URL] = [:]
        for file in names where file.hasSuffix(".spec.json") && !file.hasPrefix(".") {
            specs[String(file.dropLast(".spec.json".count))] = folder.appendingPathComponent(file)
        }
        return specs
    }

    /// Writes `diff.md` and `diff.html` into `directory` and, when given, the JUnit file
    /// (their folders created if missing), each under a hidden name first, so none is seen half-written.
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
            try reports.commit()
            try junitFile?.commit()
        } catch {
            reports.discard()
            junitFile?.discard()
            throw error
        }
    }
}
