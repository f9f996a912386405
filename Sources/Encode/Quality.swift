/// How good an output looks, as one word a designer can choose; each sink maps it to its codec's settings.
///
/// The mapping per codec, and the measurements behind it, are in `docs/encoding.md`. Explicit
/// codec settings (a CRF, a preset) given alongside a quality override what it picks.
///
/// ```swift
/// let options = VideoOptions(quality: .high)   // H.264: crf 12, slow
/// ```
public enum Quality: String, Sendable, Hashable, CaseIterable {
    /// Small and fast, for a quick look; artefacts may show on text.
    case draft
    /// Visually lossless for UI motion at a reasonable size: the default.
    case standard
    /// Close to the source even when paused on a frame.
    case high
    /// Bit-exact where the codec allows it (APNG, WebP, H.264/HEVC/VP9 lossless modes).
    case lossless
}
