import Foundation

/// Writes frames in every format FFmpeg encodes for MotionReel (H.264 MP4, animated WebP, HEVC
/// MP4, ProRes 4444 MOV, VP9 WebM), as the format's ``VideoProfile`` says (`FormatTable.swift`).
///
/// Colour conversion runs on the caller's thread inside ``consume(_:index:)``; the encoder and
/// muxer run on a dedicated thread, so rendering the next frame overlaps encoding this one.
/// Two reusable frames sit between them: when both are in flight, `consume` waits, which
/// keeps memory flat however many frames a video has. The file is written under a temporary name
/// and moved into place once committed. 4:2:0 formats (H.264, HEVC, WebM, lossy WebP) pad odd
/// sizes to even by repeating edge pixels; the others keep the exact size. Identical frames and
/// options give byte-identical files.
///
/// ```swift
/// let sink = try VideoSink(url: out, format: VideoFormat(width: 1170, height: 2532, fps: 60),
///                          profile: OutputFormat.prores.videoProfile!, options: VideoOptions(transparent: true))
/// for (index, frame) in frames.enumerated() { try sink.consume(frame, index: index) }
/// let file = try sink.finish()
/// ```
public final class VideoSink: FrameSink {
    /// The size and rate frames must have.
    public let format: VideoFormat
    /// Where the finished file goes.
    public let url: URL
    public let profile: VideoProfile
    public let options: VideoOptions
    private let pipeline: EncodingPipeline

    /// Opens the encoder and starts writing to a temporary file beside `url`, whatever its extension.
    ///
    /// Throws ``EncodeError`` if the folder is unusable, the size, rate or options are invalid,
    /// or FFmpeg lacks the encoder.
    public init(url: URL, format: VideoFormat, profile: VideoProfile, options: VideoOptions = VideoOptions()) throws {
        self.format = format
        self.url = url
        self.profile = profile
        self.options = options
        pipeline = try EncodingPipeline(
            url: url, format: format, settings: try profile.settings(for: options), name: profile.displayName)
    }

    deinit {
        cancel()
    }

    /// Converts `frame` to the encoder's pixels and queues it; waits while the encoder is two frames behind.
    public func consume(_ frame: FrameImage, index: Int) throws {
        try pipeline.consume(frame, index: index)
    }

    /// Encodes the frames still queued and closes the container, leaving the file under its hidden name.
    public func stage() throws -> StagedOutput {
        try pipeline.stage()
    }

    /// Stops encoding and deletes the temporary file; does nothing to a staged output.
    public func cancel() {
        pipeline.cancel()
    }
}
