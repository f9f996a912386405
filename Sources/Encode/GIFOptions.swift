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
    /// At most ``maximumLoop``.
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
    /// The largest number a GIF's 16-bit fields hold: the screen's and each image's width and
    /// height, a frame's delay in 1/100 s, and the NETSCAPE repeat count.
    public static let maximumField = Int(UInt16.max)
    /// The widest and tallest a GIF can be, in pixels.
    public static let maximumSide = maximumField
    /// The highest `loop` value the NETSCAPE extension can express: plays once, then repeats
    /// ``maximumField`` times.
    public static let maximumLoop = maximumField + 1

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
    /// Little dithering: pixels whose colour the palette holds are never dithered (GIFEncoder),
    /// and on UI frames error diffusion mostly adds noise that costs SSIM and bytes. Measured with
    /// `make bench` on all 26 shipped presets at 390 px wide against FFmpeg's two-pass
    /// palettegen/paletteuse: at quality 95, going from dithering 1 to 0.75, 0.5 and 0.25 made
    /// the files smaller and raised SSIM on nearly every preset; 0 raised SSIM a little more, but
    /// leaves gradients (blur, shadows) banded, so 0.25 keeps a trace of it.
    ///
    /// Standard asks for quality 100: a full palette. With a palette chosen from the first frame
    /// that made later frames accept it at a larger error (`layers-custom` fell to SSIM 0.9907), so
    /// standard was 98; with one chosen from every frame's colours, 100 is what puts 22 of the 26
    /// presets at FFmpeg's SSIM or better and its size or smaller, where 98 put 20.
    /// `high` and `lossless` search longer for the same target.
    var quantizerSettings: Quantizer.Settings {
        switch quality {
        case .draft: Quantizer.Settings(maximumQuality: 70, speed: 8, dithering: 0.75)
        case .standard: Quantizer.Settings(maximumQuality: 100, speed: 4, dithering: 0.25)
        case .high: Quantizer.Settings(maximumQuality: 100, speed: 3, dithering: 0.25)
        case .lossless: Quantizer.Settings(maximumQuality: 100, speed: 1, dithering: 0.25)
        }
    }

    /// Which changed pixels the LZW encoder may write as a nearby palette entry when that
    /// compresses better (``LatitudeRule``): draft and standard let a moving edge pixel be written
    /// one unit (squared RGB) further from its source than its own entry, for bytes; high and
    /// lossless write every pixel as the palette maps it.
    var lzwLatitude: LatitudeRule? {
        switch quality {
        case .draft, .standard: LatitudeRule.standard
        case .high, .lossless: nil
        }
    }
}
