import CImageQuant
import Foundation

/// libimagequant, owned: its settings (`liq_attr`), and the images and results made with them.
///
/// Each C object has one Swift owner that frees it in deinit, and no pointer leaves this file.
/// Debian builds libimagequant with OpenMP, and its k-means sums per-thread partial results, so
/// the palette depends on the thread count; ``pinThreads()`` fixes that count for the calling
/// thread so the same frames give the same bytes on every machine.
///
/// ```swift
/// let quantizer = try Quantizer(settings: options.quantizerSettings, maximumColors: 255)
/// let image = try quantizer.image(rgba: pixels, width: 320, height: 240)
/// let result = try quantizer.quantize(image)
/// try result.remap(image, into: indices)
/// ```
final class Quantizer {
    /// How hard libimagequant works and how closely it follows the colours.
    struct Settings: Sendable, Hashable {
        /// libimagequant's quality target, 0…100: it stops adding colours once it reaches it.
        var maximumQuality: Int
        /// 1 (slowest, best) … 10 (fastest).
        var speed: Int
        /// Floyd–Steinberg dithering strength, 0…1.
        var dithering: Float
    }

    let settings: Settings
    fileprivate let attributes: OpaquePointer

    /// Settings for palettes of at most `maximumColors` entries (2…256).
    init(settings: Settings, maximumColors: Int) throws(EncodeError) {
        guard let attributes = liq_attr_create() else { throw .quantization("libimagequant could not allocate its settings") }
        self.attributes = attributes
        self.settings = settings
        try Self.check(liq_set_max_colors(attributes, Int32(maximumColors)), "liq_set_max_colors(\(maximumColors))")
        try Self.check(liq_set_quality(attributes, 0, Int32(settings.maximumQuality)), "liq_set_quality(0, \(settings.maximumQuality))")
        try Self.check(liq_set_speed(attributes, Int32(settings.speed)), "liq_set_speed(\(settings.speed))")
    }

    deinit {
        liq_attr_destroy(attributes)
    }

    /// Wraps straight-alpha RGBA pixels (tightly packed); they must outlive the image.
    func image(rgba: UnsafeMutablePointer<UInt8>, width: Int, height: Int) throws(EncodeError) -> QuantizerImage {
        // Gamma 0 means sRGB, which is what Cairo draws.
        guard let image = liq_image_create_rgba(attributes, rgba, Int32(width), Int32(height), 0) else {
            throw .quantization("libimagequant rejected a \(width)×\(height) image")
        }
        return QuantizerImage(pointer: image, width: width, height: height)
    }

    /// Wraps `count` rows of straight-alpha RGBA pixels, `width` each, wherever they are; the rows
    /// and the pointers to them must outlive the image.
    func image(rows: UnsafePointer<UnsafeMutableRawPointer?>, width: Int, count: Int) throws(EncodeError) -> QuantizerImage {
        guard let image = liq_image_create_rgba_rows(attributes, rows, Int32(width), Int32(count), 0) else {
            throw .quantization("libimagequant rejected \(count) rows of \(width) pixels")
        }
        return QuantizerImage(pointer: image, width: width, height: count)
    }

    /// Chooses a palette for `image`, with this quantizer's dithering for remapping.
    func quantize(_ image: QuantizerImage) throws(EncodeError) -> QuantizationResult {
        var result: OpaquePointer?
        try Self.check(liq_image_quantize(image.pointer, attributes, &result), "liq_image_quantize")
        guard let result else { throw .quantization("liq_image_quantize returned no result") }
        return try QuantizationResult(pointer: result, dithering: settings.dithering)
    }

    /// An empty histogram for choosing one palette from many images.
    func histogram() throws(EncodeError) -> ColourHistogram {
        try ColourHistogram(quantizer: self)
    }

    /// A result whose palette is exactly `colors`, for remapping frames onto a palette chosen earlier.
    func fixedPalette(_ colors: [PaletteColor]) throws(EncodeError) -> QuantizationResult {
        let histogram = try histogram()
        try histogram.fix(colors)
        return try histogram.result()
    }

    /// Runs libimagequant's OpenMP loops on one thread when called from the thread that quantizes.
    ///
    /// OpenMP's thread count is per calling thread, so this leaves every other thread alone. A
    /// libimagequant built without OpenMP (Homebrew's) has no such symbol and needs nothing.
    static func pinThreads() {
        setThreadCount?(1)
    }

    private static let setThreadCount: (@convention(c) (Int32) -> Void)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "omp_set_num_threads") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Void).self)
    }()

    static func check(_ code: liq_error, _ call: String) throws(EncodeError) {
        guard code != LIQ_OK else { return }
        let reason = switch code {
        case LIQ_QUALITY_TOO_LOW: "quality too low"
        case LIQ_VALUE_OUT_OF_RANGE: "value out of range"
        case LIQ_OUT_OF_MEMORY: "out of memory"
        case LIQ_ABORTED: "aborted"
        case LIQ_BUFFER_TOO_SMALL: "buffer too small"
        case LIQ_INVALID_POINTER: "invalid pointer"
        case LIQ_UNSUPPORTED: "unsupported"
        default: "error \(code.rawValue)"
        }
        throw .quantization("libimagequant \(call) failed: \(reason)")
    }
}

