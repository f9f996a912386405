import CFFmpeg

/// An opened H.264 encoder writing into an MP4 muxer: codec, container, stream and one packet.
///
/// Owned by the encoder thread while frames flow, and by the sink again for the final drain
/// (after that thread has been joined), so it is never used by two threads at once.
final class VideoEncoder: @unchecked Sendable {
    private let codec: CodecContext
    private let container: FormatContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let packet: Packet

    /// Opens libx264 for `width`×`height` (already even) at `fps`, and writes the MP4 header to `path`.
    init(path: String, width: Int, height: Int, fps: Int, options: MP4Options) throws(EncodeError) {
        codec = try CodecContext(encoderNamed: "libx264")
        container = try FormatContext(formatName: "mp4", path: path)
        packet = try Packet()

        let context = codec.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        // Constant frame rate: one tick per frame.
        context.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        context.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        // Tags must match what ColorConversion does, or players decode with the wrong matrix.
        context.pointee.color_primaries = AVCOL_PRI_BT709
        context.pointee.color_trc = AVCOL_TRC_BT709
        context.pointee.colorspace = AVCOL_SPC_BT709
        context.pointee.color_range = AVCOL_RANGE_MPEG
        context.pointee.thread_count = Int32(options.threads)
        context.pointee.thread_type = FF_THREAD_FRAME
        context.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if container.wantsGlobalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        try codec.setPrivateOption("preset", options.preset)
        try codec.setPrivateOption("crf", String(options.crf))
        try codec.setPrivateOption("rc-lookahead", String(options.lookahead))
        try codec.open()

        stream = try container.addStream(for: codec)
        try container.writeHeader(options: ["movflags": "+faststart"])
    }

    /// Encodes one frame (`pts` in frames) and writes whatever packets are ready.
    func encode(_ frame: VideoFrame, pts: Int64) throws(EncodeError) {
        frame.pointer.pointee.pts = pts
        try codec.send(frame.pointer)
        try writeReadyPackets()
    }

    /// Drains the frames x264 still holds (lookahead, B-frames), writes the index and closes the file.
    func finish() throws(EncodeError) {
        try codec.send(nil)
        try writeReadyPackets()
        try container.finish()
    }

    private func writeReadyPackets() throws(EncodeError) {
        let codecTimeBase = codec.pointer.pointee.time_base
        while try codec.receive(into: packet) {
            // libx264 leaves the duration 0; without it the last frame has no length and a
            // 1.000 s clip lasts 0.983 s.
            packet.pointer.pointee.duration = 1
            packet.pointer.pointee.stream_index = stream.pointee.index
            av_packet_rescale_ts(packet.pointer, codecTimeBase, stream.pointee.time_base)
            try container.write(packet)
        }
    }
}
