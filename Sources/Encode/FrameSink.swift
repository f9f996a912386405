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
}

/// A finished output still under its hidden name, to be moved into place with the other
/// outputs of its run by ``OutputTransaction`` (or removed, if the run fails).
public struct StagedOutput {
    public let output: TemporaryOutput
    /// What the output will be once committed (its `url` is the destination).
    public let file: OutputFile
}

/// One output format: receives every frame in order, then hands over its finished output.
///
/// Nothing appears at the destination until the output is committed: sinks write to a
/// temporary name in the same folder, ``stage()`` completes it there, and an
/// ``OutputTransaction`` moves it into place together with the other outputs of the render.
/// ``cancel()`` (or deinit without `stage`) removes it.
public protocol FrameSink: AnyObject {
    /// Takes frame number `index` (0, 1, 2, … in order). Must not keep `frame` after returning.
    func consume(_ frame: FrameImage, index: Int) throws
    /// Flushes and closes the output, which stays complete under its hidden name; from then on
    /// it belongs to the returned value, and ``cancel()`` no longer removes it.
    func stage() throws -> StagedOutput
    /// Abandons the output and removes every temporary file (not a staged output).
    func cancel()
}

extension FrameSink {
    /// Stages the output and moves it into place on its own: for a sink used alone.
    public func finish() throws -> OutputFile {
        let staged = try stage()
        try staged.output.commit()
        return staged.file
    }
}
