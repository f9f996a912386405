import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// Gradients and strokes against colours and geometry computed here from their definitions.
///
/// The canvas is transparent and at scale 1, so a pixel is exactly what the shape left there
/// (premultiplied), and pixel (x, y) is sampled at its centre (x + ½, y + ½).
@Suite("Fills and strokes")
struct PaintTests {
    static let canvas = Canvas(size: Size(width: 100, height: 50), scale: 1, fps: 60, background: .transparent)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    /// `shape` filling `frame` alone on a transparent canvas of `size`.
    static func render(_ shape: Shape, frame: Rect, size: Size = canvas.size, scale: Double = 1,
                       anchor: UnitPoint = .center) throws -> PixelBuffer {
        let canvas = Canvas(size: size, scale: 1, fps: 60, background: .transparent)
        let layer = LayerState(id: "shape", content: .shape(shape), frame: frame, zIndex: 0, scale: scale, anchor: anchor)
        return try Fixture.render(FrameState(index: 0, time: 0, layers: [layer]), on: canvas)
    }

    /// The stored (premultiplied) pixel of straight components `r, g, b` at alpha `a`, each 0 … 1.
    static func stored(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> RGBA {
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return RGBA(r: byte(r * a), g: byte(g * a), b: byte(b * a), a: byte(a))
    }

    @Test("a linear gradient from leading to trailing: red at its start, blue at its end, half and half midway")
    func linearEndpointsAndMidpoint() throws {
        let gradient = Gradient(colors: [Self.red, Self.blue])
        let buffer = try Self.render(.rect(fill: .linearGradient(gradient, start: .leading, end: .trailing)),
                                     frame: Rect(x: 0, y: 0, width: 100, height: 50))
        // The axis runs from x = 0 to x = 100: a pixel centre at x + ½ is t = (x + ½) / 100 along it.
        for x in [0, 25, 49, 50, 75, 99] {
            let t = (Double(x) + 0.5) / 100
            for y in [0, 25, 49] {
                expectPixel(buffer, x, y, Self.stored(1 - t, 0, t, 1), tolerance: 1)
            }
        }
        // The ends are the stops' colours, and the middle is the even mix in sRGB (not in linear light).
        expectPixel(buffer, 0, 10, RGBA(r: 254, g: 0, b: 1, a: 255), tolerance: 1)
        expectPixel(buffer, 99, 10, RGBA(r: 1, g: 0, b: 254, a: 255), tolerance: 1)
        expectPixel(buffer, 50, 10, RGBA(r: 126, g: 0, b: 129, a: 255), tolerance: 1)
    }

    @Test("a diagonal gradient's unit points stretch with a wide frame, as SwiftUI lays them out")
    func unitPointsStretch() throws {
        let gradient = Gradient(colors: [Self.red, Self.blue])
        let buffer = try Self.render(.rect(fill: .linearGradient(gradient, start: .topLeading, end: .bottomTrailing)),
                                     frame: Rect(x: 0, y: 0, width: 100, height: 50))
        // In unit coordinates (u, v) = ((x + ½) / 100, (y + ½) / 50) the axis is (0, 0) → (1, 1), so
        // t = (u + v) / 2: the band through the middle joins the top-trailing and bottom-leading corners.
        for (x, y) in [(90, 4), (10, 45), (50, 25), (20, 10), (80, 40)] {
            let u = (Double(x) + 0.5) / 100, v = (Double(y) + 0.5) / 50
            let t = (u + v) / 2
            expectPixel(buffer, x, y, Self.stored(1 - t, 0, t, 1), tolerance: 1)
        }
        // Perpendicular to the diagonal in points, (90, 4) would be 74 % of the way to blue; it is half.
        #expect(abs(buffer.rgba(90, 4).b - 127) <= 2)
    }

    @Test("stops sit at their locations, and the end colours pad beyond the first and last")
    func explicitStops() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let gradient = Gradient(stops: [.init(color: Self.red, location: 0.2), .init(color: green, location: 0.4),
                                        .init(color: Self.blue, location: 0.8)])
        let buffer = try Self.render(.rect(fill: .linearGradient(gradient, start: .leading, end: .trailing)),
                                     frame: Rect(x: 0, y: 0, width: 100, height: 50))
        for x in [0, 5, 10, 19] { expectPixel(buffer, x, 20, Self.stored(1, 0, 0, 1), tolerance: 1) }
        for x in [80, 90, 99] { expectPixel(buffer, x, 20, Self.stored(0, 0, 1, 1), tolerance: 1) }
        for x in [25, 30, 35] {
            let t = ((Double(x) + 0.5) / 100 - 0.2) / 0.2
            expectPixel(buffer, x, 20, Self.stored(1 - t, t, 0, 1), tolerance: 1)
        }
        for x in [50, 60, 70] {
            let t = ((Double(x) + 0.5) / 100 - 0.4) / 0.4
            expectPixel(buffer, x, 20, Self.stored(0, 1 - t, t, 1), tolerance: 1)
        }
    }

