import CDeflate
import Foundation

/// A two-pass encoder's first pass, kept on disk: each frame's changed rectangle, as pixels
/// deflated fast, in an anonymous temporary file (`tmpfile`) that disappears when closed or when
/// the process ends, however it ends.
///
/// The APNG's bytes depend on a key colour, and the GIF's on a palette, known only after the
/// last frame (``ColourSet``, ``ColourHistogram``), so frames are differenced as they arrive and
/// encoded for real once it is known. On disk rather than in memory so memory stays flat in the
/// number of frames. Records are read back in the order they were appended, once.
final class RegionSpool<Record: SpoolRecord> {

    private let file: UnsafeMutablePointer<FILE>
    private let descriptor: Int32
    private let deflater: Deflater
    private let inflater: OpaquePointer
    /// Where the next record is appended, and where the next one is read from.
    private var writeOffset = 0
    private var readOffset = 0
    /// Names the file in messages: "the APNG's temporary file".
    private let name: String
    /// A record's fixed head: x, y, width, height, the record's own fields, compressed length.
    private let head: UnsafeMutablePointer<Int>
    private static var headCount: Int { 5 + Record.fieldCount }
    private static var headBytes: Int { headCount * MemoryLayout<Int>.size }

    /// A spool for rectangles of up to `maximumBytes` bytes of pixels; `owner` ("APNG", "GIF")
    /// names it in messages.
    init(maximumBytes: Int, owner: String) throws(EncodeError) {
        name = "the \(owner)'s temporary file"
        head = .allocate(capacity: Self.headCount)
        guard let file = tmpfile() else {
            head.deallocate()
            throw .posix(FileManager.default.temporaryDirectory.path, "cannot create \(name)")
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
        record.store(into: head + 4)
        head[Self.headCount - 1] = length
        try write(UnsafeRawPointer(head), count: Self.headBytes)
        try write(deflater.output, count: length)
    }

    /// Reads the next record, its pixels into `pixels` (room for `capacity` bytes); nil after the last.
    func next(into pixels: UnsafeMutablePointer<UInt8>, capacity: Int) throws(EncodeError) -> Record? {
        guard readOffset < writeOffset else { return nil }
        try read(UnsafeMutableRawPointer(head), count: Self.headBytes)
        let record = Record(region: PixelRegion(x: head[0], y: head[1], width: head[2], height: head[3]), fields: head + 4)
        let length = head[Self.headCount - 1]
        guard length > 0, length <= deflater.capacity else { throw .invalidInput("\(name) is damaged") }
        // The first pass is over: its compressor's buffer holds the compressed bytes now.
        try read(deflater.output, count: length)
        var produced = 0
        let result = libdeflate_zlib_decompress(inflater, deflater.output, length, pixels, capacity, &produced)
        guard result == LIBDEFLATE_SUCCESS else { throw .invalidInput("\(name) is damaged") }
        return record
    }

    private func write(_ bytes: UnsafeRawPointer, count: Int) throws(EncodeError) {
        var done = 0
        while done < count {
            let result = pwrite(descriptor, bytes + done, count - done, off_t(writeOffset + done))
            if result < 0 {
                if errno == EINTR { continue }
                throw .posix(FileManager.default.temporaryDirectory.path, "cannot write \(name)")
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
            guard result > 0 else { throw .posix(FileManager.default.temporaryDirectory.path, "cannot read \(name)") }
            done += result
        }
        readOffset += count
    }
}

/// What a ``RegionSpool`` record says besides its pixels: a rectangle and a few integers of its
/// owner's (delays, holds, flags), stored as `Int`s in the record's head.
protocol SpoolRecord {
    /// How many integers ``store(into:)`` writes and ``init(region:fields:)`` reads.
    static var fieldCount: Int { get }
    var region: PixelRegion { get }
    init(region: PixelRegion, fields: UnsafePointer<Int>)
    func store(into fields: UnsafeMutablePointer<Int>)
}
