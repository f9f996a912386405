import Foundation

/// Turns straight RGBA frames into GIF frames: differencing, palette choice, dithering, writing.
///
/// Two passes, like FFmpeg's `palettegen`/`paletteuse` but streaming. The first (``add(_:start:delay:)``)
/// counts every frame's colours into one histogram and keeps each frame's changed rectangle in
/// a ``RegionSpool`` on disk, so memory stays flat however long the animation. After the last
/// frame the histogram gives the global palette, chosen from every frame rather than the first
/// alone, and the second pass (``finish(total:)``) replays the frames: each changed region is
/// remapped onto the global palette; if the error stays within ``sharedErrorLimit`` the frame
/// uses it (no 768-byte local table, and colours that stay put from frame to frame, which
/// differencing turns into transparency), otherwise the region gets a palette of its own.
/// Runs on one thread at a time (the GIF sink's worker, then the thread that stages the file).
// Unchecked: its C handles (libimagequant, the file) are used by the worker thread, then by the sink after joining it.
final class GIFEncoder: @unchecked Sendable {
    /// How a frame's palette is chosen; the sink uses ``adaptive``, the others are for measuring it.
    enum PaletteStrategy: Sendable {
        case adaptive
        case shared
        case perFrame
    }

    let width: Int
    let height: Int
    private let path: String
    private let loopCount: Int?
    private let strategy: PaletteStrategy
    private let quantizer: Quantizer
    private let histogram: ColourHistogram
    private let spool: RegionSpool<GIFSpoolRecord>
    /// The first pass's last frame; in the second, the frame being replayed.
    private let canvas: ByteBuffer
    private var spooled = 0
    /// The rows of a frame the histogram counts: all of them up to 400 px wide, then one in two
    /// (to 800 px), one in three, …: a wider GIF is a render at 2× or 3×, whose neighbouring rows
    /// hold the same colours, and counting every row of it doubled a full-size GIF's time.
    private let histogramRowStep: Int
    private let histogramRows: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private var canvasWords: UnsafeMutablePointer<UInt32> { UnsafeMutableRawPointer(canvas.bytes).assumingMemoryBound(to: UInt32.self) }
    private let difference: FrameDifference
    private let region: ByteBuffer
    private let indices: ByteBuffer
    private let alternatives: ByteBuffer
    /// The second pass's next frame, read one ahead from the spool.
    private let spooledPixels: ByteBuffer
    /// Per pixel, ``GIFLZW/Latitude``'s bound (Int32) and the index the writer wrote.
    private let bounds: ByteBuffer
    private let written: ByteBuffer
    /// The current frame's palette as words (the global one, or the frame's own).
    private let paletteWords = PaletteWords()
    private let globalWords = PaletteWords()
    /// Which pixels the LZW encoder may write as a nearby entry (``GIFOptions/lzwLatitude``).
    private let latitude: LatitudeRule?
    private var writer: GIFWriter?
    private var shared: SharedPalette?
    /// A local palette's colours, for ``ExactColors/restore(_:indices:count:)``.
    private var localExact = ExactColors()
    /// Start times (cs) of the last two frames written, for settling the last delay.
    private var starts: [Int] = []
    /// Frames that used the global palette and frames that carried their own, for measuring.
    private(set) var sharedFrames = 0
    private(set) var localFrames = 0

    private struct SharedPalette {
        let colors: [PaletteColor]
        let transparentIndex: Int
        let remapping: QuantizationResult
        let exact: ExactColors
        /// Global index of each entry of `remapping`'s palette (libimagequant may reorder).
        let globalIndex: [UInt8]
    }

