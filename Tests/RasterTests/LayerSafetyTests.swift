import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// Any LayerState and any Canvas either draws or throws a RasterError: the raster converts no
/// number to an integer, and asks Cairo for no surface, without checking it first.
@Suite("The raster cannot trap, whatever the numbers")
struct LayerSafetyTests {
    let canvas = Fixture.square  // 100 × 100 px
    let bg = RGBA(Fixture.background)

    /// Renders `layers`, returning the buffer, or the RasterError it threw (any other error fails).
    private func outcome(_ layers: [LayerState], on canvas: Canvas? = nil) throws -> Result<PixelBuffer, RasterError> {
        let canvas = canvas ?? self.canvas
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        do {
            try renderer.render(FrameState(index: 0, time: 0, layers: layers), into: buffer)
            try renderer.prepare(FrameState(index: 0, time: 0, layers: layers))
            return .success(buffer)
        } catch let error as RasterError {
            return .failure(error)
        }
    }

    @Test("a layer 1e19 pt wide is a layer error naming it, not a trap in the cache key")
    func enormousFrame() throws {
        let layer = Fixture.fillLayer("wide", Fixture.red, frame: Rect(x: 0, y: 0, width: 1e19, height: 10))
        guard case .failure(let error) = try outcome([layer]), case .layer(let id, let message) = error else {
            Issue.record("expected a layer error")
            return
        }
        #expect(id == "wide")
        #expect(message.contains("\(LayerWindow.maximumContentPixels) px a side"), "\(message)")
        #expect(error.description.hasPrefix("cannot draw layer 'wide'"))
    }

    @Test("a layer 3e9 pt wide (beyond Cairo's 32-bit sizes) is a layer error, not a trap")
    func int32Frame() throws {
        let layer = Fixture.fillLayer("wide", Fixture.red, frame: Rect(x: 0, y: 0, width: 3e9, height: 10))
        guard case .failure(.layer(let id, _)) = try outcome([layer]) else {
            Issue.record("expected a layer error")
            return
        }
        #expect(id == "wide")
    }

    @Test("a surface beyond Cairo's size is a typed error before any allocation")
    func surfaceSize() {
        for (width, height) in [(3_000_000_000, 10), (-1, 10), (10, CairoSurface.maximumSide + 1), (Int.max, Int.max)] {
            #expect(throws: RasterError.surfaceSize(width: width, height: height)) {
                try CairoSurface(width: width, height: height)
            }
        }
        #expect(throws: Never.self) { try CairoSurface(width: CairoSurface.maximumSide, height: 1) }
    }

    static let nonFiniteLayers: [(String, LayerState)] = {
        let frame = Rect(x: 10, y: 10, width: 50, height: 50)
        func layer(frame: Rect = frame, offset: Point = .zero, scale: Double = 1, anchor: UnitPoint = .center,
                   clip: Rect? = nil, mask: LayerMask? = nil) -> LayerState {
            Fixture.fillLayer("odd", Fixture.red, frame: frame, offset: offset, clip: clip, scale: scale,
                              anchor: anchor, mask: mask)
        }
        return [
            ("frame", layer(frame: Rect(x: .nan, y: 0, width: 10, height: 10))),
            ("frame", layer(frame: Rect(x: 0, y: 0, width: .infinity, height: 10))),
            ("offset", layer(offset: Point(x: 0, y: -.infinity))),
            ("anchor", layer(scale: 0.5, anchor: UnitPoint(x: .nan, y: 0.5))),
            ("scale", layer(scale: .infinity)),
            ("clip", layer(clip: Rect(x: 0, y: 0, width: .nan, height: 10))),
            ("mask", layer(mask: LayerMask(rect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: .infinity))),
        ]
    }()

    @Test("a number that is not finite is a layer error naming what holds it", arguments: nonFiniteLayers)
    func notFinite(_ field: String, _ layer: LayerState) throws {
        guard case .failure(.layer(let id, let message)) = try outcome([layer]) else {
            Issue.record("expected a layer error for a non-finite \(field)")
            return
        }
        #expect(id == "odd")
        #expect(message.contains(field), "\(message)")
    }

    @Test("far away, vanishingly small or enormously scaled layers draw or throw, and never trap",
          arguments: [
            (Point(x: 1e300, y: 0), 1.0), (Point(x: -1e300, y: -1e300), 1.0), (Point(x: 1e15, y: 0), 0.5),
            (.zero, 1e-300), (.zero, 1e-12), (.zero, 1e12), (.zero, 1e300), (Point(x: 7.5e306, y: 0), 2.0),
          ])
    func extremes(offset: Point, scale: Double) throws {
        let frame = Rect(x: 10, y: 10, width: 50, height: 50)
        let mask = LayerMask(rect: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 10)
        for layer in [
            Fixture.fillLayer("page", Fixture.red, frame: frame, offset: offset, scale: scale),
            Fixture.fillLayer("page", Fixture.red, frame: frame, offset: offset, scale: scale, blur: 6, mask: mask),
            Fixture.fillLayer("page", Fixture.red, frame: Rect(x: -20_000, y: -20_000, width: 40_000, height: 40_000),
                              offset: offset, scale: scale, mask: mask),
        ] {
            switch try outcome([layer]) {
            case .success(let buffer):
                // A layer far away leaves the background alone.
                if abs(offset.x) >= 1e15 { expectPixel(buffer, 50, 50, bg) }
            case .failure(let error):
                // Only the errors that say the layer is out of range, or that Cairo refused it.
                switch error {
                case .layer, .cairo: break
                default: Issue.record("unexpected \(error)")
                }
            }
        }
    }

    @Test("a canvas whose size overflows is refused with a canvas error, before its pixel size is read")
    func canvasOverflow() {
        for size in [Size(width: 1e300, height: 10), Size(width: .nan, height: 10), Size(width: 10, height: -5),
                     Size(width: 1e10, height: 1e10)] {
            let canvas = Canvas(size: size, scale: 3, fps: 60, background: Fixture.background)
            #expect(throws: RasterError.self) { try FrameRenderer(canvas: canvas) }
        }
        let nanScale = Canvas(size: Size(width: 10, height: 10), scale: .nan, fps: 60, background: Fixture.background)
        #expect(throws: RasterError.self) { try FrameRenderer(canvas: nanScale) }
        let nanColour = Canvas(size: Size(width: 10, height: 10), scale: 1, fps: 60,
                               background: Color(red: .nan, green: 0, blue: 0))
        #expect(throws: RasterError.self) { try FrameRenderer(canvas: nanColour) }
    }

    @Test("after a layer error the renderer keeps drawing")
    func recovers() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let bad = Fixture.fillLayer("bad", Fixture.red, frame: Rect(x: 0, y: 0, width: 1e19, height: 1e19))
        #expect(throws: RasterError.self) {
            try renderer.render(FrameState(index: 0, time: 0, layers: [bad]), into: buffer)
        }
        let good = Fixture.fillLayer("good", Fixture.blue, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        try renderer.render(FrameState(index: 1, time: 0, layers: [good]), into: buffer)
        expectPixel(buffer, 50, 50, RGBA(Fixture.blue))
    }
}
