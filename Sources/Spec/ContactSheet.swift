import Foundation
import Raster
import Scene

/// `NAME.sheet.png`: key frames in a grid — every few frames, every event's first frame and the
/// last frame — each labelled with its time and frame number.
///
/// Frames are rendered at twice the tile size with ``FrameRenderer`` and downscaled onto one
/// ``SheetCanvas``, so thin lines stay crisp.
public struct ContactSheet: Sendable {
    /// One frame on the sheet.
    public struct Tile: Sendable, Hashable {
        public var frameIndex: Int
        /// Seconds: frameIndex / fps, the time its label shows.
        public var time: Double
        /// Where the frame is drawn, in sheet pixels (the label sits above it).
        public var rect: Rect
        /// The event that happens at this frame, if any.
        public var event: String?
    }

    public let width: Int
    public let height: Int
    /// Sheet pixels per canvas point.
    public let tileScale: Double
    public let tiles: [Tile]

    static let margin = 24.0
    static let gap = 16.0
    static let labelHeight = 38.0
    static let headerHeight = 64.0
    /// About this many regular tiles, plus the event frames.
    static let regularTiles = 15

    /// Lays out the sheet for `spec`.
    public init(_ spec: MotionSpec) {
        let canvas = spec.canvas
        let count = spec.frames.count
        var indices = Set(Self.evenlyChanging(spec, tiles: Self.regularTiles))
        indices.insert(0)
        indices.insert(max(count - 1, 0))
        var eventAt: [Int: String] = [:]
        for event in spec.events {
            let i = spec.frameIndex(atOrAfter: event.time)
            indices.insert(i)
            eventAt[i] = eventAt[i].map { $0 + "; " + event.description } ?? event.description
        }
        tileScale = Self.tileScale(canvasWidth: canvas.size.width, canvasHeight: canvas.size.height)
        let tileWidth = (canvas.size.width * tileScale).rounded()
        let tileHeight = (canvas.size.height * tileScale).rounded()
        let sorted = indices.sorted()
        let columns = min(max(sorted.count, 1), max(1, Int(1100 / (tileWidth + Self.gap))))
        let rows = (sorted.count + columns - 1) / columns
        width = Int(2 * Self.margin + Double(columns) * tileWidth + Double(columns - 1) * Self.gap)
        height = Int(Self.headerHeight + Self.margin + Double(rows) * (Self.labelHeight + tileHeight + Self.gap))
        let fps = Double(canvas.fps)
        tiles = sorted.enumerated().map { n, index in
            let x = Self.margin + Double(n % columns) * (tileWidth + Self.gap)
            let y = Self.headerHeight + Double(n / columns) * (Self.labelHeight + tileHeight + Self.gap) + Self.labelHeight
            return Tile(frameIndex: index, time: Double(index) / fps,
                        rect: Rect(x: x, y: y, width: tileWidth, height: tileHeight), event: eventAt[index])
        }
    }

    /// Sheet pixels per canvas point: half size, or less so a tile is at most 220 × 440 px.
    /// The diff finds the tiles on a sheet by this rule.
    static func tileScale(canvasWidth: Double, canvasHeight: Double) -> Double {
        min(0.5, 220 / max(canvasWidth, 1), 440 / max(canvasHeight, 1))
    }

