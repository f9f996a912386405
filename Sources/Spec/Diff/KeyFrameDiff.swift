import Foundation
import Raster
import Scene

/// The key frames of two contact sheets (`NAME.sheet.png`) compared tile by tile, so a change
/// the numbers cannot show (a fill colour, a text, an image) is still caught.
///
/// The tiles' places follow from the sheet's layout rules (``ContactSheet``): the tile size from
/// the canvas, the grid from the sheet's size. Only pixels inside tiles count; the labels above
/// them (times, frame numbers) change with the motion and are compared as numbers instead.
public struct KeyFrameDiff: Sendable {
    /// A tile whose pixels differ by more than the tolerance.
    public struct Tile: Sendable {
        /// 0-based position on the sheet, in reading order.
        public var slot: Int
        /// The tile on the sheet, in pixels.
        public var rect: Rect
        /// The bounding box of the changed pixels, in sheet pixels.
        public var changed: Rect
        /// Each separate region of changed pixels, boxed tightly, in sheet pixels: what the report
        /// marks, so two small changes far apart are two small boxes, not one around both.
        public var regions: [Rect]
        /// The largest channel difference, in 8-bit levels.
        public var largest: Int
        /// The key frame's frame number and time, from the new spec's `keyFrames` (nil for a spec
        /// written before they were recorded).
        public var frame: SpecDocument.KeyFrame?
    }

    /// Both sheets' sizes, `width×height`, when they differ (the layouts cannot be compared).
    public var sizeChange: (old: String, new: String)?
    public var changedTiles: [Tile] = []
    public var tileCount = 0

    public var isChanged: Bool { sizeChange != nil || !changedTiles.isEmpty }

    /// Compares the two documents' sheets; a missing or broken sheet is bad input.
    init(old: SpecDocument, new: SpecDocument, old oldSheet: DecodedPNG, new newSheet: DecodedPNG, pixelLevels: Int) {
        guard oldSheet.width == newSheet.width, oldSheet.height == newSheet.height,
              old.canvasWidth == new.canvasWidth, old.canvasHeight == new.canvasHeight else {
            sizeChange = ("\(oldSheet.width)×\(oldSheet.height)", "\(newSheet.width)×\(newSheet.height)")
            return
        }
        let slots = Self.slots(canvasWidth: new.canvasWidth, canvasHeight: new.canvasHeight,
                               sheetWidth: newSheet.width, sheetHeight: newSheet.height)
        // The grid's last row may have empty places; the specs say how many tiles there are.
        let listed = max(old.keyFrames.count, new.keyFrames.count)
        tileCount = listed == 0 ? slots.count : min(listed, slots.count)
        for (slot, rect) in slots.enumerated() {
            if var tile = Self.compare(oldSheet, newSheet, in: rect, slot: slot, tolerance: pixelLevels) {
                tile.frame = new.keyFrames.indices.contains(slot) ? new.keyFrames[slot] : nil
                changedTiles.append(tile)
            }
        }
    }

    /// Every grid place a tile can take on a sheet of this size, in reading order.
    static func slots(canvasWidth: Double, canvasHeight: Double, sheetWidth: Int, sheetHeight: Int) -> [Rect] {
        let scale = ContactSheet.tileScale(canvasWidth: canvasWidth, canvasHeight: canvasHeight)
        let tileWidth = (canvasWidth * scale).rounded(), tileHeight = (canvasHeight * scale).rounded()
        guard tileWidth >= 1, tileHeight >= 1 else { return [] }
        let columns = Int(((Double(sheetWidth) - 2 * ContactSheet.margin + ContactSheet.gap) / (tileWidth + ContactSheet.gap)).rounded())
        let rowHeight = ContactSheet.labelHeight + tileHeight + ContactSheet.gap
        let rows = Int(((Double(sheetHeight) - ContactSheet.headerHeight - ContactSheet.margin) / rowHeight).rounded())
        guard columns >= 1, rows >= 1, columns * rows <= 10_000 else { return [] }
        var rects: [Rect] = []
        for n in 0..<(columns * rows) {
            let rect = Rect(x: ContactSheet.margin + Double(n % columns) * (tileWidth + ContactSheet.gap),
                            y: ContactSheet.headerHeight + Double(n / columns) * rowHeight + ContactSheet.labelHeight,
                            width: tileWidth, height: tileHeight)
            guard rect.maxX <= Double(sheetWidth), rect.maxY <= Double(sheetHeight) else { break }
            rects.append(rect)
        }
        return rects
    }

