import CFFmpeg

/// The video formats beside H.264 MP4, each one libavcodec encoder in one container.
///
/// | profile | encoder | container | pixels |
/// | --- | --- | --- | --- |
/// | `apng` | apng | `.png` (APNG) | rgb24, or rgba when transparent |
/// | `webp` | libwebp_anim | `.webp` | bgra lossless; yuv420p/yuva420p (BT.601) for draft |
/// | `hevc` | libx265 | `.mp4`, tagged `hvc1` | yuv420p BT.709 |
/// | `prores` | prores_ks 4444 | `.mov` | yuv444p10le, or yuva444p10le when transparent |
/// | `webm` | libvpx-vp9 | `.webm` | yuv420p, or yuva420p when transparent (BT.709) |
///
/// What each ``Quality`` means per profile is in `docs/encoding.md`.
public enum VideoProfile: String, Sendable, CaseIterable {
    case apng, webp, hevc, prores, webm

    /// The file extension the container is known by.
    public var fileExtension: String {
        switch self {
        case .apng: "png"
        case .webp: "webp"
        case .hevc: "mp4"
        case .prores: "mov"
        case .webm: "webm"
        }
    }

    /// Whether the format can carry the frames' alpha.
    public var supportsAlpha: Bool { self != .hevc }

    /// The name used in messages.
    var displayName: String {
        switch self {
        case .apng: "APNG"
        case .webp: "WebP"
        case .hevc: "HEVC MP4"
        case .prores: "ProRes MOV"
        case .webm: "WebM"
        }
    }

    /// x264/x265 preset names, fastest first; VP9 maps them onto `cpu-used`.
    static let presets = MP4Options.presets

    /// Checks `options` for this profile and turns them into encoder settings.
    func settings(for options: VideoOptions) throws(EncodeError) -> EncoderSettings {
        if let preset = options.preset, self == .hevc || self == .webm, !Self.presets.contains(preset) {
            throw .invalidInput("unknown preset \"\(preset)\" for \(displayName); use one of \(Self.presets.joined(separator: ", "))")
        }
        switch self {
        case .apng: return apng(options)
        case .webp: return webp(options)
        case .hevc: return try hevc(options)
        case .prores: return prores(options)
        case .webm: return try webm(options)
        }
    }

    /// Lossless at every quality; quality buys smaller files with higher zlib levels. No row
    /// filter: UI frames are flat colour, where filters (paeth, mixed) made files larger and slower.
    private func apng(_ options: VideoOptions) -> EncoderSettings {
        let (prediction, level): (String, Int32) =
            switch options.quality {
            case .draft: ("none", 1)
            case .standard: ("none", 6)
            case .high, .lossless: ("none", 9)
            }
        return EncoderSettings(
            codec: "apng", pixelFormat: options.transparent ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24, colour: .rgb,
            privateOptions: [("pred", prediction)], compressionLevel: level,
            // Loop forever, as a preview should (the muxer's default plays once).
            muxer: "apng", muxerOptions: ["plays": "0"])
    }

    /// Lossless from standard up (exact pixels, straight alpha); draft is lossy VP8 at quality 80.
    private func webp(_ options: VideoOptions) -> EncoderSettings {
        // Lossless: `quality` is effort and `compression_level` the method (0 fast … 6 small).
        let (lossless, quality, method): (Bool, Int, Int32) =
            switch options.quality {
            case .draft: (false, 80, 4)
            case .standard, .lossless: (true, 75, 4)
            case .high: (true, 100, 6)
            }
        let pixelFormat =
            lossless ? AV_PIX_FMT_BGRA : options.transparent ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
        return EncoderSettings(
            codec: "libwebp_anim", pixelFormat: pixelFormat, colour: lossless ? .rgb : .bt601,
            privateOptions: [("lossless", lossless ? "1" : "0"), ("quality", String(quality))],
            compressionLevel: method,
            // Loop forever (the muxer's default plays once).
            muxer: "webp", muxerOptions: ["loop": "0"])
    }

    private func hevc(_ options: VideoOptions) throws(EncodeError) -> EncoderSettings {
        if let crf = options.crf, !(0...51).contains(crf) {
            throw .invalidInput("HEVC crf must be 0…51, not \(crf)")
        }
        let (crf, preset): (Int?, String) =
            switch options.quality {
            case .draft: (30, "fast")
            case .standard: (18, "medium")
            case .high: (16, "slow")
            case .lossless: (nil, "medium")
            }
        // Pinned: x265's output changes with its thread-pool size and frame threads, which it
        // would otherwise take from the core count. No info SEI: it records the CPU's features.
        var parameters = ["pools=2", "frame-threads=2", "info=0", "log-level=error"]
        var privateOptions: [(name: String, value: String)] = [("preset", options.preset ?? preset)]
        if let crf = options.crf ?? crf {
            privateOptions.append(("crf", String(crf)))
        } else {
            parameters.append("lossless=1")
        }
        privateOptions.append(("x265-params", parameters.joined(separator: ":")))
        return EncoderSettings(
            codec: "libx265", pixelFormat: AV_PIX_FMT_YUV420P, colour: .bt709, privateOptions: privateOptions,
            muxer: "mp4", muxerOptions: ["movflags": "+faststart"], codecTag: "hvc1")
    }

    /// Always ProRes 4444 (the profile with alpha); quality picks the data rate.
    private func prores(_ options: VideoOptions) -> EncoderSettings {
        let (profile, alphaBits): (String, String) =
            switch options.quality {
            case .draft: ("4444", "8")
            case .standard: ("4444", "16")
            // ProRes has no lossless mode: 4444 XQ is its best.
            case .high, .lossless: ("4444xq", "16")
            }
        var privateOptions: [(name: String, value: String)] = [("profile", profile)]
        if options.transparent { privateOptions.append(("alpha_bits", alphaBits)) }
        return EncoderSettings(
            codec: "prores_ks", pixelFormat: options.transparent ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE,
            colour: .bt709, threads: 2, privateOptions: privateOptions,
            muxer: "mov", muxerOptions: ["movflags": "+faststart"])
    }

    private func webm(_ options: VideoOptions) throws(EncodeError) -> EncoderSettings {
        if let crf = options.crf, !(0...63).contains(crf) {
            throw .invalidInput("VP9 crf must be 0…63, not \(crf)")
        }
        let (crf, cpuUsed): (Int?, Int) =
            switch options.quality {
            case .draft: (40, 5)
            case .standard: (28, 2)
            case .high: (24, 1)
            case .lossless: (nil, 4)
            }
        let speed = options.preset.flatMap { Self.presets.firstIndex(of: $0) }.map { max(0, 8 - $0) } ?? cpuUsed
        var privateOptions: [(name: String, value: String)] = [("deadline", "good"), ("cpu-used", String(speed)), ("row-mt", "1")]
        if let crf = options.crf ?? crf {
            privateOptions.append(("crf", String(crf)))
        } else {
            privateOptions.append(("lossless", "1"))
        }
        // Two threads, pinned: libvpx takes the core count when given 0, and row-mt's bitstream
        // differs from single-threaded (though not between 2 and 4 threads).
        return EncoderSettings(
            codec: "libvpx-vp9", pixelFormat: options.transparent ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P,
            colour: .bt709, threads: 2, privateOptions: privateOptions, bitRate: 0, muxer: "webm")
    }
}
