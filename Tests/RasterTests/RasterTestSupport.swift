import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// An 8-bit pixel as stored (premultiplied; equal to straight colour when opaque).
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    var description: String { "(\(r), \(g), \(b), \(a))" }

    /// The 8-bit value Cairo stores for an opaque colour.
    init(_ color: Color) {
        r = Int((color.red * 255).rounded())
        g = Int((color.green * 255).rounded())
        b = Int((color.blue * 255).rounded())
        a = Int((color.alpha * 255).rounded())
    }

    init(r: Int, g: Int, b: Int, a: Int) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    func isClose(to other: RGBA, tolerance: Int) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance
            && abs(b - other.b) <= tolerance && abs(a - other.a) <= tolerance
    }
}

extension PixelBuffer {
    func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(r: Int(p.r), g: Int(p.g), b: Int(p.b), a: Int(p.a))
    }

    /// The visible bytes (each row without its stride padding), to compare renders.
    var visibleBytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let row = UnsafeRawBufferPointer(start: pixels.advanced(by: y * bytesPerRow), count: width * 4)
            bytes.append(contentsOf: row)
        }
        return bytes
    }

    /// Writes the buffer as a PNG, to look at a render.
    func writePNG(to url: URL) throws {
        try CairoSurface(wrapping: self).writePNG(to: url)
    }
}

/// Expects pixel (x, y) of `buffer` to be `expected` within `tolerance` levels per channel.
func expectPixel(_ buffer: PixelBuffer, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 0,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = buffer.rgba(x, y)
    #expect(actual.isClose(to: expected, tolerance: tolerance),
            "pixel (\(x), \(y)) is \(actual), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

/// `a` blended towards `b` by `t` (0 gives `a`), per 8-bit channel.
func mix(_ a: RGBA, _ b: RGBA, _ t: Double) -> RGBA {
    func m(_ x: Int, _ y: Int) -> Int { Int((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
    return RGBA(r: m(a.r, b.r), g: m(a.g, b.g), b: m(a.b, b.b), a: m(a.a, b.a))
}

enum Fixture {
    static let background = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255)  // #f9f9f9
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    /// A 40 × 30 pt canvas at scale 2 (80 × 60 px): small enough to reason about every pixel.
    static let small = Canvas(size: Size(width: 40, height: 30), scale: 2, fps: 60, background: background)

    static func phone(scale: Double) -> Canvas {
        Canvas(size: Size(width: 390, height: 844), scale: scale, fps: 60, background: background)
    }

    static let header = Header(height: 100, title: "Remi",
                               avatars: [Color(red: 1, green: 0xB4 / 255, blue: 0xA2 / 255),
                                         Color(red: 0xB5 / 255, green: 0xE4 / 255, blue: 0x8C / 255)],
                               settings: true)
    static let nav = Nav(height: 120, items: ["Home", "Habits", "Gallery"], gradient: true, createButtonOn: [0])

    static func fillLayer(_ id: String, _ color: Color, frame: Rect, offset: Point = .zero,
                          opacity: Double = 1, clip: Rect? = nil, scale: Double = 1,
                          anchor: UnitPoint = .center, blur: Double = 0, mask: LayerMask? = nil) -> LayerState {
        LayerState(id: id, content: .page(.fill(color)), frame: frame, offset: offset,
                   opacity: opacity, zIndex: 1, clip: clip, scale: scale, anchor: anchor, blur: blur, mask: mask)
    }

    /// A 100 × 100 pt canvas at scale 1: one pixel per point, for effect geometry.
    static let square = Canvas(size: Size(width: 100, height: 100), scale: 1, fps: 60, background: background)

    /// The content frame of a tabs scene: everything below the header.
    static func contentFrame(canvas: Canvas, header: Header = header) -> Rect {
        Rect(x: 0, y: header.height, width: canvas.size.width, height: canvas.size.height - header.height)
    }

    /// The tabs scene's layers, laid out as the design describes: content below the header,
    /// clipped to its frame; header on top; nav over the bottom of the content.
    static func phoneScreen(_ content: Content, canvas: Canvas, header: Header = header, nav: Nav = nav,
                            selected: Int = 0) -> FrameState {
        let w = canvas.size.width, h = canvas.size.height
        let frame = contentFrame(canvas: canvas, header: header)
        return FrameState(index: 0, time: 0, layers: [
            LayerState(id: "tab", content: .page(content), frame: frame, zIndex: 1, clip: frame),
            LayerState(id: "header", content: .header(header), frame: Rect(x: 0, y: 0, width: w, height: header.height),
                       zIndex: 100),
            LayerState(id: "nav", content: .nav(nav, selected: selected),
                       frame: Rect(x: 0, y: h - nav.height, width: w, height: nav.height), zIndex: 100),
        ])
    }

    /// Renders `state` on `canvas` into a fresh buffer.
    static func render(_ state: FrameState, on canvas: Canvas) throws -> PixelBuffer {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try renderer.render(state, into: buffer)
        return buffer
    }
}

extension PixelBuffer {
    /// The columns of row `y` whose pixel satisfies `isLayer`, as first ..< last + 1 (nil if none).
    func span(row y: Int, where isLayer: (RGBA) -> Bool) -> Range<Int>? {
        let columns = (0..<width).filter { isLayer(rgba($0, y)) }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first..<(last + 1)
    }

    /// The rows of column `x` whose pixel satisfies `isLayer`, as first ..< last + 1 (nil if none).
    func span(column x: Int, where isLayer: (RGBA) -> Bool) -> Range<Int>? {
        let rows = (0..<height).filter { isLayer(rgba(x, $0)) }
        guard let first = rows.first, let last = rows.last else { return nil }
        return first..<(last + 1)
    }
}

/// Expects the layer `isLayer` picks out in `buffer` to span `expected` (±1 px) along its middle
/// row and column.
func expectEdges(_ buffer: PixelBuffer, _ expected: Rect, where isLayer: (RGBA) -> Bool = { $0.g < 125 },
                 sourceLocation: SourceLocation = #_sourceLocation) throws {
    let columnSpan = buffer.span(row: Int(expected.midY), where: isLayer)
    let rowSpan = buffer.span(column: Int(expected.midX), where: isLayer)
    let columns = try #require(columnSpan, sourceLocation: sourceLocation)
    let rows = try #require(rowSpan, sourceLocation: sourceLocation)
    #expect(abs(Double(columns.lowerBound) - expected.minX) <= 1, "left edge \(columns.lowerBound), expected \(expected.minX)",
            sourceLocation: sourceLocation)
    #expect(abs(Double(columns.upperBound) - expected.maxX) <= 1, "right edge \(columns.upperBound), expected \(expected.maxX)",
            sourceLocation: sourceLocation)
    #expect(abs(Double(rows.lowerBound) - expected.minY) <= 1, "top edge \(rows.lowerBound), expected \(expected.minY)",
            sourceLocation: sourceLocation)
    #expect(abs(Double(rows.upperBound) - expected.maxY) <= 1, "bottom edge \(rows.upperBound), expected \(expected.maxY)",
            sourceLocation: sourceLocation)
}
