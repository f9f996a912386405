import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// A fill layer with every effect these tests set.
private func layer(_ color: Color, frame: Rect, scale: Double = 1, scaleX: Double = 1, scaleY: Double = 1,
                   anchor: UnitPoint = .center, rotation: Double = 0, offset: Point = .zero,
                   hueRotation: Double = 0, blur: Double = 0) -> LayerState {
    LayerState(id: "card", content: .page(.fill(color)), frame: frame, offset: offset, zIndex: 1, scale: scale,
               scaleX: scaleX, scaleY: scaleY, anchor: anchor, rotation: rotation, blur: blur, hueRotation: hueRotation)
}

@Suite("Scaling a layer by two factors (scaleEffect(x:y:)) about its anchor")
struct ScaleFactorTests {
    let canvas = Fixture.square  // one pixel per point

    struct Case: Sendable, CustomTestStringConvertible {
        var frame: Rect
        var scale: Double, scaleX: Double, scaleY: Double
        var anchor: UnitPoint
        var offset: Point
        var testDescription: String {
            "×\(scale) · (\(scaleX), \(scaleY)) about (\(anchor.x), \(anchor.y)), offset (\(offset.x), \(offset.y))"
        }
    }

    /// Where the frame goes: a point q moves to anchor + diag(s·sx, s·sy) · (q − anchor) + offset.
    static func expectedRect(_ c: Case) -> Rect {
        let f = c.frame
        let ax = f.minX + c.anchor.x * f.width, ay = f.minY + c.anchor.y * f.height
        let kx = c.scale * c.scaleX, ky = c.scale * c.scaleY
        return Rect(x: ax + kx * (f.minX - ax) + c.offset.x, y: ay + ky * (f.minY - ay) + c.offset.y,
                    width: kx * f.width, height: ky * f.height)
    }

    static let cases = [
        // scaleY alone: half as tall about the centre, as wide as the frame.
        Case(frame: Rect(x: 20, y: 20, width: 60, height: 60), scale: 1, scaleX: 1, scaleY: 0.5, anchor: .center, offset: .zero),
        // The factors multiply the uniform scale: 2 · 0.5 = 1 across, 2 down, about the top-leading corner.
        Case(frame: Rect(x: 30, y: 10, width: 40, height: 30), scale: 2, scaleX: 0.5, scaleY: 1, anchor: .topLeading, offset: .zero),
        Case(frame: Rect(x: 20, y: 30, width: 40, height: 40), scale: 0.8, scaleX: 1.5, scaleY: 0.5, anchor: .bottomTrailing,
             offset: Point(x: 10, y: -5)),
    ]

    @Test("a solid layer's edges land where the two scales about its anchor put them (±1 px)", arguments: cases)
    func edges(_ c: Case) throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(Fixture.red, frame: c.frame, scale: c.scale, scaleX: c.scaleX, scaleY: c.scaleY, anchor: c.anchor, offset: c.offset),
        ]), on: canvas)
        let expected = Self.expectedRect(c)
        try expectEdges(buffer, expected)
        expectPixel(buffer, Int(expected.midX), Int(expected.midY), RGBA(Fixture.red))
    }

    @Test("a turned layer is scaled in its own axes, before the turn: its corners land where the test puts them")
    func turnedCorners() throws {
        // A 40 × 10 bar about its centre (50, 50), 1.5 wider and twice as tall, then turned 30°:
        // its own half-sizes are 30 and 10, and a point (u, v) of it lands at centre + R · (u, v).
        let frame = Rect(x: 30, y: 45, width: 40, height: 10)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(Fixture.red, frame: frame, scaleX: 1.5, scaleY: 2, rotation: 30),
        ]), on: canvas)
        let radians = 30 * Double.pi / 180, c = cos(radians), s = sin(radians)
        func device(_ u: Double, _ v: Double) -> (Int, Int) {
            (Int((50 + c * u - s * v).rounded(.down)), Int((50 + s * u + c * v).rounded(.down)))
        }
        let red = RGBA(Fixture.red), background = RGBA(Fixture.background)
        for (signU, signV) in [(1.0, 1.0), (-1.0, 1.0), (1.0, -1.0), (-1.0, -1.0)] {
            // Just inside each corner (3 and 2.5 points in from its edges) and just outside it.
            let inside = device(signU * 27, signV * 7.5), outside = device(signU * 32.5, signV * 12.5)
            expectPixel(buffer, inside.0, inside.1, red, tolerance: 1)
            expectPixel(buffer, outside.0, outside.1, background, tolerance: 1)
        }
        // The long side's middle reaches 10 points out across the bar (scaled in its own y, then turned).
        let edge = device(0, 8.5), beyond = device(0, 11.5)
        expectPixel(buffer, edge.0, edge.1, red, tolerance: 1)
        expectPixel(buffer, beyond.0, beyond.1, background, tolerance: 1)
    }

    @Test("factors of 1 draw exactly what the uniform scale alone draws")
    func unitFactorsAreUniform() throws {
        let frame = Rect(x: 20, y: 25, width: 50, height: 40)
        let plain = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("card", Fixture.red, frame: frame, scale: 0.7, anchor: .top),
        ]), on: canvas)
        let factored = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(Fixture.red, frame: frame, scale: 0.7, anchor: .top),
        ]), on: canvas)
        #expect(plain.visibleBytes == factored.visibleBytes)
    }

    @Test("a factor of 0 draws nothing")
    func zeroFactor() throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(Fixture.red, frame: Rect(x: 20, y: 20, width: 60, height: 60), scaleY: 0),
        ]), on: canvas)
        expectPixel(buffer, 50, 50, RGBA(Fixture.background))
    }
}

