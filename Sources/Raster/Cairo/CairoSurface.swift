import CCairo
import CImageCheck
import Foundation
import ImageFiles
import Scene

/// Owns one Cairo image surface and destroys it with the last reference.
///
/// Either Cairo allocates the pixels (layer surfaces, loaded PNGs and JPEGs) or the surface wraps a
/// `PixelBuffer`'s memory, so a frame is drawn straight into the buffer the encoder reads.
final class CairoSurface {
    /// Pixels a side of the largest image surface Cairo makes (its MAX_IMAGE_SIZE); checked here,
    /// so a size is refused with a typed error before it is narrowed to Cairo's 32-bit ints.
    static let maximumSide = 32767

    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// A transparent premultiplied ARGB32 surface of `width` × `height` pixels, or an RGB24
    /// one (no alpha channel, composited as a copy) for content known to be opaque.
    convenience init(width: Int, height: Int, opaque: Bool = false) throws {
        try Self.checkSize(width: width, height: height)
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw RasterError.cairo(operation: "create a \(width)×\(height) surface", message: "no surface")
        }
        try Self.check(surface, operation: "create a \(width)×\(height) surface")
        self.init(surface, width: width, height: height)
    }

    /// A surface over `buffer`'s pixels, with its 64-byte-aligned stride.
    ///
    /// It does not keep the buffer alive (a renderer must not pin every buffer it was ever
    /// given): whoever holds this surface checks the buffer still exists before drawing.
    convenience init(wrapping buffer: PixelBuffer) throws {
        let operation = "wrap a \(buffer.width)×\(buffer.height) pixel buffer"
        try Self.checkSize(width: buffer.width, height: buffer.height)
        guard let surface = cairo_image_surface_create_for_data(
            buffer.pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(buffer.width), Int32(buffer.height), Int32(buffer.bytesPerRow))
        else { throw RasterError.cairo(operation: operation, message: "no surface") }
        try Self.check(surface, operation: operation)
        self.init(surface, width: buffer.width, height: buffer.height)
    }

    /// The PNG at `url`, decoded by Cairo.
    ///
    /// Its header is checked first (the file may have changed since the preset was checked), so
    /// a forged size never reaches Cairo's allocation; when Cairo still fails, CImageCheck's full
    /// decode says why (Cairo itself reports most libpng errors as "out of memory").
    convenience init(png url: URL) throws {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw RasterError.image(path: path, message: "no such file (image paths are relative to the preset file)")
        }
        if let problem = Self.inspect(png: path, decode: false) {
            throw RasterError.image(path: path, message: problem)
        }
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw RasterError.image(path: path, message: "cairo returned no surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            let reason = Self.inspect(png: path, decode: true) ?? String(cString: cairo_status_to_string(status))
            throw RasterError.image(path: path, message: reason)
        }
        self.init(surface, width: Int(cairo_image_surface_get_width(surface)),
                  height: Int(cairo_image_surface_get_height(surface)))
    }

    /// What is wrong with the PNG at `path` (its header only, or its whole data), or nil.
    private static func inspect(png path: String, decode: Bool) -> String? {
        var width: UInt32 = 0, height: UInt32 = 0
        let result = withImageMessage {
            mr_png_inspect(path, decode ? 1 : 0, UInt32(Limits.maximumImageSide), UInt64(Limits.maximumImagePixels),
                           &width, &height, $0, $1)
        }
        return result.status == MR_IMAGE_OK ? nil : result.message
    }

    /// The JPEG at `url`, decoded by libjpeg-turbo straight into a Cairo ARGB32 surface (opaque,
    /// so premultiplying changes nothing).
    ///
    /// Its header is checked against the limits before the surface is made. Neither its EXIF
    /// orientation nor its ICC profile is applied: the pixels are drawn as stored, as sRGB.
    convenience init(jpeg url: URL) throws {
        let path = url.path
        var limits = mr_image_limits.standard
        var width: UInt32 = 0, height: UInt32 = 0
        let header = withImageMessage { mr_jpeg_inspect(path, 0, &limits, &width, &height, $0, $1) }
        guard header.status == MR_IMAGE_OK else { throw RasterError.image(path: path, message: header.message) }
        try self.init(width: Int(width), height: Int(height))
        cairo_surface_flush(pointer)
        guard let pixels = cairo_image_surface_get_data(pointer) else {
            throw RasterError.image(path: path, message: "cairo gave no pixels to decode into")
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let decoded = withImageMessage {
            mr_jpeg_decode(path, &limits, width, height, pixels, stride, $0, $1)
        }
        guard decoded.status == MR_IMAGE_OK else { throw RasterError.image(path: path, message: decoded.message) }
        cairo_surface_mark_dirty(pointer)
    }

    private init(_ pointer: OpaquePointer, width: Int, height: Int) {
        self.pointer = pointer
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Whether the surface has no alpha channel (RGB24): every pixel is opaque.
    var isOpaque: Bool { cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24 }

    /// Makes Cairo's pending drawing visible in the pixel memory.
    func flush() { cairo_surface_flush(pointer) }

    /// Writes the surface as a PNG (for looking at reference screens and contact sheets).
    func writePNG(to url: URL) throws {
        let status = cairo_surface_write_to_png(pointer, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cairo(operation: "write \(url.path)", message: String(cString: cairo_status_to_string(status)))
        }
    }

    /// Throws unless `width` × `height` is a size Cairo can make (0 … ``maximumSide`` a side).
    static func checkSize(width: Int, height: Int) throws {
        guard (0...maximumSide).contains(width), (0...maximumSide).contains(height) else {
            throw RasterError.surfaceSize(width: width, height: height)
        }
    }

    private static func check(_ surface: OpaquePointer, operation: String) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RasterError.cairo(operation: operation, message: String(cString: cairo_status_to_string(status)))
        }
    }
}
