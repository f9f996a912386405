/// How hard x264 works and how good the MP4 looks.
///
/// Every field changes the output bytes, so they are fixed values rather than taken from the
/// machine: the same preset renders to the same file on a laptop and on CI.
public struct MP4Options: Sendable, Hashable {
    /// Constant rate factor, 0 (lossless) … 51; 18 is visually lossless for flat UI content.
    public var crf: Int
    /// x264 preset name, "ultrafast" … "veryslow".
    public var preset: String
    /// x264 frame threads. x264's bitstream depends on its thread count, so this is pinned
    /// rather than detected; frame threads (not slice threads) keep compression at its best.
    public var threads: Int
    /// Frames x264 looks ahead for rate control and frame types (`rc-lookahead`).
    ///
    /// The preset default (40 for medium) holds most of x264's memory: at 1170×2532 x264 needs
    /// 430–770 MB depending on this value. 20 keeps most of the benefit of lookahead for the
    /// short, smooth clips MotionReel renders at about 2/3 of the memory.
    public var lookahead: Int

    /// x264's preset names, fastest first.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

    /// Options with MotionReel's defaults: visually lossless, medium speed, pinned threads.
    public init(crf: Int = 18, preset: String = "medium", threads: Int = 4, lookahead: Int = 20) {
        self.crf = crf
        self.preset = preset
        self.threads = threads
        self.lookahead = lookahead
    }
}

extension MP4Options {
    /// The x264 settings for `quality` (see `docs/encoding.md`); an explicit `crf` or `preset` wins.
    ///
    /// ```swift
    /// let options = MP4Options.forQuality(.high, preset: "fast")   // crf 12, fast
    /// ```
    /// `.lossless` is crf 0 (x264's lossless mode) — lossless after the 4:2:0 conversion, and in
    /// a High 4:4:4 Predictive stream that QuickTime and Safari do not play.
    public static func forQuality(_ quality: Quality, crf: Int? = nil, preset: String? = nil) -> MP4Options {
        let defaults: (crf: Int, preset: String)
        switch quality {
        case .draft: defaults = (28, "veryfast")
        case .standard: defaults = (18, "medium")
        case .high: defaults = (12, "slow")
        case .lossless: defaults = (0, "medium")
        }
        return MP4Options(crf: crf ?? defaults.crf, preset: preset ?? defaults.preset)
    }
}
