import Foundation

/// One APNG frame of the second pass between laying out its rows and writing its chunks: the
/// rows, the compressor that deflates them on another thread, and what the frame control needs.
///
/// ``APNGEncoder`` keeps two, so one frame compresses while the next is laid out and compresses
/// beside it: the second pass is mostly libdeflate at level 10–12, and on two cores it takes
/// about half the time. The bytes do not change: each frame is compressed alone, as before.
// Unchecked: the encoder's thread writes the fields, then ``start()`` hands the lane to one
// compression task; the thread reads it again only after ``finish()``, which waits for that task.
final class CompressionLane: @unchecked Sendable {
    /// The frame's rows, each behind its filter byte.
    let rows: ByteBuffer
    let deflater: Deflater
    private let done = DispatchGroup()
    private var inputCount = 0
    private var length = 0
    private var error: EncodeError?
    /// The rectangle, and whether the frame blends over the canvas.
    var region = PixelRegion(x: 0, y: 0, width: 0, height: 0)
    var blendsOver = false
    /// The canvas's top-left pixel once this frame is painted (up to 4 bytes), for a hold that
    /// outlasts a 16-bit delay: the canvas itself has moved on by the time this frame is written.
    var corner: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)

    init(rowBytes: Int, level: Int) throws(EncodeError) {
        deflater = try Deflater(level: level, maximumInput: rowBytes)
        rows = ByteBuffer(count: rowBytes)
    }

    deinit {
        done.wait()
    }

    /// Starts compressing the first `count` bytes of ``rows`` on another thread.
    func start(count: Int) {
        inputCount = count
        error = nil
        DispatchQueue.global(qos: .userInitiated).async(group: done) { [self] in
            do throws(EncodeError) { length = try deflater.compress(rows.bytes, count: inputCount) } catch { self.error = error }
        }
    }

    /// Waits for the compression; its stream is the first returned bytes of `deflater.output`.
    func finish() throws(EncodeError) -> Int {
        done.wait()
        if let error { throw error }
        return length
    }

    /// Waits for a compression still running, whatever became of it (before the buffers go).
    func settle() {
        done.wait()
    }
}
