import Foundation
import Scene
import Testing
@testable import Raster

@Suite("Compositing cached layers")
struct CompositingTests {
    let canvas = Fixture.small
    var bg: RGBA { RGBA(Fixture.background) }
    let red = RGBA(Fixture.red)
    let blue = RGBA(Fixture.blue)

    /// Left half red, right half blue, both moved by `offset` points.
    func halves(offset: Point) -> FrameState {
        let w = canvas.size.width / 2, h = canvas.size.height
        return FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("left", Fixture.red, frame: Rect(x: 0, y: 0, width: w, height: h), offset: offset),
            Fixture.fillLayer("right", Fixture.blue, frame: Rect(x: w, y: 0, width: w, height: h), offset: offset),
        ])
    }

    @Test("layers at whole-pixel offsets land exactly on their pixel boundaries", arguments: [0.0, 5.0, 7.5])
    func wholePixelBoundaries(offsetX: Double) throws {
        // 7.5 pt at scale 2 is 15 px: still whole pixels.
        let buffer = try Fixture.render(halves(offset: Point(x: offsetX, y: 0)), on: canvas)
        let boundary = Int((canvas.size.width / 2 + offsetX) * canvas.scale)
        let leftEdge = Int(offsetX * canvas.scale)
        for y in [0, 30, 59] {
            expectPixel(buffer, boundary - 1, y, red)
            expectPixel(buffer, boundary, y, blue)
            expectPixel(buffer, leftEdge, y, red)
            if leftEdge > 0 { expectPixel(buffer, leftEdge - 1, y, bg) }
        }
    }

    @Test("a half-pixel offset resamples the edge columns into intermediate colours")
    func halfPixelOffset() throws {
        let halfPixel = 0.5 / canvas.scale
        let w = canvas.size.width / 2
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("left", Fixture.red, frame: Rect(x: 0, y: 0, width: w, height: canvas.size.height),
                              offset: Point(x: halfPixel, y: 0)),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        let edge = Int(w * canvas.scale)  // the column the moved layer now half covers
        expectPixel(buffer, 0, 10, mix(bg, red, 0.5), tolerance: 1)
        expectPixel(buffer, edge, 10, mix(bg, red, 0.5), tolerance: 1)
        expectPixel(buffer, edge / 2, 10, red)
        expectPixel(buffer, edge + 1, 10, bg)
    }

    @Test("opacity 0.5 blends the layer halfway over the background")
    func halfOpacity() throws {
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: Rect(x: 0, y: 0, width: 40, height: 30), opacity: 0.5),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        expectPixel(buffer, 40, 30, mix(bg, red, 0.5), tolerance: 1)
    }

    @Test("a layer with opacity 0 draws nothing and is never rasterized")
    func zeroOpacity() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try renderer.render(FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: Rect(x: 0, y: 0, width: 40, height: 30), opacity: 0),
        ]), into: buffer)
        expectPixel(buffer, 40, 30, bg)
        #expect(renderer.cachedContentCount == 0)
    }

    @Test("the clip rectangle hides the layer outside it")
    func clip() throws {
        let clip = Rect(x: 10, y: 5, width: 20, height: 10)
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: Rect(x: 0, y: 0, width: 40, height: 30), clip: clip),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        let s = canvas.scale
        let (x0, y0, x1, y1) = (Int(clip.minX * s), Int(clip.minY * s), Int(clip.maxX * s), Int(clip.maxY * s))
        expectPixel(buffer, x0, y0, red)
        expectPixel(buffer, x1 - 1, y1 - 1, red)
        expectPixel(buffer, x0 - 1, y0, bg)
        expectPixel(buffer, x0, y0 - 1, bg)
        expectPixel(buffer, x1, y1 - 1, bg)
        expectPixel(buffer, x1 - 1, y1, bg)
    }

    @Test("later layers draw on top of earlier ones")
    func zOrder() throws {
        let frame = Rect(x: 0, y: 0, width: 40, height: 30)
        let redThenBlue = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("a", Fixture.red, frame: frame), Fixture.fillLayer("b", Fixture.blue, frame: frame),
        ])
        let blueThenRed = FrameState(index: 0, time: 0, layers: redThenBlue.layers.reversed())
        expectPixel(try Fixture.render(redThenBlue, on: canvas), 40, 30, blue)
        expectPixel(try Fixture.render(blueThenRed, on: canvas), 40, 30, red)
    }

    @Test("the background fills every pixel no layer covers")
    func background() throws {
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("top", Fixture.red, frame: Rect(x: 0, y: 0, width: 40, height: 10)),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        let firstUncovered = Int(10 * canvas.scale)
        expectPixel(buffer, 0, firstUncovered - 1, red)
        for (x, y) in [(0, firstUncovered), (79, 59), (40, 45)] { expectPixel(buffer, x, y, bg) }
    }

    @Test("a layer moved entirely off the canvas leaves only background")
    func offCanvas() throws {
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: Rect(x: 0, y: 0, width: 40, height: 30),
                              offset: Point(x: canvas.size.width, y: 0)),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        expectPixel(buffer, 79, 0, bg)
        expectPixel(buffer, 0, 59, bg)
    }

    @Test("each distinct content is rasterized once however many frames show it")
    func cacheReuse() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffers = (0..<3).map { _ in PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight) }
        for i in 0..<12 {
            let state = halves(offset: Point(x: Double(i) * 0.25, y: 0))
            try renderer.render(state, into: buffers[i % buffers.count])
        }
        #expect(renderer.cachedContentCount == 2)
    }

    @Test("rendering into a used buffer replaces all of its pixels")
    func bufferReuse() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try renderer.render(halves(offset: .zero), into: buffer)
        try renderer.render(FrameState(index: 1, time: 0, layers: []), into: buffer)
        for (x, y) in [(0, 0), (39, 30), (40, 30), (79, 59)] { expectPixel(buffer, x, y, bg) }
    }

    @Test("a buffer of the wrong size is refused with both sizes in the message")
    func wrongBuffer() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth - 1, height: canvas.pixelHeight)
        let expected = "\(canvas.pixelWidth)×\(canvas.pixelHeight)", actual = "\(buffer.width)×\(buffer.height)"
        #expect(throws: RasterError.bufferSize(expected: expected, actual: actual)) {
            try renderer.render(FrameState(index: 0, time: 0, layers: []), into: buffer)
        }
    }

    @Test("an opaque background makes opaque frames; a translucent one is stored premultiplied")
    func opacityOfFrames() throws {
        #expect(try FrameRenderer(canvas: canvas).producesOpaqueFrames)
        var translucent = canvas
        translucent.background = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let renderer = try FrameRenderer(canvas: translucent)
        #expect(!renderer.producesOpaqueFrames)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try renderer.render(FrameState(index: 0, time: 0, layers: []), into: buffer)
        expectPixel(buffer, 0, 0, RGBA(r: 128, g: 0, b: 0, a: 128), tolerance: 1)
    }

    @Test("a canvas without pixels is refused")
    func emptyCanvas() {
        var empty = canvas
        empty.size = Size(width: 0, height: 30)
        #expect(throws: RasterError.self) { try FrameRenderer(canvas: empty) }
    }
}

