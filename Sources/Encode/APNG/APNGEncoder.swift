import Foundation

/// Turns premultiplied BGRA frames into an APNG file in two passes: differencing as frames
/// arrive, compression once the last one is in.
///
/// Every frame is disposed "none", so the canvas always equals the last source frame and a frame
/// stores only the bounding rectangle of what changed. A frame with nothing changed adds no
/// frame: the previous one shows one frame longer (delays are `frames / fps`, so the total is
/// exact).
///
/// Inside the rectangle, pixels that did not change need not be stored as themselves: a frame
/// that blends "over" the canvas leaves transparent pixels showing what is below, and long runs
/// of one value compress better than the picture they would repeat. In RGBA that is transparent
/// black, where FFmpeg's rule holds (every changed pixel opaque, or landing on a fully
/// transparent one). RGB has no alpha, so the file names one colour transparent (`tRNS`), a
/// colour no frame contains: which one is known only after the last frame, hence the
/// first pass (``RegionSpool``, ``ColourSet``). An unchanged pixel that continues the run to its
/// left is kept as itself, which keeps flat areas one run.
///
/// Runs on the APNG sink's worker thread (``add(_:heldBefore:)``), then, after joining it, on
/// the sink's thread (``finish(heldAfter:)``), which compresses two frames at a time on other
/// threads (``CompressionLane``). Memory is four frame-sized buffers, the colour set and three
/// compressors, allocated at init; nothing is allocated per frame.
// Unchecked: used by the worker thread, then by the sink after joining it; never at once.
final class APNGEncoder: @unchecked Sendable {
    /// The longest delay one frame can carry, in source frames.
    static let maximumHold = APNGFrameControl.maximumDelayTerm

    let width: Int
    let height: Int
    /// 3 (RGB, opaque renders) or 4 (straight-alpha RGBA).
    let channels: Int
    private let fps: UInt16
    private let writer: PNGChunkWriter
    /// Two frames of the second pass in flight: one written while the next compresses.
    private let lanes: [CompressionLane]
    /// Compresses the 1×1 frames that carry a hold past a 16-bit delay.
    private let holdDeflater: Deflater
    private let spool: RegionSpool<APNGSpoolRecord>
    /// Every colour an RGB frame stores; nil for RGBA, which needs no key colour.
    private let colours: ColourSet?
    /// The last frame: premultiplied BGRA in the first pass, then stored pixels (RGB or RGBA,
    /// `width × channels` per row) in the second.
    private let canvas: ByteBuffer
    /// A frame's rectangle: unpremultiplied in the first pass, read back in the second.
    private let pixels: ByteBuffer

    // First pass.
    private var spooled = 0
    /// Source frames that repeated the last frame spooled, beyond its first.
    private var pendingHold = 0

    // Second pass.
    /// The colour stored for "unchanged" in an RGB file, as 0xRRGGBB.
    private var key: Int?
    /// Where the `acTL` chunk is, to write the frame count at the end.
    private var animationControlOffset = 0
    /// The last frame's `fcTL` and where it is, to write its delay once the next frame differs.
    private var lastControl: APNGFrameControl?
    private var lastControlOffset = 0
    /// Source frames the last frame written covers so far.
    private var held = 0
    /// Frames laid out so far (written, or compressing in a lane).
    private var prepared = 0
    /// The canvas's top-left pixel as the last frame written left it.
    private var writtenCorner: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    private var sequence: UInt32 = 0
    /// Frames in the file.
    private(set) var frameCount = 0

    /// Opens the file at `path` (an existing, empty temporary file) and allocates every buffer.
    init(path: String, width: Int, height: Int, fps: Int, transparent: Bool, settings: APNGSettings) throws(EncodeError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidInput("an APNG is 1…\(Int32.max) pixels on each side, not \(width)×\(height)")
        }
        guard (1...APNGFrameControl.maximumDelayTerm).contains(fps) else {
            throw .invalidInput("an APNG frame rate is 1…\(APNGFrameControl.maximumDelayTerm) (fcTL delays are 16-bit), not \(fps)")
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
        lanes = try (0..<2).map { (_) throws(EncodeError) in try CompressionLane(rowBytes: rowBytes.partialValue, level: settings.deflateLevel) }
        holdDeflater = try Deflater(level: settings.deflateLevel, maximumInput: 1 + channels)
        spool = try RegionSpool(maximumBytes: width * height * channels, owner: "APNG")
        colours = transparent ? nil : ColourSet()
        canvas = ByteBuffer(count: width * height * 4)
        pixels = ByteBuffer(count: width * height * 4)
        writer = try PNGChunkWriter(path: path)
    }

