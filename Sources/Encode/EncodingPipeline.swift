import CFFmpeg
import Foundation

/// The machinery shared by every FFmpeg sink: a temporary output, colour conversion on the
/// caller's thread, and the encoder and muxer on a dedicated thread behind three reusable frames.
///
/// When all three frames are in flight, ``consume(_:index:)`` waits, which keeps memory flat
/// however many frames a video has. Sinks (``MP4Sink``, ``VideoSink``) validate their options,
/// build ``EncoderSettings`` and forward to this.
final class EncodingPipeline {
    let format: VideoFormat
    let url: URL
    /// What the sink is called in messages ("MP4", "HEVC MP4", "APNG", …).
    private let name: String
    private let output: TemporaryOutput
    private let encoder: VideoEncoder
    private let conversion: ColorConversion
    private let frames: [VideoFrame]
    private let pipeline: FramePipeline<Int64>
    private var nextIndex = 0
    private var isClosed = false
    /// The finished output was handed over by ``stage()``; cancelling no longer removes it.
    private var isStaged = false

    init(url: URL, format: VideoFormat, settings: EncoderSettings, name: String) throws {
        guard format.width > 0, format.height > 0, format.fps > 0 else {
            throw EncodeError.invalidInput("the \(name) needs a positive size and frame rate, not \(format.width)×\(format.height) at \(format.fps) fps")
        }
        FFmpegLog.install()
        self.format = format
        self.url = url
        self.name = name
        let width = settings.needsEvenSize ? (format.width + 1) & ~1 : format.width
        let height = settings.needsEvenSize ? (format.height + 1) & ~1 : format.height
        output = try TemporaryOutput(destination: url, kind: .file)
        encoder = try VideoEncoder(output: output, width: width, height: height, fps: format.fps, settings: settings)
        conversion = try ColorConversion(width: format.width, height: format.height, settings: settings)
        var frames: [VideoFrame] = []
        for _ in 0..<3 {
            let frame = try VideoFrame(width: width, height: height, pixelFormat: settings.pixelFormat)
            if settings.colour == .bt709 {
                frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
                frame.pointer.pointee.color_trc = AVCOL_TRC_BT709
                frame.pointer.pointee.colorspace = AVCOL_SPC_BT709
                frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
            } else if settings.colour == .bt601 {
                frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
            }
            frames.append(frame)
        }
        self.frames = frames
        pipeline = FramePipeline(slots: frames.count, workers: 1, name: "\(name) encoder") {
            [encoder, frames] (slot, pts) throws(EncodeError) in
            try encoder.encode(frames[slot], pts: pts)
        }
    }

    deinit {
        cancel()
    }

    func consume(_ frame: FrameImage, index: Int) throws {
        guard !isClosed else { throw EncodeError.invalidInput("frame \(index) arrived after the \(name) was finished or cancelled") }
        guard index == nextIndex else {
            throw EncodeError.invalidInput("\(name) frames must arrive in order: expected \(nextIndex), got \(index)")
        }
        guard frame.width == format.width, frame.height == format.height else {
            throw EncodeError.invalidInput("frame \(index) is \(frame.width)×\(frame.height), the \(name) is \(format.width)×\(format.height)")
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

    func stage() throws -> StagedOutput {
        guard !isClosed else { throw EncodeError.invalidInput("the \(name) was already finished or cancelled") }
        isClosed = true
        do {
            guard nextIndex > 0 else { throw EncodeError.invalidInput("no frames to write to \(url.path)") }
            try pipeline.close()
            try encoder.finish()
        } catch {
            output.discard()
            throw error
        }
        isStaged = true
        return StagedOutput(output: output, file: OutputFile(
            url: output.destination, byteCount: fileSize(atPath: output.url.path), frameCount: nextIndex))
    }

    func cancel() {
        isClosed = true
        pipeline.abandon()
        if !isStaged { output.discard() }
    }
}
