import CBlur
import CCairo
import Foundation
import Scene

/// A layer content blurred at one radius bucket: a surface larger than the content by
/// ``padding`` pixels on every side, since a blur spreads outward, and possibly shrunk by
/// ``downsample`` (each of its pixels covers downsample × downsample content pixels).
struct BlurredSurface {
    let surface: CairoSurface
    let padding: Int
    let downsample: Int
}

/// Blurs layer surfaces and keeps the few most recently used results.
///
/// Keyed by content, pixel size and radius bucket (see ``BlurKernel``), so a blur that holds
/// still, or two layers blurred alike, is computed once; an animating one costs one blur per
/// frame. At most ``capacity`` surfaces are kept (least recently used goes first), so memory
/// stays flat however many radii pass through. The scratch memory the blur needs is kept too,
/// grown to the largest surface seen.
final class BlurCache {
    struct Key: Hashable {
        var content: LayerCache.Key
        var bucket: Int
    }

    /// A full-screen blur at 1170×2532 is ~13 MB when σ < 2 px, and 4 or 16 times less when it
    /// is computed shrunk (see ``BlurKernel``): eight of them stay well under 100 MB.
    static let capacity = 8

    private var kept = RecentlyUsed<Key, BlurredSurface>(capacity: capacity)
    /// How many blurs have been computed (not served from the cache); for tests and tuning.
    private(set) var blursComputed = 0

    private var scratch: UnsafeMutableRawPointer?
    private var scratchBytes = 0
    private var rowSums: UnsafeMutablePointer<UInt32>?
    private var zeroRow: UnsafeMutablePointer<UInt8>?
    private var rowBytes = 0

    deinit {
        scratch?.deallocate()
        rowSums?.deallocate()
        zeroRow?.deallocate()
    }

    var count: Int { kept.count }

    /// `source` (the rasterized content for `key`) blurred with `kernel`.
    func blurred(_ source: CairoSurface, key: LayerCache.Key, kernel: BlurKernel) throws -> BlurredSurface {
        let blurKey = Key(content: key, bucket: kernel.bucket)
        if let blurred = kept.value(for: blurKey) { return blurred }
        let blurred = try blur(source, kernel: kernel)
        kept.keep(blurred, for: blurKey)
        return blurred
    }

    private func blur(_ source: CairoSurface, kernel: BlurKernel) throws -> BlurredSurface {
        let pad = kernel.padding, f = kernel.downsample
        let contentWidth = (source.width + f - 1) / f, contentHeight = (source.height + f - 1) / f
        let width = contentWidth + 2 * pad, height = contentHeight + 2 * pad
        let surface = try CairoSurface(width: width, height: height)
        if f == 1 {
            // Copy the content into the middle; Cairo turns an opaque RGB24 content into ARGB32.
            let context = try CairoContext(surface: surface)
            cairo_set_source_surface(context.pointer, source.pointer, Double(pad), Double(pad))
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
            cairo_rectangle(context.pointer, Double(pad), Double(pad), Double(source.width), Double(source.height))
            cairo_fill(context.pointer)
            try context.checkStatus("copy a layer to blur it")
            surface.flush()
        }
        guard let data = cairo_image_surface_get_data(surface.pointer) else {
            throw RasterError.cairo(operation: "blur a \(width)×\(height) surface", message: "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        if f > 1 {
            guard let sourceData = cairo_image_surface_get_data(source.pointer) else {
                throw RasterError.cairo(operation: "shrink a layer to blur it", message: "no pixel data")
            }
            let opaque = cairo_image_surface_get_format(source.pointer) == CAIRO_FORMAT_RGB24
            cblur_downsample(sourceData, Int32(source.width), Int32(source.height),
                             cairo_image_surface_get_stride(source.pointer), opaque ? 1 : 0,
                             data + pad * stride + pad * 4, Int32(stride), Int32(f))
        }
        reserveScratch(bytes: stride * height, rowBytes: stride)
        guard let scratch, let rowSums, let zeroRow else {
            throw RasterError.cairo(operation: "blur a \(width)×\(height) surface", message: "no scratch memory")
        }
        cblur_gaussian_blur(data, scratch.assumingMemoryBound(to: UInt8.self), rowSums, zeroRow,
                            Int32(width), Int32(height), Int32(stride),
                            Int32(kernel.boxRadius), kernel.edgeWeight)
        cairo_surface_mark_dirty(surface.pointer)
        blursComputed += 1
        return BlurredSurface(surface: surface, padding: pad, downsample: f)
    }

    /// Grows the scratch buffers to hold a surface of `bytes` with rows of `rowBytes`.
    private func reserveScratch(bytes: Int, rowBytes needed: Int) {
        if bytes > scratchBytes {
            scratch?.deallocate()
            scratch = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            scratchBytes = bytes
        }
        if needed > rowBytes {
            rowSums?.deallocate()
            zeroRow?.deallocate()
            rowSums = .allocate(capacity: needed)
            let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: needed)
            zeros.initialize(repeating: 0, count: needed)
            zeroRow = zeros
            rowBytes = needed
        }
    }
}