    /// First pass: differences one frame (premultiplied BGRA, `width × 4` bytes per row) against
    /// the last, after extending that one by `heldBefore` source frames that repeated it.
    func add(_ frame: UnsafePointer<UInt8>, heldBefore: Int) throws(EncodeError) {
        pendingHold += heldBefore
        let current = pixelWords(frame)
        let region: PixelRegion
        var blendsOver = false
        if spooled == 0 {
            region = PixelRegion(x: 0, y: 0, width: width, height: height)
        } else {
            guard let changed = PixelRegion.changed(current, from: pixelWords(canvas.bytes), width: width, height: height) else {
                pendingHold += 1
                return
            }
            region = changed
            blendsOver = channels == 4 && self.blendsOver(region, current)
        }
        let canvasWords = UnsafeMutableRawPointer(canvas.bytes).assumingMemoryBound(to: UInt32.self)
        region.copy(from: current, clearingUnchangedFrom: blendsOver ? UnsafePointer(canvasWords) : nil, frameWidth: width,
                    into: UnsafeMutableRawPointer(pixels.bytes).assumingMemoryBound(to: UInt32.self))
        if channels == 4 {
            Unpremultiply.toRGBA(pixels.bytes, into: pixels.bytes, pixelCount: region.pixelCount)
        } else {
            Unpremultiply.toRGB(pixels.bytes, into: pixels.bytes, pixelCount: region.pixelCount)
            colours?.insert(rgb: pixels.bytes, count: region.pixelCount)
        }
        try spool.append(APNGSpoolRecord(region: region, heldBefore: pendingHold, blendsOver: blendsOver),
                         pixels: pixels.bytes, count: region.pixelCount * channels)
        pendingHold = 0
        spooled += 1
        for row in region.y..<region.y + region.height {
            let line = row * width + region.x
            (canvasWords + line).update(from: current + line, count: region.width)
        }
    }

