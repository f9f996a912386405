import Foundation

/// Turns premultiplied BGRA frames into an APNG file: differencing against the canvas, holds
/// merged into one frame's delay, deflate, chunks.
///
/// Runs on the APNG sink's worker thread, then (after joining it) on the sink's thread for
/// ``finish(heldAfter:)``. Every frame is disposed "none", so the canvas always equals the last
/// source frame, and the next frame stores only the bounding rectangle of what changed. A frame
/// with nothing changed adds no frame: the previous one shows one frame longer (delays are
/// `frames / fps`, so the total is exact). In an RGBA file a frame blends "over" the canvas when
/// every changed pixel is opaque or lands on a fully transparent one (the rule FFmpeg's encoder
/// uses); its unchanged pixels are then stored as transparent black, which compresses better
/// than the pixels they leave showing.
///
/// Memory is four frame-sized buffers and the compressor, allocated at init; nothing is
/// allocated per frame.
// Unchecked: used by the worker thread, then by the sink after joining it; never at once.
final class APNGEncoder: @unchecked Sendable {
    /// The longest delay one frame can carry (`fcTL` numerators are 16-bit), in source frames.
    static let maximumHold = Int(UInt16.max)

    let width: Int
    let height: Int
    /// 3 (RGB, opaque renders) or 4 (straight-alpha RGBA).
    let channels: Int
    private let fps: UInt16
    private let writer: PNGChunkWriter
    private let deflater: Deflater
    /// The last frame written, premultiplied BGRA: what a viewer's canvas shows.
    private let canvas: ByteBuffer
    /// The frame's rectangle, copied then unpremultiplied in place.
    private let pixels: ByteBuffer
    /// The rectangle's rows, each behind its filter byte: what is deflated.
    private let rows: ByteBuffer
    /// Where the `acTL` chunk is, to write the frame count at the end.
    private var animationControlOffset = 0
    /// The last frame's `fcTL` and where it is, to write its delay once the next frame differs.
    private var lastControl: APNGFrameControl?
    private var lastControlOffset = 0
    /// Source frames the last frame written covers so far.
    private var held = 0
    private var sequence: UInt32 = 0
    /// Frames in the file.
    private(set) var frameCount = 0

