import CFFmpeg

/// A borrowed view of one rendered frame: premultiplied BGRA (Cairo's ARGB32 on little-endian,
/// FFmpeg's `AV_PIX_FMT_BGRA`), top row first.
///
/// The memory belongs to the caller and is only valid during the call it is passed to; a sink
/// that needs the pixels later copies or converts them before returning.
public struct FrameImage {
    public let pixels: UnsafeRawPointer
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    /// Every pixel has alpha 255 (lets sinks skip unpremultiplying and write RGB).
    public let isOpaque: Bool
    /// The same pixels as the frame given just before (a render knows when it drew nothing new):
    /// a sink may reuse what it made of that one instead of converting the pixels again.
    public var repeatsPrevious: Bool

    public init(pixels: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int, isOpaque: Bool,
                repeatsPrevious: Bool = false) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.isOpaque = isOpaque
        self.repeatsPrevious = repeatsPrevious
    }
}

extension FrameImage {
    /// Copies the pixels into `destination` as tightly packed rows of `width × 4` bytes.
    ///
    /// Rendered rows are padded (to 64 bytes, for SIMD), while the APNG encoder compares and
    /// stores packed rows of premultiplied pixels; libavutil's plane copy handles the two strides.
    /// (Sinks that want straight colour copy with ``Unpremultiply/copy(_:dropAlpha:into:rowStride:)``.)
    func copyPixels(into destination: UnsafeMutablePointer<UInt8>) {
        let rowBytes = Int32(width * 4)
        av_image_copy_plane(destination, rowBytes, pixels.assumingMemoryBound(to: UInt8.self), Int32(bytesPerRow),
                            rowBytes, Int32(height))
    }
}
