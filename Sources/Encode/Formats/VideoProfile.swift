/// The FFmpeg half of a format's declaration: the libavcodec encoder and container ``VideoSink``
/// writes it with, and the options it takes.
///
/// A profile is made only in its format's declaration (`FormatTable.swift`), and reached through
/// ``OutputFormat/videoProfile``.
public struct VideoProfile: Sendable {
    /// The name used in messages ("HEVC MP4").
    let displayName: String
    /// Whether `--preset` (x264/x265's names) applies; the others ignore it.
    let takesPreset: Bool
    /// The constant rate factors the codec accepts; nil for a codec without one, which ignores `--crf`.
    package let crf: CRFLimit?
    /// The encoder settings for options already checked against the fields above.
    private let encoderSettings: @Sendable (VideoOptions) -> EncoderSettings

    init(displayName: String, takesPreset: Bool = false, crf: CRFLimit? = nil,
         settings: @escaping @Sendable (VideoOptions) -> EncoderSettings) {
        self.displayName = displayName
        self.takesPreset = takesPreset
        self.crf = crf
        encoderSettings = settings
    }

    /// x264/x265 preset names, fastest first; VP9 maps them onto `cpu-used`.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

    /// Checks `options` for this profile and turns them into encoder settings.
    func settings(for options: VideoOptions) throws(EncodeError) -> EncoderSettings {
        // x264 prints an unknown preset straight to stderr, so it is caught here first.
        if let preset = options.preset, takesPreset, !Self.presets.contains(preset) {
            throw .invalidInput("unknown preset \"\(preset)\" for \(displayName); use one of \(Self.presets.joined(separator: ", "))")
        }
        if let value = options.crf, let limit = crf, !limit.range.contains(value) {
            throw .invalidInput("\(limit.codec) crf must be \(limit.range.lowerBound)…\(limit.range.upperBound), not \(value)")
        }
        return encoderSettings(options)
    }
}
