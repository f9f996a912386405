import Foundation
import Scene
import Testing
@testable import Raster

@Suite("Blurring a layer")
struct BlurTests {
    /// 100 × 100 pt at scale 2, so point radii become twice as many pixels.
    let canvas = Canvas(size: Size(width: 100, height: 100), scale: 2, fps: 60, background: Fixture.background)
    /// Red from far off the left, top and bottom to x = 50 pt: one hard vertical edge in view.
    let frame = Rect(x: -200, y: -200, width: 250, height: 500)
    let edgePixel = 100.0  // 50 pt at scale 2

    func redEdge(blur: Double) -> FrameState {
        FrameState(index: 0, time: 0, layers: [Fixture.fillLayer("page", Fixture.red, frame: frame, blur: blur)])
    }

    /// The red layer's coverage at column x of row y: red over the background leaves green at
    /// 249 · (1 − coverage), so coverage is 1 − g / 249.
    func coverage(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Double {
        1 - Double(buffer.rgba(x, y).g) / 249
    }

    /// Where, between pixel centres, coverage falls through `level` along row y (interpolated).
    func crossing(_ buffer: PixelBuffer, row y: Int, level: Double) -> Double? {
        for x in 0..<(buffer.width - 1) {
            let a = coverage(buffer, x, y), b = coverage(buffer, x + 1, y)
            if a >= level, b < level { return Double(x) + 0.5 + (a - level) / (a - b) }
        }
        return nil
    }

    /// The definition (see BlurKernel): a radius of r points is a Gaussian of σ = r / 2 points.
    /// Its step response rises from 10 % to 90 % over 2 · z₀.₉ · σ, z₀.₉ = 1.2816.
    ///
    /// Tolerance: the radius is bucketed (≤ 0.25 px below 8 px, ≤ 3 % above), three box passes
    /// are about 2.5 % wider than a Gaussian at this level, and 8-bit levels and interpolation
    /// between pixel centres add about half a pixel: 8 % plus 1 px covers it with room.
    @Test("a hard edge becomes a ramp as wide as the Gaussian predicts", arguments: [2.0, 5.0, 8.0, 15.0])
    func rampWidth(radius: Double) throws {
        let buffer = try Fixture.render(redEdge(blur: radius), on: canvas)
        let sigma = radius / 2 * canvas.scale
        let predicted = 2 * 1.2816 * sigma
        for y in [100, 150] {
            let x90 = try #require(crossing(buffer, row: y, level: 0.9))
            let x50 = try #require(crossing(buffer, row: y, level: 0.5))
            let x10 = try #require(crossing(buffer, row: y, level: 0.1))
            let width = x10 - x90
            #expect(abs(width - predicted) <= 0.08 * predicted + 1,
                    "10–90 % width \(width) px, predicted \(predicted) px (σ = \(sigma) px)")
            // The ramp is centred on the sharp edge: the blur spreads equally both ways.
            #expect(abs(x50 - edgePixel) <= 0.75, "50 % at \(x50), edge at \(edgePixel)")
        }
    }

    @Test("a blurred layer's far interior keeps its exact colour, and far outside stays background")
    func interior() throws {
        let buffer = try Fixture.render(redEdge(blur: 10), on: canvas)
        // σ = 10 px: 3σ (plus the boxes' last pixel) from the edge nothing changes.
        for y in [0, 100, 199] {
            expectPixel(buffer, 40, y, RGBA(Fixture.red))
            expectPixel(buffer, 170, y, RGBA(Fixture.background))
        }
    }

    @Test("blur spreads past the layer's frame")
    func spreadsOutward() throws {
        let square = Rect(x: 30, y: 30, width: 40, height: 40)
        let state = FrameState(index: 0, time: 0, layers: [
            Fixture.fillLayer("page", Fixture.red, frame: square, blur: 6),
        ])
        let buffer = try Fixture.render(state, on: canvas)
        // 1 pt outside the frame's left edge (σ = 6 px, 2 px away): clearly tinted.
        #expect(coverage(buffer, 58, 100) > 0.2)
        // The centre, 20 pt from every edge, is solid.
        expectPixel(buffer, 100, 100, RGBA(Fixture.red))
    }

    @Test("a repeated blur radius, or one in the same bucket, reuses the blurred surface")
    func cacheReuse() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        for (i, radius) in [10.0, 10.0, 10.01, 10.0].enumerated() {
            try renderer.render(FrameState(index: i, time: 0, layers: redEdge(blur: radius).layers), into: buffer)
        }
        #expect(renderer.blursComputed == 1)
        try renderer.render(redEdge(blur: 12), into: buffer)
        #expect(renderer.blursComputed == 2)
        try renderer.render(redEdge(blur: 10), into: buffer)
        #expect(renderer.blursComputed == 2)
        #expect(renderer.cachedContentCount == 1)
    }

    @Test("an animated blur keeps a bounded number of blurred surfaces")
    func boundedCache() throws {
        let renderer = try FrameRenderer(canvas: canvas)
        let buffer = PixelBuffer(width: canvas.pixelWidth, height: canvas.pixelHeight)
        for i in 0..<40 {
            try renderer.render(FrameState(index: i, time: 0, layers: redEdge(blur: Double(i)).layers), into: buffer)
            #expect(renderer.cachedBlurCount <= BlurCache.capacity)
        }
        #expect(renderer.blursComputed > BlurCache.capacity)
    }

    @Test("buckets are 0.5 px apart below 8 px and about 6 % apart above, and never far from the radius")
    func buckets() {
        for pixels in stride(from: 0.0, through: 300, by: 0.37) {
            let bucketed = BlurKernel.pixelRadius(ofBucket: BlurKernel.bucket(forPixelRadius: pixels))
            if pixels < 8 {
                #expect(abs(bucketed - pixels) <= 0.25 + 1e-9)
            } else if pixels < 250 {
                #expect(abs(bucketed / pixels - 1) <= 0.031, "\(pixels) px → \(bucketed) px")
            }
        }
        #expect(BlurKernel(pixelRadius: 0.2).isSharp)
        #expect(BlurKernel(pixelRadius: 1e9).padding < 500)
    }

    @Test("box passes and resampling add up to the bucketed σ²", arguments: [1.0, 3.0, 7.5, 16.0, 40.0, 120.0])
    func kernelVariance(pixelRadius: Double) {
        let k = BlurKernel(pixelRadius: pixelRadius)
        let r = Double(k.boxRadius), a = Double(k.edgeWeight) / 255, f = Double(k.downsample)
        // A box of half-width r with end taps of weight a: Σ i² w(i) / Σ w(i).
        let boxVariance = (r * (r + 1) * (2 * r + 1) / 3 + 2 * a * (r + 1) * (r + 1)) / (2 * r + 1 + 2 * a)
        // Shrinking by f averages f pixels (variance (f² − 1)/12); enlarging is a ±f tent (f²/6).
        let resampling = f == 1 ? 0 : (f * f - 1) / 12 + f * f / 6
        let total = 3 * boxVariance * f * f + resampling
        #expect(abs(total.squareRoot() - k.sigma) <= 0.01 * k.sigma + 0.01)
    }
}
