/// GIF's variable-length LZW compression of one image's palette indices (GIF89a, appendix F).
///
/// Follows giflib's encoder: codes start one bit wider than the minimum code size, widen when
/// the next free code no longer fits, and a clear code restarts the table when it reaches 4095.
/// The dictionary is an open-addressing hash of (prefix code, next index) → code, cleared with
/// a generation stamp instead of a memset. The output is split into GIF's ≤ 255-byte sub-blocks.
///
/// A pixel can have two indices that show the same: a transparent one over a canvas that already
/// shows its colour, and that colour's entry. Given both, the encoder takes whichever extends the
/// string it is matching, or, starting a new string, whichever the next pixel can extend (else
/// the one that continues the last run): longer matches, fewer codes, every pixel shown as before.
/// Greedy, so not always better; `GIFWriter` parses each frame twice (preferring either index)
/// and keeps the smaller. Together, at 390 px, that made `calendar-interactions` 11 % and
/// `calendar-month` 8 % smaller than writing every such pixel transparent.
///
/// Given a ``Latitude``, a pixel the palette cannot show exactly may also be written as any
/// other entry that keeps it within its bound of its source, when that entry continues the string
/// being matched and neither of its own indices does: a lossy step, but one that only moves
/// pixels which are already off, and only where it saves a code. ``LatitudeRule`` decides which
/// pixels and how far.
///
/// The table is allocated once per writer (``LZWTable``) and read through pointers, in the loop
/// that every pixel goes through.
struct GIFLZW {
    /// What the encoder may write in place of a pixel's own indices.
    struct Latitude {
        /// Each pixel's source colour (an RGBA word), laid out as the indices.
        var source: UnsafePointer<UInt32>
        /// Each pixel's bound, laid out as the indices: the largest squared RGB distance from its
        /// source at which another palette entry may stand in, or negative for none.
        var bounds: UnsafePointer<Int32>
        /// The palette's colours as RGBA words, one per index below `1 << minimumCodeSize`.
        var colors: UnsafePointer<UInt32>
        /// Never written in place of a pixel: what it shows depends on the frames before.
        var transparentIndex: Int
    }

    private static let maximumCode = 4095
    /// log2 of the hash table's size: 2^13 slots, twice the 4096 codes, keep probes short.
    private static let tableBits = 13
    private static let tableSize = 1 << tableBits
    private let table = LZWTable(size: tableSize, codeCount: maximumCode + 1)
    private var generation: UInt32 = 0

    /// The smallest LZW minimum code size for a colour table of `colorCount` entries (GIF requires ≥ 2).
    static func minimumCodeSize(colorCount: Int) -> Int {
        var bits = 2
        while 1 << bits < colorCount { bits += 1 }
        return bits
    }

