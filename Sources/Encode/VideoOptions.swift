/// How a ``VideoSink`` encodes: a ``Quality`` mapped per codec, explicit codec settings that win
/// over it, and whether alpha is kept.
///
/// ```swift
/// let options = VideoOptions(quality: .high, crf: 20)   // HEVC: crf 20 with the high preset
/// ```
public struct VideoOptions: Sendable, Hashable {
    /// The settings each codec uses, listed in `docs/encoding.md`.
    public var quality: Quality
    /// Constant rate factor for H.264, HEVC and VP9, winning over `quality`, within the codec's
    /// range in its ``VideoProfile``; ignored by APNG, WebP and ProRes, which have none.
    public var crf: Int?
    /// Speed preset winning over `quality`: x264's and x265's names for H.264 and HEVC; for VP9 the
    /// same names map to libvpx's `cpu-used` (ultrafast 8 … veryslow 0). Ignored by APNG, WebP and ProRes.
    public var preset: String?
    /// Keep the frames' alpha (a transparent canvas): ProRes 4444 and WebM carry an alpha plane,
    /// APNG is RGBA. Without it alpha is dropped (premultiplied pixels over black, as in MP4).
    /// H.264 and HEVC never have alpha; WebP keeps whatever alpha the frames have either way.
    public var transparent: Bool

    public init(quality: Quality = .standard, crf: Int? = nil, preset: String? = nil, transparent: Bool = false) {
        self.quality = quality
        self.crf = crf
        self.preset = preset
        self.transparent = transparent
    }
}
