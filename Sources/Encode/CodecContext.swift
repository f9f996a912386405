import CFFmpeg
import CShims

/// Owns one `AVCodecContext` for an encoder and frees it in deinit.
///
/// Used by one thread at a time: configured and opened by the sink, then driven by the encoder
/// thread, then drained by the sink again after that thread has been joined.
// Unchecked: a C handle used by one thread at a time, as said above.
final class CodecContext: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<AVCodecContext>

    /// Allocates a context for the encoder called `name` (e.g. "libx264").
    init(encoderNamed name: String) throws(EncodeError) {
        guard let codec = avcodec_find_encoder_by_name(name) else {
            let code = mr_averror_encoder_not_found()
            throw .ffmpeg(
                call: "avcodec_find_encoder_by_name(\"\(name)\")", code: code,
                message: "\(ffmpegMessage(code)): this FFmpeg was built without \(name)")
        }
        pointer = try allocated(avcodec_alloc_context3(codec), "avcodec_alloc_context3")
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }

    /// Sets one of the encoder's private options (x264's "preset", "crf", …) before ``open()``.
    func setPrivateOption(_ name: String, _ value: String) throws(EncodeError) {
        try check(av_opt_set(pointer.pointee.priv_data, name, value, 0), "av_opt_set(\(name)=\(value))")
    }

    /// Opens the encoder with the options set so far.
    func open() throws(EncodeError) {
        try check(avcodec_open2(pointer, pointer.pointee.codec, nil), "avcodec_open2")
    }

    /// Sends one frame, or `nil` to start draining.
    func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws(EncodeError) {
        try check(avcodec_send_frame(pointer, frame), "avcodec_send_frame")
    }

    /// Fills `packet` with the next encoded packet; false when the encoder needs more input or is drained.
    func receive(into packet: Packet) throws(EncodeError) -> Bool {
        let code = avcodec_receive_packet(pointer, packet.pointer)
        if code == mr_averror_eagain() || code == mr_averror_eof() { return false }
        try check(code, "avcodec_receive_packet")
        return true
    }
}
