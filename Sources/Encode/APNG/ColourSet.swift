/// Which of the 2²⁴ RGB colours have appeared: one bit each, 2 MiB however many frames.
///
/// Lets the APNG pick its transparent key colour only once every frame has been seen, so the
/// key is one no frame contains; a key chosen earlier could turn up in a later frame, which
/// could then not be stored exactly.
final class ColourSet {
    private let words: UnsafeMutablePointer<UInt64>
    private static let wordCount = (1 << 24) / 64

    init() {
        words = .allocate(capacity: Self.wordCount)
        words.initialize(repeating: 0, count: Self.wordCount)
    }

    deinit {
        words.deallocate()
    }

    /// Marks the colours of `count` packed RGB pixels.
    func insert(rgb pixels: UnsafePointer<UInt8>, count: Int) {
        for index in 0..<count {
            let pixel = pixels + index * 3
            let colour = Int(pixel[0]) << 16 | Int(pixel[1]) << 8 | Int(pixel[2])
            words[colour >> 6] |= 1 << UInt64(colour & 63)
        }
    }

    /// The first colour (as 0xRRGGBB) not in the set, or nil if every one is.
    func firstMissing() -> Int? {
        for index in 0..<Self.wordCount where words[index] != .max {
            return index << 6 | (~words[index]).trailingZeroBitCount
        }
        return nil
    }
}
