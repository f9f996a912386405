import Encode
import Foundation

/// The encoder settings a render takes from the command line.
public struct EncodingOptions: Sendable, Hashable {
    /// One word for every format; each maps it to its codec (docs/encoding.md).
    public var quality: Quality
    /// Constant rate factor for H.264, HEVC and VP9 (ranges in ``VideoProfile``'s table); wins over `quality`.
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
}
