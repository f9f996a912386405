import CShims
import Foundation
import Locking

/// Writes each frame as `DIR/frame_00001.png`, `frame_00002.png`, … with straight alpha and sRGB.
///
/// PNG compression is the slow part of an export and frames compress independently, so
/// ``consume(_:index:)`` only copies the frame, unpremultiplied, into one of a few pooled buffers
/// and worker threads compress in parallel; when every buffer is in flight `consume` waits, so
/// memory stays flat. A frame that repeats the one before (``FrameImage/repeatsPrevious``) is not
/// compressed again: its file is a copy, made once the workers are done. Frames are written into a
/// hidden sibling folder that replaces `DIR` only when the output is committed. Opaque frames are
/// stored as RGB, others as straight-alpha RGBA.
///
/// ```swift
/// let sink = try PNGSequenceSink(directory: out.appendingPathComponent("tab-forward"), format: format)
/// ```
public final class PNGSequenceSink: FrameSink {
    /// The size frames must have.
    public var format: VideoFormat { contract.format }
    /// The folder that will hold the frames.
    public let directory: URL
    private let options: PNGOptions
    private let contract: SinkContract
    private let buffers: [ByteBuffer]
    /// One per buffer when frames are stored unfiltered (the default), which ``PNGFrameEncoder``
    /// writes faster than libpng; nil for the other filters, which libpng applies.
    private let encoders: [PNGFrameEncoder]?
    private let pipeline: FramePipeline<PNGJob>
    /// Bytes written by all workers together.
    private let written: Locked<Int>
    /// Frames whose files are copies of an earlier frame's.
    private var repeats = RepeatRuns()
    /// Where the workers write.
    private let folder: URL

    /// Creates the hidden folder beside `directory` and starts the workers.
    ///
    /// Throws ``EncodeError`` if the parent folder is missing or unwritable.
    public init(directory: URL, format: VideoFormat, options: PNGOptions = PNGOptions()) throws {
        guard format.width > 0, format.height > 0 else {
            throw EncodeError.invalidInput("a PNG needs a positive size, not \(format.width)×\(format.height)")
        }
        guard (0...9).contains(options.compressionLevel), options.workers > 0 else {
            throw EncodeError.invalidInput("PNG options out of range: compression level 0…9, workers ≥ 1")
        }
        self.directory = directory
        self.options = options
        let output = try TemporaryOutput(destination: directory, kind: .directory)
        contract = SinkContract(name: "PNG sequence", framesName: "PNG", format: format, destination: directory, output: output)
        // One buffer per worker plus one the render thread fills meanwhile, with room for a
        // filter byte before each row.
        let rowsBytes = format.height * (1 + format.width * 4)
        let buffers = (0...options.workers).map { _ in ByteBuffer(count: rowsBytes) }
        self.buffers = buffers
        let encoders = options.filter == .none
            ? try buffers.map { _ throws(EncodeError) in try PNGFrameEncoder(level: options.compressionLevel, maximumInput: rowsBytes) }
            : nil
        self.encoders = encoders
        let written = Locked(0)
        self.written = written
        let folder = output.url
        self.folder = folder
        pipeline = FramePipeline(slots: buffers.count, workers: options.workers, name: "PNG encoder") {
            (slot, job) throws(EncodeError) in
            let file = folder.appendingPathComponent(PNGSequenceSink.fileName(forIndex: job.index))
            if let encoders {
                try encoders[slot].write(buffers[slot].bytes, width: job.width, height: job.height,
                                         channels: job.isOpaque ? 3 : 4, to: file.path)
            } else {
                try job.compress(buffers[slot], to: file.path, options: options)
            }
            let size = fileSize(atPath: file.path)
            written.withLock { $0 += size }
        }
    }

    deinit {
        cancel()
    }

    /// The file name of frame `index` (counting from 0): `frame_00001.png` for 0.
    public static func fileName(forIndex index: Int) -> String {
        let number = String(index + 1)
        return "frame_" + String(repeating: "0", count: max(0, 5 - number.count)) + number + ".png"
    }

