import Foundation
import Scene

/// The colour filters of a layer — SwiftUI's `hueRotation`, `brightness`, `saturation` and
/// `grayscale`, applied in that order, the order the SwiftUI code MotionReel writes puts them in
/// — as one affine map of a pixel's red, green and blue, so the pixels are read once whatever
/// the number of filters.
///
/// Row-major 3 × 4: each row is a channel's weights of red, green and blue and an offset in 0 …
/// 255 units. It is held in a `SIMD16` (the last four lanes unused) so that building and
/// comparing one allocates nothing in the frame loop.
///
/// Each filter's matrix is the one the Filter Effects Module Level 1 gives for `feColorMatrix`
/// and CSS's filter functions, which Apple names as the equivalent of SwiftUI's
/// (`GraphicsContext.Filter.hueRotation(_:)`: "equivalent to the `hue-rotate` filter primitive
/// defined by … SVG"; `.saturation(_:)` likewise the `saturate` primitive; `.grayscale(_:)` the
/// `grayscale` primitive) — except brightness, which Apple documents as "an amount to add to the
/// pixel's color components", matching Core Image's `CIColorControls` and *not* SVG's
/// multiplying `brightness`. None of them says in which colour space it applies; as browsers do
/// for CSS, the matrices apply to the sRGB-encoded values.
struct ColorMatrix: Equatable {
    private(set) var entries: SIMD16<Float>

    static let identity = ColorMatrix(rows: (1, 0, 0, 0), (0, 1, 0, 0), (0, 0, 1, 0))

    private init(rows r: (Double, Double, Double, Double), _ g: (Double, Double, Double, Double),
                 _ b: (Double, Double, Double, Double)) {
        entries = SIMD16(Float(r.0), Float(r.1), Float(r.2), Float(r.3), Float(g.0), Float(g.1), Float(g.2), Float(g.3),
                         Float(b.0), Float(b.1), Float(b.2), Float(b.3), 0, 0, 0, 0)
    }

    private init(entries: SIMD16<Float>) { self.entries = entries }

    /// The layer's filters in one matrix; ``identity`` when it has none. A spring overshoots its
    /// target, so each amount is first clamped to where its filter means something (as opacity
    /// is): brightness −1 … 1, saturation ≥ 0, grayscale 0 … 1 — CSS clamps its `saturate()` and
    /// `grayscale()` the same way.
    init(_ layer: LayerState) {
        let brightness = min(max(layer.brightness, -1), 1), saturation = max(layer.saturation, 0)
        let grayscale = min(max(layer.grayscale, 0), 1)
        var matrix = ColorMatrix.identity
        if layer.hueRotation != 0 { matrix = ColorMatrix.hueRotation(degrees: layer.hueRotation).after(matrix) }
        if brightness != 0 { matrix = ColorMatrix.brightness(brightness).after(matrix) }
        if saturation != 1 { matrix = ColorMatrix.saturation(saturation).after(matrix) }
        if grayscale != 0 { matrix = ColorMatrix.grayscale(grayscale).after(matrix) }
        self = matrix
    }

    var isIdentity: Bool { self == .identity }

    /// `feColorMatrix type="hueRotate"`: luminance weights 0.213, 0.715, 0.072.
    static func hueRotation(degrees: Double) -> ColorMatrix {
        let radians = degrees * .pi / 180
        let c = cos(radians), s = sin(radians)
        return ColorMatrix(rows: (0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0),
                           (0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0),
                           (0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0))
    }

    /// `feColorMatrix type="saturate"`: 0 is gray, 1 unchanged, above 1 more saturated.
    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix(rows: (0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0),
                    (0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0),
                    (0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0))
    }

    /// The `grayscale` filter function (Filter Effects §grayscale, weights 0.2126, 0.7152,
    /// 0.0722): 0 unchanged, 1 wholly gray.
    static func grayscale(_ amount: Double) -> ColorMatrix {
        let k = 1 - amount
        return ColorMatrix(rows: (0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0),
                           (0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0),
                           (0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0))
    }

    /// `amount` added to every component (1 is white, −1 black).
    static func brightness(_ amount: Double) -> ColorMatrix {
        let offset = amount * 255
        return ColorMatrix(rows: (1, 0, 0, offset), (0, 1, 0, offset), (0, 0, 1, offset))
    }

    /// This filter applied to what `first` gives: weights multiply, and `first`'s offsets pass
    /// through this one's weights before its own offsets add.
    func after(_ first: ColorMatrix) -> ColorMatrix {
        let a = entries, b = first.entries
        var out = SIMD16<Float>(repeating: 0)
        for row in 0..<3 {
            for column in 0..<4 {
                var sum: Float = column == 3 ? a[row * 4 + 3] : 0
                for k in 0..<3 { sum += a[row * 4 + k] * b[k * 4 + column] }
                out[row * 4 + column] = sum
            }
        }
        return ColorMatrix(entries: out)
    }
}
