import Foundation
import Scene

/// The SHA-256 that says whether a preset's outputs are up to date: it covers the preset's text,
/// every file the scene is made from (images, icons, page files, font files), the settings that
/// change outputs, and MotionReel's version.
///
/// Each part is framed by a label and its length, so no two different inputs run together
/// into the same bytes. File paths are not hashed — the preset text names them — so a folder
/// of presets can move and stay up to date.
public enum InputHash {
    public static func compute(presetText: Data, files: [URL], settings: BatchSettings,
                               version: String) throws -> SHA256.Digest {
        try parts(presetText: presetText, files: files, settings: settings, version: version) { $0.path }.hash
    }

    /// The hash, and the preset file's and each file's own SHA-256 as a manifest entry keeps them
    /// (``BatchManifest/Inputs``), from one read of each file; `path` names a file there.
    static func parts(presetText: Data, files: [URL], settings: BatchSettings, version: String,
                      path: (URL) -> String) throws -> (hash: SHA256.Digest, inputs: BatchManifest.Inputs) {
        var hash = SHA256()
        part("motionreel", Data(version.utf8), into: &hash)
        part("settings", Data(settings.fingerprint.utf8), into: &hash)
        part("preset", presetText, into: &hash)
        var recorded: [BatchManifest.Inputs.File] = []
        for url in files {
            let data = try Data(contentsOf: url)
            // "image": the label from before page and font files were hashed too, kept so that
            // outputs made then stay up to date.
            part("image", data, into: &hash)
            recorded.append(.init(path: path(url), sha256: SHA256.hash(data).hex))
        }
        return (hash.finalize(), BatchManifest.Inputs(preset: SHA256.hash(presetText).hex, files: recorded))
    }

    /// `LABEL COUNT\n`, the bytes, `\n`: one framed part of the hashed input.
    private static func part(_ label: String, _ data: Data, into hash: inout SHA256) {
        hash.update("\(label) \(data.count)\n")
        hash.update(data)
        hash.update("\n")
    }
}
