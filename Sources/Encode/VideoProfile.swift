import CFFmpeg

/// Every video format MotionReel writes through FFmpeg, each one libavcodec encoder in one
/// container: the one table a new FFmpeg format is added to.
///
/// | profile | encoder | container | pixels |
/// | --- | --- | --- | --- |
/// | `mp4` | libx264 | `.mp4`, faststart | yuv420p BT.709 |
/// | `webp` | libwebp_anim | `.webp` | bgra lossless; yuv420p/yuva420p (BT.601) for draft |
/// | `hevc` | libx265 | `.mp4`, tagged `hvc1` | yuv420p BT.709 |
/// | `prores` | prores_ks 4444 | `.mov` | yuv444p10le, or yuva444p10le when transparent |
/// | `webm` | libvpx-vp9 | `.webm` | yuv420p, or yuva420p when transparent (BT.709) |
///
/// A profile's name is its `--format` name; ``entry`` holds everything else about it, and the
/// command line, ``VideoSink`` and the render's output formats all ask it. What each
/// ``Quality`` means per profile is in `docs/encoding.md`.
public enum VideoProfile: String, Sendable, CaseIterable {
    case mp4, webp, hevc, prores, webm

    /// The table: one entry per profile.
    var entry: VideoProfileEntry {
        switch self {
        case .mp4:
            VideoProfileEntry(displayName: "MP4", fileExtension: "mp4", supportsAlpha: false, takesPreset: true,
                              crf: CRFLimit(codec: "H.264", range: 0...51), settings: Self.h264)
        case .webp:
            VideoProfileEntry(displayName: "WebP", fileExtension: "webp", supportsAlpha: true, settings: Self.webp)
        case .hevc:
            // `NAME.hevc.mp4`, so that it does not replace the H.264 `NAME.mp4` of the same render.
            VideoProfileEntry(displayName: "HEVC MP4", fileExtension: "mp4", fileSuffix: "hevc.mp4", supportsAlpha: false,
                              takesPreset: true, crf: CRFLimit(codec: "HEVC", range: 0...51), settings: Self.hevc)
        case .prores:
            VideoProfileEntry(displayName: "ProRes MOV", fileExtension: "mov", supportsAlpha: true, settings: Self.prores)
        case .webm:
            VideoProfileEntry(displayName: "WebM", fileExtension: "webm", supportsAlpha: true, takesPreset: true,
                              crf: CRFLimit(codec: "VP9", range: 0...63), settings: Self.webm)
        }
    }

    /// The file extension the container is known by.
    public var fileExtension: String { entry.fileExtension }

    /// What a rendered file's name ends with, after `NAME.`.
    public var fileSuffix: String { entry.fileSuffix ?? entry.fileExtension }

    /// Whether the format can carry the frames' alpha.
    public var supportsAlpha: Bool { entry.supportsAlpha }

    /// The constant rate factors the codec accepts, or nil if it has none.
    package var crfLimit: CRFLimit? { entry.crf }

    /// The name used in messages.
    var displayName: String { entry.displayName }

    /// x264/x265 preset names, fastest first; VP9 maps them onto `cpu-used`.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

    /// Checks `options` for this profile and turns them into encoder settings.
    func settings(for options: VideoOptions) throws(EncodeError) -> EncoderSettings {
        let entry = entry
        // x264 prints an unknown preset straight to stderr, so it is caught here first.
        if let preset = options.preset, entry.takesPreset, !Self.presets.contains(preset) {
            throw .invalidInput("unknown preset \"\(preset)\" for \(entry.displayName); use one of \(Self.presets.joined(separator: ", "))")
        }
        if let crf = options.crf, let limit = entry.crf, !limit.range.contains(crf) {
            throw .invalidInput("\(limit.codec) crf must be \(limit.range.lowerBound)…\(limit.range.upperBound), not \(crf)")
        }
        return entry.settings(options)
    }