    /// Side of the cells changed pixels are grouped in: regions closer than this are one region.
    static let cell = 3
    /// Regions marked per tile at the most; the rest are merged into the last.
    static let maximumRegions = 48

    /// The tile at `rect` when some pixel channel differs by more than `tolerance` levels.
    private static func compare(_ a: DecodedPNG, _ b: DecodedPNG, in rect: Rect, slot: Int, tolerance: Int) -> Tile? {
        let x0 = Int(rect.minX), y0 = Int(rect.minY), width = Int(rect.maxX) - x0, height = Int(rect.maxY) - y0
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        var cells = [Bool](repeating: false, count: columns * rows)
        // Each cell's changed pixels, boxed tightly, so a region's box is its pixels' and not its cells'.
        var bounds = [(minX: Int, minY: Int, maxX: Int, maxY: Int)](repeating: (.max, .max, -1, -1), count: columns * rows)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1, largest = 0
        for y in y0..<(y0 + height) {
            for x in x0..<(x0 + width) {
                let i = (y * a.width + x) * 4
                var worst = 0
                for c in 0..<4 { worst = max(worst, abs(Int(a.rgba[i + c]) - Int(b.rgba[i + c]))) }
                guard worst > tolerance else { continue }
                largest = max(largest, worst)
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
                let n = (y - y0) / cell * columns + (x - x0) / cell
                cells[n] = true
                bounds[n] = (min(bounds[n].minX, x), min(bounds[n].minY, y), max(bounds[n].maxX, x), max(bounds[n].maxY, y))
            }
        }
        guard maxX >= 0 else { return nil }
        return Tile(slot: slot, rect: rect, changed: Rect(x: Double(minX), y: Double(minY),
                                                        width: Double(maxX - minX + 1), height: Double(maxY - minY + 1)),
                    regions: regions(cells, bounds, columns: columns, rows: rows).map { box in
                        Rect(x: Double(box.minX), y: Double(box.minY), width: Double(box.maxX - box.minX + 1),
                             height: Double(box.maxY - box.minY + 1))
                    },
                    largest: largest)
    }

    /// The bounding boxes (in pixels, from each cell's `bounds`) of the groups of changed cells that
    /// touch, corners included.
    private static func regions(_ cells: [Bool], _ bounds: [(minX: Int, minY: Int, maxX: Int, maxY: Int)],
                                columns: Int, rows: Int) -> [(minX: Int, minY: Int, maxX: Int, maxY: Int)] {
        var seen = [Bool](repeating: false, count: cells.count)
        var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
        var stack: [Int] = []
        for start in cells.indices where cells[start] && !seen[start] {
            var box = bounds[start]
            seen[start] = true
            stack.append(start)
            while let n = stack.popLast() {
                let cx = n % columns, cy = n / columns, b = bounds[n]
                box = (min(box.minX, b.minX), min(box.minY, b.minY), max(box.maxX, b.maxX), max(box.maxY, b.maxY))
                for dy in -1...1 {
                    for dx in -1...1 {
                        let x = cx + dx, y = cy + dy
                        guard x >= 0, y >= 0, x < columns, y < rows else { continue }
                        let m = y * columns + x
                        if cells[m] && !seen[m] { seen[m] = true; stack.append(m) }
                    }
                }
            }
            if boxes.count == maximumRegions {
                let last = boxes[boxes.count - 1]
                boxes[boxes.count - 1] = (min(last.minX, box.minX), min(last.minY, box.minY), max(last.maxX, box.maxX), max(last.maxY, box.maxY))
            } else {
                boxes.append(box)
            }
        }
        return boxes
    }
}
