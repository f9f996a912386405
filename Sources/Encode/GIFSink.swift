import Foundation

/// Writes frames as an animated GIF: libimagequant palettes with dithering, transparent-pixel
/// frame differencing, delays in GIF's 1/100 s that add up to the animation's length, looping.
///
/// ``consume(_:index:)`` drops the source frames the output rate does not keep (see
/// `GIFTiming`), and copies the kept ones into one of two pooled buffers; a worker thread
/// differences them and counts their colours in order, spooling what changed to disk, so memory
/// stays flat however long the animation. The output is opaque: translucent pixels are composited over black (premultiplied
/// values as they are), like the MP4. The same frames and options give the same bytes: dithering
/// is deterministic and libimagequant's threads are pinned.
///
/// Palette rule: two passes (`GIFEncoder`). The first counts every frame's colours and keeps
/// each frame's changed rectangle in a temporary file; the global palette is chosen from all of
/// them, as FFmpeg's `palettegen stats_mode=full` does; the second remaps each changed region onto
/// it while the error stays small, otherwise the region gets a palette of its own. On the 26
/// shipped presets at 390 px this took 25 to FFmpeg's SSIM or better at its size or smaller,
/// against 19 with a palette chosen from the first frame. The second pass runs in
/// ``stage()``, after the last frame.
///
/// ```swift
/// let sink = try GIFSink(url: out, format: VideoFormat(width: 390, height: 844, fps: 60), options: GIFOptions())
/// for (index, frame) in frames.enumerated() { try sink.consume(frame, index: index) }
/// let file = try sink.finish()   // file.frameCount: the GIF's frames, at 30 fps
/// ```
public final class GIFSink: FrameSink {
    /// The size and rate frames arrive with.
    public var format: VideoFormat { contract.format }
    /// Where the finished file goes.
    public let url: URL
    public let options: GIFOptions
    private let timing: GIFTiming
    private let contract: SinkContract
    private let encoder: GIFEncoder
    private let buffers: [ByteBuffer]
    /// Shrinks frames to ``GIFOptions/maximumWidth``; nil when the GIF keeps the render's size.
    private let scaler: FrameScaler?
    private let pipeline: FramePipeline<GIFFrameJob>
    private var nextOutputFrame = 0

    /// Starts a GIF at a temporary name beside `url`.
    ///
    /// Throws ``EncodeError`` if the folder is unusable, the size is over
    /// ``GIFOptions/maximumSide``, or the options are out of range.
    public convenience init(url: URL, format: VideoFormat, options: GIFOptions) throws {
        try self.init(url: url, format: format, options: options, strategy: .adaptive)
    }

    init(url: URL, format: VideoFormat, options: GIFOptions, strategy: GIFEncoder.PaletteStrategy) throws {
        guard format.width > 0, format.height > 0, format.fps > 0 else {
            throw EncodeError.invalidInput("a GIF needs a positive size and frame rate, not \(format.width)×\(format.height) at \(format.fps) fps")
        }
        guard format.width <= GIFOptions.maximumSide, format.height <= GIFOptions.maximumSide else {
            throw EncodeError.invalidInput(
                "a GIF is at most \(GIFOptions.maximumSide)×\(GIFOptions.maximumSide) pixels, not \(format.width)×\(format.height)")
        }
        guard (1...GIFOptions.maximumFPS).contains(options.fps) else {
            throw EncodeError.invalidInput("GIF frame rate \(options.fps) is out of range 1…\(GIFOptions.maximumFPS) (browsers play 1/100 s delays as 1/10 s)")
        }
        guard (0...GIFOptions.maximumLoop).contains(options.loop) else {
            throw EncodeError.invalidInput("GIF loop \(options.loop) is out of range: 0 (forever) or 1…\(GIFOptions.maximumLoop) plays")
        }
        if let maximumWidth = options.maximumWidth, maximumWidth < 1 {
            throw EncodeError.invalidInput("GIF width \(maximumWidth) must be at least 1 pixel")
        }
        let size = FrameScaler.size(width: format.width, height: format.height, maximumWidth: options.maximumWidth ?? format.width)
        self.url = url
        self.options = options
        timing = GIFTiming(sourceFPS: format.fps, gifFPS: options.fps)
        let output = try TemporaryOutput(destination: url, kind: .file)
        contract = SinkContract(name: "GIF", format: format, destination: url, output: output)
        scaler = size.width == format.width ? nil : try FrameScaler(from: format.width, format.height, to: size.width, size.height)
        let encoder = try GIFEncoder(path: output.url.path, width: size.width, height: size.height,
                                     loopCount: options.netscapeLoopCount, settings: options.quantizerSettings,
                                     latitude: options.lzwLatitude, strategy: strategy)
        self.encoder = encoder
        // One buffer for the worker, one for the render thread to fill meanwhile.
        let buffers = (0..<2).map { _ in ByteBuffer(count: size.width * size.height * 4) }
        self.buffers = buffers
        pipeline = FramePipeline(slots: buffers.count, workers: 1, name: "GIF encoder") { (slot, job) throws(EncodeError) in
            try encoder.add(buffers[slot].bytes, start: job.start, delay: job.delay)
        }
    }

    deinit {
        cancel()
    }

    /// Queues `frame` if the output rate keeps it; waits while the worker is two frames behind.
    public func consume(_ frame: FrameImage, index: Int) throws {
        try contract.consume(frame, index: index) {
            guard index == timing.sourceIndex(ofOutputFrame: nextOutputFrame) else { return }
            let slot = try pipeline.acquire()
            if let scaler {
                do { try scaler.scale(frame, into: buffers[slot].bytes) } catch {
                    pipeline.release(slot: slot)
                    throw error
                }
            } else {
                Self.copyOpaqueRGBA(frame, into: buffers[slot].bytes)
            }
            pipeline.submit(slot: slot, GIFFrameJob(
                start: timing.startCentiseconds(ofOutputFrame: nextOutputFrame), delay: timing.delay(ofOutputFrame: nextOutputFrame)))
            nextOutputFrame += 1
        }
    }

    /// Encodes the frames still queued and settles the last delay, leaving the GIF under its hidden name.
    ///
    /// The result's `frameCount` is the number of frames in the GIF, after thinning.
    public func stage() throws -> StagedOutput {
        try contract.stage {
            try pipeline.close()
            try encoder.finish(total: timing.totalCentiseconds(sourceFrames: contract.frameCount))
            return contract.file(frameCount: encoder.frameCount)
        }
    }

    /// Stops encoding and deletes the temporary file; does nothing to a staged output.
    public func cancel() {
        contract.cancel(abandon: pipeline.abandon)
    }

    /// Premultiplied BGRA → RGBA with alpha 255: the frame composited over black, tightly packed.
    private static func copyOpaqueRGBA(_ frame: FrameImage, into destination: UnsafeMutablePointer<UInt8>) {
        let source = frame.pixels.assumingMemoryBound(to: UInt8.self)
        for row in 0..<frame.height {
            let from = source + row * frame.bytesPerRow
            let to = destination + row * frame.width * 4
            for x in 0..<frame.width {
                to[x * 4] = from[x * 4 + 2]
                to[x * 4 + 1] = from[x * 4 + 1]
                to[x * 4 + 2] = from[x * 4]
                to[x * 4 + 3] = 255
            }
        }
    }
}

/// One kept frame's place on the GIF's timeline, in centiseconds.
struct GIFFrameJob: Sendable {
    var start: Int
    var delay: Int
}
