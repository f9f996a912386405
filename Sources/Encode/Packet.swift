import CFFmpeg

/// Owns one reusable `AVPacket`; the muxer unreferences its payload after each write.
// Unchecked: a C handle used only by its VideoEncoder, itself owned by one thread at a time.
final class Packet: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<AVPacket>

    init() throws(EncodeError) {
        pointer = try allocated(av_packet_alloc(), "av_packet_alloc")
    }

    deinit {
        var packet: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&packet)
    }
}