    @Test("opaque red to transparent blue interpolates straight components, as Core Graphics does")
    func unpremultipliedMidpoint() throws {
        let clearBlue = Color(red: 0, green: 0, blue: 1, alpha: 0)
        let buffer = try Self.render(.rect(fill: .linearGradient(Gradient(colors: [Self.red, clearBlue]),
                                                                 start: .leading, end: .trailing)),
                                     frame: Rect(x: 0, y: 0, width: 100, height: 50))
        // Straight: red 1 − t, blue t, alpha 1 − t, stored premultiplied. At t = ½ that is
        // (64, 0, 64, 128); premultiplied interpolation would give (128, 0, 0, 128) instead.
        for x in [10, 30, 49, 50, 70, 90] {
            let t = (Double(x) + 0.5) / 100
            expectPixel(buffer, x, 25, Self.stored(1 - t, 0, t, 1 - t), tolerance: 1)
        }
        let middle = buffer.rgba(50, 25)
        #expect(abs(middle.b - 64) <= 2 && abs(middle.r - 63) <= 2, "midpoint \(middle)")
    }

    @Test("a radial gradient: its first colour inside startRadius, its last beyond endRadius, the mix between by distance")
    func radial() throws {
        let white = Color.white, black = Color.black
        let paint = Paint.radialGradient(Gradient(colors: [white, black]), center: .center, startRadius: 10, endRadius: 40)
        let buffer = try Self.render(.rect(fill: paint), frame: Rect(x: 0, y: 0, width: 100, height: 100),
                                     size: Size(width: 100, height: 100))
        // Centred at (50, 50); a pixel centre at distance d is t = (d − 10) / 30, clamped to 0 … 1.
        for (x, y) in [(50, 50), (55, 52), (62, 50), (75, 50), (50, 20), (30, 70), (85, 50), (95, 95), (2, 3)] {
            let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
            let t = min(max((d - 10) / 30, 0), 1)
            expectPixel(buffer, x, y, Self.stored(1 - t, 1 - t, 1 - t, 1), tolerance: 1)
        }
    }

