/// One row of ``VideoProfile``'s table: everything MotionReel knows about one FFmpeg format.
struct VideoProfileEntry {
    /// The name used in messages ("HEVC MP4").
    var displayName: String
    /// The file extension the container is known by.
    var fileExtension: String
    /// What a rendered file's name ends with, where the extension alone would clash with another
    /// profile's; nil for the extension.
    var fileSuffix: String? = nil
    /// Whether the format can carry the frames' alpha.
    var supportsAlpha: Bool
    /// Whether `--preset` (x264/x265's names) applies; the others ignore it.
    var takesPreset = false
    /// The constant rate factors the codec accepts; nil for a codec without one, which ignores `--crf`.
    var crf: CRFLimit? = nil
    /// The encoder settings for options already checked against the fields above.
    var settings: (VideoOptions) -> EncoderSettings
}

/// The constant rate factors one codec accepts, and the codec's name in messages.
package struct CRFLimit: Sendable, Hashable {
    /// "H.264", "HEVC", "VP9".
    package var codec: String
    package var range: ClosedRange<Int>

    /// The crf every one of `profiles` accepts, and the codecs (of the whole table) whose limit
    /// it is when that is narrower than the widest; without a codec that takes a crf among
    /// `profiles`, the widest range, naming none.
    ///
    /// ```swift
    /// CRFLimit.common(to: [.mp4, .webm])   // 0…51, ["H.264", "HEVC"]
    /// CRFLimit.common(to: [.prores])       // 0…63, []
    /// ```
    package static func common(to profiles: [VideoProfile]) -> (range: ClosedRange<Int>, codecs: [String]) {
        let all = VideoProfile.allCases.compactMap(\.crfLimit)
        let chosen = profiles.compactMap(\.crfLimit)
        guard let widest = all.map(\.range).max(by: { $0.count < $1.count }) else { return (0...0, []) }
        guard let first = chosen.first else { return (widest, []) }
        let range = chosen.dropFirst().reduce(first.range) { $0.clamped(to: $1.range) }
        let codecs = range == widest ? [] : all.filter { $0.range == range }.map(\.codec)
        return (range, codecs)
    }
}
