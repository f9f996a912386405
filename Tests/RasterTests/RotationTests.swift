import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// Turned layers, checked against the rotation worked out here: every pixel whose centre lies
/// clearly inside the turned rectangle shows the layer, every pixel clearly outside shows what
/// is under it, and only a band of about a pixel along the edge is blended.
@Suite("Turning a layer (rotationEffect)")
struct RotationTests {
    let canvas = Canvas(size: Size(width: 100, height: 100), scale: 2, fps: 60, background: Fixture.background)
    let red = RGBA(Fixture.red), background = RGBA(Fixture.background)

    /// A red bar of `frame` turned `degrees` clockwise about `anchor`, scaled and offset.
    func bar(_ frame: Rect, degrees: Double, anchor: UnitPoint = .center, scale: Double = 1,
             offset: Point = .zero, mask: LayerMask? = nil, opacity: Double = 1) -> LayerState {
        LayerState(id: "bar", content: .shape(.rect(fill: Fixture.red)), frame: frame, offset: offset,
                   opacity: opacity, zIndex: 0, scale: scale, anchor: anchor, rotation: degrees, mask: mask)
    }

    /// Where canvas point `p` was before the layer's transform: the inverse of
    /// q ↦ anchor + scale · R(θ) · (q − anchor) + offset, R turning clockwise on a y-down screen.
    func unturned(_ p: Point, _ layer: LayerState) -> Point {
        let ax = layer.frame.minX + layer.anchor.x * layer.frame.width
        let ay = layer.frame.minY + layer.anchor.y * layer.frame.height
        let θ = layer.rotation * .pi / 180
        let dx = (p.x - layer.offset.x - ax) / layer.scale, dy = (p.y - layer.offset.y - ay) / layer.scale
        return Point(x: ax + cos(θ) * dx + sin(θ) * dy, y: ay - sin(θ) * dx + cos(θ) * dy)
    }

    /// Signed distance in canvas points from `p` (unturned) to the edge of `rect`: negative inside.
    func distance(_ p: Point, _ rect: Rect) -> Double {
        let dx = max(rect.minX - p.x, p.x - rect.maxX), dy = max(rect.minY - p.y, p.y - rect.maxY)
        return max(dx, dy)
    }

    /// Checks every pixel of a render of `layer` over the background; `visible` (in the layer's own
    /// points, default its whole frame) is the part that shows.
    func expectTurned(_ layer: LayerState, visible: Rect? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer]), on: canvas)
        let shown = visible.map { Rect(x: layer.frame.minX + $0.minX, y: layer.frame.minY + $0.minY,
                                       width: $0.width, height: $0.height) } ?? layer.frame
        // A pixel is half a point; one device pixel (times the scale) of edge blending either way.
        let band = 1.0 / canvas.scale * max(layer.scale, 1) / min(layer.scale, 1) + 0.01
        var inside = 0, outside = 0, wrong: [String] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let centre = Point(x: (Double(x) + 0.5) / canvas.scale, y: (Double(y) + 0.5) / canvas.scale)
                let d = distance(unturned(centre, layer), shown) * layer.scale
                let actual = buffer.rgba(x, y)
                if d < -band {
                    inside += 1
                    if !actual.isClose(to: red, tolerance: 1) { wrong.append("(\(x), \(y)) inside is \(actual)") }
                } else if d > band {
                    outside += 1
                    if !actual.isClose(to: background, tolerance: 1) { wrong.append("(\(x), \(y)) outside is \(actual)") }
                }
            }
        }
        #expect(inside > 100 && outside > 100, "inside \(inside), outside \(outside)", sourceLocation: sourceLocation)
        let wrongCount = wrong.count
        #expect(wrongCount == 0, "\(wrongCount) pixels wrong, first: \(wrong.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test("a bar turned 90° stands upright about its centre")
    func quarterTurn() throws {
        let layer = bar(Rect(x: 20, y: 45, width: 60, height: 10), degrees: 90)
        try expectTurned(layer)
        // Spot checks, from the geometry directly: the bar now spans x 45…55, y 20…80.
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer]), on: canvas)
        expectPixel(buffer, 100, 44, red, tolerance: 1)       // (50, 22) pt: the top end
        expectPixel(buffer, 44, 100, background, tolerance: 1) // (22, 50) pt: where the unturned bar was
    }

    @Test("a bar turned 45°, 30° and −120° about other anchors, scaled and offset")
    func otherAngles() throws {
        let frame = Rect(x: 25, y: 40, width: 50, height: 16)
        try expectTurned(bar(frame, degrees: 45))
        try expectTurned(bar(frame, degrees: 30, anchor: .leading, offset: Point(x: 3.25, y: -7)))
        try expectTurned(bar(frame, degrees: -120, anchor: UnitPoint(x: 0.2, y: 0.9), scale: 0.75))
        try expectTurned(bar(frame, degrees: 200, scale: 1.5))
    }

    @Test("a turned layer's mask turns with it")
    func turnedMask() throws {
        let mask = LayerMask(rect: Rect(x: 10, y: 2, width: 30, height: 12), cornerRadius: 0)
        try expectTurned(bar(Rect(x: 25, y: 40, width: 50, height: 16), degrees: 60, mask: mask),
                         visible: mask.rect)
    }

    @Test("a turned layer fades by its opacity")
    func turnedOpacity() throws {
        let layer = bar(Rect(x: 20, y: 45, width: 60, height: 10), degrees: 90, opacity: 0.5)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer]), on: canvas)
        expectPixel(buffer, 100, 60, mix(background, red, 0.5), tolerance: 1)
        expectPixel(buffer, 44, 100, background, tolerance: 1)
    }

    @Test("a turn of 0° draws exactly what an unturned layer draws")
    func zeroIsUpright() throws {
        let frame = Rect(x: 20.25, y: 45.5, width: 60, height: 10)
        let turned = try Fixture.render(FrameState(index: 0, time: 0, layers: [bar(frame, degrees: 0)]), on: canvas)
        let plain = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            LayerState(id: "bar", content: .shape(.rect(fill: Fixture.red)), frame: frame, zIndex: 0),
        ]), on: canvas)
        #expect(turned.visibleBytes == plain.visibleBytes)
    }

    @Test("a turned layer far larger than the canvas is drawn through a window of it")
    func turnedLargeLayer() throws {
        // 40 000 pt wide: rasterized only where the canvas can see it (LayerWindow).
        let layer = bar(Rect(x: -19_950, y: 45, width: 40_000, height: 10), degrees: 30)
        try expectTurned(layer)
    }
}
