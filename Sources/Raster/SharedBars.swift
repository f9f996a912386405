import Foundation
import Scene

/// The bars a designer's full-screen exports share: how many points at the top and at the bottom
/// are the same in every screen, which `motionreel init --screens` makes the still bars.
///
/// Each screen is drawn as a page fills the canvas (aspect fill at the canvas's width) at one pixel
/// per point, so every row is one point and screens of different pixel sizes compare. A pixel
/// differs when a channel does by more than ``tolerance`` levels (JPEG's noise is less). A row is
/// shared when, against the first screen, no other screen differs in more than
/// ``allowedDifference`` of its width: all but a part such as the tab item highlighted in one
/// export and not the other (a capsule behind the selected item of a three-tab bar changes more
/// than half a row: the leaving item's and the arriving item's) or a title of another length.
///
/// A bar is the run of shared rows from its edge, but no deeper than ``maximumTop`` or
/// ``maximumBottom`` of the screen (the tallest iOS bars, a large title with a search field and a
/// tab bar with a mini-player, stay well inside). Rows of one flat colour at its inner end, more
/// than a hairline of them, are the content's empty margin, not the bar: they are left to move
/// (they look the same either way). A run shorter than ``minimumBar`` is not a bar, and screens
/// that share every row have nothing that moves, so they have no bars either.
public struct SharedBars: Sendable, Equatable {
    /// Points at the top and at the bottom that every screen shares (0: none).
    public var top: Int
    public var bottom: Int
    /// The largest part of a row inside the bars that some screen draws differently (0 … 1).
    public var largestDifference: Double

    public static let tolerance = 16
    /// A row is one flat colour when no pixel is further from its first than this: tighter than
    /// ``tolerance``, since a white bar on iOS's grouped grey (#F2F2F7) is only 13 levels apart.
    static let flatTolerance = 2
    public static let allowedDifference = 2.0 / 3.0
    /// A status bar alone is 20 pt or more; a few shared rows of margin are not a bar.
    public static let minimumBar = 12
    /// How deep a bar may reach, as a part of the screen's height.
    public static let maximumTop = 0.3, maximumBottom = 0.25
    /// Flat rows at a bar's inner end up to this many are its edge (a hairline), not a margin.
    static let hairline = 2

    public init(top: Int, bottom: Int, largestDifference: Double) {
        self.top = top
        self.bottom = bottom
        self.largestDifference = largestDifference
    }

    /// Whether the screens share anything at all.
    public var isEmpty: Bool { top == 0 && bottom == 0 }

    /// One row as the finder sees it: the largest part of it some screen draws differently from
    /// the first, and its colour when it is one flat colour in every screen.
    struct Row: Equatable {
        var difference: Double
        var flat: UInt32?
    }

    /// Finds the bars `screens` share on a canvas `size` points large (the preset's canvas); the
    /// screens are drawn as `content` of a page would be. Throws when a screen cannot be drawn.
    public static func find(in screens: [Content], size: Size) throws -> SharedBars {
        guard screens.count >= 2 else { return SharedBars(top: 0, bottom: 0, largestDifference: 0) }
        let canvas = Canvas(size: size, scale: 1, fps: 1, background: .white)
        let renderer = try FrameRenderer(canvas: canvas)
        func draw(_ content: Content, into buffer: PixelBuffer) throws {
            let page = LayerState(id: "screen", content: .page(content),
                                  frame: Rect(x: 0, y: 0, width: size.width, height: size.height), zIndex: 1)
            try renderer.render(FrameState(index: 0, time: 0, layers: [page]), into: buffer)
        }
        let first = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let other = PixelBuffer(width: first.width, height: first.height)
        try draw(screens[0], into: first)
        var rows = (0..<first.height).map { Row(difference: 0, flat: flatColour(first, row: $0)) }
        for screen in screens.dropFirst() {
            try draw(screen, into: other)
            for y in rows.indices {
                let differing = differingPixels(first, other, row: y)
                rows[y].difference = max(rows[y].difference, Double(differing) / Double(first.width))
                if differing > 0 { rows[y].flat = nil }
            }
        }
        return bars(rows)
    }

    /// The bars of rows seen as `rows`, top to bottom.
    static func bars(_ rows: [Row]) -> SharedBars {
        let shared = rows.map { $0.difference <= allowedDifference }
        // Every row shared: nothing moves, so nothing is a bar that holds still over moving content.
        guard shared.contains(false) else { return SharedBars(top: 0, bottom: 0, largestDifference: 0) }
        let count = rows.count
        let top = bar(rows[...], limit: Int(Double(count) * maximumTop))
        let bottom = bar(rows.reversed()[...], limit: Int(Double(count) * maximumBottom))
        let inBars = rows.prefix(top) + rows.suffix(bottom)
        return SharedBars(top: top, bottom: bottom, largestDifference: inBars.map(\.difference).max() ?? 0)
    }

    /// The bar at the start of `rows` (from its edge inwards), at most `limit` rows deep.
    private static func bar(_ rows: ArraySlice<Row>, limit: Int) -> Int {
        var depth = min(rows.prefix { $0.difference <= allowedDifference }.count, limit)
        // A flat margin at the inner end, thicker than a hairline, belongs to the content.
        if let colour = rows[rows.startIndex + max(depth - 1, 0)].flat {
            let margin = rows.prefix(depth).reversed().prefix { $0.flat == colour }.count
            if margin > hairline { depth -= margin }
        }
        return depth < minimumBar ? 0 : depth
    }

    /// The colour of row `y` of `buffer` when every pixel in it is that colour (within ``flatTolerance``).
    private static func flatColour(_ buffer: PixelBuffer, row y: Int) -> UInt32? {
        let row = buffer.pixels.advanced(by: y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        for x in 1..<max(buffer.width, 1) {
            for c in 0..<4 where abs(Int(row[x * 4 + c]) - Int(row[c])) > flatTolerance { return nil }
        }
        return UInt32(row[0]) | UInt32(row[1]) << 8 | UInt32(row[2]) << 16 | UInt32(row[3]) << 24
    }

    /// How many pixels of row `y` differ between `a` and `b` by more than ``tolerance`` in a channel.
    private static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer, row y: Int) -> Int {
        let rowA = a.pixels.advanced(by: y * a.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        let rowB = b.pixels.advanced(by: y * b.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        var count = 0
        for x in 0..<a.width {
            let i = x * 4
            for c in 0..<4 where abs(Int(rowA[i + c]) - Int(rowB[i + c])) > tolerance {
                count += 1
                break
            }
        }
        return count
    }
}
