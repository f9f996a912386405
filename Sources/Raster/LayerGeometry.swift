import Foundation
import Scene

/// Where a layer's content lands on the canvas, whatever surface it is rasterized into.
///
/// Content pixel (u, v) — the layer's frame at full resolution, `frame.size × pixelsPerPoint`
/// pixels — lands at `origin + R · (scaleX · u, scaleY · v)` in device pixels, R the layer's
/// rotation (the identity for an upright layer): its scale (uniform, times `scaleEffect(x:y:)`'s
/// factors, in the layer's own axes) and rotation about its anchor and its offset, as one
/// transform. The box is what the canvas can show of any layer
/// placed there: the canvas, cut by the layer's clip and its mask's bounds. Knowing it before
/// rasterizing is what lets a huge layer be rasterized only where it can be seen (see
/// ``LayerWindow``).
struct LayerGeometry {
    /// Device coordinates beyond this many pixels from the canvas overflow Cairo's 24.8
    /// fixed-point paths (±8 388 608); a canvas is at most 8192 px, so a rectangle edge moved in
    /// to this distance changes nothing on it.
    static let deviceLimit = Double(1 << 22)

    /// The layer's scale along its own x and y axes (device pixels per content pixel): the
    /// uniform scale times `scaleX` and `scaleY`, equal unless it is scaled by two factors.
    let scaleX: Double, scaleY: Double
    /// Device position of the content's top-left pixel corner.
    let originX: Double, originY: Double
    /// Cosine and sine of the layer's rotation (clockwise on screen, y growing downwards).
    let cosine: Double, sine: Double
    /// The mask's rounded rectangle in device pixels, and its corner radius, if the layer has one
    /// and is upright with one scale.
    let mask: (rect: Rect, cornerRadius: Double)?
    /// A turned (or unevenly scaled) layer's mask, in content pixels: drawn under the layer's own
    /// transform, since its rounded corners are no longer circles of the device.
    let contentMask: (rect: Rect, cornerRadius: Double)?
    /// The device pixels any part of the layer could touch: the canvas, cut by the clip and by the
    /// mask's bounds rounded out to whole pixels.
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    /// The geometry of `layer` on a canvas of `canvasWidth` × `canvasHeight` pixels at `pixelsPerPoint`.
    init(layer: LayerState, pixelsPerPoint s: Double, canvasWidth: Int, canvasHeight: Int) {
        let kx = layer.horizontalScale, ky = layer.verticalScale
        let frame = layer.frame
        let radians = layer.rotation * .pi / 180
        (cosine, sine) = layer.rotation == 0 ? (1, 0) : (cos(radians), sin(radians))
        if layer.rotation != 0 {
            // The anchor stays put: q goes to anchor + R · diag(kx, ky) · (q − anchor) + offset.
            let anchorX = frame.minX + layer.anchor.x * frame.width
            let anchorY = frame.minY + layer.anchor.y * frame.height
            let dx = kx * (frame.minX - anchorX), dy = ky * (frame.minY - anchorY)
            originX = (anchorX + cosine * dx - sine * dy + layer.offset.x) * s
            originY = (anchorY + sine * dx + cosine * dy + layer.offset.y) * s
        } else if kx == 1, ky == 1 {
            originX = Self.snapped((frame.minX + layer.offset.x) * s)
            originY = Self.snapped((frame.minY + layer.offset.y) * s)
        } else {
            // The anchor stays put: a frame point q goes to anchor + diag(kx, ky) · (q − anchor) + offset.
            let anchorX = frame.minX + layer.anchor.x * frame.width
            let anchorY = frame.minY + layer.anchor.y * frame.height
            originX = (anchorX + kx * (frame.minX - anchorX) + layer.offset.x) * s
            originY = (anchorY + ky * (frame.minY - anchorY) + layer.offset.y) * s
        }
        scaleX = kx
        scaleY = ky

        var minX = 0.0, minY = 0.0, maxX = Double(canvasWidth), maxY = Double(canvasHeight)
        if let clip = layer.clip {
            minX = max(minX, clip.minX * s)
            minY = max(minY, clip.minY * s)
            maxX = min(maxX, clip.maxX * s)
            maxY = min(maxY, clip.maxY * s)
        }
        if let layerMask = layer.mask, layer.rotation != 0 || (kx != ky && layerMask.cornerRadius > 0) {
            let rect = Rect(x: layerMask.rect.minX * s, y: layerMask.rect.minY * s,
                            width: max(layerMask.rect.width, 0) * s, height: max(layerMask.rect.height, 0) * s)
            contentMask = (rect, max(0, min(layerMask.cornerRadius * s, rect.width / 2, rect.height / 2)))
            mask = nil
            let bounds = Self.bounds(of: rect, originX: originX, originY: originY, scaleX: kx, scaleY: ky,
                                     cosine: cosine, sine: sine)
            minX = max(minX, bounds.minX.rounded(.down))
            minY = max(minY, bounds.minY.rounded(.down))
            maxX = min(maxX, bounds.maxX.rounded(.up))
            maxY = min(maxY, bounds.maxY.rounded(.up))
        } else if let layerMask = layer.mask {
            contentMask = nil
            let unitX = kx * s, unitY = ky * s  // device pixels per layer point
            let rect = Self.withinDeviceLimit(Rect(
                x: originX + layerMask.rect.minX * unitX, y: originY + layerMask.rect.minY * unitY,
                width: max(layerMask.rect.width, 0) * unitX, height: max(layerMask.rect.height, 0) * unitY))
            // Square corners when the scales differ (rounded ones went to ``contentMask``).
            let radius = max(0, min(layerMask.cornerRadius * unitX, rect.width / 2, rect.height / 2))
            mask = (rect, radius)
            minX = max(minX, rect.minX.rounded(.down))
            minY = max(minY, rect.minY.rounded(.down))
            maxX = min(maxX, rect.maxX.rounded(.up))
            maxY = min(maxY, rect.maxY.rounded(.up))
        } else {
            mask = nil
            contentMask = nil
        }
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// Whether the layer is turned, and so drawn through a general transform.
    var isRotated: Bool { !(cosine == 1 && sine == 0) }

    /// The larger of the two scales: how finely the content must be rasterized.
    var largestScale: Double { max(scaleX, scaleY) }

    /// The device box (``minX`` … ``maxY``) mapped back to content pixels, as the smallest
    /// content rectangle that holds it: what a window of a large layer must cover.
    var contentBox: (u0: Double, u1: Double, v0: Double, v1: Double) {
        guard isRotated else {
            return ((minX - originX) / scaleX, (maxX - originX) / scaleX, (minY - originY) / scaleY, (maxY - originY) / scaleY)
        }
        var u0 = Double.infinity, u1 = -Double.infinity, v0 = Double.infinity, v1 = -Double.infinity
        for (x, y) in [(minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY)] {
            let dx = x - originX, dy = y - originY
            // R⁻¹ is R's transpose; then each axis's scale is undone.
            let u = (cosine * dx + sine * dy) / scaleX, v = (-sine * dx + cosine * dy) / scaleY
            (u0, u1, v0, v1) = (min(u0, u), max(u1, u), min(v0, v), max(v1, v))
        }
        return (u0, u1, v0, v1)
    }

    /// The device-pixel bounding box of `rect` (in the pixels of a surface whose pixel (0, 0)
    /// lands at `origin`) after scaling by (`scaleX`, `scaleY`) and turning by (`cosine`, `sine`).
    static func bounds(of rect: Rect, originX: Double, originY: Double, scaleX: Double, scaleY: Double,
                       cosine: Double, sine: Double) -> Rect {
        var x0 = Double.infinity, x1 = -Double.infinity, y0 = Double.infinity, y1 = -Double.infinity
        for (u, v) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            let su = scaleX * u, sv = scaleY * v
            let x = originX + cosine * su - sine * sv, y = originY + sine * su + cosine * sv
            (x0, x1, y0, y1) = (min(x0, x), max(x1, x), min(y0, y), max(y1, y))
        }
        return withinDeviceLimit(Rect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0)))
    }

    /// Whether no pixel of the canvas can show the layer (also when a number is NaN).
    var isEmpty: Bool { !(maxX > minX && maxY > minY) }

    /// Whether the transform is made of finite numbers (a finite but enormous scale or position
    /// can overflow); checked before any of it is used.
    var isFinite: Bool {
        scaleX.isFinite && scaleY.isFinite && originX.isFinite && originY.isFinite && cosine.isFinite && sine.isFinite
            && (contentMask.map { $0.rect.width.isFinite && $0.rect.height.isFinite && $0.cornerRadius.isFinite } ?? true)
            && (mask.map { $0.rect.minX.isFinite && $0.rect.minY.isFinite && $0.rect.width.isFinite
                    && $0.rect.height.isFinite && $0.cornerRadius.isFinite } ?? true)
    }

    /// A pixel position, with floating-point noise around whole pixels removed, so a layer that
    /// has settled is copied exactly rather than resampled.
    static func snapped(_ value: Double) -> Double {
        let rounded = value.rounded()
        return abs(value - rounded) < 1e-6 ? rounded : value
    }

    /// `rect` with each edge farther than ``deviceLimit`` from the canvas moved in to it, so
    /// Cairo can draw it; a rectangle within the limit (every checked preset's) is unchanged.
    static func withinDeviceLimit(_ rect: Rect) -> Rect {
        let limit = deviceLimit
        guard rect.minX < -limit || rect.minY < -limit || rect.maxX > limit || rect.maxY > limit else { return rect }
        let minX = min(max(rect.minX, -limit), limit), minY = min(max(rect.minY, -limit), limit)
        let maxX = min(max(rect.maxX, -limit), limit), maxY = min(max(rect.maxY, -limit), limit)
        return Rect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }
}
