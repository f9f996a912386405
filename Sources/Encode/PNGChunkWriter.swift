import CDeflate
import Foundation

/// Writes PNG chunks (length, type, data, CRC-32 of type and data) to a file, and rewrites a
/// chunk already written in place, for the fields an APNG knows only at the end (a frame's
/// delay, the frame count). Used by the APNG encoder and by a PNG sequence's frames.
///
/// Owns its file descriptor: opened at init, closed by ``close()`` or deinit. Writes go straight
/// to the descriptor from the caller's memory, so nothing is allocated per chunk.
final class PNGChunkWriter {
    /// The largest chunk payload PNG allows (lengths are 31-bit).
    static let maximumChunkLength = Int(Int32.max)

    let path: String
    private var descriptor: Int32
    /// Bytes written so far: where the next chunk starts.
    private(set) var offset = 0
    /// Room for the numbers around a chunk (64 bytes) and a small chunk's data (64 more).
    private let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 128)

    /// Opens the existing, empty file at `path` (a ``TemporaryOutput``'s), or with `creating`
    /// creates a new one there, and writes the PNG signature.
    init(path: String, creating: Bool = false) throws(EncodeError) {
        self.path = path
        // Not O_CREAT for an output's own file: if an interrupt removed the temporary file, this
        // fails instead of recreating it. A sequence's frame is a new file in a temporary folder.
        descriptor = creating ? open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) : open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        // Every property is set by now, so a throw runs deinit, which frees scratch.
        guard descriptor >= 0 else { throw .posix(path, "cannot open the PNG for writing") }
        try write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    deinit {
        if descriptor >= 0 { Foundation.close(descriptor) }
        scratch.deallocate()
    }

    /// Writes one chunk and returns where it starts, for ``rewrite(_:_:at:)``.
    @discardableResult
    func chunk(_ type: PNGChunkType, _ data: UnsafeRawBufferPointer) throws(EncodeError) -> Int {
        let start = offset
        try head(type, length: data.count)
        if let base = data.baseAddress { try write(base, count: data.count) }
        try crc(type, data)
        return start
    }

    /// Writes one chunk whose data is `prefix` (a big-endian number, e.g. a sequence number)
    /// followed by `data`: an `fdAT` without copying the frame's bytes.
    func chunk(_ type: PNGChunkType, prefix: UInt32, _ data: UnsafeRawBufferPointer) throws(EncodeError) {
        try head(type, length: 4 + data.count)
        try writeNumber(prefix)
        // writeNumber left the prefix's bytes in scratch.
        var checksum = libdeflate_crc32(libdeflate_crc32(0, type.bytes, 4), scratch, 4)
        if let base = data.baseAddress { try write(base, count: data.count) }
        if let base = data.baseAddress, data.count > 0 { checksum = libdeflate_crc32(checksum, base, data.count) }
        try writeNumber(checksum)
    }

    /// Writes a small chunk (at most 64 bytes, the header's) whose data is `bytes`.
    @discardableResult
    func chunk(_ type: PNGChunkType, _ bytes: [UInt8]) throws(EncodeError) -> Int {
        guard bytes.count <= 64 else { throw .invalidInput("a \(type.name) chunk of \(bytes.count) bytes is not a small one") }
        // The second half of scratch: the first holds the numbers written around the data.
        for index in bytes.indices { scratch[64 + index] = bytes[index] }
        return try chunk(type, UnsafeRawBufferPointer(start: scratch + 64, count: bytes.count))
    }

    /// Replaces the chunk at `start` (as ``chunk(_:_:)`` returned it) with one of the same type
    /// and length; the next chunk is still written at the end.
    func rewrite(_ type: PNGChunkType, _ data: UnsafeRawBufferPointer, at start: Int) throws(EncodeError) {
        let end = offset
        offset = start
        defer { offset = end }
        try head(type, length: data.count, positioned: true)
        if let base = data.baseAddress { try write(base, count: data.count, positioned: true) }
        try crc(type, data, positioned: true)
    }

    /// Closes the file, reporting a failed close (a full disk may only show there).
    func close() throws(EncodeError) {
        guard descriptor >= 0 else { return }
        let result = Foundation.close(descriptor)
        descriptor = -1
        guard result == 0 else { throw .posix(path, "cannot close the PNG") }
    }

    private func head(_ type: PNGChunkType, length: Int, positioned: Bool = false) throws(EncodeError) {
        guard length <= Self.maximumChunkLength else {
            throw .invalidInput("a \(type.name) chunk of \(length) bytes is over PNG's limit of \(Self.maximumChunkLength)")
        }
        try writeNumber(UInt32(length), positioned: positioned)
        try write(type.bytes, count: 4, positioned: positioned)
    }

    private func crc(_ type: PNGChunkType, _ data: UnsafeRawBufferPointer, positioned: Bool = false) throws(EncodeError) {
        var checksum = libdeflate_crc32(0, type.bytes, 4)
        // libdeflate returns 0 for a NULL buffer (zlib's way of asking for the initial value),
        // so empty data must not be passed on: IEND's CRC would be 0.
        if let base = data.baseAddress, data.count > 0 { checksum = libdeflate_crc32(checksum, base, data.count) }
        try writeNumber(checksum, positioned: positioned)
    }

    private func writeNumber(_ value: UInt32, positioned: Bool = false) throws(EncodeError) {
        for index in 0..<4 { scratch[index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * index)) }
        try write(scratch, count: 4, positioned: positioned)
    }

    /// Writes the signature through the second half of scratch (the only caller: 8 bytes).
    private func write(_ bytes: [UInt8]) throws(EncodeError) {
        guard bytes.count <= 64 else { throw .invalidInput("\(bytes.count) bytes are too many to write through scratch") }
        for index in bytes.indices { scratch[64 + index] = bytes[index] }
        try write(scratch + 64, count: bytes.count)
    }

    /// Writes `count` bytes at ``offset`` (with `pwrite` when rewriting, so the file position
    /// stays at the end) and advances it, retrying short writes and interrupted calls.
    private func write(_ bytes: UnsafeRawPointer, count: Int, positioned: Bool = false) throws(EncodeError) {
        var done = 0
        while done < count {
            let result = positioned
                ? pwrite(descriptor, bytes + done, count - done, off_t(offset + done))
                : Foundation.write(descriptor, bytes + done, count - done)
            if result < 0 {
                if errno == EINTR { continue }
                throw .posix(path, "cannot write the PNG")
            }
            done += result
        }
        offset += count
    }
}

