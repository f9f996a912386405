import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// Drop shadows, checked against a Gaussian of σ = radius / 2 worked out here: a straight edge of
/// a large silhouette, blurred, falls off as 1 − Φ(d / σ) at a distance d outside it.
@Suite("Drop shadows (σ = radius / 2)")
struct ShadowTests {
    let canvas = Canvas(size: Size(width: 200, height: 200), scale: 1, fps: 60, background: Color(red: 1, green: 1, blue: 1))
    let frame = Rect(x: 50, y: 50, width: 100, height: 100)

    func render(_ shadow: LayerShadow, scale: Double = 1, opacity: Double = 1) throws -> PixelBuffer {
        let layer = LayerState(id: "card", content: .shape(.rect(fill: Fixture.red)), frame: frame, opacity: opacity,
                               zIndex: 0, scale: scale, shadow: shadow)
        return try Fixture.render(FrameState(index: 0, time: 0, layers: [layer]), on: canvas)
    }

    /// The 8-bit level of white under black at `alpha` × (1 − Φ(d / σ)).
    func expectedLevel(distance d: Double, sigma: Double, alpha: Double) -> Double {
        let phi = 0.5 * (1 + erf(d / (sigma * 2.0.squareRoot())))
        return 255 * (1 - alpha * (1 - phi))
    }

    @Test("the falloff beside an edge is a Gaussian of σ = radius / 2")
    func falloff() throws {
        let buffer = try render(LayerShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), radius: 20))
        // Right of the layer, halfway down (far from the corners): pixel x covers x … x + 1.
        for d in [1.0, 5, 10, 15, 20, 30] {
            let x = Int(frame.maxX + d)
            let expected = expectedLevel(distance: Double(x) + 0.5 - frame.maxX, sigma: 10, alpha: 0.6)
            let actual = Double(buffer.rgba(x, 100).g)
            #expect(abs(actual - expected) <= 3, "at \(d) pt: \(actual), a Gaussian of σ 10 gives \(expected)")
            // σ = radius (not radius / 2) would be far off: the test tells them apart.
            if d >= 10 {
                let wrong = expectedLevel(distance: Double(x) + 0.5 - frame.maxX, sigma: 20, alpha: 0.6)
                #expect(abs(actual - wrong) > 6)
            }
        }
        // The layer is drawn over its shadow.
        expectPixel(buffer, 100, 100, RGBA(Fixture.red))
    }

    @Test("the offset moves the shadow, and the radius is in canvas points whatever the layer's scale")
    func offsetAndScale() throws {
        let buffer = try render(LayerShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), radius: 20,
                                            offset: Point(x: 0, y: 30)))
        // Below the layer the shadow is 30 pt further out than above it.
        let below = Double(buffer.rgba(100, Int(frame.maxY) + 10).g)
        #expect(abs(below - expectedLevel(distance: 10.5 - 30, sigma: 10, alpha: 0.6)) <= 3)
        let above = Double(buffer.rgba(100, Int(frame.minY) - 11).g)
        #expect(abs(above - expectedLevel(distance: 10.5 + 30, sigma: 10, alpha: 0.6)) <= 3)

        // Scaled by 0.5 about its centre: the layer spans 75 … 125, the shadow's σ is still 10 pt.
        let scaled = try render(LayerShadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.6), radius: 20), scale: 0.5)
        for d in [5.0, 10, 20] {
            let x = Int(125 + d)
            let expected = expectedLevel(distance: Double(x) + 0.5 - 125, sigma: 10, alpha: 0.6)
            #expect(abs(Double(scaled.rgba(x, 100).g) - expected) <= 3, "scaled, at \(d) pt")
        }
    }

    @Test("the shadow fades with the layer's opacity and takes its colour")
    func colourAndOpacity() throws {
        let buffer = try render(LayerShadow(color: Color(red: 0, green: 0, blue: 1, alpha: 0.8), radius: 0,
                                            offset: Point(x: 20, y: 0)), opacity: 0.5)
        // Radius 0: a hard copy 20 pt to the right, blue at 0.8 × 0.5 over white.
        let expected = RGBA(r: Int((255 * 0.6).rounded()), g: Int((255 * 0.6).rounded()), b: 255, a: 255)
        expectPixel(buffer, 160, 100, expected, tolerance: 1)
        expectPixel(buffer, 175, 100, RGBA(r: 255, g: 255, b: 255, a: 255))
    }
}
