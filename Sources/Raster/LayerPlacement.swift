import Foundation
import Scene

/// Where one rasterized surface of a layer lands: the device-pixel transform of its pixels and
/// the whole-pixel box it can touch after the layer's clip and mask.
///
/// Surface pixel (u, v) lands at `origin + R · (scaleX · u, scaleY · v)`, R the layer's rotation. For a whole content surface that is
/// the layer's own transform (``LayerGeometry``); for a ``LayerWindow`` the origin moves to the
/// window's corner and each surface pixel covers 2^level content pixels. A blurred surface is
/// `padding` pixels larger on each side, so its own top-left corner lands at `origin − scale · padding`.
struct LayerPlacement {
    /// Device pixels per surface pixel, along the surface's x and y axes.
    let scaleX: Double, scaleY: Double
    /// Device position of the surface's top-left pixel corner (before any blur padding).
    let originX: Double, originY: Double
    /// The layer's rotation, as in ``LayerGeometry``.
    let cosine: Double, sine: Double
    /// The mask's rounded rectangle in device pixels, and its corner radius, if the layer has one.
    let mask: (rect: Rect, cornerRadius: Double)?
    /// The device pixels the layer can touch: its surface's extent rounded out to whole pixels,
    /// cut by its clip, its mask's bounds and the canvas.
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The placement of a `width` × `height` surface holding `window` of the layer placed by
    /// `geometry` (nil: the whole content), plus `padding` surface pixels on every side.
    init(geometry g: LayerGeometry, window: LayerWindow?, width: Int, height: Int, padding: Int) {
        cosine = g.cosine
        sine = g.sine
        if let window {
            let f = window.contentPixelsPerSurfacePixel
            scaleX = g.scaleX * f
            scaleY = g.scaleY * f
            let x = scaleX * Double(window.x), y = scaleY * Double(window.y)
            if g.isRotated {
                originX = g.originX + g.cosine * x - g.sine * y
                originY = g.originY + g.sine * x + g.cosine * y
            } else {
                originX = g.originX + x
                originY = g.originY + y
            }
        } else {
            scaleX = g.scaleX
            scaleY = g.scaleY
            originX = g.originX
            originY = g.originY
        }
        mask = g.mask
        if g.isRotated {
            let p = Double(padding)
            let bounds = LayerGeometry.bounds(
                of: Rect(x: -p, y: -p, width: Double(width) + 2 * p, height: Double(height) + 2 * p),
                originX: originX, originY: originY, scaleX: scaleX, scaleY: scaleY, cosine: cosine, sine: sine)
            minX = max(bounds.minX.rounded(.down), g.minX)
            minY = max(bounds.minY.rounded(.down), g.minY)
            maxX = min(bounds.maxX.rounded(.up), g.maxX)
            maxY = min(bounds.maxY.rounded(.up), g.maxY)
            return
        }
        let padX = scaleX * Double(padding), padY = scaleY * Double(padding)
        minX = max((originX - padX).rounded(.down), g.minX)
        minY = max((originY - padY).rounded(.down), g.minY)
        maxX = min((originX + scaleX * Double(width) + padX).rounded(.up), g.maxX)
        maxY = min((originY + scaleY * Double(height) + padY).rounded(.up), g.maxY)
    }

    /// Whether any pixel can change.
    var isVisible: Bool { maxX > minX && maxY > minY }

    /// Whether the surface is copied pixel for pixel (unscaled, at a whole-pixel position).
    var isWholePixelCopy: Bool {
        cosine == 1 && sine == 0 && scaleX == 1 && scaleY == 1 && originX == originX.rounded() && originY == originY.rounded()
    }
}