    /// Appends the minimum-code-size byte, the compressed sub-blocks and the block terminator to `output`.
    ///
    /// `indices` is `width` × `height` bytes read `rowStride` apart; each must be below `1 << minimumCodeSize`.
    /// `alternatives`, laid out the same, holds for each pixel another index that shows the same
    /// (or the same index); without it every pixel is written as `indices` says. `latitude` lets
    /// further entries stand in (see the type's notes). `written`, laid out the same, receives the
    /// index written for each pixel.
    mutating func encode(
        _ indices: UnsafePointer<UInt8>, alternatives: UnsafePointer<UInt8>? = nil, latitude: Latitude? = nil,
        written: UnsafeMutablePointer<UInt8>? = nil, width: Int, height: Int, rowStride: Int,
        minimumCodeSize: Int, into output: inout [UInt8]
    ) {
        output.append(UInt8(minimumCodeSize))
        // The writer takes the caller's buffer over rather than sharing it, so appending does not
        // copy it first: the caller reuses its capacity from frame to frame.
        var bits = BitWriter(output: [])
        swap(&bits.output, &output)
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var codeSize = minimumCodeSize + 1
        var nextCode = endCode + 1
        resetTable(roots: clearCode)
        bits.write(clearCode, width: codeSize)

        func emit(_ code: Int) {
            bits.write(code, width: codeSize)
            // The decoder adds an entry for every code it reads; widen with it.
            if nextCode >= 1 << codeSize && codeSize < 12 { codeSize += 1 }
        }

        // The string being matched (a code), and the index chosen for the last pixel.
        var current = -1
        var last = -1
        for y in 0..<height {
            let row = indices + y * rowStride
            let alternativeRow = alternatives.map { $0 + y * rowStride }
            for x in 0..<width {
                let offset = y * rowStride + x
                defer { written?[offset] = UInt8(truncatingIfNeeded: last) }
                let pixel = Int(row[x])
                let other = alternativeRow.map { Int($0[x]) } ?? pixel
                // The next pixel's two indices, when this one has a choice to make.
                var next: (pixel: Int, other: Int)?
                if other != pixel, x + 1 < width || y + 1 < height {
                    let following = x + 1 < width ? offset + 1 : (y + 1) * rowStride
                    next = (Int(indices[following]), alternatives.map { Int($0[following]) } ?? Int(indices[following]))
                }
                if current >= 0 {
                    let viaPixel = lookUp(Int32(current << 8 | pixel))
                    let viaOther = other != pixel ? lookUp(Int32(current << 8 | other)) : nil
                    if let code = viaOther {
                        // When both extend the match, the other only if the next pixel then goes on and otherwise would not.
                        var takesOther = true
                        if let pixelCode = viaPixel {
                            takesOther = next.map { continues(code, $0) && !continues(pixelCode, $0) } ?? false
                        }
                        if takesOther {
                            current = code
                            last = other
                            continue
                        }
                    }
                    if let code = viaPixel {
                        current = code
                        last = pixel
                        continue
                    }
                    if let latitude, latitude.bounds[offset] >= 0,
                       let (code, index) = nearestChild(of: current, to: latitude.source[offset], within: Int(latitude.bounds[offset]), latitude) {
                        current = code
                        last = index
                        continue
                    }
                }
                var chosen = other != pixel && other == last ? other : pixel
                if let next {
                    let pixelExtends = pixel == next.pixel || pixel == next.other || continues(pixel, next)
                    let otherExtends = other == next.pixel || other == next.other || continues(other, next)
                    if pixelExtends != otherExtends { chosen = pixelExtends ? pixel : other }
                }
                if current < 0 {
                    current = chosen
                    last = chosen
                    continue
                }
                let prefix = current
                emit(current)
                current = chosen
                last = chosen
                if nextCode >= Self.maximumCode {
                    emit(clearCode)
                    codeSize = minimumCodeSize + 1
                    nextCode = endCode + 1
                    resetTable(roots: clearCode)
                } else {
                    insert(prefix: prefix, index: chosen, code: nextCode)
                    nextCode += 1
                }
            }
        }
        if current >= 0 { emit(current) }
        emit(endCode)
        output = bits.finish()
    }

    /// Whether the table holds the string `code` followed by either of the next pixel's indices.
    /// (A string of one index continued by the same index is not in the table yet, but the entry
    /// it would add holds it; callers count that case themselves.)
    private func continues(_ code: Int, _ next: (pixel: Int, other: Int)) -> Bool {
        lookUp(Int32(code << 8 | next.pixel)) != nil || (next.other != next.pixel && lookUp(Int32(code << 8 | next.other)) != nil)
    }

    /// Of the strings `code` followed by one index that the table holds, the one whose index's
    /// colour is nearest `source` and at most `bound` (squared) from it, with that index.
    private func nearestChild(of code: Int, to source: UInt32, within bound: Int, _ latitude: Latitude) -> (code: Int, index: Int)? {
        var found: (code: Int, index: Int)?
        var nearest = bound
        var child = Int(table.firstChild[code])
        while child >= 0 {
            let index = Int(table.suffix[child])
            if index != latitude.transparentIndex {
                let distance = squaredRGBDistance(latitude.colors[index], source)
                if distance <= nearest {
                    found = (child, index)
                    nearest = distance
                }
            }
            child = Int(table.nextSibling[child])
        }
        return found
    }

    /// Empties the table, whose single-index strings are the codes below `roots`.
    private mutating func resetTable(roots: Int) {
        generation &+= 1
        if generation == 0 {
            // After 2³² clears the stamps wrap: start over with a clean table.
            table.stamps.update(repeating: 0, count: Self.tableSize)
            generation = 1
        }
        // Longer strings get their (empty) child list when they are inserted.
        table.firstChild.update(repeating: -1, count: roots)
    }

