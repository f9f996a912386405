import Foundation
import Scene
import Yams

/// Reads presets: YAML text → a validated `MotionScene`, or errors that say where and why.
///
/// ```swift
/// let scene = try PresetLoader.load(contentsOf: URL(fileURLWithPath: "presets/tab.yaml"))
/// for error in PresetLoader.validate(contentsOf: url) { print(error) }   // tab.yaml:12:7: …
/// ```
///
/// Locations name the file as the caller gave it, so pass the path the user typed.
///
/// A loader reads the scene kinds it is given: Preset knows the grammar every preset shares, each
/// kind its own. The static entries above, with every kind, are the `SceneKinds` target's
/// (`PresetLoader.standard`).
public struct PresetLoader: Sendable {
    /// The kinds a preset's `scene.kind` may name, in the order an unknown kind's error lists them.
    package let kinds: [any DecodableSceneKind.Type]

    package init(kinds: [any DecodableSceneKind.Type]) {
        self.kinds = kinds
    }

    /// Loads the preset at `url`; throws its first problem (in document order).
    ///
    /// - Parameters:
    ///   - file: how errors name the file; defaults to `url`'s path as given (relative stays relative).
    ///   - overrides: command-line values that replace the document's, checked against the same limits.
    public func load(contentsOf url: URL, file: String? = nil,
                            overrides: PresetOverrides = PresetOverrides()) throws(PresetError) -> MotionScene {
        try result(of: read(contentsOf: url, file: file, overrides: overrides))
    }

    /// Loads a preset from text. `baseDirectory` is where relative image paths start (the preset's folder).
    public func load(yaml: String, file: String, baseDirectory: URL,
                            overrides: PresetOverrides = PresetOverrides()) throws(PresetError) -> MotionScene {
        try result(of: read(yaml: yaml, file: file, baseDirectory: baseDirectory, overrides: overrides))
    }

    /// Every problem with the preset at `url`, in document order (override errors first); empty if it is valid.
    ///
    /// One pass finds unknown keys, wrong types and bad values across the whole document; a value
    /// that depends on a bad one (a tab index when the tabs are broken) is not checked, so one
    /// mistake gives one error. A YAML syntax error stops the pass.
    public func validate(contentsOf url: URL, file: String? = nil,
                                overrides: PresetOverrides = PresetOverrides()) -> [PresetError] {
        read(contentsOf: url, file: file, overrides: overrides).errors
    }

    /// Every problem with a preset given as text; see ``validate(contentsOf:file:overrides:)``.
    public func validate(yaml: String, file: String, baseDirectory: URL,
                                overrides: PresetOverrides = PresetOverrides()) -> [PresetError] {
        read(yaml: yaml, file: file, baseDirectory: baseDirectory, overrides: overrides).errors
    }

    /// The preset at `url` read once: its scene when it is valid, and every problem otherwise.
    ///
    /// For a caller that needs both (`validate` lists the problems, then describes a valid preset),
    /// and for presets that can be read only once (a pipe or a FIFO gives its bytes once).
    public func check(contentsOf url: URL, file: String? = nil,
                             overrides: PresetOverrides = PresetOverrides()) -> Result<MotionScene, PresetProblems> {
        let read = read(contentsOf: url, file: file, overrides: overrides)
        if let scene = read.scene, read.errors.isEmpty { return .success(scene) }
        return .failure(PresetProblems(errors: read.errors.isEmpty
            ? [PresetError(.syntax("the preset could not be read"), at: nil)] : read.errors))
    }

    // MARK: -

    private func result(of read: (scene: MotionScene?, errors: [PresetError]))
        throws(PresetError) -> MotionScene {
        if let first = read.errors.first { throw first }
        guard let scene = read.scene else {
            // Decoding returns nil only after reporting why; this guards that invariant.
            throw PresetError(.syntax("the preset could not be read"), at: nil)
        }
        return scene
    }

    private func read(contentsOf url: URL, file: String?,
                             overrides: PresetOverrides) -> (scene: MotionScene?, errors: [PresetError]) {
        let file = file ?? url.relativePath
        switch PresetSource.load(url, file: file) {
        case .failure(let error):
            return (nil, [error])
        case .success(let source):
            return read(yaml: source.text, file: file, baseDirectory: source.baseDirectory, overrides: overrides)
        }
    }

    private func read(yaml: String, file: String, baseDirectory: URL,
                             overrides: PresetOverrides) -> (scene: MotionScene?, errors: [PresetError]) {
        let overrideErrors = overrides.errors()
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard yaml.utf8.count <= Limits.maximumPresetBytes else {
            let message = "it is larger than \(Limits.maximumPresetBytes) bytes (1 MiB), the most a preset may be"
            return (nil, overrideErrors + [PresetError(.unreadable(file: file, message: message), at: nil)])
        }
        // Before anything walks the document: an alias stands for all its nodes, so a few lines
        // of anchors can name a hundred million.
        if let excess = NodeBudget.firstExcess(in: yaml) {
            let location = SourceLocation(file: file, line: excess.line, column: excess.column)
            return (nil, overrideErrors + [PresetError(.invalidValue(path: "", message: excess.message), at: location)])
        }
        let root: Node
        switch Node.composed(yaml, file: file) {
        case .failure(let error):
            return (nil, overrideErrors + [error])
        case .success(nil):
            return (nil, overrideErrors + [PresetError(.syntax("the preset is empty"), at: start)])
        case .success(let node?):
            root = node
        }

        let reader = DocumentReader(file: file, baseDirectory: baseDirectory)
        let defaultName = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        // Invalid overrides are left out, so the document is still checked with its own values;
        // the others (a new one too) pass as given.
        var usable = overrides
        usable.fps = overrides.fps.flatMap { Limit.fps.contains(Double($0)) ? $0 : nil }
        usable.scale = overrides.scale.flatMap { $0.isFinite && Limit.scale.contains($0) ? $0 : nil }
        let rootField = Field(node: root, path: "")
        let scene = reader.decodePreset(rootField, defaultName: defaultName, overrides: usable, kinds: kinds)
        // The film's length needs the whole scene; a valid one is cheap to build (see FilmLength).
        if reader.errors.isEmpty, let scene { reader.checkFilmLength(scene, root: rootField) }
        let errors = overrideErrors + reader.errorsInDocumentOrder
        return (errors.isEmpty ? scene : nil, errors)
    }
}

/// Every problem with one preset, in document order (never empty).
public struct PresetProblems: Error, Sendable {
    public var errors: [PresetError]
}
