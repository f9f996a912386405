import Encode
import Foundation

/// An output format the `render` command can write, and where its file goes: a PNG sequence, a
/// GIF, an APNG, or one of the FFmpeg formats of ``VideoProfile``'s table, whose entry says the rest.
public enum OutputFormat: Sendable, Hashable, CaseIterable, RawRepresentable {
    /// A folder of PNG frames (``PNGSequenceSink``).
    case png
    /// An animated GIF (``GIFSink``).
    case gif
    /// An animated PNG (``APNGSink``), `NAME.png`.
    case apng
    /// A video written by ``VideoSink``.
    case video(VideoProfile)

    /// MP4, the default, first; then the three formats MotionReel writes itself; then the other
    /// video profiles in table order. This is the order of `--help` and of messages.
    public static var allCases: [OutputFormat] {
        let videos = VideoProfile.allCases.map(OutputFormat.video)
        return videos.prefix(1) + [.png, .gif, .apng] + videos.dropFirst()
    }

    /// The name on the command line (`mp4`, `png`, …).
    public var rawValue: String {
        switch self {
        case .png: "png"
        case .gif: "gif"
        case .apng: "apng"
        case .video(let profile): profile.rawValue
        }
    }

    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    /// Where a scene named `name` is written in `directory`: the folder `NAME/` of PNG frames,
    /// `NAME.gif`, or `NAME.` and the profile's suffix (`NAME.mp4`, `NAME.png` for APNG,
    /// `NAME.webp`, `NAME.hevc.mp4`, `NAME.mov`, `NAME.webm`).
    public func destination(name: String, in directory: URL) -> URL {
        switch self {
        case .png: directory.appendingPathComponent(name, isDirectory: true)
        case .gif: directory.appendingPathComponent("\(name).gif")
        case .apng: directory.appendingPathComponent("\(name).png")
        case .video(let profile): directory.appendingPathComponent("\(name).\(profile.fileSuffix)")
        }
    }

    /// Whether the format can keep a transparent background: H.264 MP4, HEVC and GIF (which is
    /// written opaque) cannot, so `--transparent` with them is refused rather than painted black.
    public var supportsAlpha: Bool {
        switch self {
        case .png, .apng: true
        case .gif: false
        case .video(let profile): profile.supportsAlpha
        }
    }

    /// The video profile, for a format that is one.
    package var profile: VideoProfile? {
        if case .video(let profile) = self { profile } else { nil }
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
