import Foundation
import Scene

/// The part of a large layer that is rasterized: a rectangle of its content, at full resolution
/// or reduced by a power of two, so memory does not depend on how large the layer is.
///
/// A layer no larger than the canvas plus ``margin`` on every side is rasterized whole, once,
/// and composited wherever it moves (every shipped preset's layers are). A larger one — a
/// 30 000 pt backdrop, a map panned across the screen — gets a window instead: what the canvas
/// can show of it under its current placement (offset, scale about its anchor, clip, mask; see
/// ``LayerGeometry``), plus the reach of its blur and of bilinear sampling, rounded out to a
/// ``grid`` so that a layer moving slowly is re-rasterized once per grid step rather than every
/// frame. A window is at most the canvas plus ``margin`` a side. A layer scaled down is rasterized
/// at half, a quarter… of the resolution (``level``), no finer than the canvas shows it, and
/// coarser still if its visible part would exceed that bound.
///
/// Coordinates are surface pixels at the window's resolution: surface pixel (i, j) covers
/// content pixels from (x + i, y + j) · 2^level, a square of 2^level content pixels a side.
struct LayerWindow: Hashable {
    /// Pixels a side the rounding grid has, in surface pixels: a multiple of 4, so a blur's 2× or
    /// 4× shrinking (see ``BlurKernel``) starts on the same content pixels as the whole layer's.
    static let grid = 128
    /// Pixels a surface may exceed the canvas by on each side: room for the grid's rounding and
    /// a blur's reach (up to about 400 px) at full resolution when the layer is not scaled down.
    static let margin = 512
    /// Content pixels a side of the largest layer the raster draws: half of the range of Cairo's
    /// 24.8 fixed-point coordinates, so every path a painter draws, moved by the window's corner,
    /// stays representable. A checked preset's layer is at most `Limits.maximumLayerPoints ×
    /// Limits.maximumScale` = 400 000 px, ten times less.
    static let maximumContentPixels = 1 << 22
    /// The coarsest resolution: at 2^-12 the largest content is 1024 px a side, which fits any
    /// canvas's bound (at least 1 + 2 × ``margin`` px), so the search always ends.
    static let maximumLevel = 12

    let x: Int, y: Int, width: Int, height: Int
    /// Each level halves the resolution: 0 is full, 1 is half…
    let level: Int

    /// Content pixels a side of one surface pixel: 2^level.
    var contentPixelsPerSurfacePixel: Double { Double(1 << level) }

    /// Pixels a side of the largest surface a layer gets on a canvas side of `canvasPixels`.
    static func bound(canvasPixels: Int) -> Int { canvasPixels + 2 * margin }

    /// The window of a `contentWidth` × `contentHeight` content placed by `geometry`, and the blur
    /// kernel at its resolution (`blurPixels` is the blur radius in content pixels); nil when no
    /// pixel of the canvas can show any of it.
    static func visible(geometry g: LayerGeometry, contentWidth: Int, contentHeight: Int, blurPixels: Double,
                        boundWidth: Int, boundHeight: Int) -> (window: LayerWindow, kernel: BlurKernel)? {
        guard g.scaleX > 0, g.scaleY > 0, !g.isEmpty else { return nil }
        // The canvas's box in content pixels (±infinity when the scale is vanishingly small;
        // `span` clamps to the content).
        let (u0, u1, v0, v1) = g.contentBox
        // Never finer than the canvas shows it: a layer scaled down to k (the larger of its two
        // scales, so the other axis is never coarser than the device) starts at the level
        // where one surface pixel is between half a device pixel and one (composited by a
        // bilinear shrink of less than 2, which keeps its edges smooth).
        var start = 0
        while start < maximumLevel, g.largestScale * Double(2 << start) <= 1 { start += 1 }
        for level in start...maximumLevel {
            let f = Double(1 << level)
            let kernel = BlurKernel(pixelRadius: blurPixels / f)
            // The blur's reach, and a pixel or two of bilinear sampling (of the shrunk blur's pixels).
            let reach = Double(kernel.fullResolutionPadding + 2 * kernel.downsample)
            guard let columns = span(u0 / f - reach, u1 / f + reach, extent: (Double(contentWidth) / f).rounded(.up)),
                  let rows = span(v0 / f - reach, v1 / f + reach, extent: (Double(contentHeight) / f).rounded(.up))
            else { return nil }
            if (columns.count <= boundWidth && rows.count <= boundHeight) || level == maximumLevel {
                let window = LayerWindow(x: columns.lowerBound, y: rows.lowerBound, width: columns.count,
                                         height: rows.count, level: level)
                return (window, kernel)
            }
        }
        return nil
    }

    /// `lower ..< upper` rounded out to the grid and cut to `0 ..< extent`; nil when empty.
    /// Every value is clamped as a Double before it becomes an Int, so no input can trap.
    static func span(_ lower: Double, _ upper: Double, extent: Double) -> Range<Int>? {
        let step = Double(grid)
        let start = max((lower / step).rounded(.down) * step, 0)
        let end = min((upper / step).rounded(.up) * step, extent)
        guard start < end, start >= 0, end <= Double(maximumContentPixels) else { return nil }
        return Int(start)..<Int(end)
    }
}