@Suite("Turning a layer's hue (hueRotation)")
struct HueRotationTests {
    let canvas = Fixture.square

    /// The Filter Effects specification's hue-rotation matrix (feColorMatrix type="hueRotate"),
    /// applied to 8-bit premultiplied values and clamped to 0 … alpha, as the test computes it.
    static func turned(_ rgb: (Double, Double, Double), alpha: Double = 255, degrees: Double) -> (Double, Double, Double) {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        let (r, g, b) = rgb
        func clamp(_ x: Double) -> Double { min(max(x, 0), alpha) }
        return (clamp((0.213 + c * 0.787 - s * 0.213) * r + (0.715 - c * 0.715 - s * 0.715) * g + (0.072 - c * 0.072 + s * 0.928) * b),
                clamp((0.213 - c * 0.213 + s * 0.143) * r + (0.715 + c * 0.285 + s * 0.140) * g + (0.072 - c * 0.072 - s * 0.283) * b),
                clamp((0.213 - c * 0.213 - s * 0.787) * r + (0.715 - c * 0.715 + s * 0.715) * g + (0.072 + c * 0.928 + s * 0.072) * b))
    }

    @Test("pure red turned 120° is the matrix's result, to ±1/255", arguments: [120.0, 60, -90, 480])
    func red(degrees: Double) throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(Fixture.red, frame: Rect(x: 20, y: 20, width: 60, height: 60), hueRotation: degrees),
        ]), on: canvas)
        let (r, g, b) = Self.turned((255, 0, 0), degrees: degrees)
        expectPixel(buffer, 50, 50, RGBA(r: Int(r.rounded()), g: Int(g.rounded()), b: Int(b.rounded()), a: 255), tolerance: 1)
        // Outside the layer, nothing is turned.
        expectPixel(buffer, 10, 10, RGBA(Fixture.background))
    }

    @Test("a colour of three channels turned 200° is the matrix's result, to ±1/255")
    func mixed() throws {
        let color = Color(red: 51 / 255, green: 153 / 255, blue: 230 / 255)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(color, frame: Rect(x: 20, y: 20, width: 60, height: 60), hueRotation: 200),
        ]), on: canvas)
        let (r, g, b) = Self.turned((51, 153, 230), degrees: 200)
        expectPixel(buffer, 50, 50, RGBA(r: Int(r.rounded()), g: Int(g.rounded()), b: Int(b.rounded()), a: 255), tolerance: 1)
    }

    @Test("a half-transparent layer is turned in premultiplied values, then painted over the background")
    func translucent() throws {
        let color = Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.5)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(color, frame: Rect(x: 20, y: 20, width: 60, height: 60), hueRotation: 90),
        ]), on: canvas)
        // The layer's stored pixel: premultiplied, 8 bits.
        let a = (0.5 * 255).rounded()
        let stored = ((0.2 * 0.5 * 255).rounded(), (0.6 * 0.5 * 255).rounded(), (0.9 * 0.5 * 255).rounded())
        let (r, g, b) = Self.turned(stored, alpha: a, degrees: 90)
        let bg = 249.0, keep = 1 - a / 255
        func over(_ x: Double) -> Int { Int((x.rounded() + bg * keep).rounded()) }
        expectPixel(buffer, 50, 50, RGBA(r: over(r), g: over(g), b: over(b), a: 255), tolerance: 2)
    }

    @Test("a layer that holds its hue is turned once; a layer at 0° is never turned")
    func turnedOnce() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        let frame = Rect(x: 20, y: 20, width: 60, height: 60)
        try renderer.render(FrameState(index: 0, time: 0, layers: [layer(Fixture.red, frame: frame)]), into: buffer)
        #expect(renderer.colorsComputed == 0)
        for index in 0..<3 {
            try renderer.render(FrameState(index: index, time: 0, layers: [layer(Fixture.red, frame: frame, hueRotation: 120)]),
                                into: buffer)
        }
        #expect(renderer.colorsComputed == 1)
        try renderer.render(FrameState(index: 3, time: 0, layers: [layer(Fixture.red, frame: frame, hueRotation: 121)]), into: buffer)
        #expect(renderer.colorsComputed == 2)
    }

    @Test("a blurred layer's hue turns too: its middle is the turned colour")
    func blurred() throws {
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [
            layer(Fixture.red, frame: Rect(x: 10, y: 10, width: 80, height: 80), hueRotation: 120, blur: 3),
        ]), on: canvas)
        let (r, g, b) = Self.turned((255, 0, 0), degrees: 120)
        expectPixel(buffer, 50, 50, RGBA(r: Int(r.rounded()), g: Int(g.rounded()), b: Int(b.rounded()), a: 255), tolerance: 1)
    }
}
