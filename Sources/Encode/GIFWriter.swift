import Foundation

/// Writes the GIF89a container: screen and global colour table, the NETSCAPE2.0 loop, one
/// graphic control extension and image per frame, and the trailer.
///
/// Every frame is written with disposal "do not dispose", so a frame's transparent pixels show
/// the frames before it: that is what makes frame differencing work. A frame's delay is
/// written when the frame is, and the last one (known only once the source has ended) is
/// patched in place by ``setDelay(ofFrame:to:)``.
final class GIFWriter {
    /// One frame's image, ready to write: a rectangle of palette indices on the canvas.
    struct Frame {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        /// Row-major indices, `width` per row.
        var indices: UnsafePointer<UInt8>
        var rowStride: Int
        /// Per pixel, another index that shows the same (laid out as `indices`), for the LZW
        /// encoder to choose from; nil when every pixel must be written as `indices` says.
        var alternatives: UnsafePointer<UInt8>? = nil
        /// Further entries the LZW encoder may write in place of a pixel's own (``GIFLZW/Latitude``).
        var latitude: GIFLZW.Latitude? = nil
        /// Receives the index written for each pixel (laid out as `indices`): with alternatives
        /// or latitude, what the frame shows is known only once it is encoded.
        var written: UnsafeMutablePointer<UInt8>? = nil
        /// nil to use the global colour table.
        var localPalette: [PaletteColor]?
        /// The index that shows the frame below, if any.
        var transparentIndex: Int?
        /// Centiseconds.
        var delay: Int
    }

    private let handle: FileHandle
    private let path: String
    private let colorTableSize: Int?
    private var lzw = GIFLZW()
    /// The two LZW parses of a frame with alternatives, reused from frame to frame.
    private var ownFirst: [UInt8] = []
    private var alternativeFirst: [UInt8] = []
    /// The indices the second parse wrote, copied out when that parse is kept.
    private var alternativeWritten: [UInt8] = []
    /// Each ``TransparencyPattern`` in turn, its parse, and the smallest pattern parse so far with
    /// the indices it wrote; swapped, not copied, when a pattern does better.
    private var pattern: [UInt8] = []
    private var patternParse: [UInt8] = []
    private var patternWritten: [UInt8] = []
    private var bestPatternParse: [UInt8] = []
    private var bestPatternWritten: [UInt8] = []
    private var buffer: [UInt8] = []
    /// Where each frame's delay field and its first byte are, for patching and dropping.
    private var delayOffsets: [UInt64] = []
    private var frameOffsets: [UInt64] = []
    private var offset: UInt64 = 0

