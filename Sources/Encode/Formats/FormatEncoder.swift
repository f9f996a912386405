import Foundation

/// How a format's frames become its output: through FFmpeg with a profile, or by a sink of
/// MotionReel's own, opened by the format's declaration.
enum FormatEncoder: Sendable {
    /// A ``VideoSink`` with this profile.
    case ffmpeg(VideoProfile)
    /// Opens the format's own sink.
    case own(@Sendable (SinkRequest) throws -> any FrameSink)
}

/// What a format's own sink is opened with.
struct SinkRequest {
    /// The destination, as ``OutputFormat/destination(name:in:)`` gives it.
    var url: URL
    var format: VideoFormat
    var encoding: EncodingOptions
    /// Keep the frames' alpha.
    var transparent: Bool

    /// The options of a sink that takes ``VideoOptions``.
    var videoOptions: VideoOptions { encoding.videoOptions(transparent: transparent) }
}
