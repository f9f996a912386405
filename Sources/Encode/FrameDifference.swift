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

    /// Turns `indices` (remapped from ``extract(_:from:into:)``) into the frame to write, and
    /// records what the GIF now shows.
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
    func settle(
        _ region: PixelRegion, indices: UnsafeMutablePointer<UInt8>, alternatives: UnsafeMutablePointer<UInt8>,
        palette: [PaletteColor], exact: ExactColors, transparentIndex: Int, source: UnsafePointer<UInt8>
    ) -> PixelRegion? {
        let colors = palette.map { UInt32($0.r) | UInt32($0.g) << 8 | UInt32($0.b) << 16 | UInt32(255) << 24 }
        let current = pixelWords(source)
        let previous = UnsafeMutableRawPointer(previousSource.bytes).assumingMemoryBound(to: UInt32.self)
        let shown = UnsafeMutableRawPointer(displayed.bytes).assumingMemoryBound(to: UInt32.self)
        let transparent = UInt8(transparentIndex)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for row in 0..<region.height {
            let line = (region.y + row) * width + region.x
            for column in 0..<region.width {
                let canvas = line + column
                let slot = row * region.width + column
                let pixel = current[canvas]
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
                let color = index < colors.count && index != transparentIndex ? colors[index] : shown[canvas]
                if !isFirst && (color == shown[canvas] || Self.distance(shown[canvas], pixel) <= Self.distance(color, pixel)) {
                    indices[slot] = transparent
                    alternatives[slot] = exact.entry(ofPixel: shown[canvas]) ?? transparent
                    continue
                }
                shown[canvas] = color
                minX = min(minX, column); maxX = max(maxX, column)
                minY = min(minY, row); maxY = max(maxY, row)
            }
        }
        isFirst = false
        guard maxX >= 0 else { return nil }
        return PixelRegion(x: region.x + minX, y: region.y + minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Squared RGB distance between two opaque pixels (32-bit RGBA words).
    private static func distance(_ a: UInt32, _ b: UInt32) -> Int {
        let red = Int(a & 0xFF) - Int(b & 0xFF)
        let green = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
        let blue = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
        return red * red + green * green + blue * blue
    }
}