    /// Second pass: extends the last frame by `heldAfter` source frames, then chooses the key
    /// colour and writes the file, every frame compressed for real. A frame is laid out and
    /// starts compressing in one lane while the frame before it finishes in the other, and is
    /// written once that one is.
    func finish(heldAfter: Int) throws(EncodeError) {
        defer { for lane in lanes { lane.settle() } }
        pendingHold += heldAfter
        key = colours?.firstMissing()
        try writeHeader()
        let capacity = width * height * 4
        var waiting: (lane: CompressionLane, heldBefore: Int)?
        while let record = try spool.next(into: pixels.bytes, capacity: capacity) {
            let lane = lanes[prepared % lanes.count]
            prepare(record.region, from: pixels.bytes, rowStride: record.region.width * channels,
                    blendsOver: record.blendsOver, in: lane)
            if let (previous, heldBefore) = waiting {
                try hold(heldBefore)
                try write(previous)
            }
            waiting = (lane, record.heldBefore)
        }
        if let (previous, heldBefore) = waiting {
            try hold(heldBefore)
            try write(previous)
        }
        try hold(pendingHold)
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

    /// IHDR, acTL (frame count written at the end), the colour chunks every APNG of MotionReel
    /// carries (sRGB with the matching gAMA and cHRM for readers that predate it, square
    /// pixels), and the key colour's `tRNS`.
    private func writeHeader() throws(EncodeError) {
        try writer.imageHeader(width: width, height: height, channels: channels)
        animationControlOffset = try writer.chunk(.animationControl, [UInt8](repeating: 0, count: 8))
        try writer.colourChunks()
        // One pixel per unit both ways, unit unknown: square pixels.
        try writer.chunk(.physicalSize, PNGChunkWriter.bigEndian(UInt32(1)) + PNGChunkWriter.bigEndian(UInt32(1)) + [0])
        if let key {
            // Three 16-bit samples; an 8-bit image uses their low bytes.
            try writer.chunk(.transparency, [0, UInt8(key >> 16), 0, UInt8(key >> 8 & 0xFF), 0, UInt8(key & 0xFF)])
        }
    }

    /// Whether `region` of `current` shows exactly when blended over the canvas with its
    /// unchanged pixels made transparent: every changed pixel is opaque, or covers a fully
    /// transparent one (anything else would mix with what is below).
    private func blendsOver(_ region: PixelRegion, _ current: UnsafePointer<UInt32>) -> Bool {
        let previous = pixelWords(canvas.bytes)
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
    /// a new 1×1 frame that shows the corner pixel as it is.
    private func hold(_ count: Int) throws(EncodeError) {
        guard count > 0, frameCount > 0 else { return }
        held += count
        while held > Self.maximumHold {
            let rest = held - Self.maximumHold
            held = Self.maximumHold
            try writeHoldFrame()
            held = rest
        }
    }

    /// Lays out `region` of `source` (its top-left pixel, rows `rowStride` bytes apart; RGBA
    /// frames that blend over have their unchanged pixels cleared already) as the next frame's
    /// rows in `lane`, makes it the canvas and starts its compression.
    private func prepare(_ region: PixelRegion, from source: UnsafePointer<UInt8>, rowStride: Int, blendsOver: Bool,
                         in lane: CompressionLane) {
        let keyed = key != nil && prepared > 0
        let rowBytes = region.width * channels
        for row in 0..<region.height {
            let line = lane.rows.bytes + row * (rowBytes + 1)
            line[0] = 0  // unfiltered (see APNGSettings for why)
            if keyed {
                storeKeyed(source + row * rowStride, below: canvas.bytes + ((region.y + row) * width + region.x) * 3,
                           count: region.width, into: line + 1)
            } else {
                (line + 1).update(from: source + row * rowStride, count: rowBytes)
            }
        }
        lane.region = region
        lane.blendsOver = blendsOver || keyed
        paint(region, from: source, rowStride: rowStride, blendsOver: blendsOver)
        lane.corner = (canvas.bytes[0], canvas.bytes[1], canvas.bytes[2], channels == 4 ? canvas.bytes[3] : 0)
        lane.start(count: region.height * (rowBytes + 1))
        prepared += 1
    }

    /// Writes the frame `lane` holds, once its compression is done.
    private func write(_ lane: CompressionLane) throws(EncodeError) {
        let length = try lane.finish()
        try writeFrame(lane.region, blendsOver: lane.blendsOver, stream: lane.deflater.output, length: length)
        writtenCorner = lane.corner
    }

    /// Writes a 1×1 frame at the corner that changes nothing: the key colour over the canvas, or
    /// the corner pixel itself.
    private func writeHoldFrame() throws(EncodeError) {
        var row = [0, writtenCorner.0, writtenCorner.1, writtenCorner.2, writtenCorner.3]
        if let key { row[1...3] = [UInt8(key >> 16), UInt8(key >> 8 & 0xFF), UInt8(key & 0xFF)] }
        let length = try holdDeflater.compress(row, count: 1 + channels)
        try writeFrame(PixelRegion(x: 0, y: 0, width: 1, height: 1), blendsOver: key != nil, stream: holdDeflater.output, length: length)
    }

    /// Writes one frame's `fcTL` and its compressed `stream` (IDAT for the first frame, fdAT after).
    private func writeFrame(_ region: PixelRegion, blendsOver: Bool, stream: UnsafePointer<UInt8>, length: Int) throws(EncodeError) {
        // Sequence numbers and the frame count are 31-bit in the file; a frame takes at most a
        // few (its fcTL, and an fdAT per 2 GiB of data).
        guard sequence < UInt32(Int32.max) - 16, frameCount < Int(Int32.max) else {
            throw .invalidInput("an APNG holds at most \(Int32.max) frames")
        }
        try settleLastDelay()
        let control = APNGFrameControl(sequence: sequence, region: region, delayNumerator: 1, delayDenominator: fps,
                                       blendsOver: blendsOver)
        sequence += 1
        lastControlOffset = try writeControl(control, at: nil)
        lastControl = control
        // The first frame is the default image (IDAT); later ones are fdAT, numbered in sequence.
        let limit = PNGChunkWriter.maximumChunkLength - 4
        var start = 0
        repeat {
            let piece = UnsafeRawBufferPointer(start: stream + start, count: min(limit, length - start))
            if frameCount == 0 {
                try writer.chunk(.imageData, piece)
            } else {
                try writer.chunk(.frameData, prefix: sequence, piece)
                sequence += 1
            }
            start += piece.count
        } while start < length
        frameCount += 1
        held = 1
    }

    /// Stores `count` RGB pixels of `source` into `output`, each one equal to the canvas pixel
    /// `below` it as the key colour, unless it continues the run to its left.
    private func storeKeyed(_ source: UnsafePointer<UInt8>, below: UnsafePointer<UInt8>, count: Int,
                            into output: UnsafeMutablePointer<UInt8>) {
        guard let key else { return }
        let red = UInt8(key >> 16), green = UInt8(key >> 8 & 0xFF), blue = UInt8(key & 0xFF)
        for index in 0..<count {
            let from = source + index * 3, to = output + index * 3, under = below + index * 3
            let unchanged = from[0] == under[0] && from[1] == under[1] && from[2] == under[2]
            let continuesRun = index > 0 && to[-3] == from[0] && to[-2] == from[1] && to[-1] == from[2]
            if unchanged && !continuesRun {
                to[0] = red; to[1] = green; to[2] = blue
            } else {
                to[0] = from[0]; to[1] = from[1]; to[2] = from[2]
            }
        }
    }

    /// Puts `region` of `source` on the canvas as a viewer would: a frame blending over keeps
    /// the canvas under its transparent (cleared) pixels.
    private func paint(_ region: PixelRegion, from source: UnsafePointer<UInt8>, rowStride: Int, blendsOver: Bool) {
        for row in 0..<region.height {
            let from = source + row * rowStride
            let to = canvas.bytes + ((region.y + row) * width + region.x) * channels
            guard blendsOver else {
                to.update(from: from, count: region.width * channels)
                continue
            }
            for index in 0..<region.width where from[index * 4 + 3] != 0 {
                (to + index * 4).update(from: from + index * 4, count: 4)
            }
        }
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
}
