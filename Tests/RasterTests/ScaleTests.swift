import Foundation
import Motion
import Scene
import Testing
@testable import Raster

@Suite("Scaling a layer about its anchor")
struct ScaleTests {
    let canvas = Fixture.square  // one pixel per point
    let frame = Rect(x: 20, y: 20, width: 60, height: 60)

    struct Case: Sendable, CustomTestStringConvertible {
        var scale: Double
        var anchor: UnitPoint
        var offset: Point
        var testDescription: String { "×\(scale) about (\(anchor.x), \(anchor.y)), offset (\(offset.x), \(offset.y))" }
    }

    /// Where the frame goes: every point q moves to anchor + s · (q − anchor) + offset.
    func expectedRect(_ c: Case) -> Rect {
        let ax = frame.minX + c.anchor.x * frame.width, ay = frame.minY + c.anchor.y * frame.height
        return Rect(x: ax + c.scale * (frame.minX - ax) + c.offset.x, y: ay + c.scale * (frame.minY - ay) + c.offset.y,
                    width: c.scale * frame.width, height: c.scale * frame.height)
    }

    static let cases = [
        Case(scale: 0.5, anchor: .center, offset: .zero),
        Case(scale: 0.5, anchor: .topLeading, offset: .zero),
        Case(scale: 0.5, anchor: .center, offset: Point(x: 7, y: -4)),
        Case(scale: 0.9, anchor: .bottomTrailing, offset: Point(x: -3.5, y: 2)),
        Case(scale: 1.25, anchor: .top, offset: .zero),
    ]

    @Test("a scaled fill's edges land where the scale about its anchor puts them (±1 px)", arguments: cases)
    func edges(_ c: Case) throws {
        let red = RGBA(Fixture.red)
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: frame, offset: c.offset, scale: c.scale, anchor: c.anchor),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        let expected = expectedRect(c)
        // A pixel counts as the layer when it is more red than background.
        try expectEdges(buffer, expected)
        expectPixel(buffer, Int(expected.midX), Int(expected.midY), red)
    }

    @Test("scaling about the top-leading corner keeps that corner's pixel in place")
    func topLeadingFixed() throws {
        let bg = RGBA(Fixture.background), red = RGBA(Fixture.red)
        for scale in [0.5, 0.75, 2.0] {
            let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
                Fixture.fillLayer("page", Fixture.red, frame: frame, scale: scale, anchor: .topLeading),
            ]), on: canvas)
            // Enlarged, bilinear sampling softens the edge over one source pixel, so the corner
            // pixel is mostly (not wholly) red; the one diagonally inside it is solid.
            #expect(buffer.rgba(Int(frame.minX), Int(frame.minY)).g < 125, "scale \(scale)")
            expectPixel(buffer, Int(frame.minX) + 1, Int(frame.minY) + 1, red, tolerance: 1)
            expectPixel(buffer, Int(frame.minX) - 1, Int(frame.minY), bg, tolerance: 1)
            expectPixel(buffer, Int(frame.minX), Int(frame.minY) - 1, bg, tolerance: 1)
        }
    }

    @Test("scale 1 keeps the exact whole-pixel copy")
    func unitScaleIsExact() throws {
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: frame, offset: Point(x: 3, y: 0), scale: 1, anchor: .topLeading),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        expectPixel(buffer, 23, 50, RGBA(Fixture.red))
        expectPixel(buffer, 22, 50, RGBA(Fixture.background))
        expectPixel(buffer, 82, 50, RGBA(Fixture.red))
        expectPixel(buffer, 83, 50, RGBA(Fixture.background))
    }

    @Test("a layer scaled to nothing draws nothing and is never rasterized")
    func zeroScale() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        try renderer.render(FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: frame, scale: 0),
        ]), into: buffer)
        expectPixel(buffer, 50, 50, RGBA(Fixture.background))
        #expect(renderer.cachedContentCount == 0)
    }
}