    /// Copies `frame` into a free buffer and queues it; waits while every buffer is in flight.
    /// A repeat of the previous frame is only noted.
    public func consume(_ frame: FrameImage, index: Int) throws {
        try contract.consume(frame, index: index) {
            if frame.repeatsPrevious, index > 0 {
                repeats.recordRepeat(of: index)
                return
            }
            let slot = try pipeline.acquire()
            if encoders != nil {
                // PNG's own layout: each row after its filter byte (0, none), which stays zero.
                let rowBytes = frame.width * (frame.isOpaque ? 3 : 4)
                Unpremultiply.copy(frame, dropAlpha: frame.isOpaque, into: buffers[slot].bytes + 1, rowStride: 1 + rowBytes)
            } else {
                Unpremultiply.copy(frame, dropAlpha: frame.isOpaque, into: buffers[slot].bytes)
            }
            pipeline.submit(slot: slot, PNGJob(index: index, width: frame.width, height: frame.height, isOpaque: frame.isOpaque))
        }
    }

    /// Waits for every frame to be written, leaving the folder complete under its hidden name.
    public func stage() throws -> StagedOutput {
        try contract.stage {
            try pipeline.close()
            var copied = 0
            try repeats.forEachCopy { frame, source in
                copied += try copyFile(from: source, to: frame)
            }
            return contract.file(byteCount: written.withLock { $0 } + copied)
        }
    }

    /// Copies frame `source`'s file to frame `frame`'s; returns its size.
    private func copyFile(from source: Int, to frame: Int) throws -> Int {
        let from = folder.appendingPathComponent(Self.fileName(forIndex: source))
        let to = folder.appendingPathComponent(Self.fileName(forIndex: frame))
        do {
            try FileManager.default.copyItem(at: from, to: to)
        } catch {
            throw EncodeError.io(to.path, "could not copy the repeated frame \(source + 1)", error)
        }
        return fileSize(atPath: to.path)
    }

    /// Stops the workers and deletes the hidden folder; does nothing to a staged output.
    public func cancel() {
        contract.cancel(abandon: pipeline.abandon)
    }
}

/// One frame waiting in a pooled buffer: where it goes and how to store it.
struct PNGJob: Sendable {
    var index: Int
    var width: Int
    var height: Int
    var isOpaque: Bool

    /// Compresses `buffer` (straight RGB or RGBA, from ``Unpremultiply/copy(_:dropAlpha:into:rowStride:)``)
    /// to `path` with libpng.
    func compress(_ buffer: ByteBuffer, to path: String, options: PNGOptions) throws(EncodeError) {
        let channels = isOpaque ? 3 : 4
        // The message buffer lives on the stack: nothing is allocated per frame unless it fails.
        let failure: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { message in
            guard let base = message.baseAddress else { return "no memory for the error message" }
            let result = mr_png_write(
                path, buffer.bytes, Int32(width), Int32(height), Int32(width * channels), Int32(channels),
                Int32(options.compressionLevel), options.filter.flags, 1, base, message.count)
            return result == 0 ? nil : String(cString: base)
        }
        if let failure { throw .png(path: path, message: failure) }
    }

    /// Compresses an unpremultiplied `buffer` into PNG bytes in memory; `what` names it in errors.
    func encode(_ buffer: ByteBuffer, options: PNGOptions, what: String) throws(EncodeError) -> Data {
        let channels = isOpaque ? 3 : 4
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        let failure: String? = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { message in
            guard let base = message.baseAddress else { return "no memory for the error message" }
            let result = mr_png_encode(
                buffer.bytes, Int32(width), Int32(height), Int32(width * channels), Int32(channels),
                Int32(options.compressionLevel), options.filter.flags, 1, &bytes, &length, base, message.count)
            return result == 0 ? nil : String(cString: base)
        }
        guard failure == nil, let bytes else { throw .png(path: what, message: failure ?? "no data") }
        // libc's buffer becomes the Data's, released with free() when the Data goes.
        return Data(bytesNoCopy: bytes, count: length, deallocator: .free)
    }
}
