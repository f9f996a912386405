/// Turns premultiplied BGRA (Cairo's pixels) into the straight-alpha RGB(A) that PNG stores.
///
/// Copies as it converts: rendered rows are padded (to 64 bytes, for SIMD) and belong to the
/// renderer, while PNG compression and swscale read tightly packed rows the sink owns, so one
/// pass does both instead of a copy and then a second pass over the copy. Straight values are
/// `round(channel × 255 / alpha)`, read from a 64 KB table because a division per channel
/// triples the cost on frames with transparency.
enum Unpremultiply {
    /// Writes `image` into `destination` as rows `rowStride` bytes apart (by default tightly
    /// packed): RGB, dropping alpha, when `dropAlpha` (for frames known to be opaque), otherwise
    /// straight-alpha RGBA. Bytes between rows are left alone (a PNG's filter bytes).
    static func copy(_ image: FrameImage, dropAlpha: Bool, into destination: UnsafeMutablePointer<UInt8>, rowStride: Int? = nil) {
        let source = image.pixels.assumingMemoryBound(to: UInt8.self)
        let stride = rowStride ?? image.width * (dropAlpha ? 3 : 4)
        for row in 0..<image.height {
            let from = source + row * image.bytesPerRow
            if dropAlpha {
                toRGB(from, into: destination + row * stride, pixelCount: image.width)
            } else {
                toRGBA(from, into: destination + row * stride, pixelCount: image.width)
            }
        }
    }

    /// `pixelCount` BGRA pixels as RGB, alpha dropped. `destination` may be `source`: no output
    /// pixel is larger than its input pixel, so front to back never overwrites one not yet read.
    static func toRGB(_ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, pixelCount: Int) {
        for index in 0..<pixelCount {
            let pixel = source + index * 4, output = destination + index * 3
            // All read before any is written: in place, output[0] is pixel[0].
            let blue = pixel[0], green = pixel[1], red = pixel[2]
            output[0] = red
            output[1] = green
            output[2] = blue
        }
    }

    /// `pixelCount` premultiplied BGRA pixels as straight-alpha RGBA; `destination` may be `source`.
    static func toRGBA(_ source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>, pixelCount: Int) {
        table.withUnsafeBufferPointer { table in
            for index in 0..<pixelCount {
                let pixel = source + index * 4, output = destination + index * 4
                let blue = pixel[0], green = pixel[1], red = pixel[2], alpha = pixel[3]
                switch alpha {
                case 255:
                    output[0] = red
                    output[1] = green
                    output[2] = blue
                case 0:
                    output[0] = 0
                    output[1] = 0
                    output[2] = 0
                default:
                    let row = Int(alpha) << 8
                    output[0] = table[row | Int(red)]
                    output[1] = table[row | Int(green)]
                    output[2] = table[row | Int(blue)]
                }
                output[3] = alpha
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
