import Foundation

/// Size and rate of the frames a sink receives.
public struct VideoFormat: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var fps: Int

    public init(width: Int, height: Int, fps: Int) {
        self.width = width
        self.height = height
        self.fps = fps
    }
}

/// A file written by a sink, once complete.
public struct OutputFile: Sendable, Hashable {
    public var url: URL
    /// Bytes on disk (for a PNG sequence, all its files together).
    public var byteCount: Int
    public var frameCount: Int

    public init(url: URL, byteCount: Int, frameCount: Int) {
        self.url = url
        self.byteCount = byteCount
        self.frameCount = frameCount
    }
}

/// One output format: receives every frame in order, then writes its file(s) into place.
///
/// Nothing appears at the destination before ``finish()`` returns: sinks write to a temporary
/// name in the same folder and rename. ``cancel()`` (or deinit without finish) removes it.
public protocol FrameSink: AnyObject {
    /// Takes frame number `index` (0, 1, 2, … in order). Must not keep `frame` after returning.
    func consume(_ frame: FrameImage, index: Int) throws
    /// Flushes, closes and moves the output into place.
    func finish() throws -> OutputFile
    /// Abandons the output and removes every temporary file.
    func cancel()
}