    @Test("a circle's stroke is a ring centred on its outline: half of it outside the frame")
    func strokeRing() throws {
        // A 60 pt circle at (20, 20): centre (50, 50), radius 30; an 8 pt stroke covers 26 … 34 from the centre.
        let white = Color.white
        let shape = Shape.circle(fill: .color(.transparent), stroke: Stroke(color: white, width: 8))
        let buffer = try Self.render(shape, frame: Rect(x: 20, y: 20, width: 60, height: 60), size: Size(width: 100, height: 100))
        var inRing = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let d = hypot(Double(x) + 0.5 - 50, Double(y) + 0.5 - 50)
                // A pixel whose centre is more than √2/2 from an edge is entirely on one side of it.
                if d > 26.71, d < 33.29 {
                    inRing += 1
                    expectPixel(buffer, x, y, RGBA(white), tolerance: 0)
                } else if d < 25.29 || d > 34.71 {
                    expectPixel(buffer, x, y, RGBA(r: 0, g: 0, b: 0, a: 0), tolerance: 0)
                }
            }
        }
        // The ring is π (33.29² − 26.71²) ≈ 1240 px of whole pixels; the outer half alone would be about half that.
        #expect(inRing > 1200)
        // Straight outward from the centre, the stroke is solid from 27 to 33 and clear past 35.
        expectPixel(buffer, 50 + 32, 50, RGBA(white))
        expectPixel(buffer, 50 + 35, 50, RGBA(r: 0, g: 0, b: 0, a: 0))
    }

    @Test("a trimmed circle's stroke runs clockwise from three o'clock, as SwiftUI's Circle path does, and nowhere else")
    func trimmedCircleStroke() throws {
        // Centre (50, 50), radius 30, an 8 pt stroke over the first quarter of the outline: on screen
        // (y down) from the +x axis clockwise to the +y axis, with butt ends.
        let white = Color.white, clear = RGBA(r: 0, g: 0, b: 0, a: 0)
        let shape = Shape.circle(fill: .color(.transparent), stroke: Stroke(color: white, width: 8, trimFrom: 0, trimTo: 0.25))
        let buffer = try Self.render(shape, frame: Rect(x: 20, y: 20, width: 60, height: 60), size: Size(width: 100, height: 100))
        func pixel(at degrees: Double) -> (Int, Int) {
            let a = degrees * .pi / 180
            return (Int((50 + 30 * cos(a)).rounded(.down)), Int((50 + 30 * sin(a)).rounded(.down)))
        }
        for degrees in [8.0, 30, 45, 60, 82] {
            let (x, y) = pixel(at: degrees)
            expectPixel(buffer, x, y, RGBA(white), tolerance: 0)
        }
        for degrees in [100.0, 135, 180, 225, 270, 315, 350] {
            let (x, y) = pixel(at: degrees)
            expectPixel(buffer, x, y, clear, tolerance: 0)
        }
    }

    @Test("a trimmed rectangle's stroke runs clockwise from its top-left corner; a trim that ends before it starts draws nothing")
    func trimmedRectStroke() throws {
        // Frame (20, 10, 60, 30): perimeter 180. Half of it is the top side (60) and the right side (30).
        let clear = RGBA(r: 0, g: 0, b: 0, a: 0), blue = RGBA(Self.blue), red = RGBA(Self.red)
        let half = Shape.rect(fill: .color(Self.red), stroke: Stroke(color: Self.blue, width: 4, trimFrom: 0, trimTo: 0.5))
        let buffer = try Self.render(half, frame: Rect(x: 20, y: 10, width: 60, height: 30))
        for (x, y) in [(25, 10), (50, 9), (75, 10), (80, 15), (80, 25), (80, 35)] { expectPixel(buffer, x, y, blue) }
        // The bottom and left sides are not stroked: the fill ends at the frame, clear outside it.
        for (x, y) in [(50, 41), (30, 41), (18, 25), (18, 35)] { expectPixel(buffer, x, y, clear) }
        for (x, y) in [(50, 38), (21, 25)] { expectPixel(buffer, x, y, red) }
        // From a third (60, the top-right corner) to a half: the right side alone.
        let right = Shape.rect(fill: .color(.transparent), stroke: Stroke(color: Self.blue, width: 4, trimFrom: 1.0 / 3, trimTo: 0.5))
        let side = try Self.render(right, frame: Rect(x: 20, y: 10, width: 60, height: 30))
        expectPixel(side, 80, 25, blue)
        for (x, y) in [(50, 10), (50, 40), (20, 25)] { expectPixel(side, x, y, clear) }
        let none = Shape.rect(fill: .color(.transparent), stroke: Stroke(color: Self.blue, width: 4, trimFrom: 0.6, trimTo: 0.4))
        let empty = try Self.render(none, frame: Rect(x: 20, y: 10, width: 60, height: 30))
        for (x, y) in [(50, 10), (80, 25), (50, 40), (20, 25)] { expectPixel(empty, x, y, clear) }
    }

    @Test("a stroked rectangle has square (mitred) corners, and its fill sits inside the stroke")
    func strokedRect() throws {
        // Frame (20, 10, 60, 30), 4 pt stroke: solid from 2 pt outside the frame to 2 pt inside it.
        let shape = Shape.rect(fill: .color(Self.red), stroke: Stroke(color: Self.blue, width: 4))
        let buffer = try Self.render(shape, frame: Rect(x: 20, y: 10, width: 60, height: 30))
        let clear = RGBA(r: 0, g: 0, b: 0, a: 0), blue = RGBA(Self.blue), red = RGBA(Self.red)
        for (x, y) in [(18, 8), (81, 8), (18, 41), (81, 41), (50, 9), (19, 25), (80, 25), (50, 40)] {
            expectPixel(buffer, x, y, blue)
        }
        for (x, y) in [(17, 7), (82, 25), (50, 42), (50, 7)] { expectPixel(buffer, x, y, clear) }
        for (x, y) in [(22, 12), (77, 37), (50, 25)] { expectPixel(buffer, x, y, red) }
    }

    @Test("a stroked layer scales about its anchor with its stroke")
    func strokeScalesWithLayer() throws {
        // Frame (10, 10, 20, 20) scaled 2× about its top-leading corner covers (10, 10) … (50, 50);
        // the 4 pt stroke becomes 8 px: from 6 to 14 and from 46 to 54 on each axis. The layer is
        // resampled bilinearly, so the pixels at the stroke's edges blend; those between are solid.
        let shape = Shape.rect(fill: .color(.transparent), stroke: Stroke(color: .white, width: 4))
        let buffer = try Self.render(shape, frame: Rect(x: 10, y: 10, width: 20, height: 20),
                                     size: Size(width: 60, height: 60), scale: 2, anchor: .topLeading)
        let clear = RGBA(r: 0, g: 0, b: 0, a: 0), white = RGBA(Color.white)
        for v in [7, 10, 12, 47, 50, 52] { expectPixel(buffer, v, 30, white); expectPixel(buffer, 30, v, white) }
        for v in [4, 15, 30, 44, 55] { expectPixel(buffer, v, 30, clear) }
    }
}
