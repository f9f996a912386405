/// A palette's colours as opaque RGBA words, the layout frames are compared in, so the GIF's
/// per-pixel loops compare a pixel with a palette colour in one step. Filled once per palette,
/// into storage kept from frame to frame.
final class PaletteWords {
    /// GIF's largest colour table.
    static let capacity = 256
    let words: UnsafeMutablePointer<UInt32>
    private(set) var count = 0

    init() {
        words = .allocate(capacity: Self.capacity)
        words.initialize(repeating: 0, count: Self.capacity)
    }

    convenience init(_ palette: [PaletteColor]) {
        self.init()
        fill(palette)
    }

    deinit {
        words.deallocate()
    }

    /// Replaces the colours with `palette`'s first 256, each made opaque.
    func fill(_ palette: [PaletteColor]) {
        count = min(palette.count, Self.capacity)
        for (index, color) in palette.prefix(count).enumerated() {
            words[index] = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | 0xFF00_0000
        }
    }
}

/// Squared RGB distance between two RGBA words (alpha ignored).
@inline(__always)
func squaredRGBDistance(_ a: UInt32, _ b: UInt32) -> Int {
    let red = Int(a & 0xFF) - Int(b & 0xFF)
    let green = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
    let blue = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
    return red * red + green * green + blue * blue
}

/// The largest difference between two RGBA words in one of R, G and B.
@inline(__always)
func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    max(abs(Int(a & 0xFF) - Int(b & 0xFF)), abs(Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)),
        abs(Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)))
}
