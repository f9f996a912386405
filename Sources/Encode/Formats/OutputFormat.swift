import Foundation

/// One output format, declared once in the table (`FormatTable.swift`): its `--format` name,
/// where its output goes, how its sink is opened, whether it keeps alpha, the settings that change
/// only its output, how the batch gallery shows it and its line of help.
///
/// Nothing else names a format: the command line's parsing, checks and help, the render's sinks,
/// a batch's input hash, the gallery and the format tables in the docs all read the declarations.
/// So an FFmpeg format is added with one declaration (its ``VideoProfile`` inside it), and a format
/// MotionReel writes itself with its ``FrameSink`` and one declaration.
///
/// ```swift
/// let formats = try OutputFormat.parseList("mp4,gif").get()            // [.mp4, .gif]
/// OutputFormat.hevc.destination(name: "tab-forward", in: out)          // out/tab-forward.hevc.mp4
/// ```
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
    /// What a format writes, as `render --help` groups them.
    public enum Kind: Sendable, CaseIterable {
        case video, animatedImage, frames

        /// The group's name in help text.
        public var groupName: String {
            switch self {
            case .video: "video"
            case .animatedImage: "animated images"
            case .frames: "frames"
            }
        }
    }

    /// How the batch gallery shows a preset through an output of this format.
    public enum GalleryRole: Sendable {
        /// In a `<video>` element, first choice.
        case video
        /// In an `<img>` element, when no output plays as a video.
        case image
    }

    /// The name on the command line (`--format mp4,png`), in messages and in a batch's input hash.
    public let name: String
    /// What the output is, in a few words: its line in `render --help` and in the docs' format tables.
    public let summary: String
    /// Where a scene's output goes.
    public let destination: OutputDestination
    public let kind: Kind
    /// Whether the output can keep a transparent background; `--transparent` is refused for the
    /// others rather than painted black.
    public let supportsAlpha: Bool
    /// What a render writing this format holds at its peak for each pixel of a frame, drawing
    /// included, at standard quality: the slope between `tab-forward` rendered at scale 1 and at
    /// full size (docs/ci-jobs.md, "How many at a time"). `batch -j`'s default counts it
    /// (`MemoryBudget` in Render).
    public let peakBytesPerPixel: Int
    /// How the batch gallery shows it; nil when it does not.
    public internal(set) var gallery: GalleryRole? = nil
    let encoder: FormatEncoder
    /// The options that change this format's output and no other's, as fingerprint fields
    /// (`gif-fps`): a batch hashes them only when the format is written, so changing them does not
    /// render a batch without it again.
    /// (The table's declarations use the memberwise initializer, so a new stored property is one
    /// line here and one argument where it matters.)
    private(set) var ownSettings: @Sendable (EncodingOptions) -> [(key: String, value: String)] = { _ in [] }
}

extension OutputFormat {
    /// The format called `name` on the command line, if MotionReel writes one.
    public init?(name: String) {
        guard let format = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = format
    }

    /// The FFmpeg encoding of a format FFmpeg writes; nil for MotionReel's own.
    public var videoProfile: VideoProfile? {
        if case .ffmpeg(let profile) = encoder { profile } else { nil }
    }

    /// Where a scene named `name` is written in `directory`.
    public func destination(name: String, in directory: URL) -> URL {
        destination.url(name: name, in: directory)
    }

    /// Opens this format's sink for frames of `format`, writing to `url` (a file or a folder, as
    /// ``destination`` says), with alpha kept when `transparent` and the format has it.
    public func openSink(at url: URL, format: VideoFormat, encoding: EncodingOptions, transparent: Bool) throws -> any FrameSink {
        switch encoder {
        case .ffmpeg(let profile):
            try VideoSink(url: url, format: format, profile: profile, options: encoding.videoOptions(transparent: transparent))
        case .own(let open):
            try open(SinkRequest(url: url, format: format, encoding: encoding, transparent: transparent))
        }
    }

    /// This format's own fields of a batch fingerprint (see `ownSettings` of the declarations), for `encoding`.
    public func ownSettings(for encoding: EncodingOptions) -> [(key: String, value: String)] {
        ownSettings(encoding)
    }

    /// How the gallery shows a batch output at `path` (relative, as the manifest lists it), if at all.
    public static func galleryRole(ofOutput path: String) -> GalleryRole? {
        allCases.first { $0.gallery != nil && $0.destination.matches(path) }?.gallery
    }

    /// Parses a comma-separated list such as `mp4,png`; the failure names the first unknown entry.
    public static func parseList(_ text: String) -> Result<[OutputFormat], UnknownFormat> {
        var formats: [OutputFormat] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) {
            guard let format = OutputFormat(name: part) else { return .failure(UnknownFormat(name: part)) }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats.isEmpty ? .failure(UnknownFormat(name: text)) : .success(formats)
    }

    /// A format name that MotionReel does not write.
    public struct UnknownFormat: Error, Sendable {
        public var name: String
    }

    public var description: String { name }

    // A format is its name: the table holds one declaration per name.
    public static func == (lhs: OutputFormat, rhs: OutputFormat) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
