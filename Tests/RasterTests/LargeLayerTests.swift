import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// A layer far larger than the canvas is rasterized only where the canvas can see it (see
/// LayerWindow): its surfaces stay within the canvas plus a margin, and its pixels are the ones
/// the whole layer would have given.
@Suite("Huge layers are rasterized a window at a time")
struct LargeLayerTests {
    let canvas = Fixture.square  // 100 × 100 px, one pixel per point
    let bg = RGBA(Fixture.background), red = RGBA(Fixture.red)
    /// The largest surface side a layer may get on this canvas.
    var bound: Int { LayerWindow.bound(canvasPixels: 100) }

    /// Renders each frame's layers in turn with one renderer; returns it and the last buffer.
    private func render(_ frames: [[LayerState]], on canvas: Canvas? = nil) throws -> (FrameRenderer, PixelBuffer) {
        let canvas = canvas ?? self.canvas
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        for (index, layers) in frames.enumerated() {
            try renderer.render(FrameState(index: index, time: 0, layers: layers), into: buffer)
        }
        return (renderer, buffer)
    }

    private func expectBounded(_ renderer: FrameRenderer, sourceLocation: SourceLocation = #_sourceLocation) {
        for size in renderer.cachedSurfaceSizes {
            #expect(size.width <= bound && size.height <= bound, "a \(size.width)×\(size.height) surface",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("a canvas-sized layer keeps its whole surface, exactly as before")
    func ordinaryLayerIsWhole() throws {
        let layer = Fixture.fillLayer("page", Fixture.red, frame: Rect(x: 10, y: 10, width: 80, height: 80),
                                      offset: Point(x: 300, y: 0))
        let (renderer, _) = try render([[layer]])
        #expect(renderer.cachedSurfaceSizes.map { [$0.width, $0.height] } == [[80, 80]])
    }

    @Test("a 30 000 pt fill shows its exact colour and edges, from a surface the size of the canvas")
    func hugeFill() throws {
        // The layer's top-left corner at (40, 30); it covers the rest of the canvas.
        let layer = Fixture.fillLayer("backdrop", Fixture.red, frame: Rect(x: 40, y: 30, width: 30_000, height: 30_000))
        let (renderer, buffer) = try render([[layer]])
        expectPixel(buffer, 39, 50, bg)
        expectPixel(buffer, 40, 50, red)
        expectPixel(buffer, 50, 29, bg)
        expectPixel(buffer, 50, 30, red)
        expectPixel(buffer, 99, 99, red)
        expectBounded(renderer)
        #expect(renderer.contentsRasterized == 1)
    }

    /// Whether pixel (x, y) is clearly inside (true) or outside (false) a rounded rectangle
    /// reaching from far up-left to (`corner`, `corner`), with corner radius `r`; nil within a
    /// pixel of its edge, where antialiasing decides.
    private func inside(x: Int, y: Int, corner: Double, radius r: Double) -> Bool? {
        // How far the pixel's centre is past the arc's centre along each axis: the shape is the
        // points within r of the quarter-plane up-left of that centre.
        let dx = max(Double(x) + 0.5 - (corner - r), 0), dy = max(Double(y) + 0.5 - (corner - r), 0)
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance < r - 1 { return true }
        if distance > r + 1 { return false }
        return nil
    }

    @Test("a 30 000 pt rounded rectangle moved so its far corner shows draws that corner's arc")
    func farCorner() throws {
        let radius = 30.0
        let layer = LayerState(id: "card", content: .shape(.roundedRect(fill: Fixture.red, cornerRadius: radius)),
                               frame: Rect(x: 0, y: 0, width: 30_000, height: 30_000),
                               offset: Point(x: -29_940, y: -29_940), zIndex: 1)
        let (renderer, buffer) = try render([[layer]])
        var checked = 0
        for y in 0..<100 {
            for x in 0..<100 {
                guard let isInside = inside(x: x, y: y, corner: 60, radius: radius) else { continue }
                expectPixel(buffer, x, y, isInside ? red : bg)
                checked += 1
            }
        }
        #expect(checked > 9000)
        expectBounded(renderer)
    }

    @Test("a huge rounded rectangle's visible corner is the same pixels as an ordinary one's")
    func matchesOrdinary() throws {
        let shape = LayerContent.shape(.roundedRect(fill: Fixture.red, cornerRadius: 24))
        let huge = LayerState(id: "huge", content: shape, frame: Rect(x: 20.5, y: 20, width: 30_000, height: 30_000),
                              zIndex: 1)
        let small = LayerState(id: "small", content: shape, frame: Rect(x: 20.5, y: 20, width: 600, height: 600),
                               zIndex: 1)
        let (_, a) = try render([[huge]])
        let (_, b) = try render([[small]])
        #expect(a.visibleBytes == b.visibleBytes)
    }

    @Test("a huge blurred layer's edge is the same as an ordinary blurred layer's")
    func blurredEdge() throws {
        for blur in [1.5, 4.0, 12.0] {
            let huge = Fixture.fillLayer("huge", Fixture.red, frame: Rect(x: 50, y: -1500, width: 3000, height: 3000),
                                         blur: blur)
            let small = Fixture.fillLayer("small", Fixture.red, frame: Rect(x: 50, y: -200, width: 300, height: 500),
                                          blur: blur)
            let (renderer, a) = try render([[huge]])
            let (_, b) = try render([[small]])
            #expect(renderer.cachedSurfaceSizes.count == 1 && renderer.cachedSurfaceSizes[0].height < 3000,
                    "the huge layer is windowed")
            for x in 0..<100 {
                expectPixel(a, x, 50, b.rgba(x, 50), tolerance: 1)
            }
            // The edge is blurred: some pixel is neither background nor red.
            #expect((30..<70).contains { a.rgba($0, 50) != bg && a.rgba($0, 50) != red })
        }
    }

    @Test("a huge layer seen through a small mask is rasterized only around the mask")
    func masked() throws {
        // The mask (a 40 pt square in the layer's middle) lands at (30, 30) … (70, 70).
        let mask = LayerMask(rect: Rect(x: 15_000, y: 15_000, width: 40, height: 40), cornerRadius: 0)
        let layer = Fixture.fillLayer("photo", Fixture.red, frame: Rect(x: -14_970, y: -14_970, width: 30_000, height: 30_000),
                                      mask: mask)
        let (renderer, buffer) = try render([[layer]])
        expectPixel(buffer, 29, 50, bg)
        expectPixel(buffer, 30, 50, red)
        expectPixel(buffer, 69, 69, red)
        expectPixel(buffer, 70, 50, bg)
        let sizes = try #require(renderer.cachedSurfaceSizes.first)
        #expect(sizes.width <= 2 * LayerWindow.grid + 40 && sizes.height <= 2 * LayerWindow.grid + 40,
                "\(sizes.width)×\(sizes.height)")
    }

