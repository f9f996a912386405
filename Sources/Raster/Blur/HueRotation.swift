import CBlur
import CCairo
import Foundation
import Scene

/// Turns the hue of a layer's pixels (SwiftUI's `hueRotation`): the surface a layer is drawn from
/// — its content, or its blur — is multiplied through the hue-rotation colour matrix into a
/// surface kept for the next frame, and that one is composited instead.
///
/// The matrix is the one of SVG's `feColorMatrix type="hueRotate"` and CSS's
/// `filter: hue-rotate()` (Filter Effects Module Level 1, §feColorMatrix: luminance weights
/// 0.213, 0.715, 0.072). Apple documents SwiftUI's `GraphicsContext.Filter.hueRotation(_:)` as
/// "equivalent to the `hue-rotate` filter primitive defined by the Scalable Vector Graphics (SVG)
/// specification" (developer.apple.com/documentation/swiftui/graphicscontext/filter/huerotation(_:));
/// the view modifier's documentation says only that it shifts "all of the colors". Neither says
/// in which colour space the matrix applies, so it is applied, as browsers apply CSS's
/// `hue-rotate()`, to the sRGB-encoded values. The layer's pixels are premultiplied: the matrix
/// is linear, so it applies to them directly, each channel then clamped to 0 … alpha.
///
/// No allocation per frame: one surface per size and format is kept (at most ``capacity``), and
/// a layer whose surface and angle have not changed since the last frame is not computed again.
final class HueRotation {
    private struct Size: Hashable {
        var width: Int
        var height: Int
        var opaque: Bool
    }

    private struct Entry {
        var surface: CairoSurface
        /// What the surface holds now: `source` turned by `degrees` (the source is kept, so its
        /// identity is not reused by another surface while the entry remembers it).
        var source: CairoSurface?
        var degrees: Double
    }

    /// Surfaces kept; one per size and format of hue-rotated layer drawn recently.
    static let capacity = 4

    private var kept = RecentlyUsed<Size, Entry>(capacity: capacity)
    /// How many times pixels have been turned (not served from the kept surface); for tests.
    private(set) var computed = 0

    /// `source` with its hue turned by `degrees` (not 0): a surface of the same size and format
    /// that stays valid until the next call for a surface of that size.
    func turned(_ source: CairoSurface, degrees: Double) throws -> CairoSurface {
        let size = Size(width: source.width, height: source.height, opaque: source.isOpaque)
        var entry: Entry
        if let held = kept.value(for: size) {
            if held.source === source, held.degrees == degrees { return held.surface }
            entry = held
        } else {
            entry = Entry(surface: try CairoSurface(width: source.width, height: source.height, opaque: source.isOpaque),
                          source: nil, degrees: 0)
        }
        try apply(degrees, from: source, to: entry.surface)
        entry.source = source
        entry.degrees = degrees
        kept.keep(entry, for: size)
        computed += 1
        return entry.surface
    }

    private func apply(_ degrees: Double, from source: CairoSurface, to target: CairoSurface) throws {
        source.flush()
        target.flush()
        guard let src = cairo_image_surface_get_data(source.pointer), let dst = cairo_image_surface_get_data(target.pointer) else {
            throw RasterError.cairo(operation: "turn the hue of a \(source.width)×\(source.height) surface", message: "no pixel data")
        }
        // The matrix, row-major as the Filter Effects specification gives it, in nine floats on
        // the stack (a tuple, laid out as a C array).
        let radians = degrees * .pi / 180
        let c = cos(radians), s = sin(radians)
        var coefficients = (Float(0.213 + c * 0.787 - s * 0.213), Float(0.715 - c * 0.715 - s * 0.715),
                            Float(0.072 - c * 0.072 + s * 0.928),
                            Float(0.213 - c * 0.213 + s * 0.143), Float(0.715 + c * 0.285 + s * 0.140),
                            Float(0.072 - c * 0.072 - s * 0.283),
                            Float(0.213 - c * 0.213 - s * 0.787), Float(0.715 - c * 0.715 + s * 0.715),
                            Float(0.072 + c * 0.928 + s * 0.072))
        withUnsafePointer(to: &coefficients) { pointer in
            pointer.withMemoryRebound(to: Float.self, capacity: 9) { floats in
                cblur_color_matrix(src, cairo_image_surface_get_stride(source.pointer), dst,
                                   cairo_image_surface_get_stride(target.pointer), Int32(source.width),
                                   Int32(source.height), source.isOpaque ? 1 : 0, floats)
            }
        }
        cairo_surface_mark_dirty(target.pointer)
    }
}
