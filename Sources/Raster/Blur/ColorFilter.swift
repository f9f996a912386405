import CBlur
import CCairo
import Foundation
import Scene

/// Applies a layer's colour filters (``ColorMatrix``: SwiftUI's `hueRotation`, `brightness`,
/// `saturation`, `grayscale`): the surface a layer is drawn from — its content, or its blur — is
/// multiplied through the matrix into a surface kept for the next frame, and that one is
/// composited instead. The layer's pixels are premultiplied: the matrix's weights apply to them
/// directly and its offsets are scaled by alpha, each channel then clamped to 0 … alpha.
///
/// No allocation per frame: one surface per size and format is kept (at most ``capacity``), and
/// a layer whose surface and filters have not changed since the last frame is not computed again.
final class ColorFilter {
    private struct Size: Hashable {
        var width: Int
        var height: Int
        var opaque: Bool
    }

    private struct Entry {
        var surface: CairoSurface
        /// What the surface holds now: `source` through `matrix` (the source is kept, so its
        /// identity is not reused by another surface while the entry remembers it).
        var source: CairoSurface?
        var matrix: ColorMatrix
    }

    /// Surfaces kept; one per size and format of filtered layer drawn recently.
    static let capacity = 4

    private var kept = RecentlyUsed<Size, Entry>(capacity: capacity)
    /// How many times pixels have been filtered (not served from the kept surface); for tests.
    private(set) var computed = 0

    /// `source` through `matrix` (not the identity): a surface of the same size and format that
    /// stays valid until the next call for a surface of that size.
    func filtered(_ source: CairoSurface, by matrix: ColorMatrix) throws -> CairoSurface {
        let size = Size(width: source.width, height: source.height, opaque: source.isOpaque)
        var entry: Entry
        if let held = kept.value(for: size) {
            if held.source === source, held.matrix == matrix { return held.surface }
            entry = held
        } else {
            entry = Entry(surface: try CairoSurface(width: source.width, height: source.height, opaque: source.isOpaque),
                          source: nil, matrix: .identity)
        }
        try apply(matrix, from: source, to: entry.surface)
        entry.source = source
        entry.matrix = matrix
        kept.keep(entry, for: size)
        computed += 1
        return entry.surface
    }

    private func apply(_ matrix: ColorMatrix, from source: CairoSurface, to target: CairoSurface) throws {
        source.flush()
        target.flush()
        guard let src = cairo_image_surface_get_data(source.pointer), let dst = cairo_image_surface_get_data(target.pointer) else {
            throw RasterError.cairo(operation: "filter the colours of a \(source.width)×\(source.height) surface",
                                    message: "no pixel data")
        }
        var entries = matrix.entries
        withUnsafeBytes(of: &entries) { bytes in
            guard let floats = bytes.baseAddress?.assumingMemoryBound(to: Float.self) else { return }
            cblur_color_matrix(src, cairo_image_surface_get_stride(source.pointer), dst,
                               cairo_image_surface_get_stride(target.pointer), Int32(source.width),
                               Int32(source.height), source.isOpaque ? 1 : 0, floats)
        }
        cairo_surface_mark_dirty(target.pointer)
    }
}
