import Encode
import Foundation

/// An output format the `render` command can write, and where its file goes.
public enum OutputFormat: String, Sendable, CaseIterable, Hashable {
    case mp4, png, gif, apng, webp, hevc, prores, webm

    /// Where a scene named `name` is written in `directory`: `NAME.mp4`, the folder `NAME/` of
    /// PNG frames, `NAME.gif`, `NAME.png` (APNG), `NAME.webp`, `NAME.hevc.mp4`, `NAME.mov`, `NAME.webm`.
    public func destination(name: String, in directory: URL) -> URL {
        switch self {
        case .png: directory.appendingPathComponent(name, isDirectory: true)
        case .hevc: directory.appendingPathComponent("\(name).hevc.mp4")
        default: directory.appendingPathComponent("\(name).\(fileExtension)")
        }
    }

    /// Whether the format can keep a transparent background: H.264 MP4, HEVC and GIF (which is
    /// written opaque) cannot, so `--transparent` with them is refused rather than painted black.
    public var supportsAlpha: Bool {
        switch self {
        case .mp4, .gif: false
        case .png: true
        case .apng, .webp, .hevc, .prores, .webm: VideoProfile(rawValue: rawValue)?.supportsAlpha ?? false
        }
    }

    private var fileExtension: String {
        switch self {
        case .mp4: "mp4"
        case .png: ""
        case .gif: "gif"
        case .apng, .webp, .hevc, .prores, .webm: VideoProfile(rawValue: rawValue)?.fileExtension ?? rawValue
        }
    }

    /// Parses a comma-separated list such as `mp4,png`; the failure names the first unknown entry.
    public static func parseList(_ text: String) -> Result<[OutputFormat], UnknownFormat> {
        var formats: [OutputFormat] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let format = OutputFormat(rawValue: part) else { return .failure(UnknownFormat(name: part)) }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? .failure(UnknownFormat(name: text)) : .success(formats)
    }

    /// A format name that MotionReel does not write.
    public struct UnknownFormat: Error, Sendable {
        public var name: String
    }
}