    init(path: String, width: Int, height: Int, loopCount: Int?, settings: Quantizer.Settings, latitude: LatitudeRule?,
         strategy: PaletteStrategy = .adaptive) throws(EncodeError) {
        self.path = path
        self.latitude = latitude
        self.width = width
        self.height = height
        self.loopCount = loopCount
        self.strategy = strategy
        // One entry stays free for the transparent index.
        quantizer = try Quantizer(settings: settings, maximumColors: 255)
        histogram = try quantizer.histogram()
        spool = try RegionSpool(maximumBytes: width * height * 4, owner: "GIF")
        canvas = ByteBuffer(count: width * height * 4)
        histogramRowStep = width / 400 + 1
        histogramRows = .allocate(capacity: height)
        difference = FrameDifference(width: width, height: height)
        region = ByteBuffer(count: width * height * 4)
        indices = ByteBuffer(count: width * height)
        alternatives = ByteBuffer(count: width * height)
        bounds = ByteBuffer(count: width * height * MemoryLayout<Int32>.size)
        spooledPixels = ByteBuffer(count: width * height * 4)
        written = ByteBuffer(count: width * height)
    }

    deinit {
        histogramRows.deallocate()
    }

    /// First pass: adds one frame (straight RGBA, `width` × 4 bytes per row, read only during the
    /// call) that starts at `start` cs and lasts `delay` cs.
    func add(_ source: UnsafeMutablePointer<UInt8>, start: Int, delay: Int) throws(EncodeError) {
        Quantizer.pinThreads()
        let current = pixelWords(source)
        // Every frame counts, as each is on screen whole: static chrome weighs by how long it shows.
        var sampled = 0
        for row in stride(from: 0, to: height, by: histogramRowStep) {
            histogramRows[sampled] = UnsafeMutableRawPointer(source + row * width * 4)
            sampled += 1
        }
        try histogram.add(try quantizer.image(rows: histogramRows, width: width, count: sampled))
        var changed = PixelRegion(x: 0, y: 0, width: width, height: height)
        if spooled > 0 {
            changed = PixelRegion.changed(current, from: pixelWords(canvas.bytes), width: width, height: height)
                ?? PixelRegion(x: 0, y: 0, width: 0, height: 0)
        }
        changed.copy(from: current, clearingUnchangedFrom: nil, frameWidth: width,
                     into: UnsafeMutableRawPointer(region.bytes).assumingMemoryBound(to: UInt32.self))
        try spool.append(GIFSpoolRecord(region: changed, start: start, delay: delay),
                         pixels: region.bytes, count: changed.pixelCount * 4)
        changed.paste(pixelWords(region.bytes), into: canvasWords, frameWidth: width)
        spooled += 1
    }

    /// Second pass: chooses the global palette, writes every frame, settles the last frame's
    /// delay so the GIF lasts `total` cs, writes the trailer and closes the file.
    func finish(total: Int) throws(EncodeError) {
        guard spooled > 0 else { throw .invalidInput("no frames to write to the GIF") }
        Quantizer.pinThreads()
        try startFile(palette: histogram.palette())
        let capacity = width * height * 4
        // One frame ahead: each record's pixels are read into `spooledPixels` after the one before is
        // on the canvas, so while a frame is written the next one's are at hand (UpcomingFrame).
        var pending = try spool.next(into: spooledPixels.bytes, capacity: capacity)
        while let record = pending {
            record.region.paste(pixelWords(spooledPixels.bytes), into: canvasWords, frameWidth: width)
            pending = try spool.next(into: spooledPixels.bytes, capacity: capacity)
            guard record.region.pixelCount > 0 else {
                try writeUnchanged(start: record.start, delay: record.delay)
                continue
            }
            let upcoming = pending.map { UpcomingFrame(region: $0.region, pixels: pixelWords(spooledPixels.bytes)) }
            try encode(canvas.bytes, upcoming: upcoming, start: record.start, delay: record.delay)
        }
        try settleLastDelay(total: total)
    }

