import Encode
import Foundation

/// `manifest.json`: what a batch did with each preset, and the checksums that let the next run skip it.
///
/// Written atomically with sorted keys, so the same run gives the same bytes except the wall times.
public struct BatchManifest: Codable, Sendable, Hashable {
    /// Bumped when the layout changes; a manifest of another version is not trusted for skipping.
    public static let formatVersion = 1

    public var manifestVersion: Int
    /// The MotionReel version that wrote it.
    public var motionreel: String
    /// The settings fingerprint, `key=value` per line (see ``BatchSettings/fingerprint``).
    public var settings: [String]
    /// `I/N` when the batch was one shard of several.
    public var shard: String?
    /// `cost` when the shards were split by cost (`--balance cost`); absent for the hash split.
    public var balance: String?
    /// One entry per preset, in input order (sorted by path).
    public var presets: [Entry]

    public init(motionreel: String, settings: BatchSettings, shard: Shard?, balance: ShardBalance = .hash, presets: [Entry]) {
        self.manifestVersion = Self.formatVersion
        self.motionreel = motionreel
        self.settings = settings.fingerprint.split(separator: "\n").map(String.init)
        self.shard = shard?.description
        self.balance = shard != nil && balance != .hash ? balance.rawValue : nil
        self.presets = presets
    }

    /// What happened to a preset.
    ///
    /// `refused` and `failed` are apart so that CI can tell a typo from a crash: `refused` is a
    /// preset the batch would not take (a mistake in it, a missing or unreadable file, a name
    /// already used in the run) — the exit code 2 of `render` and `validate` —, `failed` one whose
    /// rendering or writing failed (an encoder, a full disk, a folder in the way): exit code 1.
    public enum Status: String, Codable, Sendable, Hashable {
        case rendered, skipped, refused, failed

        /// Rendered or skipped: its outputs are in the folder.
        public var isDone: Bool { self == .rendered || self == .skipped }
    }

    /// One preset's line in the manifest.
    public struct Entry: Codable, Sendable, Hashable {
        /// The preset's `name:` (its outputs' base name); the file name when it could not be read.
        public var name: String
        /// The preset file, as given on the command line.
        public var preset: String
        /// ``InputHash`` in hex; nil when the preset could not be read.
        public var inputHash: String?
        public var status: Status
        /// Why it was refused (`FILE:LINE:COLUMN: message` for a bad preset) or failed.
        public var error: String?
        public var frames: Int?
        /// Seconds of animation: frames / fps.
        public var duration: Double?
        /// Seconds this run spent on the preset (checking only, for a skipped one).
        public var wallTime: Double
        public var outputs: [Output]
        /// The Swift sites its motion is linked to (`swift:`), for the gallery to group and quote;
        /// nil for a preset with no link (and in manifests written before links were kept).
        public var code: [CodePlace]?
        /// The parts of ``inputHash`` a later batch compares to say what changed; nil when the preset
        /// could not be read (and in manifests written before the parts were kept).
        public var inputs: Inputs?

        public init(name: String, preset: String, inputHash: String?, status: Status, error: String? = nil,
                    frames: Int? = nil, duration: Double? = nil, wallTime: Double, outputs: [Output] = [],
                    code: [CodePlace]? = nil, inputs: Inputs? = nil) {
            self.name = name
            self.preset = preset
            self.inputHash = inputHash
            self.status = status
            self.error = error
            self.frames = frames
            self.duration = duration
            self.wallTime = wallTime
            self.outputs = outputs
            self.code = code
            self.inputs = inputs
        }
    }

    /// An entry's ``InputHash`` in parts, each with its own SHA-256, so that the next batch can
    /// name what changed: the preset file, and each file the scene is made from. The hash's other
    /// parts, the settings and MotionReel's version, are the manifest's own ``settings`` and
    /// ``motionreel`` (a journal record keeps them beside its entry).
    public struct Inputs: Codable, Sendable, Hashable {
        /// The SHA-256 of the preset file's text.
        public var preset: String
        /// The images, icons, page, font and linked Swift files, in the order they are hashed.
        public var files: [File]

        public init(preset: String, files: [File]) {
            self.preset = preset
            self.files = files
        }

        /// A file the scene is made from.
        public struct File: Codable, Sendable, Hashable {
            /// As ``CodePlace/file`` names a Swift file: relative to the folder the batch was run
            /// from when the preset was given by a relative path and the file lies in that folder,
            /// otherwise absolute.
            public var path: String
            public var sha256: String

            public init(path: String, sha256: String) {
                self.path = path
                self.sha256 = sha256
            }

            /// How an entry names `url`, a file of the preset at `preset` (as the batch was given it).
            static func path(of url: URL, preset: String) -> String {
                let path = url.standardizedFileURL.path
                guard !preset.hasPrefix("/") else { return path }
                let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
                return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
            }
        }
    }

    /// One output: a file, or a folder of PNG frames.
    public struct Output: Codable, Sendable, Hashable {
        /// Relative to the manifest's folder; a folder ends in `/`.
        public var path: String
        /// Bytes on disk (a folder: all its files).
        public var bytes: Int
        /// A file: its SHA-256. A folder: the SHA-256 of `sha256sum`'s listing of its files in
        /// name order (`HASH  NAME\n` per file) — `(cd DIR && sha256sum * | sha256sum)`.
        public var sha256: String
        public var frames: Int
    }

    /// Writes the manifest to `url` atomically, like every output: a hidden temporary file in
    /// the same folder (removed if the run is interrupted), then a rename.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0a)
        let output = try TemporaryOutput(destination: url, kind: .file)
        try output.write(data)
        try output.commit()
    }

    /// Reads a manifest; nil when there is none at `url`, or it is not one this version wrote.
    public static func read(from url: URL) -> BatchManifest? {
        guard let data = try? Data(contentsOf: url),
              let manifest = try? JSONDecoder().decode(BatchManifest.self, from: data),
              manifest.manifestVersion == formatVersion else { return nil }
        return manifest
    }
}
