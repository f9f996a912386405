import Foundation
import Scene

/// Where a layer's pixels land on the canvas: its scale about its anchor and its offset, as one
/// device-pixel transform, and the whole-pixel box it can touch after its clip and mask.
///
/// Content pixel (u, v) of the layer's rasterized surface lands at `origin + scale · (u, v)`.
/// A blurred surface is `padding` pixels larger on each side, so its own top-left corner lands
/// at `origin − scale · padding`.
struct LayerPlacement {
    /// The layer's uniform scale (device pixels per surface pixel).
    let scale: Double
    /// Device position of the content's top-left pixel corner.
    let originX: Double, originY: Double
    /// The mask's rounded rectangle in device pixels, and its corner radius, if the layer has one.
    let mask: (rect: Rect, cornerRadius: Double)?
    /// The device pixels the layer can touch: its surface's extent rounded out to whole pixels,
    /// cut by its clip, its mask's bounds and the canvas.
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The placement of `layer`, rasterized as `width` × `height` content pixels plus `padding`
    /// on every side, on a canvas of `canvasWidth` × `canvasHeight` pixels at `pixelsPerPoint`.
    init(layer: LayerState, width: Int, height: Int, padding: Int, pixelsPerPoint s: Double,
         canvasWidth: Int, canvasHeight: Int) {
        let k = layer.scale
        let frame = layer.frame
        if k == 1 {
            originX = Self.snapped((frame.minX + layer.offset.x) * s)
            originY = Self.snapped((frame.minY + layer.offset.y) * s)
        } else {
            // The anchor stays put: a frame point q goes to anchor + k · (q − anchor) + offset.
            let anchorX = frame.minX + layer.anchor.x * frame.width
            let anchorY = frame.minY + layer.anchor.y * frame.height
            originX = (anchorX + k * (frame.minX - anchorX) + layer.offset.x) * s
            originY = (anchorY + k * (frame.minY - anchorY) + layer.offset.y) * s
        }
        scale = k

        let pad = k * Double(padding)
        var minX = max((originX - pad).rounded(.down), 0)
        var minY = max((originY - pad).rounded(.down), 0)
        var maxX = min((originX + k * Double(width) + pad).rounded(.up), Double(canvasWidth))
        var maxY = min((originY + k * Double(height) + pad).rounded(.up), Double(canvasHeight))
        if let clip = layer.clip {
            minX = max(minX, clip.minX * s)
            minY = max(minY, clip.minY * s)
            maxX = min(maxX, clip.maxX * s)
            maxY = min(maxY, clip.maxY * s)
        }
        if let layerMask = layer.mask {
            let unit = k * s  // device pixels per layer point
            let rect = Rect(x: originX + layerMask.rect.minX * unit, y: originY + layerMask.rect.minY * unit,
                            width: max(layerMask.rect.width, 0) * unit, height: max(layerMask.rect.height, 0) * unit)
            let radius = max(0, min(layerMask.cornerRadius * unit, rect.width / 2, rect.height / 2))
            mask = (rect, radius)
            minX = max(minX, rect.minX.rounded(.down))
            minY = max(minY, rect.minY.rounded(.down))
            maxX = min(maxX, rect.maxX.rounded(.up))
            maxY = min(maxY, rect.maxY.rounded(.up))
        } else {
            mask = nil
        }
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// Whether any pixel can change.
    var isVisible: Bool { maxX > minX && maxY > minY }

    /// Whether the surface is copied pixel for pixel (unscaled, at a whole-pixel position).
    var isWholePixelCopy: Bool {
        scale == 1 && originX == originX.rounded() && originY == originY.rounded()
    }

    /// A pixel position, with floating-point noise around whole pixels removed, so a layer that
    /// has settled is copied exactly rather than resampled.
    static func snapped(_ value: Double) -> Double {
        let rounded = value.rounded()
        return abs(value - rounded) < 1e-6 ? rounded : value
    }
}