    /// Opens the file with `palette` (plus a transparent entry) as its global colour table.
    private func startFile(palette: [PaletteColor]) throws(EncodeError) {
        let (colors, transparent) = Self.withTransparentEntry(palette)
        shared = try makeShared(colors, transparentIndex: transparent)
        globalWords.fill(colors)
        writer = try GIFWriter(path: path, width: width, height: height, globalPalette: colors, loopCount: loopCount)
    }

    /// `palette` with an entry for transparency: its first fully transparent one, or one added.
    private static func withTransparentEntry(_ palette: [PaletteColor]) -> (colors: [PaletteColor], transparentIndex: Int) {
        if let index = palette.firstIndex(where: { $0.a == 0 }) { return (palette, index) }
        return (palette + [PaletteColor(r: 0, g: 0, b: 0, a: 0)], palette.count)
    }

    /// Writes one whole frame of the second pass.
    private func encode(_ source: UnsafeMutablePointer<UInt8>, upcoming: UpcomingFrame?, start: Int, delay: Int) throws(EncodeError) {
        guard let writer, let shared else { preconditionFailure("startFile opens the file first") }
        guard let changed = difference.changedRegion(in: source) else {
            try writeUnchanged(start: start, delay: delay)
            return
        }
        difference.extract(changed, from: source, into: region.bytes)
        let image = try quantizer.image(rgba: region.bytes, width: changed.width, height: changed.height)
        let palette: PaletteWords
        let local: [PaletteColor]?
        let transparentIndex: Int
        if strategy != .perFrame, try remapShared(shared, image) {
            palette = globalWords
            local = nil
            transparentIndex = shared.transparentIndex
            sharedFrames += 1
        } else {
            let result = try quantizer.quantize(image)
            try result.remap(image, into: indices.bytes)
            localExact.index(result.palette)
            localExact.restore(region.bytes, indices: indices.bytes, count: changed.pixelCount)
            let colors: [PaletteColor]
            (colors, transparentIndex) = Self.withTransparentEntry(result.palette)
            paletteWords.fill(colors)
            palette = paletteWords
            local = colors
            localFrames += 1
        }
        let boundWords = UnsafeMutableRawPointer(bounds.bytes).assumingMemoryBound(to: Int32.self)
        guard let drawn = difference.settle(changed, indices: indices.bytes, alternatives: alternatives.bytes, bounds: boundWords,
                                            palette: palette, exact: local == nil ? shared.exact : localExact,
                                            transparentIndex: transparentIndex, latitude: latitude, upcoming: upcoming,
                                            source: source) else {
            try writeUnchanged(start: start, delay: delay)
            return
        }
        let first = (drawn.y - changed.y) * changed.width + (drawn.x - changed.x)
        // The extracted region holds each changed pixel's source, laid out as the indices.
        let standIns = latitude.map { _ in
            GIFLZW.Latitude(source: pixelWords(region.bytes) + first, bounds: UnsafePointer(boundWords + first),
                            colors: UnsafePointer(palette.words), transparentIndex: transparentIndex)
        }
        try writer.append(GIFWriter.Frame(
            x: drawn.x, y: drawn.y, width: drawn.width, height: drawn.height,
            indices: UnsafePointer(indices.bytes + first), rowStride: changed.width,
            alternatives: UnsafePointer(alternatives.bytes + first), latitude: standIns,
            written: written.bytes + first, localPalette: local, transparentIndex: transparentIndex, delay: delay))
        difference.commit(drawn, written: written.bytes + first, rowStride: changed.width, palette: palette,
                          transparentIndex: transparentIndex)
        record(start)
    }

    private func settleLastDelay(total: Int) throws(EncodeError) {
        guard let writer, let lastStart = starts.last else { throw .invalidInput("no frames to write to the GIF") }
        let last = writer.frameCount - 1
        switch GIFTiming.closing(total: total, lastStart: lastStart, previousStart: starts.count > 1 ? starts[0] : nil) {
        case let .last(delay):
            try writer.setDelay(ofFrame: last, to: delay)
        case let .shift(previous, delay):
            try writer.setDelay(ofFrame: last - 1, to: previous)
            try writer.setDelay(ofFrame: last, to: delay)
        case let .dropLast(previous):
            try writer.dropLastFrame()
            try writer.setDelay(ofFrame: last - 1, to: previous)
        }
        try writer.finish()
    }