    /// x264 at a constant rate factor, every value pinned: the same preset renders to the same
    /// file on a laptop and on CI. `.lossless` is crf 0 (x264's lossless mode) — lossless after the
    /// 4:2:0 conversion, and in a High 4:4:4 Predictive stream that QuickTime and Safari do not play.
    ///
    /// One thread, pinned: x264's bitstream depends on its thread count, so it cannot follow the
    /// machine's cores. One rather than several because x264's threads cost more than they give
    /// here: over the sweep's four presets, two slice threads took 18 % more CPU and 4 % more bytes
    /// than one thread, and frame threads each hold frames of their own (about 10 MiB each at
    /// 1170×2532). The render still uses two cores, drawing and converting beside the encoder, and
    /// `batch` runs a job per core. Lookahead 20 (`rc-lookahead`): the preset default (40 for
    /// medium) holds most of the rest of x264's memory; 20 keeps most of its benefit for short,
    /// smooth clips, while 10 or 5 cost SSIM that a lower crf then buys back with bytes.
    ///
    /// Standard is veryfast at crf 16.5 with two reference frames, the diamond motion search, and
    /// no weighted prediction, adaptive B-frames or scene cuts: UI motion is flat colour, sharp
    /// text and translation, rarely a fade of the whole picture or a cut. Together they save CPU
    /// for 3 % more bytes (up to 15 % on a clip like layers-custom that adaptive B-frames suit).
    /// Over the sweep's four presets it scores x264's medium at 18's
    /// SSIM or better for 0.45× its CPU and 1.18× its bytes; the sweep is in docs/encoding.md
    /// (`scripts/x264-sweep.sh`). Its extra options belong to its preset, so a `--preset` of the
    /// user's own gets x264's preset alone.
    private static func h264(_ options: VideoOptions) -> EncoderSettings {
        let (crf, preset, extra): (String, String, String?) =
            switch options.quality {
            case .draft: ("28", "veryfast", nil)
            case .standard: ("16.5", "veryfast", "ref=2:me=dia:weightp=0:b-adapt=0:scenecut=0")
            case .high: ("12", "slow", nil)
            case .lossless: ("0", "medium", nil)
            }
        var privateOptions: [(name: String, value: String)] = [
            ("preset", options.preset ?? preset), ("crf", options.crf.map(String.init) ?? crf), ("rc-lookahead", "20"),
        ]
        let parameters = [options.preset == nil ? extra : nil, x264CPUPin].compactMap { $0 }
        if !parameters.isEmpty { privateOptions.append(("x264-params", parameters.joined(separator: ":"))) }
        return EncoderSettings(
            codec: "libx264", pixelFormat: AV_PIX_FMT_YUV420P, colour: .bt709, threads: 1,
            privateOptions: privateOptions, muxer: "mp4", muxerOptions: ["movflags": "+faststart"])
    }

    /// x264's kernels without AVX-512 (`asm=AVX2,FMA3`, what an AVX-512 CPU has besides it), on
    /// a CPU that has it; nil elsewhere, where x264 picks its kernels itself.
    ///
    /// x264 r3095's AVX-512 macroblock-tree kernels (`mbtree_propagate_cost`, 16 macroblocks at a
    /// time, and `mbtree_propagate_list`, 8) run past the end of a row of the half-size lookahead
    /// picture when its width in macroblocks is not a multiple of 8 (6 at 96 px), and on the last
    /// row they read whatever the heap held after x264's arrays. That garbage reaches real
    /// macroblocks' propagated costs, so the frames' quantiser offsets, and the bytes, change from
    /// run to run (the decoded pictures rarely do). Every other x264 kernel gives the C code's
    /// bytes, so this choice changes speed only, never output.
    static let x264CPUPin: String? = {
        #if arch(x86_64)
        (av_get_cpu_flags() & AV_CPU_FLAG_AVX512) != 0 ? "asm=AVX2,FMA3" : nil
        #else
        nil
        #endif
    }()

    /// Lossless from standard up (exact pixels, straight alpha); draft is lossy VP8 at quality 80.
    private static func webp(_ options: VideoOptions) -> EncoderSettings {
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

    private static func hevc(_ options: VideoOptions) -> EncoderSettings {
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
    private static func prores(_ options: VideoOptions) -> EncoderSettings {
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

    private static func webm(_ options: VideoOptions) -> EncoderSettings {
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
