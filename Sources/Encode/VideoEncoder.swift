import CFFmpeg

/// An opened encoder writing into a muxer: codec, container, stream and one packet.
///
/// Owned by the encoder thread while frames flow, and by the sink again for the final drain
/// (after that thread has been joined), so it is never used by two threads at once.
// Unchecked: C handles used by one thread at a time, as said above.
final class VideoEncoder: @unchecked Sendable {
    private let codec: CodecContext
    private let container: FormatContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let packet: Packet

    /// Opens the encoder `settings` name for `width`×`height` (already even where the pixel
    /// format needs it) at `fps`, and writes the container header to the temporary `output`.
    init(output: TemporaryOutput, width: Int, height: Int, fps: Int, settings: EncoderSettings) throws(EncodeError) {
        codec = try CodecContext(encoderNamed: settings.codec)
        container = try FormatContext(formatName: settings.muxer, output: output)
        packet = try Packet()

        let context = codec.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = settings.pixelFormat
        // Constant frame rate: one tick per frame.
        context.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        context.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        if settings.colour == .bt709 {
            // Tags must match what ColorConversion does, or players decode with the wrong matrix.
            context.pointee.color_primaries = AVCOL_PRI_BT709
            context.pointee.color_trc = AVCOL_TRC_BT709
            context.pointee.colorspace = AVCOL_SPC_BT709
            context.pointee.color_range = AVCOL_RANGE_MPEG
        } else if settings.colour == .rgb {
            context.pointee.color_primaries = AVCOL_PRI_BT709
            context.pointee.color_trc = AVCOL_TRC_IEC61966_2_1
            // Square pixels, said so: FFmpeg's PNG encoder writes the aspect ratio into pHYs.
            context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        }
        context.pointee.thread_count = settings.threads
        context.pointee.thread_type = FF_THREAD_FRAME
        context.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        if let level = settings.compressionLevel { context.pointee.compression_level = level }
        if let bitRate = settings.bitRate { context.pointee.bit_rate = bitRate }
        if container.wantsGlobalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        for option in settings.privateOptions {
            try codec.setPrivateOption(option.name, option.value)
        }
        try codec.open()

        stream = try container.addStream(for: codec)
        if let tag = settings.codecTag {
            stream.pointee.codecpar.pointee.codec_tag = fourCC(tag)
        }
        try container.writeHeader(options: settings.muxerOptions)
    }

    /// Encodes one frame (`pts` in frames) and writes whatever packets are ready.
    func encode(_ frame: VideoFrame, pts: Int64) throws(EncodeError) {
        frame.pointer.pointee.pts = pts
        try codec.send(frame.pointer)
        try writeReadyPackets()
    }

    /// Drains the frames the encoder still holds (lookahead, B-frames), writes the index and closes the file.
    func finish() throws(EncodeError) {
        try codec.send(nil)
        try writeReadyPackets()
        try container.finish()
    }

    private func writeReadyPackets() throws(EncodeError) {
        let codecTimeBase = codec.pointer.pointee.time_base
        while try codec.receive(into: packet) {
            // libx264 (and others) leave the duration 0; without it the last frame has no length
            // and a 1.000 s clip lasts 0.983 s.
            if packet.pointer.pointee.duration == 0 { packet.pointer.pointee.duration = 1 }
            packet.pointer.pointee.stream_index = stream.pointee.index
            av_packet_rescale_ts(packet.pointer, codecTimeBase, stream.pointee.time_base)
            try container.write(packet)
        }
    }
}

/// A four-character code as FFmpeg stores it (`MKTAG`, which does not import): first character lowest.
func fourCC(_ code: String) -> UInt32 {
    precondition(code.utf8.count == 4, "a four-character code")
    return code.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
}
