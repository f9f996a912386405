import CDeflate
import CShims

/// Writes a PNG sequence's frame unfiltered in one IDAT: zlib's raw deflate, with the zlib header
/// and libdeflate's Adler-32 put around it here.
///
/// libpng with zlib spends a sixth of a frame's compression in zlib's scalar Adler-32 and copies
/// every row on its way in; this takes rows already laid out as PNG stores them (a filter byte of
/// 0, then the row) and compresses them in one call. On tab-forward's frames that measured
/// 16.4 ms a frame against libpng's 19.5 ms at the same level, for the same bytes. One per
/// buffer of the sink: the stream and the output are allocated once, at the largest frame's size.
// Unchecked: each belongs to one buffer of the sink, which one worker at a time holds (FramePipeline).
final class PNGFrameEncoder: @unchecked Sendable {
    private let stream: OpaquePointer
    /// zlib header (2 bytes), raw deflate, Adler-32 (4 bytes): one IDAT's data.
    private let output: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private let header: (UInt8, UInt8)
    let maximumInput: Int

    /// An encoder at zlib `level` (0…9) for frames of up to `maximumInput` bytes of PNG rows.
    init(level: Int, maximumInput: Int) throws(EncodeError) {
        guard (0...9).contains(level), maximumInput > 0 else {
            throw .invalidInput("PNG frames need zlib level 0…9 and a positive size, not \(level) and \(maximumInput)")
        }
        guard let stream = mr_raw_deflate_create(Int32(level)) else { throw .invalidInput("zlib could not allocate a stream") }
        self.stream = stream
        self.maximumInput = maximumInput
        capacity = 6 + mr_raw_deflate_bound(stream, maximumInput)
        output = .allocate(capacity: capacity)
        // CMF: deflate with a 32 KiB window. FLG: zlib's level class (0 fastest … 3 best), then
        // the check bits that make CMF·256 + FLG a multiple of 31.
        let levelClass: UInt8 = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        let flags = levelClass << 6
        header = (0x78, flags + UInt8((31 - (0x78 * 256 + Int(flags)) % 31) % 31))
    }

    deinit {
        mr_raw_deflate_destroy(stream)
        output.deallocate()
    }

    /// Writes a PNG to `path` (replacing any file there) from `rows`: `height` rows of a 0 filter
    /// byte and `width` RGB (3 channels) or RGBA (4) pixels, tagged sRGB like libpng's frames.
    func write(_ rows: UnsafePointer<UInt8>, width: Int, height: Int, channels: Int, to path: String) throws(EncodeError) {
        let count = height * (1 + width * channels)
        guard count <= maximumInput else {
            throw .invalidInput("a \(width)×\(height) frame is larger than the \(maximumInput) bytes its encoder was made for")
        }
        output[0] = header.0
        output[1] = header.1
        let length = mr_raw_deflate_compress(stream, rows, count, output + 2, capacity - 6)
        guard length > 0 else { throw .png(path: path, message: "zlib could not compress the frame") }
        let checksum = UInt32(libdeflate_adler32(1, rows, count))
        for index in 0..<4 { output[2 + length + index] = UInt8(truncatingIfNeeded: checksum >> (24 - 8 * index)) }
        do throws(EncodeError) {
            let writer = try PNGChunkWriter(path: path, creating: true)
            try writer.imageHeader(width: width, height: height, channels: channels)
            try writer.colourChunks()
            try writer.chunk(.imageData, UnsafeRawBufferPointer(start: output, count: length + 6))
            try writer.chunk(.end, UnsafeRawBufferPointer(start: nil, count: 0))
            try writer.close()
        } catch {
            // Named as libpng's failures were: a PNG that could not be written, and why.
            guard case let .io(_, message) = error else { throw error }
            throw .png(path: path, message: message)
        }
    }
}
