import Foundation

/// How a blur radius becomes pixels: the radius bucket it is drawn at and the box passes that
/// approximate its Gaussian.
///
/// **Definition.** A blur of radius `r` points is a Gaussian with standard deviation σ = r / 2
/// points (σ = r · scale / 2 pixels), the convention of CSS `box-shadow`/canvas `shadowBlur` and
/// Figma's layer blur, and a close visual match for SwiftUI's `blur(radius:)`. A hard edge
/// becomes a ramp whose 10 %–90 % rise is 2 · 1.2816 · σ wide. ``sigmaPerRadius`` is the one
/// place to change if that convention is revised.
///
/// **Buckets.** The pixel radius is quantized so an animated blur reuses cached results when a
/// value repeats, while neighbouring frames still differ smoothly: steps of 0.5 px below 8 px,
/// then geometric steps of 6 % (8 · 1.06ⁿ px) above, so a step never changes σ by more than
/// about 6 %, which is not visible frame to frame. Bucket 0 is no blur.
///
/// **Resolution.** A wide blur has no fine detail to keep, so it is computed on the content
/// shrunk by ``downsample`` (2 from σ = 2 px, 4 from σ = 8 px: 4 to 16 times fewer pixels) and
/// enlarged again, bilinearly, when composited. Shrinking (a box of f pixels) and enlarging (a
/// tent of ±f pixels) blur a little themselves — variance (3f² − 1)/12 px² — so the box passes
/// supply only the rest, and the whole still has variance σ².
///
/// **Approximation.** Three equal box passes per axis, each a window of 2·``boxRadius``+1
/// pixels at full weight plus one pixel each side at weight ``edgeWeight``, whose variances sum
/// to σ² exactly (the fractional end taps make σ continuous rather than stepping by whole box
/// widths). Its 10–90 % width is about 2.5 % wider than the true Gaussian's.
struct BlurKernel: Hashable {
    /// Gaussian standard deviation per point of blur radius.
    static let sigmaPerRadius = 0.5
    /// Below this pixel radius buckets are linear, above it geometric.
    static let linearLimit = 8.0
    static let linearStep = 0.5
    static let geometricStep = 1.06
    /// 8 · 1.06⁶⁰ ≈ 264 px: a larger blur leaves a flat wash anyway, and the cap bounds the
    /// blurred surface's padding (about 400 px a side) and so its memory.
    static let maximumGeometricSteps = 60.0

    /// The quantized pixel radius this kernel blurs with; 0 is sharp.
    let bucket: Int
    /// Standard deviation in pixels, of the bucketed radius.
    let sigma: Double
    /// How much the content is shrunk before blurring: 1, 2 or 4.
    let downsample: Int
    /// Full-weight half-width of each box pass, in pixels of the shrunk content.
    let boxRadius: Int
    /// Weight of each box's two end taps, in 1/256 (0…255).
    let edgeWeight: UInt32

    /// The kernel for a blur of `pixelRadius` pixels (radius in points × canvas scale).
    init(pixelRadius: Double) {
        self.init(bucket: Self.bucket(forPixelRadius: pixelRadius))
    }

    init(bucket: Int) {
        self.bucket = bucket
        sigma = Self.pixelRadius(ofBucket: bucket) * Self.sigmaPerRadius
        downsample = sigma >= 8 ? 4 : sigma >= 2 ? 2 : 1
        let f = Double(downsample)
        let residual = max(sigma * sigma - Self.resamplingVariance(downsample), 0).squareRoot() / f
        // Each pass contributes a third of the variance. A box of half-width r with end taps
        // of weight α has variance (r(r+1)(2r+1)/3 + 2α(r+1)²) / (2r+1+2α), which rises from
        // r(r+1)/3 at α = 0 to (r+1)(r+2)/3 at α = 1: pick r, then solve for α.
        let v = residual * residual / 3
        var r = 0
        while Double((r + 1) * (r + 2)) / 3 <= v { r += 1 }
        let rr = Double(r)
        let alpha = (v * (2 * rr + 1) - rr * (rr + 1) * (2 * rr + 1) / 3) / (2 * (rr + 1) * (rr + 1) - 2 * v)
        boxRadius = r
        edgeWeight = UInt32(min(max(alpha, 0), 1) * 255 + 0.5)
    }

    /// The variance, in full-resolution px², that shrinking by `factor` (box average) and
    /// enlarging back (bilinear) add by themselves.
    static func resamplingVariance(_ factor: Int) -> Double {
        factor == 1 ? 0 : Double(3 * factor * factor - 1) / 12
    }

    /// Whether this kernel changes anything.
    var isSharp: Bool { bucket == 0 }

    /// How far the blur spreads past the content on each side, in pixels of the shrunk
    /// content: the reach of three boxes (about 3σ), so the blurred surface holds every pixel
    /// the blur can touch.
    var padding: Int { isSharp ? 0 : 3 * (boxRadius + 1) }

    /// ``padding`` in full-resolution pixels.
    var fullResolutionPadding: Int { padding * downsample }

    static func bucket(forPixelRadius radius: Double) -> Int {
        guard radius.isFinite, radius > 0 else { return 0 }
        let linearBuckets = linearLimit / linearStep
        if radius < linearLimit { return Int((radius / linearStep).rounded()) }
        let steps = min((log(radius / linearLimit) / log(geometricStep)).rounded(), maximumGeometricSteps)
        return Int(linearBuckets + steps)
    }

    static func pixelRadius(ofBucket bucket: Int) -> Double {
        let linearBuckets = Int(linearLimit / linearStep)
        if bucket <= linearBuckets { return Double(bucket) * linearStep }
        return linearLimit * pow(geometricStep, Double(bucket - linearBuckets))
    }
}
