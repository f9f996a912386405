import CFFmpeg

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
    private let context: OpaquePointer
    /// Straight RGBA rows for alpha destinations, tightly packed.
    private let scratch: ByteBuffer?

    /// `applyMatrix` sets the YUV matrix on the swscale context (``applyMatrix(_:_:)``); tests
    /// pass one that fails, since swscale accepts every matrix MotionReel asks of it.
    init(width: Int, height: Int, settings: EncoderSettings,
         applyMatrix: (OpaquePointer, Int32) -> Int32 = ColorConversion.applyMatrix) throws(EncodeError) {
        self.width = width
        self.height = height
        self.settings = settings
        let keepsAlpha = settings.keepsAlpha
        scratch = keepsAlpha ? ByteBuffer(count: width * height * 4) : nil
        // Same size in and out: the filter only matters for chroma subsampling, where bilinear
        // is smooth and cheaper than the bicubic default.
        // The context is set up in a local and stored last: once every property is set, a throw
        // runs deinit, which frees `context`, so freeing it here as well was a double free.
        let context = try allocated(
            sws_getContext(
                Int32(width), Int32(height), keepsAlpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_BGRA,
                Int32(width), Int32(height), settings.pixelFormat,
                SWS_BILINEAR | SWS_ACCURATE_RND, nil, nil, nil),
            "sws_getContext")
        let matrix: Int32?
        switch settings.colour {
        case .rgb: matrix = nil
        case .bt709: matrix = SWS_CS_ITU709
        case .bt601: matrix = SWS_CS_ITU601
        }
        if let matrix {
            let result = applyMatrix(context, matrix)
            if result < 0 {
                sws_freeContext(context)
                throw .ffmpeg(call: "sws_setColorspaceDetails", code: result, message: "the YUV conversion is not supported")
            }
        }
        self.context = context
    }

    deinit {
        sws_freeContext(context)
    }

    /// Converts with `matrix` (`SWS_CS_ITU709`, …) from full-range RGB to limited ("TV") range
    /// YUV, at neutral brightness, contrast and saturation; negative if swscale refuses.
    static func applyMatrix(_ context: OpaquePointer, _ matrix: Int32) -> Int32 {
        let coefficients = sws_getCoefficients(matrix)
        return sws_setColorspaceDetails(context, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16)
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
        var source: (UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?) =
            (sourcePixels, nil, nil, nil)
        var sourceStrides: (Int32, Int32, Int32, Int32) = (Int32(sourceStride), 0, 0, 0)
        let planes = Int(av_pix_fmt_count_planes(settings.pixelFormat))
        func plane(_ index: Int) -> UnsafeMutablePointer<UInt8>? { index < planes ? frame.plane(index) : nil }
        func stride(_ index: Int) -> Int32 { index < planes ? Int32(frame.bytesPerRow(index)) : 0 }
        var destination: (UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?) =
            (plane(0), plane(1), plane(2), plane(3))
        var destinationStrides: (Int32, Int32, Int32, Int32) = (stride(0), stride(1), stride(2), stride(3))
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
