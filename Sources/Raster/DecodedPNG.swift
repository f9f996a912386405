import CCairo
import Foundation

/// A PNG file's pixels as straight 8-bit RGBA, for comparing images (the spec diff's key frames).
///
/// Decoded by ``CairoSurface/init(png:)``, which checks the header against the image limits
/// first, so a forged size is refused before anything is allocated for it.
public struct DecodedPNG: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Row-major RGBA, 4 bytes a pixel, no padding.
    public let rgba: [UInt8]

    /// Reads and decodes the PNG at `url`; throws ``RasterError/image(path:message:)`` when it is
    /// missing, too large or broken.
    public init(contentsOf url: URL) throws {
        let surface = try CairoSurface(png: url)
        surface.flush()
        width = surface.width
        height = surface.height
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        let format = cairo_image_surface_get_format(surface.pointer)
        guard let data = cairo_image_surface_get_data(surface.pointer) else {
            throw RasterError.image(path: url.path, message: "cairo gave no pixels")
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let hasAlpha = format == CAIRO_FORMAT_ARGB32
        for y in 0..<height {
            let row = UnsafeRawPointer(data).advanced(by: y * stride)
            for x in 0..<width {
                let argb = row.load(fromByteOffset: x * 4, as: UInt32.self)   // Cairo's native-endian ARGB
                let a = hasAlpha ? UInt8(truncatingIfNeeded: argb >> 24) : 255
                let i = (y * width + x) * 4
                out[i] = Self.unpremultiplied(UInt8(truncatingIfNeeded: argb >> 16), alpha: a)
                out[i + 1] = Self.unpremultiplied(UInt8(truncatingIfNeeded: argb >> 8), alpha: a)
                out[i + 2] = Self.unpremultiplied(UInt8(truncatingIfNeeded: argb), alpha: a)
                out[i + 3] = a
            }
        }
        rgba = out
    }

    /// Cairo stores premultiplied alpha; undone so levels compare as the file holds them.
    private static func unpremultiplied(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        guard a != 0, a != 255 else { return c }
        return UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
    }
}
