/// One frame's `fcTL` chunk (APNG specification): where its rectangle sits on the canvas, how
/// long it shows, and how it meets what is already there.
///
/// Disposal is always "none" (the canvas keeps the frame), which is what lets the next frame
/// store only the rectangle that changed.
struct APNGFrameControl: Sendable {
    /// The data's length in bytes.
    static let byteCount = 26
    /// The largest numerator or denominator of a delay: both are 16-bit, so a frame rate above it
    /// cannot be written, and a hold longer than it source frames is split.
    static let maximumDelayTerm = Int(UInt16.max)

    /// The frame's number in the sequence `fcTL` and `fdAT` chunks share.
    var sequence: UInt32
    var region: PixelRegion
    /// How long the frame shows: `delayNumerator / delayDenominator` seconds.
    var delayNumerator: UInt16
    var delayDenominator: UInt16
    /// Blend "over": the frame's fully transparent pixels leave the canvas showing; otherwise
    /// ("source") the rectangle replaces the canvas.
    var blendsOver: Bool

    /// Writes the chunk's data into `bytes` (at least ``byteCount`` long).
    func write(into bytes: UnsafeMutableRawBufferPointer) {
        var cursor = BigEndianCursor(bytes)
        cursor.put(sequence)
        cursor.put(UInt32(region.width))
        cursor.put(UInt32(region.height))
        cursor.put(UInt32(region.x))
        cursor.put(UInt32(region.y))
        cursor.put(delayNumerator)
        cursor.put(delayDenominator)
        cursor.put(UInt8(0))  // dispose_op: none
        cursor.put(UInt8(blendsOver ? 1 : 0))
    }
}

/// Writes big-endian numbers one after another into a byte buffer.
struct BigEndianCursor {
    private let bytes: UnsafeMutableRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeMutableRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func put<T: FixedWidthInteger>(_ value: T) {
        for index in 0..<MemoryLayout<T>.size {
            bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * (MemoryLayout<T>.size - 1 - index)))
        }
        offset += MemoryLayout<T>.size
    }
}
