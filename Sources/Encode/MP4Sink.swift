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
    private let pipeline: EncodingPipeline

    /// Opens the encoder and starts writing to a temporary file beside `url`.
    ///
    /// Throws ``EncodeError`` if the folder is unusable, the size or rate is invalid, or FFmpeg
    /// lacks libx264.
    public init(url: URL, format: VideoFormat, options: MP4Options = MP4Options()) throws {
        guard options.threads > 0, (0...51).contains(options.crf), options.lookahead >= 0 else {
            throw EncodeError.invalidInput("MP4 options out of range: crf 0…51, threads ≥ 1, lookahead ≥ 0")
        }
        // x264 prints an unknown preset straight to stderr, so catch it first.
        guard MP4Options.presets.contains(options.preset) else {
            throw EncodeError.invalidInput("unknown x264 preset \"\(options.preset)\"; use one of \(MP4Options.presets.joined(separator: ", "))")
        }
        self.format = format
        self.url = url
        pipeline = try EncodingPipeline(url: url, format: format, settings: .h264(options), name: "MP4")
    }

    deinit {
        cancel()
    }

    /// Converts `frame` to YUV and queues it for the encoder; waits while the encoder is three frames behind.
    public func consume(_ frame: FrameImage, index: Int) throws {
        try pipeline.consume(frame, index: index)
    }

    /// Encodes the frames still queued and writes the index at the front, leaving the file under its hidden name.
    public func stage() throws -> StagedOutput {
        try pipeline.stage()
    }

    /// Stops encoding and deletes the temporary file; does nothing to a staged output.
    public func cancel() {
        pipeline.cancel()
    }
}
