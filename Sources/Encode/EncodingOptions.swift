/// The encoder settings a render takes from the command line, for every format it writes.
public struct EncodingOptions: Sendable, Hashable {
    /// One word for every format; each maps it to its codec (docs/encoding.md).
    public var quality: Quality
    /// Constant rate factor for the codecs that have one (ranges in their ``VideoProfile``); wins over `quality`.
    public var crf: Int?
    /// x264/x265 speed preset (ultrafast … placebo; VP9 maps the same names); wins over `quality`.
    public var preset: String?
    /// GIF frame rate (frames are thinned to it) and loop count (0 = forever).
    public var gif: GIFOptions

    public init(quality: Quality = .standard, crf: Int? = nil, preset: String? = nil, gif: GIFOptions = GIFOptions()) {
        self.quality = quality
        self.crf = crf
        self.preset = preset
        var gif = gif
        gif.quality = quality
        self.gif = gif
    }

    /// What a ``VideoSink`` or an ``APNGSink`` takes of these, with alpha kept when `transparent`.
    public func videoOptions(transparent: Bool) -> VideoOptions {
        VideoOptions(quality: quality, crf: crf, preset: preset, transparent: transparent)
    }
}
