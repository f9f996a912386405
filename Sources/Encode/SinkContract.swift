import Foundation

/// The rules every sink keeps, written once: frames arrive in order, at the sink's size, and only
/// until it is finished or cancelled; staging completes the output or discards it; cancelling
/// discards it unless it was staged.
///
/// Each sink routes its ``FrameSink`` calls through one of these, so every format refuses bad
/// input with the same messages and leaves nothing behind on failure. Used on the render thread
/// only, like the sink that owns it.
final class SinkContract {
    /// What the sink is called in messages ("MP4", "GIF", "PNG sequence").
    let name: String
    /// What its frames are called when they arrive out of order ("PNG" frames of a PNG sequence).
    let framesName: String
    /// The size frames must have.
    let format: VideoFormat
    /// The destination as the caller named it, for the message when no frame arrived.
    let destination: URL
    /// The hidden file or folder being written.
    let output: TemporaryOutput
    /// Frames taken so far; the next must have this index.
    private(set) var frameCount = 0
    private var isClosed = false
    /// The finished output was handed over by ``stage(_:)``; cancelling no longer removes it.
    private var isStaged = false

    init(name: String, framesName: String? = nil, format: VideoFormat, destination: URL, output: TemporaryOutput) {
        self.name = name
        self.framesName = framesName ?? name
        self.format = format
        self.destination = destination
        self.output = output
    }

    /// Checks that `frame` may come now, then runs `body` (which takes it in) and counts it.
    func consume(_ frame: FrameImage, index: Int, _ body: () throws -> Void) throws {
        guard !isClosed else { throw EncodeError.invalidInput("frame \(index) arrived after the \(name) was finished or cancelled") }
        guard index == frameCount else {
            throw EncodeError.invalidInput("\(framesName) frames must arrive in order: expected \(frameCount), got \(index)")
        }
        guard frame.width == format.width, frame.height == format.height else {
            throw EncodeError.invalidInput("frame \(index) is \(frame.width)×\(frame.height), the \(name) is \(format.width)×\(format.height)")
        }
        try body()
        frameCount += 1
    }

    /// Closes the sink and runs `finish` (flush the workers, close the file), which describes the
    /// result; if there were no frames or `finish` throws, the output is discarded.
    func stage(_ finish: () throws -> OutputFile) throws -> StagedOutput {
        guard !isClosed else { throw EncodeError.invalidInput("the \(name) was already finished or cancelled") }
        isClosed = true
        let file: OutputFile
        do {
            guard frameCount > 0 else { throw EncodeError.invalidInput("no frames to write to \(destination.path)") }
            file = try finish()
        } catch {
            output.discard()
            throw error
        }
        isStaged = true
        return StagedOutput(output: output, file: file)
    }

    /// The finished output as ``stage(_:)`` reports it: by default the temporary file's size and
    /// the frames taken.
    func file(byteCount: Int? = nil, frameCount: Int? = nil) -> OutputFile {
        OutputFile(url: output.destination, byteCount: byteCount ?? fileSize(atPath: output.url.path),
                   frameCount: frameCount ?? self.frameCount)
    }

    /// Closes the sink, runs `abandon` (stop the workers) and removes the output unless it was staged.
    func cancel(abandon: () -> Void) {
        isClosed = true
        abandon()
        if !isStaged { output.discard() }
    }
}
