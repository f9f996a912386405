import CFFmpeg

/// Everything ``VideoEncoder`` needs to open one codec into one muxer: names, pixel format,
/// colour handling, pinned threads and the private options, all fixed values.
///
/// Nothing here that shapes the output is read from the machine (no core count, no clock), so the
/// same settings and frames give the same bytes everywhere the library versions match. (The one
/// thing read, whether the CPU has AVX-512, only keeps x264 off kernels that are not deterministic.)
struct EncoderSettings: Sendable {
    /// How RGB becomes the encoder's pixels.
    enum Colour: Sendable {
        /// RGB in, RGB out (lossless WebP): no matrix; frames tagged sRGB (BT.709 primaries, the
        /// sRGB curve) with square pixels. (The APNG, which set this up, now has its own encoder.)
        case rgb
        /// Limited-range BT.709 YUV, tagged so players use the same matrix (H.264, HEVC, ProRes, VP9).
        case bt709
        /// Limited-range BT.601 YUV, untagged: what lossy WebP (VP8) defines implicitly.
        case bt601
    }

    /// libavcodec encoder name ("libx264", "libx265", "prores_ks", …).
    var codec: String
    /// The encoder's input format; alpha formats (rgba, bgra, yuva*) keep the frames' alpha.
    var pixelFormat: AVPixelFormat
    var colour: Colour
    /// Threads handed to the encoder, pinned: several encoders change their bitstream with it, and
    /// 0 would mean "one per core".
    var threads: Int32 = 1
    /// Encoder private options, applied in this order before opening.
    var privateOptions: [(name: String, value: String)] = []
    /// `AVCodecContext.compression_level` (method for WebP), if set.
    var compressionLevel: Int32?
    /// `AVCodecContext.bit_rate`; VP9 needs 0 for constant-quality (CRF) mode.
    var bitRate: Int64?
    /// libavformat muxer name ("mp4", "mov", "webm", "webp").
    var muxer: String
    /// Options for the muxer's header; every one must be understood.
    var muxerOptions: [String: String] = [:]
    /// Four-character sample entry, e.g. "hvc1" so Apple players accept HEVC.
    var codecTag: String?

    /// Whether the pixel format carries alpha.
    var keepsAlpha: Bool {
        guard let descriptor = av_pix_fmt_desc_get(pixelFormat) else { return false }
        return (descriptor.pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA)) != 0
    }

    /// Whether chroma is subsampled horizontally or vertically, so the picture must have even sides.
    var needsEvenSize: Bool {
        guard let descriptor = av_pix_fmt_desc_get(pixelFormat) else { return false }
        return descriptor.pointee.log2_chroma_w > 0 || descriptor.pointee.log2_chroma_h > 0
    }
}