    /// How many frames the file holds (known after ``finish(total:)``).
    var frameCount: Int { writer?.frameCount ?? 0 }

    private func record(_ start: Int) {
        starts.append(start)
        if starts.count > 2 { starts.removeFirst() }
    }

    /// A frame identical to the one before: one transparent pixel, so the frame and its delay still exist.
    private func writeUnchanged(start: Int, delay: Int) throws(EncodeError) {
        guard let writer, let shared else { preconditionFailure("startFile opens the file first") }
        var index = UInt8(shared.transparentIndex)
        try withUnsafePointer(to: &index) { (pointer) throws(EncodeError) in
            try writer.append(GIFWriter.Frame(x: 0, y: 0, width: 1, height: 1, indices: pointer, rowStride: 1,
                                              localPalette: nil, transparentIndex: shared.transparentIndex, delay: delay))
        }
        record(start)
    }

    private func makeShared(_ colors: [PaletteColor], transparentIndex: Int) throws(EncodeError) -> SharedPalette {
        let fixed = try Quantizer(settings: quantizer.settings, maximumColors: 256)
        let remapping = try fixed.fixedPalette(colors)
        var position: [PaletteColor: Int] = [:]
        for (index, color) in colors.enumerated() where position[color] == nil { position[color] = index }
        let globalIndex = try remapping.palette.map { (color) throws(EncodeError) -> UInt8 in
            guard let index = position[color] else { throw .quantization("libimagequant changed a fixed palette colour") }
            return UInt8(index)
        }
        return SharedPalette(colors: colors, transparentIndex: transparentIndex, remapping: remapping,
                             exact: ExactColors(colors), globalIndex: globalIndex)
    }

    /// Remaps `image` onto the global palette; true if that is good enough to keep.
    private func remapShared(_ shared: SharedPalette, _ image: QuantizerImage) throws(EncodeError) -> Bool {
        try shared.remapping.remap(image, into: indices.bytes)
        let count = image.width * image.height
        shared.globalIndex.withUnsafeBufferPointer { map in
            for index in 0..<count { indices.bytes[index] = map[Int(indices.bytes[index])] }
        }
        shared.exact.restore(region.bytes, indices: indices.bytes, count: count)
        let error = Self.meanSquaredError(region.bytes, indices: indices.bytes, count: count, palette: shared.colors)
        return strategy == .shared || error <= Self.sharedErrorLimit
    }

    /// The largest mean squared error (per channel, 0…255 units) at which a frame keeps the
    /// global palette. Measured on six presets at a quality target of 90, remaps that fit sit at a
    /// median MSE of 5–9 and a 90th percentile of 7–14; remaps onto a palette that lacks the
    /// frame's new colours sit at 185–2350. 12 keeps the first group shared.
    static let sharedErrorLimit = 12.0

    /// Mean squared error per channel (0…255 units) of the drawn pixels (alpha ≠ 0) against their palette colours.
    static func meanSquaredError(_ rgba: UnsafePointer<UInt8>, indices: UnsafePointer<UInt8>, count: Int, palette: [PaletteColor]) -> Double {
        var sum = 0, drawn = 0
        for pixel in 0..<count where rgba[pixel * 4 + 3] != 0 {
            let color = palette[Int(indices[pixel])]
            let r = Int(rgba[pixel * 4]) - Int(color.r), g = Int(rgba[pixel * 4 + 1]) - Int(color.g), b = Int(rgba[pixel * 4 + 2]) - Int(color.b)
            sum += r * r + g * g + b * b
            drawn += 1
        }
        return drawn == 0 ? 0 : Double(sum) / Double(drawn * 3)
    }
}
