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
/// and its perspective, the layer's own placement (``LayerGeometry``: scale, 2-D rotation and
/// offset about the anchor), and the context's transform (a group's picture may be reduced).
/// Every map is a ``Scene/Homography`` value: nothing is allocated per frame.
enum ProjectiveComposite {
    /// The map from content pixels of `layer` to user-space pixels, the 3-D turn placed by `g`.
    static func contentToUser(_ layer: LayerState, turn: Rotation3D, geometry g: LayerGeometry,
                              pixelsPerPoint s: Double) -> Homography {
        let frame = layer.frame
        // The anchor in content pixels: the point the turn is about, and that g's placement keeps.
        let ax = layer.anchor.x * frame.width * s, ay = layer.anchor.y * frame.height * s
        let toAnchor = Homography(1 / s, 0, -ax / s, 0, 1 / s, -ay / s, 0, 0, 1)
        // Content pixel u lands at g.origin + R·diag(kx, ky)·u; a point p relative to the anchor
        // is content pixel s·p + anchor.
        let a = g.cosine * g.scaleX, b = -g.sine * g.scaleY, c = g.sine * g.scaleX, d = g.cosine * g.scaleY
        let place = Homography(s * a, s * b, g.originX + a * ax + b * ay,
                               s * c, s * d, g.originY + c * ax + d * ay,
                               0, 0, 1)
        return place.after(turn.matrix(size: frame.size)).after(toAnchor)
    }

    /// Paints `surface` — the layer's content, or its blur (`padding` pixels a side, each pixel
    /// `downsample` content pixels) — turned by `turn`, into `context` at `opacity`.
    static func draw(_ surface: CairoSurface, padding: Int, downsample: Int, layer: LayerState, turn: Rotation3D,
                     geometry: LayerGeometry, pixelsPerPoint s: Double, opacity: Double, silhouette: Color?,
                     into context: CairoContext) throws {
        let cr = context.pointer
        guard let target = cairo_get_target(cr), cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            throw RasterError.cairo(operation: "draw a layer turned in 3-D", message: "the target is not an ARGB32 image")
        }
        var user = cairo_matrix_t()
        cairo_get_matrix(cr, &user)
        let toDevice = Homography(user.xx, user.xy, user.x0, user.yx, user.yy, user.y0, 0, 0, 1)
        let pad = Double(padding), ds = Double(downsample)
        let fromSurface = Homography(ds, 0, -pad * ds, 0, ds, -pad * ds, 0, 0, 1)
        let forward = toDevice.after(contentToUser(layer, turn: turn, geometry: geometry, pixelsPerPoint: s))
            .after(fromSurface)
        guard let inverse = forward.inverse else { return }
        let w = Double(surface.width), h = Double(surface.height)
        let c0 = forward.apply(0, 0), c1 = forward.apply(w, 0), c2 = forward.apply(w, h), c3 = forward.apply(0, h)
        // A corner at or behind the viewer: the perspective limits keep checked presets away from it.
        func seen(_ c: (x: Double, y: Double, w: Double)) -> Bool { c.w > 1e-9 && c.x.isFinite && c.y.isFinite }
        guard seen(c0), seen(c1), seen(c2), seen(c3) else { return }
        var quad = (c0.x, c0.y, c1.x, c1.y, c2.x, c2.y, c3.x, c3.y)
        let targetWidth = Double(cairo_image_surface_get_width(target)), targetHeight = Double(cairo_image_surface_get_height(target))
        var minX = max(min(c0.x, c1.x, c2.x, c3.x), 0), maxX = min(max(c0.x, c1.x, c2.x, c3.x), targetWidth)
        var minY = max(min(c0.y, c1.y, c2.y, c3.y), 0), maxY = min(max(c0.y, c1.y, c2.y, c3.y), targetHeight)
        if let clip = layer.clip {
            let a = toDevice.apply(clip.minX * s, clip.minY * s), b = toDevice.apply(clip.maxX * s, clip.maxY * s)
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
        let area = abs((c0.x * c1.y - c1.x * c0.y) + (c1.x * c2.y - c2.x * c1.y)
                       + (c2.x * c3.y - c3.x * c2.y) + (c3.x * c0.y - c0.x * c3.y)) / 2
        let softness = max((area / max(w * h, 1)).squareRoot(), 1e-6)

        cairo_surface_flush(target)
        cairo_surface_flush(surface.pointer)
        guard let dst = cairo_image_surface_get_data(target), let src = cairo_image_surface_get_data(surface.pointer) else { return }
        var inverseMatrix = (inverse.m00, inverse.m01, inverse.m02, inverse.m10, inverse.m11, inverse.m12,
                             inverse.m20, inverse.m21, inverse.m22)
        var tint = silhouette.map { (Float($0.red), Float($0.green), Float($0.blue), Float($0.alpha)) } ?? (0, 0, 0, 0)
        // Homogeneous tuples are laid out as C arrays of their element.
        withUnsafePointer(to: &inverseMatrix) { inv in
            withUnsafePointer(to: &quad) { q in
                withUnsafePointer(to: &tint) { t in
                    inv.withMemoryRebound(to: Double.self, capacity: 9) { inv in
                        q.withMemoryRebound(to: Double.self, capacity: 8) { q in
                            t.withMemoryRebound(to: Float.self, capacity: 4) { t in
                                cwarp_projective(src, Int32(surface.width), Int32(surface.height),
                                                 cairo_image_surface_get_stride(surface.pointer), surface.isOpaque ? 1 : 0,
                                                 dst, cairo_image_surface_get_stride(target), Int32(x0), Int32(y0),
                                                 Int32(x1), Int32(y1), inv, q, mask.x, mask.y, mask.w, mask.h, mask.r,
                                                 softness, min(max(opacity, 0), 1), silhouette == nil ? nil : t)
                            }
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
    }
}