extension CompositingTests {
    @Test("the layer cache stays within its byte budget, keeping the contents every frame uses")
    func boundedCache() throws {
        // Large layers so that the budget binds: 2000 × 2000 px each, on a canvas large enough
        // (1000 × 1000 px) that they are rasterized whole rather than windowed (see LayerWindow).
        let canvas = Canvas(size: Size(width: 500, height: 500), scale: 2, fps: 60, background: Fixture.background)
        #expect(2000 <= LayerWindow.bound(canvasPixels: canvas.pixelWidth))
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let side = 2000 / canvas.scale
        let big = Rect(x: 0, y: 0, width: side, height: side)
        let perSurface = 2000 * 2000 * 4
        let kept = Fixture.fillLayer("kept", Color(red: 0, green: 0, blue: 1), frame: big)
        for i in 0..<100 {
            let color = Color(red: Double(i) / 100, green: 0, blue: 0)
            try renderer.render(FrameState(index: i, time: 0, layers: [
                kept, Fixture.fillLayer("page", color, frame: big),
            ]), into: buffer)
            #expect(renderer.cachedContentCount <= LayerCache.byteBudget / perSurface)
        }
        #expect(renderer.cachedContentCount >= 2)
        // The content used in every frame was drawn once and stayed: 1 + 100 rasterizations.
        #expect(renderer.contentsRasterized == 101)
        try renderer.prepare(FrameState(index: 0, time: 0, layers: [kept]))
        #expect(renderer.contentsRasterized == 101)
    }

    @Test("prepare rasterizes every content ahead of the first frame")
    func prepare() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        try renderer.prepare(halves(offset: .zero))
        #expect(renderer.cachedContentCount == 2)
        let missing = FrameState(index: 0, time: 0, layers: [
            LayerState(id: "tab", content: .page(.image(URL(fileURLWithPath: "/nonexistent.png"))),
                       frame: Rect(x: 0, y: 0, width: 40, height: 30), zIndex: 1),
        ])
        #expect(throws: RasterError.self) { try renderer.prepare(missing) }
    }
}
