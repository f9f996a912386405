import CCairo
import CWarp
import Foundation
import Scene

/// Draws a layer turned in 3-D (``Scene/Rotation3D``): the one transform Cairo's affine matrices
/// cannot express, so the surface is mapped pixel by pixel (CWarp) through the exact homography
/// from its pixels to the device's, with bilinear sampling and antialiased edges.
///
/// The homography is the chain, right to left, of: surface pixels → content pixels (a blurred
/// surface is padded and shrunk), content pixels → points relative to the anchor, the 3-D turn
/// and its perspective, the layer's scale, 2-D rotation and offset about the anchor, and the
/// context's own transform (a group's picture may be reduced).
enum ProjectiveComposite {
    /// A 3 × 3 matrix, row-major.
    typealias Matrix = [Double]

    static func multiply(_ a: Matrix, _ b: Matrix) -> Matrix {
        var m = Matrix(repeating: 0, count: 9)
        for i in 0..<3 { for j in 0..<3 { m[3 * i + j] = (0..<3).reduce(0) { $0 + a[3 * i + $1] * b[3 * $1 + j] } } }
        return m
    }

    /// The inverse, or nil when `m` is singular.
    static func inverse(_ m: Matrix) -> Matrix? {
        let det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let cofactors = [m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                         m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                         m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]]
        return cofactors.map { $0 / det }
    }

    /// `m` applied to (x, y, 1), and the w it divides by.
    static func apply(_ m: Matrix, _ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        let w = m[6] * x + m[7] * y + m[8]
        return ((m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w, w)
    }

    /// The map from content pixels of `layer` (at `pixelsPerPoint`) to user-space pixels.
    static func contentToUser(_ layer: LayerState, turn: Rotation3D, pixelsPerPoint s: Double) -> Matrix {
        let frame = layer.frame
        let ax = layer.anchor.x * frame.width, ay = layer.anchor.y * frame.height
        let toAnchor: Matrix = [1 / s, 0, -ax, 0, 1 / s, -ay, 0, 0, 1]
        let θ = layer.rotation * .pi / 180
        let c = layer.rotation == 0 ? 1 : cos(θ), sn = layer.rotation == 0 ? 0 : sin(θ)
        let k = layer.scale
        let place: Matrix = [s * k * c, -s * k * sn, s * (frame.minX + ax + layer.offset.x),
                             s * k * sn, s * k * c, s * (frame.minY + ay + layer.offset.y),
                             0, 0, 1]
        return multiply(place, multiply(turn.matrix(size: frame.size), toAnchor))
    }

    /// Paints `surface` — the layer's content, or its blur (`padding` pixels a side, each pixel
    /// `downsample` content pixels) — turned by `turn`, into `context`.
    static func draw(_ surface: CairoSurface, padding: Int, downsample: Int, layer: LayerState, turn: Rotation3D,
                     pixelsPerPoint s: Double, silhouette: Color?, into context: CairoContext) throws {
        let cr = context.pointer
        guard let target = cairo_get_target(cr), cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            throw RasterError.cairo(operation: "draw a layer turned in 3-D", message: "the target is not an ARGB32 image")
        }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let toDevice: Matrix = [user.xx, user.xy, user.x0, user.yx, user.yy, user.y0, 0, 0, 1]
        let pad = Double(padding), ds = Double(downsample)
        let fromSurface: Matrix = [ds, 0, -pad * ds, 0, ds, -pad * ds, 0, 0, 1]
        let forward = multiply(toDevice, multiply(contentToUser(layer, turn: turn, pixelsPerPoint: s), fromSurface))
        guard let inverse = inverse(forward) else { return }
        let w = Double(surface.width), h = Double(surface.height)
        var quad: [Double] = []
        for (x, y) in [(0.0, 0.0), (w, 0), (w, h), (0, h)] {
            let p = apply(forward, x, y)
            // A corner at or behind the viewer: the perspective limits keep checked presets away from it.
            guard p.w > 1e-9, p.x.isFinite, p.y.isFinite else { return }
            quad += [p.x, p.y]
        }
        let targetWidth = Double(cairo_image_surface_get_width(target)), targetHeight = Double(cairo_image_surface_get_height(target))
        var minX = max(stride(from: 0, to: 8, by: 2).map { quad[$0] }.min() ?? 0, 0)
        var minY = max(stride(from: 1, to: 8, by: 2).map { quad[$0] }.min() ?? 0, 0)
        var maxX = min(stride(from: 0, to: 8, by: 2).map { quad[$0] }.max() ?? 0, targetWidth)
        var maxY = min(stride(from: 1, to: 8, by: 2).map { quad[$0] }.max() ?? 0, targetHeight)
        if let clip = layer.clip {
            let a = apply(toDevice, clip.minX * s, clip.minY * s), b = apply(toDevice, clip.maxX * s, clip.maxY * s)
            minX = max(minX, min(a.x, b.x)); maxX = min(maxX, max(a.x, b.x))
            minY = max(minY, min(a.y, b.y)); maxY = min(maxY, max(a.y, b.y))
        }
        guard maxX > minX, maxY > minY else { return }
        let x0 = Int(minX.rounded(.down)), y0 = Int(minY.rounded(.down))
        let x1 = Int(maxX.rounded(.up)), y1 = Int(maxY.rounded(.up))
        // The mask in surface pixels; its edge softens over one device pixel.
        var mask = (x: 0.0, y: 0.0, w: 0.0, h: 0.0, r: -1.0)
        if let m = layer.mask {
            mask = (m.rect.minX * s / ds + pad, m.rect.minY * s / ds + pad, m.rect.width * s / ds, m.rect.height * s / ds,
                    max(0, min(m.cornerRadius * s / ds, m.rect.width * s / ds / 2, m.rect.height * s / ds / 2)))
        }
        var area = 0.0
        for i in 0..<4 { let j = (i + 1) % 4; area += quad[2 * i] * quad[2 * j + 1] - quad[2 * j] * quad[2 * i + 1] }
        let softness = max((abs(area / 2) / max(w * h, 1)).squareRoot(), 1e-6)

        cairo_surface_flush(target)
        cairo_surface_flush(surface.pointer)
        guard let dst = cairo_image_surface_get_data(target), let src = cairo_image_surface_get_data(surface.pointer) else { return }
        let tint: [Float]? = silhouette.map { [Float($0.red), Float($0.green), Float($0.blue), Float($0.alpha)] }
        inverse.withUnsafeBufferPointer { inv in
            quad.withUnsafeBufferPointer { q in
                let draw = { (t: UnsafePointer<Float>?) in
                    cwarp_projective(src, Int32(surface.width), Int32(surface.height),
                                     cairo_image_surface_get_stride(surface.pointer), surface.isOpaque ? 1 : 0,
                                     dst, cairo_image_surface_get_stride(target), Int32(x0), Int32(y0), Int32(x1), Int32(y1),
                                     inv.baseAddress, q.baseAddress, mask.x, mask.y, mask.w, mask.h, mask.r, softness,
                                     min(max(layer.opacity, 0), 1), t)
                }
                if let tint { tint.withUnsafeBufferPointer { draw($0.baseAddress) } } else { draw(nil) }
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }
}