extension PNGChunkWriter {
    /// Writes the IHDR chunk: 8 bits per sample, RGB (3 channels) or RGBA (4), deflate, the
    /// standard filter method, not interlaced.
    func imageHeader(width: Int, height: Int, channels: Int) throws(EncodeError) {
        guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
            throw .invalidInput("a PNG is at most \(Int32.max) pixels a side, not \(width)×\(height)")
        }
        try chunk(.header, Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, channels == 4 ? 6 : 2, 0, 0, 0])
    }

    /// Writes what the colours are: an sRGB chunk (perceptual intent), with the matching gAMA and
    /// cHRM for readers that know only those, as libpng writes them for a single PNG.
    func colourChunks() throws(EncodeError) {
        try chunk(.standardRGB, [0])
        try chunk(.gamma, Self.bigEndian(UInt32(45_455)))
        // White point, then red, green and blue: BT.709's primaries, as sRGB defines them.
        let chromaticities: [UInt32] = [31_270, 32_900, 64_000, 33_000, 30_000, 60_000, 15_000, 6_000]
        try chunk(.chromaticities, chromaticities.flatMap(Self.bigEndian))
    }

    /// `value`'s four bytes, most significant first, as PNG stores numbers.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// A chunk's four-letter type, kept as bytes so writing it allocates nothing.
struct PNGChunkType: Sendable {
    let name: StaticString

    var bytes: UnsafeRawPointer { UnsafeRawPointer(name.utf8Start) }

    static let header = PNGChunkType(name: "IHDR")
    static let animationControl = PNGChunkType(name: "acTL")
    static let frameControl = PNGChunkType(name: "fcTL")
    static let imageData = PNGChunkType(name: "IDAT")
    static let frameData = PNGChunkType(name: "fdAT")
    static let standardRGB = PNGChunkType(name: "sRGB")
    static let gamma = PNGChunkType(name: "gAMA")
    static let chromaticities = PNGChunkType(name: "cHRM")
    static let physicalSize = PNGChunkType(name: "pHYs")
    static let transparency = PNGChunkType(name: "tRNS")
    static let end = PNGChunkType(name: "IEND")
}
