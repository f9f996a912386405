import Foundation

/// Where a format writes a scene named NAME: one file, or a folder of frames.
public enum OutputDestination: Sendable, Hashable {
    /// `NAME.SUFFIX`. The suffix is the extension, or more where the extension alone would clash
    /// with another format's (`hevc.mp4` beside H.264's `mp4`).
    case file(suffix: String)
    /// The folder `NAME/`, one file per frame, the first named `firstFile`.
    case folder(firstFile: String)

    func url(name: String, in directory: URL) -> URL {
        switch self {
        case .file(let suffix): directory.appendingPathComponent("\(name).\(suffix)")
        case .folder: directory.appendingPathComponent(name, isDirectory: true)
        }
    }

    /// How help and docs write it: `NAME.mp4`, `NAME/frame_00001.png …`.
    public var pattern: String {
        switch self {
        case .file(let suffix): "NAME.\(suffix)"
        case .folder(let firstFile): "NAME/\(firstFile) …"
        }
    }

    /// Whether `path`, as a batch manifest lists outputs (a folder with a trailing `/`), is one of these.
    func matches(_ path: String) -> Bool {
        switch self {
        case .file(let suffix): path.hasSuffix(".\(suffix)")
        case .folder: path.hasSuffix("/")
        }
    }
}