    @Test("a huge circle scaled down to fit is drawn at a lower resolution and looks like a small circle")
    func scaledDown() throws {
        // A 20 000 pt circle scaled by 0.004 about its centre is an 80 pt circle centred on (50, 50).
        let circle = LayerContent.shape(.circle(fill: Fixture.red))
        let huge = LayerState(id: "huge", content: circle, frame: Rect(x: -9950, y: -9950, width: 20_000, height: 20_000),
                              zIndex: 1, scale: 0.004)
        let small = LayerState(id: "small", content: circle, frame: Rect(x: 10, y: 10, width: 80, height: 80), zIndex: 1)
        let (renderer, a) = try render([[huge]])
        let (_, b) = try render([[small]])
        expectBounded(renderer)
        var worst = 0
        for y in 0..<100 {
            for x in 0..<100 {
                let p = a.rgba(x, y), q = b.rgba(x, y)
                worst = max(worst, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b))
            }
        }
        // Interior and exterior exact; the antialiased rim within a quarter of the range of the
        // direct drawing (the window is shrunk by about 2 with bilinear sampling, as an ordinary
        // layer scaled by 0.5 is).
        expectPixel(a, 50, 50, red)
        expectPixel(a, 5, 5, bg)
        #expect(worst <= 64, "largest difference \(worst) levels")
    }

    @Test("a huge layer moving slowly is re-rasterized once per grid step, not every frame")
    func slowMove() throws {
        let shape = LayerContent.shape(.roundedRect(fill: Fixture.red, cornerRadius: 10))
        let frames = (0..<24).map { i in
            [LayerState(id: "card", content: shape, frame: Rect(x: 0, y: 0, width: 30_000, height: 30_000),
                        offset: Point(x: -29_950 - Double(i), y: -29_950), zIndex: 1)]
        }
        let (renderer, buffer) = try render(frames)
        // Once, plus once for each end of the window crossing a grid line (at most once each in 24 px).
        #expect(renderer.contentsRasterized <= 3, "\(renderer.contentsRasterized) rasterizations for 24 frames")
        // The last frame: the right edge at x = 50 − 23 = 27, the bottom edge at y = 50.
        expectPixel(buffer, 26, 20, red)
        expectPixel(buffer, 27, 20, bg)
        expectPixel(buffer, 10, 49, red)
        expectPixel(buffer, 10, 50, bg)
    }

    @Test("whatever its size, scale, blur or placement, no layer surface exceeds the canvas plus the margin",
          arguments: [0.001, 0.02, 0.3, 1.0, 2.5])
    func bounded(scale: Double) throws {
        func strip(blur: Double) -> LayerState {
            Fixture.fillLayer("strip", Fixture.blue, frame: Rect(x: 0, y: 0, width: 100_000, height: 60),
                              scale: scale, anchor: .topLeading, blur: blur)
        }
        let frames = [0.0, 8.0, 40.0].map { blur in
            [Fixture.fillLayer("a", Fixture.red, frame: Rect(x: -50_000, y: -50_000, width: 100_000, height: 100_000),
                               offset: Point(x: 37, y: -12), scale: scale, blur: blur),
             strip(blur: blur)]
        } + [[strip(blur: 0)]]
        let (renderer, buffer) = try render(frames)
        expectBounded(renderer)
        #expect(renderer.cachedSurfaceSizes.count >= 2)
        // The blue strip starts at the canvas's top-left corner whatever the scale.
        #expect(buffer.rgba(0, 0).b > buffer.rgba(0, 0).r, "\(buffer.rgba(0, 0))")
    }
}
