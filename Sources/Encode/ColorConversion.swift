import CFFmpeg

/// Converts premultiplied BGRA frames to limited-range BT.709 YUV 4:2:0 for H.264.
///
/// swscale assumes BT.601 unless told otherwise; a file tagged BT.709 but converted with BT.601
/// shifts colours visibly (255,107,107 plays back as 241,90,107), so the matrix is set explicitly
/// and matches the tags the encoder writes. Alpha is dropped, which for premultiplied pixels is
/// the same as compositing over black; rendered frames are opaque in practice.
///
/// Odd sizes: swscale converts the `width`×`height` picture into a frame one pixel wider and/or
/// taller, and the extra luma column/row repeats the edge pixels (4:2:0 chroma already covers
/// them), so the padding is invisible instead of a stripe of garbage.
final class ColorConversion {
    let width: Int
    let height: Int
    private let context: OpaquePointer

    init(width: Int, height: Int) throws(EncodeError) {
        self.width = width
        self.height = height
        // Same size in and out: the filter only matters for chroma subsampling, where bilinear
        // is smooth and cheaper than the bicubic default.
        context = try allocated(
            sws_getContext(
                Int32(width), Int32(height), AV_PIX_FMT_BGRA, Int32(width), Int32(height), AV_PIX_FMT_YUV420P,
                SWS_BILINEAR | SWS_ACCURATE_RND, nil, nil, nil),
            "sws_getContext")
        let bt709 = sws_getCoefficients(SWS_CS_ITU709)
        // Source full range (RGB), destination limited ("TV") range, neutral brightness/contrast/saturation.
        let result = sws_setColorspaceDetails(context, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16)
        if result < 0 {
            sws_freeContext(context)
            throw .ffmpeg(call: "sws_setColorspaceDetails", code: result, message: "BT.709 conversion is not supported")
        }
    }

    deinit {
        sws_freeContext(context)
    }

    /// Converts `image` into `frame`, which must be at least `width`×`height` rounded up to even.
    func convert(_ image: FrameImage, into frame: VideoFrame) throws(EncodeError) {
        precondition(image.width == width && image.height == height, "frame size checked by the sink")
        var source: (UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) =
            (image.pixels.assumingMemoryBound(to: UInt8.self), nil, nil, nil)
        var sourceStrides: (Int32, Int32, Int32, Int32) = (Int32(image.bytesPerRow), 0, 0, 0)
        var destination: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?) =
            (frame.plane(0), frame.plane(1), frame.plane(2), nil)
        var destinationStrides: (Int32, Int32, Int32, Int32) =
            (Int32(frame.bytesPerRow(0)), Int32(frame.bytesPerRow(1)), Int32(frame.bytesPerRow(2)), 0)
        let rows = withUnsafePointer(to: &source) { source in
            withUnsafePointer(to: &sourceStrides) { sourceStrides in
                withUnsafePointer(to: &destination) { destination in
                    withUnsafePointer(to: &destinationStrides) { destinationStrides in
                        sws_scale(
                            context,
                            UnsafeRawPointer(source).assumingMemoryBound(to: UnsafePointer<UInt8>?.self),
                            UnsafeRawPointer(sourceStrides).assumingMemoryBound(to: Int32.self),
                            0, Int32(height),
                            UnsafeRawPointer(destination).assumingMemoryBound(to: UnsafeMutablePointer<UInt8>?.self),
                            UnsafeRawPointer(destinationStrides).assumingMemoryBound(to: Int32.self))
                    }
                }
            }
        }
        if rows < 0 { try check(rows, "sws_scale") }
        padLuma(of: frame)
    }

    /// Repeats the last luma column and row into the padding of an odd-sized picture.
    private func padLuma(of frame: VideoFrame) {
        let luma = frame.plane(0)
        let stride = frame.bytesPerRow(0)
        let paddedWidth = (width + 1) & ~1
        if width != paddedWidth {
            for y in 0..<height {
                let row = luma + y * stride
                row[width] = row[width - 1]
            }
        }
        if height != (height + 1) & ~1 {
            (luma + height * stride).update(from: luma + (height - 1) * stride, count: paddedWidth)
        }
    }
}
