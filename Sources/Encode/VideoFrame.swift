import CFFmpeg

/// Owns one `AVFrame` with its own picture buffers, reused for many frames of a video.
// Unchecked: a C handle handed between the render and encoder threads by FramePipeline, one owner at a time.
final class VideoFrame: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<AVFrame>

    /// Allocates a `width`×`height` picture of `pixelFormat`, rows aligned to 64 bytes for SIMD.
    init(width: Int, height: Int, pixelFormat: AVPixelFormat) throws(EncodeError) {
        pointer = try allocated(av_frame_alloc(), "av_frame_alloc")
        pointer.pointee.width = Int32(width)
        pointer.pointee.height = Int32(height)
        pointer.pointee.format = pixelFormat.rawValue
        try check(av_frame_get_buffer(pointer, 64), "av_frame_get_buffer")
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&frame)
    }

    /// Makes the buffers safe to overwrite: an encoder may still hold a reference to the
    /// previous picture, in which case FFmpeg gives this frame fresh buffers.
    func makeWritable() throws(EncodeError) {
        try check(av_frame_make_writable(pointer), "av_frame_make_writable")
    }

    /// The start of plane `index` (0 = Y, 1 = U, 2 = V for YUV).
    func plane(_ index: Int) -> UnsafeMutablePointer<UInt8> {
        let data = withUnsafeBytes(of: pointer.pointee.data) { $0.load(fromByteOffset: index * MemoryLayout<UnsafeMutablePointer<UInt8>?>.stride, as: UnsafeMutablePointer<UInt8>?.self) }
        guard let data else { preconditionFailure("AVFrame plane \(index) is not allocated") }
        return data
    }

    /// Bytes from one row of plane `index` to the next.
    func bytesPerRow(_ index: Int) -> Int {
        Int(withUnsafeBytes(of: pointer.pointee.linesize) { $0.load(fromByteOffset: index * 4, as: Int32.self) })
    }
}
