import CFFmpeg
import Foundation

/// The machinery shared by every FFmpeg sink: a temporary output, colour conversion on the
/// caller's thread, and the encoder and muxer on a dedicated thread behind two reusable frames.
///
/// When both frames are in flight, ``consume(_:index:)`` waits, which keeps memory flat
/// however many frames a video has. ``VideoSink`` builds the ``EncoderSettings`` from its
/// profile and forwards to this.
final class EncodingPipeline {
    private let contract: SinkContract
    private let encoder: VideoEncoder
    private let conversion: ColorConversion
    private let frames: [VideoFrame]
    /// The slot holding the last frame converted, for a frame that repeats it.
    private var lastSlot: Int?
    private let pipeline: FramePipeline<Int64>

    init(url: URL, format: VideoFormat, settings: EncoderSettings, name: String) throws {
        guard format.width > 0, format.height > 0, format.fps > 0 else {
            throw EncodeError.invalidInput("the \(name) needs a positive size and frame rate, not \(format.width)×\(format.height) at \(format.fps) fps")
        }
        FFmpegLog.install()
        let width = settings.needsEvenSize ? (format.width + 1) & ~1 : format.width
        let height = settings.needsEvenSize ? (format.height + 1) & ~1 : format.height
        let output = try TemporaryOutput(destination: url, kind: .file)
        contract = SinkContract(name: name, format: format, destination: url, output: output)
        encoder = try VideoEncoder(output: output, width: width, height: height, fps: format.fps, settings: settings)
        conversion = try ColorConversion(width: format.width, height: format.height, settings: settings)
        var frames: [VideoFrame] = []
        // Two: one converted while the encoder reads the other. A third (the number before) let
        // the render run a frame further ahead for another 4.2 MiB at 1170×2532; a full-size
        // render of tab-roundtrip took no longer with two (0.91× the wall time, medians of five
        // alternating runs on a busy machine).
        for _ in 0..<2 {
            let frame = try VideoFrame(width: width, height: height, pixelFormat: settings.pixelFormat)
            if settings.colour == .bt709 {
                frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
                frame.pointer.pointee.color_trc = AVCOL_TRC_BT709
                frame.pointer.pointee.colorspace = AVCOL_SPC_BT709
                frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
            } else if settings.colour == .bt601 {
                frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
            } else if settings.colour == .rgb {
                frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
                frame.pointer.pointee.color_trc = AVCOL_TRC_IEC61966_2_1
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
        try contract.consume(frame, index: index) {
            let slot = try pipeline.acquire()
            do {
                try frames[slot].makeWritable()
                if frame.repeatsPrevious, let last = lastSlot {
                    // The previous frame's converted picture, copied (a memcpy, against swscale's
                    // conversion): its slot is queued or being read by the encoder, never written,
                    // since only this thread fills slots. The same slot already holds it.
                    if last != slot { try check(av_frame_copy(frames[slot].pointer, frames[last].pointer), "av_frame_copy") }
                } else {
                    try conversion.convert(frame, into: frames[slot])
                }
            } catch {
                pipeline.release(slot: slot)
                throw error
            }
            lastSlot = slot
            pipeline.submit(slot: slot, Int64(index))
        }
    }

    func stage() throws -> StagedOutput {
        try contract.stage {
            try pipeline.close()
            try encoder.finish()
            return contract.file()
        }
    }

    func cancel() {
        contract.cancel(abandon: pipeline.abandon)
    }
}
