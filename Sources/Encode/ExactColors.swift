/// The palette entries by exact colour, so pixels whose colour the palette holds get that entry
/// and no dithering.
///
/// Error diffusion spreads each pixel's error onto its neighbours. On UI frames that turns the
/// flat fill beside an antialiased edge into noise, although the palette holds the fill's colour
/// exactly: the noise costs SSIM and, because LZW compresses runs, bytes. After dithering, every
/// pixel whose colour is in the palette is set back to its exact entry; only the others keep
/// their dithered index. An open-addressed table of 1024 slots: a palette has at most 256 colours.
struct ExactColors {
    private static let slotCount = 1024
    /// RGB packed as 0xRRGGBB with bit 24 set, so 0 marks an empty slot.
    private var keys = [UInt32](repeating: 0, count: slotCount)
    private var values = [UInt8](repeating: 0, count: slotCount)

    /// An empty table; ``index(_:)`` fills it.
    init() {}

    /// A table of `palette`'s colours.
    init(_ palette: [PaletteColor]) {
        index(palette)
    }

    /// Replaces the table with the opaque entries of `palette` (the first of equal colours wins),
    /// reusing its storage.
    mutating func index(_ palette: [PaletteColor]) {
        for slot in 0..<Self.slotCount { keys[slot] = 0 }
        for (index, color) in palette.enumerated() where color.a == 255 && index < 256 {
            let key = Self.key(color.r, color.g, color.b)
            var slot = Self.slot(key)
            while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (Self.slotCount - 1) }
            if keys[slot] == 0 {
                keys[slot] = key
                values[slot] = UInt8(index)
            }
        }
    }

    /// Sets `indices[i]` to the exact entry for every opaque pixel of `rgba` (`count` pixels)
    /// whose colour the palette holds.
    func restore(_ rgba: UnsafePointer<UInt8>, indices: UnsafeMutablePointer<UInt8>, count: Int) {
        keys.withUnsafeBufferPointer { keys in
            values.withUnsafeBufferPointer { values in
                for pixel in 0..<count where rgba[pixel * 4 + 3] == 255 {
                    let key = Self.key(rgba[pixel * 4], rgba[pixel * 4 + 1], rgba[pixel * 4 + 2])
                    var slot = Self.slot(key)
                    while keys[slot] != 0 {
                        if keys[slot] == key {
                            indices[pixel] = values[slot]
                            break
                        }
                        slot = (slot + 1) & (Self.slotCount - 1)
                    }
                }
            }
        }
    }

    /// The entry for a pixel stored as a 32-bit RGBA word (red in the low byte, as
    /// ``FrameDifference`` compares them), or nil if it is not opaque or the palette lacks it.
    func entry(ofPixel word: UInt32) -> UInt8? {
        guard word >> 24 == 255 else { return nil }
        let key = 1 << 24 | (word & 0xFF) << 16 | (word & 0xFF00) | (word >> 16 & 0xFF)
        var slot = Self.slot(key)
        while keys[slot] != 0 {
            if keys[slot] == key { return values[slot] }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    private static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        1 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    private static func slot(_ key: UInt32) -> Int {
        Int((key &* 2_654_435_761) >> 22) & (slotCount - 1)
    }
}
