import CFFmpeg

/// The output formats, one declaration each: the one place a format is added, and the only
/// place one is named. `--format` and its help, `--transparent`'s and `--crf`'s checks, the
/// render's sinks, a batch's input hash, the gallery and the docs' format tables read them
/// (see ``OutputFormat``).
///
/// An FFmpeg format is a declaration whose encoder is `.ffmpeg(VideoProfile(…))`: the name used
/// in messages, whether it takes x264-style `--preset` names, its crf range and a function from
/// ``VideoOptions`` to the libavcodec encoder and libavformat muxer settings, written below it.
/// A format MotionReel writes itself opens its own ``FrameSink`` (which keeps its frame checks
/// and its stage and cancel steps in a ``SinkContract``). What each ``Quality`` means per format
/// is in `docs/encoding.md`.
///
/// `--format none` (`batch --spec` without any video) is not a declaration here: it has no output,
/// encoder or line of help, so it is a word of the command line's `--format` instead
/// (`OutputArguments.format` in MotionReelCLI), and a batch without formats.
extension OutputFormat {
    /// Every format, in the order of `--help` and of messages: MP4, the default, first; then the
    /// three formats MotionReel writes itself; then the other FFmpeg formats.
    public static let allCases: [OutputFormat] = [mp4, png, gif, apng, webp, hevc, prores, webm]

    /// H.264 in MP4 with faststart, yuv420p BT.709: the default.
    public static let mp4 = OutputFormat(
        name: "mp4", summary: "H.264 (libx264) in MP4", destination: .file(suffix: "mp4"), kind: .video,
        supportsAlpha: false, peakBytesPerPixel: 90, gallery: .video,
        encoder: .ffmpeg(VideoProfile(displayName: "MP4", takesPreset: true, crf: CRFLimit(codec: "H.264", range: 0...51),
                                      settings: h264Settings)))