    /// Starts the file at `path` (an existing, empty temporary file): signature and header chunks.
    init(path: String, width: Int, height: Int, fps: Int, transparent: Bool, settings: APNGSettings) throws(EncodeError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidInput("an APNG is 1…\(Int32.max) pixels on each side, not \(width)×\(height)")
        }
        guard (1...Int(UInt16.max)).contains(fps) else {
            throw .invalidInput("an APNG frame rate is 1…\(UInt16.max) (fcTL delays are 16-bit), not \(fps)")
        }
        let channels = transparent ? 4 : 3
        // The largest buffers: the BGRA frame, and its rows behind their filter bytes.
        let frameBytes = width.multipliedReportingOverflow(by: height)
        let rowBytes = (width * channels + 1).multipliedReportingOverflow(by: height)
        guard !frameBytes.overflow, !frameBytes.partialValue.multipliedReportingOverflow(by: 4).overflow,
              !rowBytes.overflow, rowBytes.partialValue < Int(Int32.max) else {
            throw .invalidInput("a \(width)×\(height) APNG frame is too large to compress")
        }
        self.width = width
        self.height = height
        self.channels = channels
        self.fps = UInt16(fps)
        deflater = try Deflater(level: settings.deflateLevel, maximumInput: rowBytes.partialValue)
        canvas = ByteBuffer(count: width * height * 4)
        pixels = ByteBuffer(count: width * height * 4)
        rows = ByteBuffer(count: rowBytes.partialValue)
        writer = try PNGChunkWriter(path: path)
        try writeHeader()
    }

    /// Adds one frame (premultiplied BGRA, `width × 4` bytes per row), after extending the last
    /// frame by `heldBefore` source frames that repeated it.
    func add(_ frame: UnsafePointer<UInt8>, heldBefore: Int) throws(EncodeError) {
        try hold(heldBefore)
        let current = words(frame), previous = words(canvas.bytes)
        guard frameCount > 0 else {
            try write(PixelRegion(x: 0, y: 0, width: width, height: height), of: current, blendsOver: false)
            return
        }
        guard let region = PixelRegion.changed(current, from: previous, width: width, height: height) else {
            return try hold(1)
        }
        try write(region, of: current, blendsOver: channels == 4 && blendsOver(region, current))
    }

    /// Extends the last frame by `heldAfter` source frames, settles its delay and the frame
    /// count, and closes the file.
    func finish(heldAfter: Int) throws(EncodeError) {
        try hold(heldAfter)
        try settleLastDelay()
        try withUnsafeTemporaryAllocation(byteCount: 8, alignment: 1) { (bytes) throws(EncodeError) in
            var cursor = BigEndianCursor(bytes)
            cursor.put(UInt32(frameCount))
            cursor.put(UInt32(0))  // num_plays: forever
            try writer.rewrite(.animationControl, UnsafeRawBufferPointer(bytes), at: animationControlOffset)
        }
        try writer.chunk(.end, [])
        try writer.close()
    }

    /// IHDR, acTL (frame count written at the end), and the colour chunks every APNG of
    /// MotionReel carries: sRGB with the matching gAMA and cHRM for readers that predate it,
    /// and square pixels.
    private func writeHeader() throws(EncodeError) {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        // 8 bits per sample, RGB (2) or RGBA (6), deflate, adaptive filtering, not interlaced.
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        try writer.chunk(.header, header)
        animationControlOffset = try writer.chunk(.animationControl, [UInt8](repeating: 0, count: 8))
        try writer.chunk(.standardRGB, [0])  // rendering intent: perceptual, as the PNG frames say
        try writer.chunk(.gamma, bigEndian(UInt32(45_455)))
        // White point, then red, green and blue: BT.709's primaries, as sRGB defines them.
        let chromaticities: [UInt32] = [31_270, 32_900, 64_000, 33_000, 30_000, 60_000, 15_000, 6_000]
        try writer.chunk(.chromaticities, chromaticities.flatMap(bigEndian))
        // One pixel per unit both ways, unit unknown: square pixels.
        try writer.chunk(.physicalSize, bigEndian(UInt32(1)) + bigEndian(UInt32(1)) + [0])
    }

    /// Whether `region` of `current` shows exactly when blended over the canvas with its
    /// unchanged pixels made transparent: every changed pixel is opaque, or covers a fully
    /// transparent one (anything else would mix with what is below).
    private func blendsOver(_ region: PixelRegion, _ current: UnsafePointer<UInt32>) -> Bool {
        let previous = words(canvas.bytes)
        for row in region.y..<region.y + region.height {
            for index in row * width + region.x..<row * width + region.x + region.width {
                let pixel = current[index], below = previous[index]
                // Alpha is the top byte of Cairo's 32-bit pixel.
                if pixel != below && pixel >> 24 != 0xFF && below >> 24 != 0 { return false }
            }
        }
        return true
    }

    /// Extends the last frame by `count` source frames; past a 16-bit delay, the hold goes on in
    /// a new 1×1 frame that repeats the canvas's corner pixel.
    private func hold(_ count: Int) throws(EncodeError) {
        guard count > 0, frameCount > 0 else { return }
        held += count
        while held > Self.maximumHold {
            let rest = held - Self.maximumHold
            held = Self.maximumHold
            try write(PixelRegion(x: 0, y: 0, width: 1, height: 1), of: words(canvas.bytes), blendsOver: false)
            held = rest
        }
    }

    /// Writes `region` of `current` as the next frame, and makes it the canvas.
    private func write(_ region: PixelRegion, of current: UnsafePointer<UInt32>, blendsOver: Bool) throws(EncodeError) {
        try settleLastDelay()
        let canvasWords = UnsafeMutableRawPointer(canvas.bytes).assumingMemoryBound(to: UInt32.self)
        let packed = UnsafeMutableRawPointer(pixels.bytes).assumingMemoryBound(to: UInt32.self)
        region.copy(from: current, clearingUnchangedFrom: blendsOver ? UnsafePointer(canvasWords) : nil, frameWidth: width, into: packed)
        if channels == 4 {
            Unpremultiply.toRGBA(pixels.bytes, pixelCount: region.pixelCount)
        } else {
            Unpremultiply.toRGB(pixels.bytes, pixelCount: region.pixelCount)
        }
        // Unfiltered rows: filter byte 0, then the pixels (see APNGSettings for why).
        let rowBytes = region.width * channels
        for row in 0..<region.height {
            let line = rows.bytes + row * (rowBytes + 1)
            line[0] = 0
            (line + 1).update(from: pixels.bytes + row * rowBytes, count: rowBytes)
        }
        let length = try deflater.compress(rows.bytes, count: region.height * (rowBytes + 1))

        let control = APNGFrameControl(sequence: sequence, region: region, delayNumerator: 1, delayDenominator: fps,
                                       blendsOver: blendsOver)
        sequence += 1
        lastControlOffset = try writeControl(control, at: nil)
        lastControl = control
        // The first frame is the default image (IDAT); later ones are fdAT, numbered in sequence.
        let limit = PNGChunkWriter.maximumChunkLength - 4
        var start = 0
        repeat {
            let piece = UnsafeRawBufferPointer(start: deflater.output + start, count: min(limit, length - start))
            if frameCount == 0 {
                try writer.chunk(.imageData, piece)
            } else {
                try writer.chunk(.frameData, prefix: sequence, piece)
                sequence += 1
            }
            start += piece.count
        } while start < length

        // The canvas now shows the frame: copy the rectangle's source pixels (unless they are the canvas's own).
        if UnsafePointer(canvasWords) != current {
            for row in region.y..<region.y + region.height {
                let line = row * width + region.x
                (canvasWords + line).update(from: current + line, count: region.width)
            }
        }
        frameCount += 1
        held = 1
    }

    /// Writes the last frame's `fcTL` again with the delay it has now that it is over.
    private func settleLastDelay() throws(EncodeError) {
        guard var control = lastControl else { return }
        control.delayNumerator = UInt16(held)
        _ = try writeControl(control, at: lastControlOffset)
    }

    /// Writes `control` as a new chunk, or over the one at `offset`; returns where it is.
    private func writeControl(_ control: APNGFrameControl, at offset: Int?) throws(EncodeError) -> Int {
        try withUnsafeTemporaryAllocation(byteCount: APNGFrameControl.byteCount, alignment: 1) { (bytes) throws(EncodeError) -> Int in
            control.write(into: bytes)
            if let offset {
                try writer.rewrite(.frameControl, UnsafeRawBufferPointer(bytes), at: offset)
                return offset
            }
            return try writer.chunk(.frameControl, UnsafeRawBufferPointer(bytes))
        }
    }

    private func words(_ pointer: UnsafePointer<UInt8>) -> UnsafePointer<UInt32> {
        UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt32.self)
    }

    private func words(_ pointer: UnsafeMutablePointer<UInt8>) -> UnsafePointer<UInt32> {
        UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt32.self)
    }
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
}