    private func slot(for key: Int32) -> Int {
        // Fibonacci hashing: the top `tableBits` bits of the product. (Swift shifts before it multiplies,
        // so the parentheses matter: without them this multiplied by an even constant and used half the slots.)
        Int((UInt32(bitPattern: key) &* 2_654_435_761) >> (32 - Self.tableBits))
    }

    @inline(__always)
    private func lookUp(_ key: Int32) -> Int? {
        var index = slot(for: key)
        while table.stamps[index] == generation {
            if table.keys[index] == key { return Int(table.codes[index]) }
            index = (index + 1) & (Self.tableSize - 1)
        }
        return nil
    }

    /// Adds the string `prefix` followed by `index` as `code`, to the hash and to `prefix`'s children.
    private mutating func insert(prefix: Int, index: Int, code: Int) {
        let key = Int32(prefix << 8 | index)
        var position = slot(for: key)
        while table.stamps[position] == generation { position = (position + 1) & (Self.tableSize - 1) }
        table.stamps[position] = generation
        table.keys[position] = key
        table.codes[position] = Int16(code)
        table.suffix[code] = UInt8(index)
        table.nextSibling[code] = table.firstChild[prefix]
        table.firstChild[prefix] = Int16(code)
        table.firstChild[code] = -1
    }
}

/// The LZW table's memory, one owner, freed in deinit: the hash's keys, codes and generation
/// stamps, and per code its last index and child list (first child, next sibling; -1 ends),
/// which ``GIFLZW/Latitude`` walks.
private final class LZWTable {
    let keys: UnsafeMutablePointer<Int32>
    let codes: UnsafeMutablePointer<Int16>
    let stamps: UnsafeMutablePointer<UInt32>
    let suffix: UnsafeMutablePointer<UInt8>
    let firstChild: UnsafeMutablePointer<Int16>
    let nextSibling: UnsafeMutablePointer<Int16>

    /// `size` hash slots, and child lists for `codeCount` codes.
    init(size: Int, codeCount: Int) {
        suffix = .allocate(capacity: codeCount)
        suffix.initialize(repeating: 0, count: codeCount)
        firstChild = .allocate(capacity: codeCount)
        firstChild.initialize(repeating: -1, count: codeCount)
        nextSibling = .allocate(capacity: codeCount)
        nextSibling.initialize(repeating: -1, count: codeCount)
        keys = .allocate(capacity: size)
        keys.initialize(repeating: 0, count: size)
        codes = .allocate(capacity: size)
        codes.initialize(repeating: 0, count: size)
        stamps = .allocate(capacity: size)
        stamps.initialize(repeating: 0, count: size)
    }

    deinit {
        keys.deallocate()
        codes.deallocate()
        stamps.deallocate()
        suffix.deallocate()
        firstChild.deallocate()
        nextSibling.deallocate()
    }
}

/// Packs codes least significant bit first into GIF sub-blocks of at most 255 bytes.
private struct BitWriter {
    var output: [UInt8]
    private var block: [UInt8] = []
    private var accumulator: UInt64 = 0
    private var pending = 0

    init(output: [UInt8]) {
        self.output = output
        block.reserveCapacity(255)
    }

    mutating func write(_ code: Int, width: Int) {
        accumulator |= UInt64(code) << UInt64(pending)
        pending += width
        while pending >= 8 {
            appendByte(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            pending -= 8
        }
    }

    /// Flushes the last partial byte and sub-block and appends the zero-length terminator.
    mutating func finish() -> [UInt8] {
        if pending > 0 {
            appendByte(UInt8(truncatingIfNeeded: accumulator))
            accumulator = 0
            pending = 0
        }
        flushBlock()
        output.append(0)
        return output
    }

    private mutating func appendByte(_ byte: UInt8) {
        block.append(byte)
        if block.count == 255 { flushBlock() }
    }

    private mutating func flushBlock() {
        guard !block.isEmpty else { return }
        output.append(UInt8(block.count))
        output.append(contentsOf: block)
        block.removeAll(keepingCapacity: true)
    }
}
