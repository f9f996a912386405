/// Turns premultiplied BGRA (Cairo's pixels) into the straight-alpha RGB(A) that PNG stores.
///
/// Works in place on tightly packed rows: the output pixel is never larger than the input pixel,
/// so writing front to back never overwrites a pixel not yet read. Straight values are
/// `round(channel × 255 / alpha)`, read from a 64 KB table because a division per channel
/// triples the cost on frames with transparency.
enum Unpremultiply {
    /// Rewrites `pixelCount` BGRA pixels as RGB, dropping alpha (for frames known to be opaque).
    static func toRGB(_ pixels: UnsafeMutablePointer<UInt8>, pixelCount: Int) {
        for index in 0..<pixelCount {
            let source = pixels + index * 4
            let blue = source[0], green = source[1], red = source[2]
            let destination = pixels + index * 3
            destination[0] = red
            destination[1] = green
            destination[2] = blue
        }
    }

    /// Rewrites `pixelCount` premultiplied BGRA pixels as straight-alpha RGBA.
    static func toRGBA(_ pixels: UnsafeMutablePointer<UInt8>, pixelCount: Int) {
        table.withUnsafeBufferPointer { table in
            for index in 0..<pixelCount {
                let pixel = pixels + index * 4
                let blue = pixel[0], green = pixel[1], red = pixel[2], alpha = pixel[3]
                switch alpha {
                case 255:
                    pixel[0] = red
                    pixel[2] = blue
                case 0:
                    pixel[0] = 0
                    pixel[1] = 0
                    pixel[2] = 0
                default:
                    let row = Int(alpha) << 8
                    pixel[0] = table[row | Int(red)]
                    pixel[1] = table[row | Int(green)]
                    pixel[2] = table[row | Int(blue)]
                }
            }
        }
    }

    /// `table[alpha << 8 | channel]`: the straight value, rounded half up and clamped, since a
    /// channel above its alpha is invalid premultiplied data.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for channel in 0..<256 {
                table[alpha << 8 | channel] = UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
            }
        }
        return table
    }()
}
