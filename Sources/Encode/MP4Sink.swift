import CFFmpeg
import Foundation

/// Writes frames as an H.264 MP4 (yuv420p, BT.709, faststart) that plays in browsers and QuickTime.
///
/// Colour conversion runs on the caller's thread inside ``consume(_:index:)``; x264 and the muxer
/// run on a dedicated encoder thread, so rendering the next frame overlaps encoding this one.
/// Three reusable YUV frames sit between them: when all three are in flight, `consume` waits,
/// which keeps memory flat however many frames a video has. Odd sizes are padded to even by
/// repeating edge pixels. Identical frames and options give a byte-identical file.
///
/// ```swift
/// let sink = try MP4Sink(url: out, format: VideoFormat(width: 1170, height: 2532, fps: 60))
/// for (index, frame) in frames.enumerated() { try sink.consume(frame, index: index) }
/// let file = try sink.finish()
/// ```
public final class MP4Sink: FrameSink {
    /// The size and rate frames must have.
    public let format: VideoFormat
    /// Where the finished file goes.
    public let url: URL
    private let output: TemporaryOutput
    private let encoder: VideoEncoder
    private let conversion: ColorConversion
    private let frames: [VideoFrame]
    private let pipeline: FramePipeline<Int64>
    private var nextIndex = 0
    private var isClosed = false

    /// Opens the encoder and starts writing to a temporary file beside `url`.
    ///
    /// Throws ``EncodeError`` if the folder is unusable, the size or rate is invalid, or FFmpeg
    /// lacks libx264.
    public init(url: URL, format: VideoFormat, options: MP4Options = MP4Options()) throws {
        guard format.width > 0, format.height > 0, format.fps > 0 else {
            throw EncodeError.invalidInput("an MP4 needs a positive size and frame rate, not \(format.width)×\(format.height) at \(format.fps) fps")
        }
        guard options.threads > 0, (0...51).contains(options.crf), options.lookahead >= 0 else {
            throw EncodeError.invalidInput("MP4 options out of range: crf 0…51, threads ≥ 1, lookahead ≥ 0")
        }
        // x264 prints an unknown preset straight to stderr, so catch it first.
        guard MP4Options.presets.contains(options.preset) else {
            throw EncodeError.invalidInput("unknown x264 preset \"\(options.preset)\"; use one of \(MP4Options.presets.joined(separator: ", "))")
        }
        FFmpegLog.install()
        self.format = format
        self.url = url
        let width = (format.width + 1) & ~1
        let height = (format.height + 1) & ~1
        output = try TemporaryOutput(destination: url, kind: .file)
        encoder = try VideoEncoder(path: output.url.path, width: width, height: height, fps: format.fps, options: options)
        conversion = try ColorConversion(width: format.width, height: format.height)
        var frames: [VideoFrame] = []
        for _ in 0..<3 {
            let frame = try VideoFrame(width: width, height: height, pixelFormat: AV_PIX_FMT_YUV420P)
            frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
            frame.pointer.pointee.color_trc = AVCOL_TRC_BT709
            frame.pointer.pointee.colorspace = AVCOL_SPC_BT709
            frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
            frames.append(frame)
        }
        self.frames = frames
        pipeline = FramePipeline(slots: frames.count, workers: 1, name: "MP4 encoder") {
            [encoder, frames] (slot, pts) throws(EncodeError) in
            try encoder.encode(frames[slot], pts: pts)
        }
    }

    deinit {
        cancel()
    }

    /// Converts `frame` to YUV and queues it for the encoder; waits while the encoder is three frames behind.
    public func consume(_ frame: FrameImage, index: Int) throws {
        guard !isClosed else { throw EncodeError.invalidInput("frame \(index) arrived after the MP4 was finished or cancelled") }
        guard index == nextIndex else {
            throw EncodeError.invalidInput("MP4 frames must arrive in order: expected \(nextIndex), got \(index)")
        }
        guard frame.width == format.width, frame.height == format.height else {
            throw EncodeError.invalidInput("frame \(index) is \(frame.width)×\(frame.height), the MP4 is \(format.width)×\(format.height)")
        }
        let slot = try pipeline.acquire()
        do {
            try frames[slot].makeWritable()
            try conversion.convert(frame, into: frames[slot])
        } catch {
            pipeline.release(slot: slot)
            throw error
        }
        pipeline.submit(slot: slot, Int64(index))
        nextIndex += 1
    }

    /// Encodes the frames still queued, writes the index at the front and moves the file into place.
    public func finish() throws -> OutputFile {
        guard !isClosed else { throw EncodeError.invalidInput("the MP4 was already finished or cancelled") }
        isClosed = true
        do {
            guard nextIndex > 0 else { throw EncodeError.invalidInput("no frames to write to \(url.path)") }
            try pipeline.close()
            try encoder.finish()
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
        return OutputFile(url: url, byteCount: fileSize(atPath: output.destination.path), frameCount: nextIndex)
    }

    /// Stops encoding and deletes the temporary file; does nothing after ``finish()``.
    public func cancel() {
        isClosed = true
        pipeline.abandon()
        output.discard()
    }
}
