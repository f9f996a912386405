import Foundation

/// Writes frames as an animated PNG with MotionReel's own encoder: exactly lossless, looping
/// forever, each frame only the rectangle that changed, holds merged into one frame's delay,
/// compressed with libdeflate.
///
/// ``consume(_:index:)`` copies each frame into one of two pooled buffers and a worker thread
/// differences and compresses them in order (frames depend on the one before), so memory stays
/// flat however long the animation; a frame marked as repeating the previous one is only
/// counted. Opaque renders are RGB; transparent ones (``VideoOptions/transparent``) straight-alpha
/// RGBA. The file carries sRGB (with the matching cHRM and gAMA) and square pixels, and appears
/// at `url` only when committed. The same frames and options give the same bytes.
///
/// ```swift
/// let sink = try APNGSink(url: out, format: VideoFormat(width: 1170, height: 2532, fps: 60), options: VideoOptions())
/// for (index, frame) in frames.enumerated() { try sink.consume(frame, index: index) }
/// let file = try sink.finish()   // file.frameCount: the APNG's frames, after holds are merged
/// ```
public final class APNGSink: FrameSink {
    /// The size and rate frames must have.
    public var format: VideoFormat { contract.format }
    /// Where the finished file goes.
    public let url: URL
    public let options: VideoOptions
    private let contract: SinkContract
    private let encoder: APNGEncoder
    private let buffers: [ByteBuffer]
    private let pipeline: FramePipeline<APNGFrameJob>
    /// Frames marked as repeats since the last one queued.
    private var repeats = 0

    /// Starts an APNG at a temporary name beside `url`, with ``VideoOptions/quality`` choosing
    /// the compression (every quality is lossless) and ``VideoOptions/transparent`` the pixels.
    ///
    /// Throws ``EncodeError`` if the folder is unusable or the size or rate do not fit an APNG.
    public convenience init(url: URL, format: VideoFormat, options: VideoOptions = VideoOptions()) throws {
        try self.init(url: url, format: format, options: options, settings: APNGSettings(quality: options.quality))
    }

    init(url: URL, format: VideoFormat, options: VideoOptions, settings: APNGSettings) throws {
        guard format.width > 0, format.height > 0, format.fps > 0 else {
            throw EncodeError.invalidInput("the APNG needs a positive size and frame rate, not \(format.width)×\(format.height) at \(format.fps) fps")
        }
        self.url = url
        self.options = options
        let output = try TemporaryOutput(destination: url, kind: .file)
        contract = SinkContract(name: "APNG", format: format, destination: url, output: output)
        let encoder = try output.withPath { temporary in
            try APNGEncoder(path: temporary.path, width: format.width, height: format.height, fps: format.fps,
                            transparent: options.transparent, settings: settings)
        }
        self.encoder = encoder
        // One buffer for the worker, one for the render thread to fill meanwhile.
        let buffers = (0..<2).map { _ in ByteBuffer(count: format.width * format.height * 4) }
        self.buffers = buffers
        pipeline = FramePipeline(slots: buffers.count, workers: 1, name: "APNG encoder") { (slot, job) throws(EncodeError) in
            try encoder.add(buffers[slot].bytes, heldBefore: job.heldBefore)
        }
    }

    deinit {
        cancel()
    }

    /// Queues `frame`, or counts it if it repeats the previous one; waits while the worker is two frames behind.
    public func consume(_ frame: FrameImage, index: Int) throws {
        try contract.consume(frame, index: index) {
            if frame.repeatsPrevious, index > 0 {
                repeats += 1
                return
            }
            let slot = try pipeline.acquire()
            frame.copyPixels(into: buffers[slot].bytes)
            pipeline.submit(slot: slot, APNGFrameJob(heldBefore: repeats))
            repeats = 0
        }
    }

    /// Encodes the frames still queued and settles the last delay and the frame count, leaving
    /// the APNG under its hidden name.
    ///
    /// The result's `frameCount` is the number of frames in the APNG, after holds are merged.
    public func stage() throws -> StagedOutput {
        try contract.stage {
            try pipeline.close()
            try encoder.finish(heldAfter: repeats)
            return contract.file(frameCount: encoder.frameCount)
        }
    }

    /// Stops encoding and deletes the temporary file; does nothing to a staged output.
    public func cancel() {
        contract.cancel(abandon: pipeline.abandon)
    }
}

/// One queued frame, and how many frames before it repeated the one before them.
struct APNGFrameJob: Sendable {
    var heldBefore: Int
}