/// One palette entry, straight alpha.
struct PaletteColor: Hashable, Sendable {
    var r, g, b, a: UInt8
}

/// Owns one `liq_histogram`: the colours of every image added, counted, for one palette that
/// serves them all (what FFmpeg's `palettegen stats_mode=full` does for a whole animation).
final class ColourHistogram {
    fileprivate let pointer: OpaquePointer
    private let quantizer: Quantizer

    /// Creates the histogram with `quantizer`'s settings; this object is its only owner, from
    /// creation to `deinit`.
    fileprivate init(quantizer: Quantizer) throws(EncodeError) {
        guard let pointer = liq_histogram_create(quantizer.attributes) else {
            throw .quantization("libimagequant could not allocate a histogram")
        }
        self.pointer = pointer
        self.quantizer = quantizer
    }

    deinit {
        liq_histogram_destroy(pointer)
    }

    /// Counts every pixel of `image`; the image can be freed afterwards.
    func add(_ image: QuantizerImage) throws(EncodeError) {
        try Quantizer.check(liq_histogram_add_image(pointer, quantizer.attributes, image.pointer), "liq_histogram_add_image")
    }

    /// Makes `colors` the palette, whatever else is added.
    fileprivate func fix(_ colors: [PaletteColor]) throws(EncodeError) {
        let entries = colors.map { liq_histogram_entry(color: liq_color(r: $0.r, g: $0.g, b: $0.b, a: $0.a), count: 1) }
        for entry in entries {
            try Quantizer.check(liq_histogram_add_fixed_color(pointer, entry.color, 0), "liq_histogram_add_fixed_color")
        }
        // libimagequant refuses a histogram of fixed colours alone; the same colours as samples change nothing.
        try Quantizer.check(liq_histogram_add_colors(pointer, quantizer.attributes, entries, Int32(entries.count), 0),
                            "liq_histogram_add_colors")
    }

    /// The palette for everything added, by the quantizer's settings (libimagequant refuses an
    /// empty histogram: add at least one image first).
    func palette() throws(EncodeError) -> [PaletteColor] {
        try result().palette
    }

    /// The quantization of everything added: its palette, and the remapping of images onto it.
    fileprivate func result() throws(EncodeError) -> QuantizationResult {
        var result: OpaquePointer?
        try Quantizer.check(liq_histogram_quantize(pointer, quantizer.attributes, &result), "liq_histogram_quantize")
        guard let result else { throw .quantization("liq_histogram_quantize returned no result") }
        return try QuantizationResult(pointer: result, dithering: quantizer.settings.dithering)
    }
}

/// Owns one `liq_image`. The pixels it reads belong to the caller.
final class QuantizerImage {
    fileprivate let pointer: OpaquePointer
    let width: Int
    let height: Int

    fileprivate init(pointer: OpaquePointer, width: Int, height: Int) {
        self.pointer = pointer
        self.width = width
        self.height = height
    }

    deinit {
        liq_image_destroy(pointer)
    }
}

/// Owns one `liq_result`: a palette, and the remapping of images onto it.
final class QuantizationResult {
    private let pointer: OpaquePointer
    /// The palette, in the order remapped indices refer to.
    let palette: [PaletteColor]

    fileprivate init(pointer: OpaquePointer, dithering: Float) throws(EncodeError) {
        self.pointer = pointer
        do {
            try Quantizer.check(liq_set_dithering_level(pointer, dithering), "liq_set_dithering_level(\(dithering))")
        } catch {
            liq_result_destroy(pointer)
            throw error
        }
        guard let raw = liq_get_palette(pointer) else {
            liq_result_destroy(pointer)
            throw .quantization("libimagequant returned no palette")
        }
        let count = Int(raw.pointee.count)
        palette = withUnsafeBytes(of: raw.pointee.entries) { bytes in
            (0..<count).map { PaletteColor(r: bytes[$0 * 4], g: bytes[$0 * 4 + 1], b: bytes[$0 * 4 + 2], a: bytes[$0 * 4 + 3]) }
        }
    }

    deinit {
        liq_result_destroy(pointer)
    }

    /// Writes one palette index per pixel of `image` into `indices` (width × height bytes), dithered.
    func remap(_ image: QuantizerImage, into indices: UnsafeMutablePointer<UInt8>) throws(EncodeError) {
        try Quantizer.check(liq_write_remapped_image(pointer, image.pointer, indices, image.width * image.height), "liq_write_remapped_image")
    }
}
