import Foundation
import Preset
import Scene

/// `.motionreel.yaml`, kept beside the presets: the diff's tolerances for every preset, and a
/// preset's own by its name, so that a team can loosen one noisy preset without loosening all.
///
/// ```yaml
/// diff:
///   tolerances:        # every preset's, over the built-in defaults
///     geometry: 1
///   presets:
///     tab-blur:        # this preset's own, over everything else
///       pixels: 6
/// ```
///
/// Every key is optional. The keys under `tolerances` and under a preset's name are the
/// ``DiffTolerances/Setting`` table's, with its limits; an unknown key, a value that is not a
/// number, or a number out of its range is refused, each problem at its place in the file. How
/// the file's values rank against the command line's is ``DiffSettings``'.
public struct DiffConfig: Sendable, Equatable {
    /// The file's name, looked for where ``find(beside:currentDirectory:)`` says.
    public static let fileName = ".motionreel.yaml"

    /// The file, as messages name it.
    public var file: String
    /// `diff.tolerances`: every preset's, over the built-in defaults.
    public var tolerances: DiffTolerances.Overrides
    /// `diff.presets`: a preset's own values by its name, over everything else.
    public var presets: [String: DiffTolerances.Overrides]
    /// Where each preset's entry is (its name), for a warning when no compared preset has the name.
    public var places: [String: FileLocation]

    public init(file: String, tolerances: DiffTolerances.Overrides = .init(),
                presets: [String: DiffTolerances.Overrides] = [:], places: [String: FileLocation] = [:]) {
        self.file = file
        self.tolerances = tolerances
        self.presets = presets
        self.places = places
    }

    /// Reads the file at `url`, named `file` in messages (by default `url`'s path as given);
    /// throws every problem in it, in document order. A file with no document (empty, or only
    /// comments) sets nothing.
    public init(contentsOf url: URL, file: String? = nil) throws(DiffConfigProblems) {
        let file = file ?? url.relativePath
        self.init(file: file)
        let document: (root: Field?, reader: DocumentReader)
        switch SettingsFile.read(url, file: file) {
        case .failure(let error): throw DiffConfigProblems([error], file: file)
        case .success(let read): document = read
        }
        let reader = document.reader
        guard let root = document.root else { return }
        if let diff = reader.mapping(root, allowed: ["diff"])?["diff"],
           let section = reader.mapping(diff, allowed: ["tolerances", "presets"]) {
            if let field = section["tolerances"] { tolerances = Self.overrides(field, reader) }
            if let field = section["presets"] { readPresets(field, reader) }
        }
        if !reader.errors.isEmpty { throw DiffConfigProblems(reader.errorsInDocumentOrder, file: file) }
    }

    /// `diff.presets`: preset names, each with its tolerances.
    private mutating func readPresets(_ field: Field, _ reader: DocumentReader) {
        guard case .mapping(let mapping) = field.node else {
            reader.wrongType(field, expected: "a mapping of preset names to their tolerances, e.g. { tab-blur: { pixels: 6 } }")
            return
        }
        for (keyNode, value) in mapping {
            let key = Field(node: keyNode, path: field.path)
            guard case .scalar = keyNode, let name = key.text else {
                reader.wrongType(key, expected: "a preset's name")
                continue
            }
            presets[name] = Self.overrides(field.child(name, value), reader)
            places[name] = reader.location(of: keyNode)
        }
    }

    /// A mapping of tolerances by their keys; each bad one is reported and left out.
    private static func overrides(_ field: Field, _ reader: DocumentReader) -> DiffTolerances.Overrides {
        var result = DiffTolerances.Overrides()
        for entry in reader.mapping(field, allowed: DiffTolerances.Setting.all.map(\.key))?.entries ?? [] {
            guard let setting = DiffTolerances.Setting.named(entry.key), let value = reader.number(entry.value) else { continue }
            guard setting.allows(value) else {
                reader.invalid(entry.value, "must be \(setting.requirement), found \(entry.value.text ?? "")")
                continue
            }
            result[setting] = value
        }
        return result
    }

    /// The file `diff` reads when it is not given `--config`: `.motionreel.yaml` in the current
    /// folder, else in the folder that holds NEW (NEW's parent, whether NEW is a folder of specs
    /// or one spec file); nil when neither has one. One file is read, never both. The URL's
    /// relative path is the file as messages name it.
    public static func find(beside new: String,
                            currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
        -> URL? {
        // A folder, so that relative paths start inside it, not beside it.
        let base = URL(fileURLWithPath: currentDirectory.path, isDirectory: true)
        let here = URL(fileURLWithPath: fileName, relativeTo: base)
        if FileManager.default.fileExists(atPath: here.path) { return here }
        let holder = URL(fileURLWithPath: new, relativeTo: base).standardizedFileURL.deletingLastPathComponent()
        guard holder.path != base.standardizedFileURL.path else { return nil }
        // Named as the user wrote NEW when that is plain (`build/specs` → `build/.motionreel.yaml`).
        let written = (new as NSString).deletingLastPathComponent
        let plain = !written.isEmpty && !new.split(separator: "/").contains { $0 == "." || $0 == ".." }
        let file = URL(fileURLWithPath: ((plain ? written : holder.path) as NSString).appendingPathComponent(fileName),
                       relativeTo: base)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }
}

/// Every problem with a `.motionreel.yaml`, in document order (never empty), each
/// `FILE:LINE:COLUMN: message`.
public struct DiffConfigProblems: Error, CustomStringConvertible {
    public var errors: [DiffError]

    init(_ problems: [PresetError], file: String) {
        errors = problems.map { problem in
            let place = problem.location ?? FileLocation(file: file, line: 1, column: 1)
            return DiffError(place.file, line: place.line, column: place.column, problem.message)
        }
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
