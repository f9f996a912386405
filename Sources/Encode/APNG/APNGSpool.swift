import CDeflate
import Foundation

/// The APNG's first pass, kept on disk: each frame's changed rectangle, as straight pixels
/// deflated fast, in an anonymous temporary file (`tmpfile`) that disappears when closed or when
/// the process ends, however it ends.
///
/// The file's final bytes depend on a key colour known only after the last frame (see
/// ``ColourSet``), so frames are differenced as they arrive and compressed for real once it is
/// known. On disk rather than in memory so memory stays flat in the number of frames.
final class APNGSpool {
    /// What one record says besides its pixels.
    struct Record: Sendable, Equatable {
        var region: PixelRegion
        /// Source frames that repeated the frame before this one, beyond its first.
        var heldBefore: Int
        /// Whether the frame blends over the canvas (RGBA only: its unchanged pixels are cleared).
        var blendsOver: Bool
    }

    private let file: UnsafeMutablePointer<FILE>
    private let descriptor: Int32
    private let deflater: Deflater
    private let inflater: OpaquePointer
    /// Where the next record is appended, and where the next one is read from.
    private var writeOffset = 0
    private var readOffset = 0
    /// A record's fixed head: x, y, width, height, heldBefore, blendsOver, compressed length.
    private let head = UnsafeMutablePointer<Int>.allocate(capacity: 7)
    private static let headBytes = 7 * MemoryLayout<Int>.size

    /// A spool for rectangles of up to `maximumBytes` bytes of pixels.
    init(maximumBytes: Int) throws(EncodeError) {
        guard let file = tmpfile() else {
            head.deallocate()
            throw .posix(FileManager.default.temporaryDirectory.path, "cannot create the APNG's temporary file")
        }
        do {
            // Level 1: this pass only has to be cheaper than storing the pixels raw.
            deflater = try Deflater(level: 1, maximumInput: maximumBytes)
        } catch {
            fclose(file)
            head.deallocate()
            throw error
        }
        guard let inflater = libdeflate_alloc_decompressor() else {
            fclose(file)
            head.deallocate()
            throw .invalidInput("libdeflate could not allocate a decompressor")
        }
        self.file = file
        descriptor = fileno(file)
        self.inflater = inflater
    }

    deinit {
        fclose(file)
        libdeflate_free_decompressor(inflater)
        head.deallocate()
    }

    /// Appends `record` with its `count` bytes of pixels.
    func append(_ record: Record, pixels: UnsafePointer<UInt8>, count: Int) throws(EncodeError) {
        let length = try deflater.compress(pixels, count: count)
        head[0] = record.region.x
        head[1] = record.region.y
        head[2] = record.region.width
        head[3] = record.region.height
        head[4] = record.heldBefore
        head[5] = record.blendsOver ? 1 : 0
        head[6] = length
        try write(UnsafeRawPointer(head), count: Self.headBytes)
        try write(deflater.output, count: length)
    }

    /// Reads the next record, its pixels into `pixels` (room for `capacity` bytes); nil after the last.
    func next(into pixels: UnsafeMutablePointer<UInt8>, capacity: Int) throws(EncodeError) -> Record? {
        guard readOffset < writeOffset else { return nil }
        try read(UnsafeMutableRawPointer(head), count: Self.headBytes)
        let record = Record(region: PixelRegion(x: head[0], y: head[1], width: head[2], height: head[3]),
                            heldBefore: head[4], blendsOver: head[5] != 0)
        let length = head[6]
        guard length > 0, length <= deflater.capacity else { throw .invalidInput("the APNG's temporary file is damaged") }
        // The first pass is over: its compressor's buffer holds the compressed bytes now.
        try read(deflater.output, count: length)
        var produced = 0
        let result = libdeflate_zlib_decompress(inflater, deflater.output, length, pixels, capacity, &produced)
        guard result == LIBDEFLATE_SUCCESS else { throw .invalidInput("the APNG's temporary file is damaged") }
        return record
    }

    private func write(_ bytes: UnsafeRawPointer, count: Int) throws(EncodeError) {
        var done = 0
        while done < count {
            let result = pwrite(descriptor, bytes + done, count - done, off_t(writeOffset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw .posix(FileManager.default.temporaryDirectory.path, "cannot write the APNG's temporary file")
            }
            done += result
        }
        writeOffset += count
    }

    private func read(_ bytes: UnsafeMutableRawPointer, count: Int) throws(EncodeError) {
        var done = 0
        while done < count {
            let result = pread(descriptor, bytes + done, count - done, off_t(readOffset + done))
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw .posix(FileManager.default.temporaryDirectory.path, "cannot read the APNG's temporary file") }
            done += result
        }
        readOffset += count
    }
}
