import Foundation
import Scene
import Yams

/// A YAML file of settings kept beside the presets (the diff's `.motionreel.yaml`), read as a preset
/// is — at most a preset's bytes and YAML nodes, UTF-8, libyaml's errors at their places — so that
/// what decodes it uses a ``DocumentReader`` and its problems read `FILE:LINE:COLUMN: message`, as
/// a preset's do.
package enum SettingsFile {
    /// The document of the file at `url` (nil when it holds none: empty, or only comments) and a
    /// reader that names the file `file` in its messages; or why it could not be read, at line 1,
    /// column 1 of the file when the problem has no place of its own.
    package static func read(_ url: URL, file: String) -> Result<(root: Field?, reader: DocumentReader), PresetError> {
        let start = SourceLocation(file: file, line: 1, column: 1)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return .failure(PresetError(.invalidValue(path: "", message: "this is a folder, not a settings file"), at: start))
        }
        let limit = Limits.maximumPresetBytes
        let text: String
        do {
            let bytes = try PresetSource.readBytes(url.path, atMost: limit + 1).get().bytes
            guard bytes.count <= limit else {
                let message = "the file is larger than \(limit) bytes (1 MiB), the most a settings file may be"
                return .failure(PresetError(.invalidValue(path: "", message: message), at: start))
            }
            text = try PresetSource.decode(bytes, file: file, what: "file").get()
        } catch let failure as PresetSource.ReadFailure {
            return .failure(PresetError(.invalidValue(path: "", message: "cannot read the file: \(failure.message)"), at: start))
        } catch {
            return .failure(error as? PresetError ?? PresetError(.syntax("\(error)"), at: start))
        }
        if let excess = NodeBudget.firstExcess(in: text) {
            return .failure(PresetError(.invalidValue(path: "", message: excess.message),
                                        at: SourceLocation(file: file, line: excess.line, column: excess.column)))
        }
        return Node.composed(text, file: file).map { root in
            (root.map { Field(node: $0, path: "") }, DocumentReader(file: file, baseDirectory: url.deletingLastPathComponent()))
        }
    }
}
