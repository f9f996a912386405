/// How good an output looks, traded against its size and encoding time, in words every format shares.
///
/// Each format maps the levels onto its own encoder settings (for a GIF, libimagequant's quality
/// target, speed and dithering). A format without a true lossless mode treats ``lossless`` as its
/// highest quality and documents that.
///
/// ```swift
/// let options = GIFOptions(quality: .high)
/// ```
public enum Quality: String, Sendable, Hashable, CaseIterable {
    /// Smallest and fastest; artefacts may show.
    case draft
    /// Looks right at normal viewing; the default.
    case standard
    /// Closer to the source, larger files.
    case high
    /// Exact where the format allows it; otherwise the format's best.
    case lossless
}
