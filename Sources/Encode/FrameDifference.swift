import Foundation

/// Transparent-pixel differencing: what changed since the last GIF frame, and what the GIF shows.
///
/// Keeps two canvases: the last kept *source* frame and what the GIF displays (the quantized
/// output so far). A pixel whose source is unchanged keeps its displayed colour exactly, so static
/// chrome stays byte-for-byte static however the dithering fell on it in frame 1. Only changed
/// pixels are quantized and dithered; of those, any that land on the colour already displayed
/// become transparent too, which lengthens the transparent runs LZW compresses best.
/// Pixels are RGBA, 4 bytes, compared as 32-bit words.
final class FrameDifference {
    let width: Int
    let height: Int
    private let previousSource: ByteBuffer
    private let displayed: ByteBuffer
    private var isFirst = true

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        previousSource = ByteBuffer(count: width * height * 4)
        displayed = ByteBuffer(count: width * height * 4)
    }

    /// The bounding box of pixels of `source` that differ from the last kept frame (the whole
    /// frame the first time), or nil if none do.
    func changedRegion(in source: UnsafePointer<UInt8>) -> PixelRegion? {
        if isFirst { return PixelRegion(x: 0, y: 0, width: width, height: height) }
        return PixelRegion.changed(pixelWords(source), from: pixelWords(previousSource.bytes), width: width, height: height)
    }

    /// Copies `region` of `source` into `destination` (tightly packed RGBA), unchanged pixels as
    /// fully transparent black so the quantizer neither spends colours on them nor dithers into them.
    func extract(_ region: PixelRegion, from source: UnsafePointer<UInt8>, into destination: UnsafeMutablePointer<UInt8>) {
        region.copy(from: pixelWords(source), clearingUnchangedFrom: isFirst ? nil : pixelWords(previousSource.bytes), frameWidth: width,
                    into: UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt32.self))
    }

    /// Turns `indices` (remapped from ``extract(_:from:into:)``) into the frame to write.
    ///
    /// Unchanged pixels become `transparentIndex`, and so do changed ones where the colour already
    /// displayed is at least as close to the source as their palette colour: keeping it costs
    /// nothing in accuracy and saves a pixel (a fade's small steps are often nearer the last
    /// frame's colour than any palette entry). Returns the bounding box (within the canvas) of
    /// the pixels still drawn, or nil when nothing needs drawing; `indices` keeps `region`'s layout.
    ///
    /// For every transparent pixel, `alternatives` gets the palette entry of the colour it shows,
    /// looked up in `exact` (or `transparentIndex` if the palette lacks it), and every drawn pixel
    /// its own index: the two indices that show the same, for ``GIFLZW`` to choose between.
    ///
    /// `bounds` gets each pixel's bound for ``GIFLZW/Latitude``, as `latitude` decides from the
    /// pixel's palette error, whether it changes in the `upcoming` frame and its contrast with its
    /// neighbours; -1 (no stand-in) for every pixel without a rule or that it leaves out. A drawn
    /// pixel whose shown colour is within its bound gets the transparent index as its alternative.
    /// Nothing is recorded as shown until ``commit(_:written:rowStride:palette:transparentIndex:)``:
    /// what a pixel shows is known once the LZW encoder has chosen.
    func settle(
        _ region: PixelRegion, indices: UnsafeMutablePointer<UInt8>, alternatives: UnsafeMutablePointer<UInt8>,
        bounds: UnsafeMutablePointer<Int32>, palette: PaletteWords, exact: ExactColors, transparentIndex: Int,
        latitude: LatitudeRule?, upcoming: UpcomingFrame?, source: UnsafePointer<UInt8>
    ) -> PixelRegion? {
        let current = pixelWords(source)
        let previous = UnsafeMutableRawPointer(previousSource.bytes).assumingMemoryBound(to: UInt32.self)
        let shown = pixelWords(displayed.bytes)
        let transparent = UInt8(transparentIndex)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for row in 0..<region.height {
            let line = (region.y + row) * width + region.x
            for column in 0..<region.width {
                let canvas = line + column
                let slot = row * region.width + column
                let pixel = current[canvas]
                bounds[slot] = -1
                if !isFirst && pixel == previous[canvas] {
                    indices[slot] = transparent
                    alternatives[slot] = exact.entry(ofPixel: shown[canvas]) ?? transparent
                    continue
                }
                previous[canvas] = pixel
                let index = Int(indices[slot])
                alternatives[slot] = indices[slot]
                // Only a quantizer quirk could put a changed pixel on the transparent entry;
                // then it keeps the colour shown rather than becoming a hole.
                let color = index < palette.count && index != transparentIndex ? palette.words[index] : shown[canvas]
                let error = squaredRGBDistance(color, pixel)
                let x = region.x + column, y = region.y + row
                let bound = latitude?.bound(error: error, changesNext: { upcoming?.changes(x: x, y: y, from: pixel) == true },
                                            contrast: { contrast(current, at: canvas, x: x, y: y) }) ?? -1
                bounds[slot] = bound
                if !isFirst {
                    let shownError = squaredRGBDistance(shown[canvas], pixel)
                    if color == shown[canvas] || shownError <= error {
                        indices[slot] = transparent
                        alternatives[slot] = exact.entry(ofPixel: shown[canvas]) ?? transparent
                        continue
                    }
                    if shownError <= bound { alternatives[slot] = transparent }
                }
                minX = min(minX, column); maxX = max(maxX, column)
                minY = min(minY, row); maxY = max(maxY, row)
            }
        }
        isFirst = false
        guard maxX >= 0 else { return nil }
        return PixelRegion(x: region.x + minX, y: region.y + minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The largest difference in one channel between canvas pixel `canvas`, at (`x`, `y`), and
    /// its four neighbours: how much of an edge it sits on.
    private func contrast(_ pixels: UnsafePointer<UInt32>, at canvas: Int, x: Int, y: Int) -> Int {
        let pixel = pixels[canvas]
        var largest = 0
        if x > 0 { largest = max(largest, largestChannelDifference(pixel, pixels[canvas - 1])) }
        if x + 1 < width { largest = max(largest, largestChannelDifference(pixel, pixels[canvas + 1])) }
        if y > 0 { largest = max(largest, largestChannelDifference(pixel, pixels[canvas - width])) }
        if y + 1 < height { largest = max(largest, largestChannelDifference(pixel, pixels[canvas + width])) }
        return largest
    }

    /// Records what the GIF shows once the frame drawn over `drawn` (a canvas rectangle) is
    /// written with `written` (its indices, `rowStride` apart; the transparent index leaves the
    /// pixel as it was).
    func commit(_ drawn: PixelRegion, written: UnsafePointer<UInt8>, rowStride: Int, palette: PaletteWords, transparentIndex: Int) {
        let shown = UnsafeMutableRawPointer(displayed.bytes).assumingMemoryBound(to: UInt32.self)
        for row in 0..<drawn.height {
            let line = (drawn.y + row) * width + drawn.x
            for column in 0..<drawn.width {
                let index = Int(written[row * rowStride + column])
                if index != transparentIndex && index < palette.count { shown[line + column] = palette.words[index] }
            }
        }
    }
}