    /// x264 at a constant rate factor, every value pinned: the same preset renders to the same
    /// file on a laptop and on CI. `.lossless` is crf 0 (x264's lossless mode) — lossless after the
    /// 4:2:0 conversion, and in a High 4:4:4 Predictive stream that QuickTime and Safari do not play.
    ///
    /// One thread, pinned: x264's bitstream depends on its thread count, so it cannot follow the
    /// machine's cores. One rather than several because x264's threads cost more than they give
    /// here: over the sweep's four presets, two slice threads took 18 % more CPU and 4 % more bytes
    /// than one thread, and frame threads each hold frames of their own (about 10 MiB each at
    /// 1170×2532). The render still uses two cores, drawing and converting beside the encoder, and
    /// `batch` runs a job per core, as many as memory allows.
    ///
    /// The lookahead (`rc-lookahead`) holds most of x264's memory: every frame in it costs about
    /// 10 MiB at 1170×2532. Standard looks 12 frames ahead, not 20, and buys back the SSIM that
    /// costs with crf 15.5 instead of 16.5: over six full-size presets the same mean SSIM for 6 %
    /// more bytes and about 80 MiB less memory (docs/encoding.md, "Memory"). The other qualities
    /// keep 20 (the preset default is 40 for medium).
    ///
    /// Standard is veryfast with two reference frames, the diamond motion search, and no weighted
    /// prediction, adaptive B-frames or scene cuts: UI motion is flat colour, sharp text and
    /// translation, rarely a fade of the whole picture or a cut. Together they save CPU for 3 %
    /// more bytes (up to 15 % on a clip like layers-custom that adaptive B-frames suit). The
    /// sweep behind them is in docs/encoding.md (`scripts/x264-sweep.sh`). Its extra options belong
    /// to its preset, so a `--preset` of the user's own gets x264's preset alone.
    private static func h264Settings(_ options: VideoOptions) -> EncoderSettings {
        let (crf, preset, lookahead, extra): (String, String, String, String?) =
            switch options.quality {
            case .draft: ("28", "veryfast", "20", nil)
            case .standard: ("15.5", "veryfast", "12", "ref=2:me=dia:weightp=0:b-adapt=0:scenecut=0")
            case .high: ("12", "slow", "20", nil)
            case .lossless: ("0", "medium", "20", nil)
            }
        var privateOptions: [(name: String, value: String)] = [
            ("preset", options.preset ?? preset), ("crf", options.crf.map(String.init) ?? crf), ("rc-lookahead", lookahead),
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

    /// A folder of PNG frames, RGB or straight-alpha RGBA, tagged sRGB (``PNGSequenceSink``).
    public static let png = OutputFormat(
        name: "png", summary: "PNG frames, one file each", destination: .folder(firstFile: PNGSequenceSink.fileName(forIndex: 0)),
        kind: .frames, supportsAlpha: true, peakBytesPerPixel: 25,
        encoder: .own { try PNGSequenceSink(directory: $0.url, format: $0.format) })

    /// An animated GIF, opaque, thinned to its own frame rate (``GIFSink``).
    public static let gif = OutputFormat(
        name: "gif", summary: "animated GIF, opaque, 1…\(GIFOptions.maximumFPS) fps", destination: .file(suffix: "gif"),
        kind: .animatedImage, supportsAlpha: false, peakBytesPerPixel: 83, gallery: .image,
        encoder: .own { try GIFSink(url: $0.url, format: $0.format, options: $0.encoding.gif) },
        ownSettings: { encoding in
            [("gif-fps", String(encoding.gif.fps)), ("loop", String(encoding.gif.loop))]
                + (encoding.gif.maximumWidth.map { [("gif-width", String($0))] } ?? [])
        })

    /// An animated PNG, `NAME.png`, exact, by MotionReel's own encoder (``APNGSink``).
    public static let apng = OutputFormat(
        name: "apng", summary: "animated PNG, lossless", destination: .file(suffix: "png"), kind: .animatedImage,
        supportsAlpha: true, peakBytesPerPixel: 37,
        encoder: .own { try APNGSink(url: $0.url, format: $0.format, options: $0.videoOptions) })

    /// Animated WebP: lossless (bgra) from standard up, lossy VP8 for draft.
    public static let webp = OutputFormat(
        name: "webp", summary: "animated WebP (libwebp), lossless above draft", destination: .file(suffix: "webp"),
        kind: .animatedImage, supportsAlpha: true, peakBytesPerPixel: 58,
        encoder: .ffmpeg(VideoProfile(displayName: "WebP", settings: webpSettings)))

    /// Lossless from standard up (exact pixels, straight alpha); draft is lossy VP8 at quality 80.
    private static func webpSettings(_ options: VideoOptions) -> EncoderSettings {
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

    /// HEVC in MP4, tagged `hvc1` (QuickTime, Safari), yuv420p BT.709.
    public static let hevc = OutputFormat(
        // `NAME.hevc.mp4`, so that it does not replace the H.264 `NAME.mp4` of the same render.
        name: "hevc", summary: "HEVC (libx265) in MP4, tagged hvc1", destination: .file(suffix: "hevc.mp4"), kind: .video,
        supportsAlpha: false, peakBytesPerPixel: 208, gallery: .video,
        encoder: .ffmpeg(VideoProfile(displayName: "HEVC MP4", takesPreset: true, crf: CRFLimit(codec: "HEVC", range: 0...51),
                                      settings: hevcSettings)))

    private static func hevcSettings(_ options: VideoOptions) -> EncoderSettings {
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

    /// ProRes 4444 in MOV, yuv444p10le, or yuva444p10le when transparent.
    public static let prores = OutputFormat(
        name: "prores", summary: "ProRes 4444 (prores_ks) in MOV", destination: .file(suffix: "mov"), kind: .video,
        supportsAlpha: true, peakBytesPerPixel: 75, gallery: .video,
        encoder: .ffmpeg(VideoProfile(displayName: "ProRes MOV", settings: proresSettings)))

    /// Always ProRes 4444 (the profile with alpha); quality picks the data rate.
    private static func proresSettings(_ options: VideoOptions) -> EncoderSettings {
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

    /// VP9 in WebM, yuv420p, or yuva420p when transparent (BT.709).
    public static let webm = OutputFormat(
        name: "webm", summary: "VP9 (libvpx-vp9) in WebM", destination: .file(suffix: "webm"), kind: .video,
        supportsAlpha: true, peakBytesPerPixel: 140, gallery: .video,
        encoder: .ffmpeg(VideoProfile(displayName: "WebM", takesPreset: true, crf: CRFLimit(codec: "VP9", range: 0...63),
                                      settings: webmSettings)))

    private static func webmSettings(_ options: VideoOptions) -> EncoderSettings {
        let (crf, cpuUsed): (Int?, Int) =
            switch options.quality {
            case .draft: (40, 5)
            case .standard: (28, 2)
            case .high: (24, 1)
            case .lossless: (nil, 4)
            }
        let speed = options.preset.flatMap { VideoProfile.presets.firstIndex(of: $0) }.map { max(0, 8 - $0) } ?? cpuUsed
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