    /// `tiles` frames spread evenly over the scene's *change* rather than its time: where layers
    /// move fast the tiles are dense, where nothing moves there are none (a spring spends most of
    /// its time creeping the last percent). Falls back to even time steps when nothing changes.
    static func evenlyChanging(_ spec: MotionSpec, tiles: Int) -> [Int] {
        let count = spec.frames.count
        guard count > 1, tiles > 1 else { return [0] }
        let properties = spec.changingProperties
        var ranges: [Double] = []
        for (id, property) in properties {
            let values = spec.frames.indices.compactMap { spec.layer(id, inFrame: $0).flatMap(property.read) }
            ranges.append(max((values.max() ?? 0) - (values.min() ?? 0), 1e-9))
        }
        var cumulative = [0.0]
        for i in 1..<count {
            var change = 0.0
            for (n, (id, property)) in properties.enumerated() {
                let a = spec.layer(id, inFrame: i - 1).flatMap(property.read)
                let b = spec.layer(id, inFrame: i).flatMap(property.read)
                switch (a, b) {
                case (let a?, let b?): change += abs(b - a) / ranges[n]
                case (nil, nil): break
                default: change += 1      // a layer appears or disappears
                }
            }
            cumulative.append(cumulative[i - 1] + change)
        }
        guard let total = cumulative.last, total > 0 else {
            let every = max(1, Int((Double(count - 1) / Double(tiles - 1)).rounded(.up)))
            return Array(stride(from: 0, to: count, by: every))
        }
        return (0..<tiles).map { k in
            let target = total * Double(k) / Double(tiles - 1)
            return cumulative.firstIndex { $0 >= target - 1e-12 } ?? count - 1
        }
    }

    /// The canvas the tiles' frames are rendered on: twice the tile resolution.
    public func renderCanvas(for canvas: Canvas) -> Canvas {
        var c = canvas
        c.scale = tileScale * 2
        return c
    }

    /// Draws the sheet, for the caller to write as a PNG (``SheetCanvas/writePNG(to:)``).
    func draw(_ spec: MotionSpec) throws -> SheetCanvas {
        let canvas = renderCanvas(for: spec.canvas)
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let sheet = try SheetCanvas(width: width, height: height, background: Color(red: 0.96, green: 0.96, blue: 0.97))
        let ink = Color(red: 0.11, green: 0.11, blue: 0.12), muted = Color(red: 0.43, green: 0.43, blue: 0.45)
        let orange = Color(red: 0.86, green: 0.47, blue: 0.0)
        sheet.text("\(spec.name) — key frames", x: Self.margin, baseline: 32, size: 20, weight: .semibold, color: ink)
        sheet.text("Frames spread over the motion (denser where layers move fast), each event's first frame (orange) and the last frame; times in seconds at \(spec.canvas.fps) fps; settles at \(String(format: "%.3f", spec.settleTime)) s.",
                   x: Self.margin, baseline: 52, size: 12, color: muted)
        let timeline = spec.scene.timeline()
        for tile in tiles {
            try renderer.render(timeline.frame(tile.frameIndex), into: buffer)
            let r = tile.rect
            sheet.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: r.height), color: .white)
            try sheet.place(buffer, in: r)
            sheet.stroke(Rect(x: r.minX - 0.5, y: r.minY - 0.5, width: r.width + 1, height: r.height + 1), lineWidth: 1,
                         color: tile.event == nil ? Color(red: 0.82, green: 0.82, blue: 0.84) : orange)
            sheet.text(String(format: "t = %.3f s", tile.time), x: r.minX, baseline: r.minY - 22, size: 13, weight: .semibold, color: ink)
            let frameLabel = "frame \(tile.frameIndex)"
            let labelWidth = sheet.textWidth(frameLabel, size: 11)
            sheet.text(frameLabel, x: r.maxX - labelWidth, baseline: r.minY - 22, size: 11, color: muted)
            if let event = tile.event {
                sheet.text(Self.truncated(event, width: r.width, sheet: sheet), x: r.minX, baseline: r.minY - 7, size: 11,
                           weight: .medium, color: orange)
            }
        }
        return sheet
    }

    /// `text`, shortened with an ellipsis until it fits `width` pixels at the label size.
    private static func truncated(_ text: String, width: Double, sheet: SheetCanvas) -> String {
        var t = text
        while t.count > 1 && sheet.textWidth(t, size: 11, weight: .medium) > width {
            t = String(t.dropLast(2)) + "…"
        }
        return t
    }
}
