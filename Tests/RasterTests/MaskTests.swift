import Foundation
import Scene
import Testing
@testable import Raster

@Suite("Masking a layer with a rounded rectangle")
struct MaskTests {
    let canvas = Canvas(size: Size(width: 100, height: 100), scale: 2, fps: 60, background: Fixture.background)
    let red = RGBA(Fixture.red), blue = RGBA(Fixture.blue)
    let frame = Rect(x: 20, y: 20, width: 60, height: 60)
    /// In the layer's own points: (30, 30)–(70, 70) on the canvas before any offset.
    let mask = LayerMask(rect: Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 10)

    /// Blue everywhere, the masked red layer above it.
    func state(offset: Point = .zero, scale: Double = 1, opacity: Double = 1, blur: Double = 0,
               clip: Rect? = nil) -> FrameState {
        FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("below", Fixture.blue, frame: Rect(x: 0, y: 0, width: 100, height: 100)),
            Fixture.fillLayer("page", Fixture.red, frame: frame, offset: offset, opacity: opacity, clip: clip,
                              scale: scale, anchor: .center, blur: blur, mask: mask),
        ])
    }

    /// The pixel containing canvas point (x, y).
    func pixel(_ buffer: PixelBuffer, _ x: Double, _ y: Double) -> RGBA {
        buffer.rgba(Int(x * canvas.scale), Int(y * canvas.scale))
    }

    func expectAt(_ buffer: PixelBuffer, _ x: Double, _ y: Double, _ expected: RGBA, tolerance: Int = 1,
                  sourceLocation: SourceLocation = #_sourceLocation) {
        expectPixel(buffer, Int(x * canvas.scale), Int(y * canvas.scale), expected, tolerance: tolerance,
                    sourceLocation: sourceLocation)
    }

    /// Checks the mask's rounded rectangle, whose top-left corner is at canvas point (x, y),
    /// with side `side` and corner radius `radius` points.
    func expectMask(_ buffer: PixelBuffer, x: Double, y: Double, side: Double, radius: Double, inside: RGBA,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        let mid = side / 2
        // Inside, away from the corners, including one pixel in from each straight edge.
        expectAt(buffer, x + mid, y + mid, inside, sourceLocation: sourceLocation)
        expectAt(buffer, x + 0.25, y + mid, inside, sourceLocation: sourceLocation)
        expectAt(buffer, x + side - 0.25, y + mid, inside, sourceLocation: sourceLocation)
        expectAt(buffer, x + mid, y + side - 0.25, inside, sourceLocation: sourceLocation)
        // Just outside each straight edge: what is below.
        expectAt(buffer, x - 0.25, y + mid, blue, sourceLocation: sourceLocation)
        expectAt(buffer, x + side + 0.25, y + mid, blue, sourceLocation: sourceLocation)
        expectAt(buffer, x + mid, y - 0.25, blue, sourceLocation: sourceLocation)
        // Inside the bounding box at a corner but outside its arc: distance from the arc's
        // centre is √2 · (radius − 0.75) > radius.
        for (cx, cy) in [(x + 0.75, y + 0.75), (x + side - 0.75, y + 0.75),
                         (x + 0.75, y + side - 0.75), (x + side - 0.75, y + side - 0.75)] {
            expectAt(buffer, cx, cy, blue, sourceLocation: sourceLocation)
        }
        // Inside the arc near the corner: √2 · 0.35 · radius from its centre.
        expectAt(buffer, x + 0.65 * radius, y + 0.65 * radius, inside, sourceLocation: sourceLocation)
    }

    @Test("the layer shows only through its rounded rectangle")
    func masked() throws {
        let buffer = try Fixture.render(state(), on: canvas)
        expectMask(buffer, x: 30, y: 30, side: 40, radius: 10, inside: red)
        // Inside the layer's frame but outside the mask: below shows through.
        expectAt(buffer, 25, 50, blue)
    }

    @Test("the mask moves with the layer's offset")
    func movesWithOffset() throws {
        let buffer = try Fixture.render(state(offset: Point(x: 15, y: -10)), on: canvas)
        expectMask(buffer, x: 45, y: 20, side: 40, radius: 10, inside: red)
        expectAt(buffer, 35, 40, blue)  // where the unmoved mask was
    }

    @Test("the mask scales with the layer about its anchor")
    func scalesWithLayer() throws {
        // Scale 0.5 about the frame's centre (50, 50): the mask's (30, 30)–(70, 70) becomes
        // (40, 40)–(60, 60), its corner radius 5.
        let buffer = try Fixture.render(state(scale: 0.5), on: canvas)
        expectMask(buffer, x: 40, y: 40, side: 20, radius: 5, inside: red)
    }

    @Test("the corner arc's edge is antialiased")
    func antialiased() throws {
        let buffer = try Fixture.render(state(), on: canvas)
        // The arc crosses pixels partly: they get intermediate values rather than 0 or 255.
        // A 10 pt arc at scale 2 is ~31 px long, crossing at least one pixel per pixel of length.
        let corner = (60..<72).flatMap { y in (60..<72).map { x in buffer.rgba(x, y).r } }
        #expect(corner.filter { $0 > 10 && $0 < 245 }.count >= 10)
        #expect(corner.contains(0) && corner.contains(255))
    }

    @Test("scale, blur, mask, clip and opacity compose: a faded, smaller, rounded, cut square")
    func combined() throws {
        // Scale 0.5 about (50, 50) puts the mask at (40, 40)–(60, 60); the clip keeps y < 55;
        // opacity 0.5 blends red halfway over blue; a 2 pt blur only softens the frame's own
        // edges (at 35 and 65 after scaling), far from the mask.
        let clip = Rect(x: 0, y: 0, width: 100, height: 55)
        let buffer = try Fixture.render(state(scale: 0.5, opacity: 0.5, blur: 2, clip: clip), on: canvas)
        let half = mix(blue, red, 0.5)
        expectAt(buffer, 50, 50, half)
        expectAt(buffer, 40.25, 50, half)
        expectAt(buffer, 39.75, 50, blue)
        expectAt(buffer, 50, 54.75, half)
        expectAt(buffer, 50, 55.25, blue)  // clipped, though inside the mask
        expectAt(buffer, 40.25, 40.25, blue)  // outside the corner arc
        expectAt(buffer, 70, 50, blue)
    }
}