    /// Starts the file at `path` (which must exist and be empty) with the screen, the global
    /// palette and, unless `loopCount` is nil, a NETSCAPE2.0 extension repeating `loopCount` times (0 = forever).
    init(path: String, width: Int, height: Int, globalPalette: [PaletteColor], loopCount: Int?) throws(EncodeError) {
        let sides = 1...GIFOptions.maximumSide
        guard sides.contains(width), sides.contains(height) else {
            throw .invalidInput("a GIF is at most \(GIFOptions.maximumSide)×\(GIFOptions.maximumSide), not \(width)×\(height)")
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw .posix(path, "cannot open the GIF for writing") }
        self.handle = handle
        self.path = path
        let sizeBits = Self.colorTableBits(globalPalette.count)
        colorTableSize = sizeBits
        var header: [UInt8] = Array("GIF89a".utf8)
        header += le16(width) + le16(height)
        // Global table present, 8 bits per primary in the source, unsorted, 2^(bits+1) entries.
        header += [0x80 | 0x70 | UInt8(sizeBits), 0, 0]
        Self.appendColorTable(globalPalette, bits: sizeBits, to: &header)
        if let loopCount {
            header += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01] + le16(loopCount) + [0x00]
        }
        try write(header)
    }

    deinit {
        try? handle.close()
    }

    /// How many frames are in the file.
    var frameCount: Int { frameOffsets.count }

    /// Appends one frame.
    func append(_ frame: Frame) throws(EncodeError) {
        try Self.check(delay: frame.delay)
        buffer.removeAll(keepingCapacity: true)
        let transparent = frame.transparentIndex
        // Graphic control extension: disposal 1 (leave in place), transparency flag, delay, index.
        buffer += [0x21, 0xF9, 0x04, UInt8(1 << 2 | (transparent == nil ? 0 : 1))]
        let delayOffset = offset + UInt64(buffer.count)
        buffer += le16(frame.delay) + [UInt8(transparent ?? 0), 0x00]
        buffer += [0x2C] + le16(frame.x) + le16(frame.y) + le16(frame.width) + le16(frame.height)
        let codeBits: Int
        if let palette = frame.localPalette {
            let bits = Self.colorTableBits(palette.count)
            buffer.append(0x80 | UInt8(bits))
            Self.appendColorTable(palette, bits: bits, to: &buffer)
            codeBits = bits + 1
        } else {
            buffer.append(0x00)
            codeBits = (colorTableSize ?? 7) + 1
        }
        if let alternatives = frame.alternatives {
            // Two greedy parses, one preferring the pixel's own index and one its alternative:
            // neither is always smaller, and keeping the smaller took 0.4–2.8 % off the calendars.
            // Then one per TransparencyPattern, which choose by runs before LZW; the smallest is kept.
            ownFirst.removeAll(keepingCapacity: true)
            alternativeFirst.removeAll(keepingCapacity: true)
            let area = frame.rowStride * (frame.height - 1) + frame.width
            if alternativeWritten.count < area { alternativeWritten = [UInt8](repeating: 0, count: area) }
            lzw.encode(frame.indices, alternatives: alternatives, latitude: frame.latitude, written: frame.written,
                       width: frame.width, height: frame.height, rowStride: frame.rowStride,
                       minimumCodeSize: max(2, codeBits), into: &ownFirst)
            alternativeWritten.withUnsafeMutableBufferPointer { secondWritten in
                lzw.encode(alternatives, alternatives: frame.indices, latitude: frame.latitude, written: secondWritten.baseAddress,
                           width: frame.width, height: frame.height, rowStride: frame.rowStride,
                           minimumCodeSize: max(2, codeBits), into: &alternativeFirst)
            }
            let patternCount = encodePatterns(frame, alternatives: alternatives, area: area, minimumCodeSize: max(2, codeBits))
            if let patternCount, patternCount < min(ownFirst.count, alternativeFirst.count) {
                buffer += bestPatternParse
                Self.copy(bestPatternWritten, of: frame, to: frame.written)
            } else if ownFirst.count <= alternativeFirst.count {
                buffer += ownFirst
            } else {
                buffer += alternativeFirst
                Self.copy(alternativeWritten, of: frame, to: frame.written)
            }
        } else {
            lzw.encode(frame.indices, latitude: frame.latitude, written: frame.written, width: frame.width, height: frame.height,
                       rowStride: frame.rowStride, minimumCodeSize: max(2, codeBits), into: &buffer)
        }
        frameOffsets.append(offset)
        delayOffsets.append(delayOffset)
        try write(buffer)
    }

    /// Encodes the frame as each ``TransparencyPattern`` chooses; leaves the smallest parse in
    /// `bestPatternParse` (and what it wrote in `bestPatternWritten`) and returns its size, or nil
    /// when the frame has no transparent index.
    private func encodePatterns(_ frame: Frame, alternatives: UnsafePointer<UInt8>, area: Int, minimumCodeSize: Int) -> Int? {
        guard let transparent = frame.transparentIndex else { return nil }
        if pattern.count < area {
            pattern = [UInt8](repeating: 0, count: area)
            patternWritten = pattern
            bestPatternWritten = pattern
        }
        var best: Int?
        for choice in TransparencyPattern.allCases {
            pattern.withUnsafeMutableBufferPointer { output in
                choice.fill(indices: frame.indices, alternatives: alternatives, width: frame.width, height: frame.height,
                            rowStride: frame.rowStride, transparent: UInt8(transparent), into: output.baseAddress!)
            }
            patternParse.removeAll(keepingCapacity: true)
            patternWritten.withUnsafeMutableBufferPointer { written in
                lzw.encode(pattern, latitude: frame.latitude, written: written.baseAddress, width: frame.width, height: frame.height,
                           rowStride: frame.rowStride, minimumCodeSize: minimumCodeSize, into: &patternParse)
            }
            if best.map({ patternParse.count < $0 }) ?? true {
                best = patternParse.count
                swap(&patternParse, &bestPatternParse)
                swap(&patternWritten, &bestPatternWritten)
            }
        }
        return best
    }

    /// Copies the indices a kept parse wrote (`source`, laid out as the frame's indices) to `written`.
    private static func copy(_ source: [UInt8], of frame: Frame, to written: UnsafeMutablePointer<UInt8>?) {
        guard let written else { return }
        source.withUnsafeBufferPointer { kept in
            for row in 0..<frame.height {
                let start = row * frame.rowStride
                (written + start).update(from: kept.baseAddress! + start, count: frame.width)
            }
        }
    }

    /// Rewrites the delay of frame `index`, already written.
    func setDelay(ofFrame index: Int, to delay: Int) throws(EncodeError) {
        try Self.check(delay: delay)
        do {
            try handle.seek(toOffset: delayOffsets[index])
            try handle.write(contentsOf: Data(le16(delay)))
            try handle.seek(toOffset: offset)
        } catch {
            throw .io(path, "cannot update a GIF frame's delay", error)
        }
    }

    /// Removes the last frame written.
    func dropLastFrame() throws(EncodeError) {
        guard let start = frameOffsets.popLast() else { return }
        delayOffsets.removeLast()
        do {
            try handle.truncate(atOffset: start)
        } catch {
            throw .io(path, "cannot drop the GIF's last frame", error)
        }
        offset = start
    }

    /// Writes the trailer and closes the file.
    func finish() throws(EncodeError) {
        try write([0x3B])
        do {
            try handle.close()
        } catch {
            throw .io(path, "cannot close the GIF", error)
        }
    }

    private func write(_ bytes: [UInt8]) throws(EncodeError) {
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw .io(path, "cannot write the GIF", error)
        }
        offset += UInt64(bytes.count)
    }

    /// Refuses a delay its 16-bit field cannot hold, which would otherwise be written cut short.
    private static func check(delay: Int) throws(EncodeError) {
        guard (0...GIFOptions.maximumField).contains(delay) else {
            throw .invalidInput("a GIF frame's delay is 0…\(GIFOptions.maximumField) cs, not \(delay)")
        }
    }

    /// The size field for a colour table of `count` entries: the table holds 2^(field+1).
    private static func colorTableBits(_ count: Int) -> Int {
        var bits = 0
        while 2 << bits < count { bits += 1 }
        return bits
    }

    private static func appendColorTable(_ palette: [PaletteColor], bits: Int, to bytes: inout [UInt8]) {
        for color in palette { bytes += [color.r, color.g, color.b] }
        bytes += [UInt8](repeating: 0, count: ((2 << bits) - palette.count) * 3)
    }
}

private func le16(_ value: Int) -> [UInt8] {
    [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)]
}
