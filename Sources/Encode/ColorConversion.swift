import CFFmpeg
import CShims

/// Converts premultiplied BGRA frames into an encoder's pixel format: BT.709 or BT.601 YUV
/// (limited range) for video codecs, packed RGB(A) for APNG and lossless WebP.
///
/// swscale assumes BT.601 unless told otherwise; a file tagged BT.709 but converted with BT.601
/// shifts colours visibly (255,107,107 plays back as 241,90,107), so the matrix is set explicitly
/// and matches the tags the encoder writes.
///
/// Alpha: when the destination has no alpha it is dropped, which for premultiplied pixels is the
/// same as compositing over black (rendered frames are opaque in practice). When it has alpha,
/// pixels are first unpremultiplied into a scratch buffer, because every codec here stores
/// straight alpha; an opaque frame then simply gets a fully opaque alpha plane.
///
/// Odd sizes, for 4:2:0 formats: swscale converts the `width`×`height` picture into a frame one
/// pixel wider and/or taller, and the extra luma (and alpha) column/row repeats the edge pixels
/// (4:2:0 chroma already covers them), so the padding is invisible instead of a stripe of garbage.
final class ColorConversion {
    let width: Int
    let height: Int
    private let settings: EncoderSettings
    private let context: Swscale
    /// Straight RGBA rows for alpha destinations, tightly packed.
    private let scratch: ByteBuffer?

    /// `applyMatrix` sets the YUV matrix on the swscale context (``Swscale/setMatrix(_:)``); tests
    /// pass one that fails, since swscale accepts every matrix MotionReel asks of it.
    init(width: Int, height: Int, settings: EncoderSettings,
         applyMatrix: (Swscale, Swscale.Matrix) -> Int32 = { $0.setMatrix($1) }) throws(EncodeError) {
        self.width = width
        self.height = height
        self.settings = settings
        let keepsAlpha = settings.keepsAlpha
        scratch = keepsAlpha ? ByteBuffer(count: width * height * 4) : nil
        // Same size in and out: the filter only matters for chroma subsampling, where bilinear
        // is smooth and cheaper than the bicubic default.
        let context = try Swscale(from: width, height, keepsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_BGRA,
                                  to: width, height, settings.pixelFormat, filter: MR_SCALER_BILINEAR)
        let matrix: Swscale.Matrix?
        switch settings.colour {
        case .rgb: matrix = nil
        case .bt709: matrix = MR_SCALER_BT709
        case .bt601: matrix = MR_SCALER_BT601
        }
        if let matrix {
            let result = applyMatrix(context, matrix)
            if result < 0 {
                throw .ffmpeg(call: "sws_setColorspaceDetails", code: result, message: "the YUV conversion is not supported")
            }
        }
        self.context = context
    }

    /// Converts `image` into `frame`, which must be at least `width`×`height` (rounded up to even for 4:2:0).
    func convert(_ image: FrameImage, into frame: VideoFrame) throws(EncodeError) {
        precondition(image.width == width && image.height == height, "frame size checked by the sink")
        var sourcePixels = image.pixels.assumingMemoryBound(to: UInt8.self)
        var sourceStride = image.bytesPerRow
        if let scratch {
            Unpremultiply.copy(image, dropAlpha: false, into: scratch.bytes)
            sourcePixels = UnsafePointer(scratch.bytes)
            sourceStride = width * 4
        }
        let planes = Int(av_pix_fmt_count_planes(settings.pixelFormat))
        func plane(_ index: Int) -> UnsafeMutablePointer<UInt8>? { index < planes ? frame.plane(index) : nil }
        func stride(_ index: Int) -> Int32 { index < planes ? Int32(frame.bytesPerRow(index)) : 0 }
        try context.scale((UnsafePointer(sourcePixels), nil, nil, nil), strides: (Int32(sourceStride), 0, 0, 0), height: height,
                          into: (plane(0), plane(1), plane(2), plane(3)), strides: (stride(0), stride(1), stride(2), stride(3)))
        if settings.needsEvenSize {
            padEdges(of: frame, plane: 0)
            if planes == 4 { padEdges(of: frame, plane: 3) }
        }
    }

    /// Repeats the last column and row of a full-resolution 8-bit plane into the padding of an odd-sized picture.
    private func padEdges(of frame: VideoFrame, plane index: Int) {
        let pixels = frame.plane(index)
        let stride = frame.bytesPerRow(index)
        let paddedWidth = (width + 1) & ~1
        if width != paddedWidth {
            for y in 0..<height {
                let row = pixels + y * stride
                row[width] = row[width - 1]
            }
        }
        if height != (height + 1) & ~1 {
            (pixels + height * stride).update(from: pixels + (height - 1) * stride, count: paddedWidth)
        }
    }
}
