import Foundation
import Motion
import Scene
import Testing
@testable import Raster

/// The σ that `blur: r` and `shadow.radius: r` draw with, measured rather than assumed: a large
/// black rectangle's straight edge, blurred, falls off as 1 − Φ(d / σ) at a distance d from it,
/// so σ is fitted by least squares to a row of pixels across that edge and compared with r / 2.
///
/// The fit uses every pixel of the ramp (not two crossings), so it measures the whole profile's
/// width; the renderer's three box passes, its radius buckets and 8-bit levels keep it within a
/// few percent of a true Gaussian.
@Suite("Blur and shadow σ, fitted to a rendered edge")
struct BlurSigmaTests {
    /// White, so black coverage c leaves every channel at 255 · (1 − c).
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// 1 − Φ(d / σ): the coverage of a blurred half-plane at a signed distance d outside its edge.
    static func edgeCoverage(distance d: Double, sigma: Double) -> Double {
        0.5 * erfc(d / (sigma * 2.0.squareRoot()))
    }

    /// The σ minimising Σ (cᵢ − (1 − Φ(dᵢ / σ)))² over the samples, by golden-section search
    /// (the sum is unimodal in σ for a monotone edge).
    static func fitSigma(_ samples: [(distance: Double, coverage: Double)], in range: ClosedRange<Double>) -> Double {
        func cost(_ sigma: Double) -> Double {
            samples.reduce(0) { sum, s in
                let e = s.coverage - edgeCoverage(distance: s.distance, sigma: sigma)
                return sum + e * e
            }
        }
        let ratio = (5.0.squareRoot() - 1) / 2
        var a = range.lowerBound, b = range.upperBound
        for _ in 0..<100 {
            let c = b - ratio * (b - a), d = a + ratio * (b - a)
            if cost(c) < cost(d) { b = d } else { a = c }
        }
        return (a + b) / 2
    }

    /// Black coverage along row `y` of `buffer` at every column, paired with the signed
    /// distance in points of the pixel's centre beyond `edge` (points), at `scale` pixels a point.
    static func profile(_ buffer: PixelBuffer, row y: Int, edge: Double, scale: Double) -> [(distance: Double, coverage: Double)] {
        (0..<buffer.width).map { x in
            let distance = (Double(x) + 0.5) / scale - edge
            return (distance, 1 - Double(buffer.rgba(x, y).g) / 255)
        }
    }

    static func canvas(scale: Double) -> Canvas {
        Canvas(size: Size(width: 200, height: 100), scale: scale, fps: 60, background: white)
    }

    @Test("blur: r draws a Gaussian edge of σ = r / 2, at 1× and 3×", arguments: [(6.0, 1.0), (12.0, 1.0), (20.0, 1.0), (12.0, 3.0)])
    func blurSigma(radius: Double, scale: Double) throws {
        // Black from far off the left, top and bottom to x = 100 pt: one straight edge in view.
        let frame = Rect(x: -400, y: -400, width: 500, height: 900)
        let layer = LayerState(id: "edge", content: .page(.fill(Self.black)), frame: frame, zIndex: 0, blur: radius)
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [layer]), on: Self.canvas(scale: scale))
        let samples = Self.profile(buffer, row: buffer.height / 2, edge: frame.maxX, scale: scale)
            .filter { abs($0.distance) <= 4 * radius / 2 }
        #expect(samples.count >= Int(3 * radius * scale), "the ramp lies inside the canvas")
        let sigma = Self.fitSigma(samples, in: 0.05 ... 2 * radius)
        #expect(abs(sigma - radius / 2) <= 0.04 * radius / 2,
                "blur \(radius) pt at \(scale)×: fitted σ \(sigma) pt, r / 2 is \(radius / 2)")
        // σ = r would miss by 50 %: the fit tells the two conventions apart.
        #expect(abs(sigma - radius) > 0.4 * radius)
    }

    @Test("shadow radius r draws a Gaussian edge of σ = r / 2", arguments: [8.0, 16.0, 30.0])
    func shadowSigma(radius: Double) throws {
        // An opaque white card (invisible on white) whose black shadow shows only where the card
        // is not: left of x = 60 pt, far from its corners.
        let frame = Rect(x: 60, y: -400, width: 600, height: 900)
        let card = LayerState(id: "card", content: .page(.fill(Self.white)), frame: frame, zIndex: 0,
                              shadow: LayerShadow(color: Self.black, radius: radius))
        let buffer = try Fixture.render(FrameState(index: 0, time: 0, layers: [card]), on: Self.canvas(scale: 1))
        // Outside the card the shadow's coverage is 1 − Φ(d / σ) at d = 60 − x (distance beyond
        // the left edge, growing to the left); inside, the card covers it.
        let samples = (0..<Int(frame.minX)).map { x -> (distance: Double, coverage: Double) in
            (frame.minX - (Double(x) + 0.5), 1 - Double(buffer.rgba(x, 50).g) / 255)
        }.filter { $0.distance <= 4 * radius / 2 }
        let sigma = Self.fitSigma(samples, in: 0.05 ... 2 * radius)
        #expect(abs(sigma - radius / 2) <= 0.04 * radius / 2,
                "shadow \(radius) pt: fitted σ \(sigma) pt, r / 2 is \(radius / 2)")
    }

    @Test("the fit itself recovers a known σ from an exact Gaussian edge")
    func fitRecoversKnownSigma() {
        // Guards the test's own arithmetic: exact samples of σ = 3.7 must fit to 3.7.
        let samples = stride(from: -15.0, through: 15, by: 0.5).map { ($0, Self.edgeCoverage(distance: $0, sigma: 3.7)) }
        #expect(abs(Self.fitSigma(samples, in: 0.05 ... 20) - 3.7) < 1e-6)
    }
}
