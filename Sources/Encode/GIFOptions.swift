/// How a GIF is timed, how often it plays and how closely its colours follow the frames.
///
/// ```swift
/// let options = GIFOptions(fps: 25, loop: 3, quality: .high)  // 25 fps, plays 3 times
/// ```
public struct GIFOptions: Sendable, Hashable {
    /// Output frame rate, 1…50 (default 30). A faster source is thinned to this rate; a slower
    /// one keeps its own. Above 50 some delays would be 1 cs, which browsers play as 10 cs.
    public var fps: Int
    /// How many times the animation plays: 0 (the default) loops forever, N ≥ 1 plays N times in all.
    ///
    /// The NETSCAPE2.0 extension counts *repeats*, and several browsers read a count of 0 as
    /// "forever", so: 0 → count 0; 1 → no NETSCAPE extension (play once); N ≥ 2 → count N − 1.
    /// At most 65 536 (a count of 65 535).
    public var loop: Int
    /// How closely colours follow the frames, traded against file size and time.
    ///
    /// GIF has no lossless mode for full-colour frames: ``Quality/lossless`` asks libimagequant
    /// for its best (quality 100, slowest search), which is exact only for frames with at most
    /// 255 distinct colours.
    public var quality: Quality
    /// The GIF's width at most, in pixels (the height follows the aspect ratio); nil keeps the
    /// render's size. A GIF for a pull request or a chat stays small while the MP4 keeps full size.
    public var maximumWidth: Int?

    /// The highest output rate a GIF may have.
    public static let maximumFPS = 50
    /// The highest `loop` value the NETSCAPE extension can express.
    public static let maximumLoop = 65_536

    /// Options with the defaults: 30 fps, loop forever, standard quality.
    public init(fps: Int = 30, loop: Int = 0, quality: Quality = .standard, maximumWidth: Int? = nil) {
        self.fps = fps
        self.loop = loop
        self.quality = quality
        self.maximumWidth = maximumWidth
    }

    /// The NETSCAPE2.0 repeat count to write, or nil for no extension (play once).
    var netscapeLoopCount: Int? {
        switch loop {
        case 0: 0
        case 1: nil
        default: loop - 1
        }
    }

    /// libimagequant's settings for ``quality``.
    ///
    /// Standard's target of 95 is the lowest that matches FFmpeg's two-pass palettegen/paletteuse
    /// on a moving gradient (SSIM 0.9707 against 0.9704, 353 KB against 361 KB; at 90 the file
    /// was 304 KB but SSIM 0.948, at 98 SSIM 0.983 but 386 KB).
    var quantizerSettings: Quantizer.Settings {
        switch quality {
        case .draft: Quantizer.Settings(maximumQuality: 70, speed: 8, dithering: 0.75)
        case .standard: Quantizer.Settings(maximumQuality: 95, speed: 4, dithering: 1)
        case .high: Quantizer.Settings(maximumQuality: 98, speed: 3, dithering: 1)
        case .lossless: Quantizer.Settings(maximumQuality: 100, speed: 1, dithering: 1)
        }
    }
}
