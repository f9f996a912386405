import Foundation
import Scene

/// Rasterizes each distinct layer content once, at pixel resolution, for every frame that shows it.
///
/// A layer larger than the canvas (plus a margin) is rasterized a window at a time instead, the
/// part the canvas can show (see ``LayerWindow``): the window is part of the key, so a layer that
/// holds still or moves slowly reuses its window too.
///
/// A tabs scene has a handful of contents (header, one nav per selected tab, one page per tab); a
/// calendar has a hundred small ones (a ring and a number per day). Frames only composite surfaces
/// that already exist, so drawing text and shadows is paid once. The cache holds at most
/// ``byteBudget`` bytes of pixels and forgets the least recently used content first, so an
/// animated shape (a ring filling, a morphing rectangle) costs one new surface per frame without
/// pushing out the contents every frame needs.
final class LayerCache {
    /// Same content at another size is another surface (the painters lay out to their frame),
    /// and so is another window of it (see ``LayerWindow``).
    struct Key: Hashable {
        var content: LayerContent
        /// The whole content's size in pixels (its frame × the canvas scale).
        var pixelWidth: Int
        var pixelHeight: Int
        /// The part rasterized; nil for the whole content.
        var window: LayerWindow?

        /// The size of the surface this key's content is rasterized into.
        var surfaceWidth: Int { window?.width ?? pixelWidth }
        var surfaceHeight: Int { window?.height ?? pixelHeight }
        var byteCount: Int { surfaceWidth * surfaceHeight * 4 }
    }

    /// Pixel memory the cache may hold: a dozen full 1170 × 2532 pages.
    static let byteBudget = 160 << 20

    let scale: Double
    let background: Color
    /// The built-in wireframes' and chrome's colours, from the canvas's appearance.
    let theme: Theme
    /// Draws a group's children into the group's surface: the renderer that owns this cache
    /// (set right after both are made; a group's children are composited like a frame's layers).
    var compositor: ((LayerState, CairoContext, _ width: Int, _ height: Int) throws -> Void)?
    private var surfaces: [Key: (surface: CairoSurface, lastUse: Int)] = [:]
    private var bytes = 0
    /// Counts lookups, to know which content was used least recently.
    private var clock = 0
    /// How many times a content has been drawn (for tests: a cache hit draws nothing).
    private(set) var rasterizations = 0

    init(scale: Double, background: Color, appearance: Appearance = .light) {
        self.scale = scale
        self.background = background
        theme = Theme.of(appearance)
    }

    /// How many contents are rasterized.
    var count: Int { surfaces.count }

    /// The pixel size of every cached surface (for tests: a window's bound holds).
    var surfaceSizes: [(width: Int, height: Int)] { surfaces.keys.map { ($0.surfaceWidth, $0.surfaceHeight) } }

    /// The rasterized content of `key` (made for `size` points); nil when that covers no pixel.
    func surface(for key: Key, size: Size) throws -> CairoSurface? {
        let content = key.content
        clock += 1
        if let entry = surfaces[key] {
            surfaces[key]?.lastUse = clock
            return entry.surface
        }
        guard key.surfaceWidth > 0, key.surfaceHeight > 0 else { return nil }

        let painter = painter(for: content)
        let surface = try CairoSurface(width: key.surfaceWidth, height: key.surfaceHeight, opaque: painter.isOpaque)
        let context: CairoContext
        if let window = key.window {
            // The painter draws the whole frame in points; the window's corner moves to the
            // surface's origin and each surface pixel covers 2^level content pixels.
            context = try CairoContext(surface: surface, scale: scale / window.contentPixelsPerSurfacePixel,
                                       originX: -Double(window.x), originY: -Double(window.y))
        } else {
            context = try CairoContext(surface: surface, scale: scale)
        }
        try painter.paint(in: context, size: size)
        rasterizations += 1
        try context.checkStatus("draw a layer")
        surface.flush()

        while bytes + key.byteCount > Self.byteBudget,
              let oldest = surfaces.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            surfaces[oldest.key] = nil
            bytes -= oldest.key.byteCount
        }
        surfaces[key] = (surface, clock)
        bytes += key.byteCount
        return surface
    }

    private func painter(for content: LayerContent) -> any ContentPainter {
        switch content {
        case .header(let header): HeaderPainter(header: header, background: background, theme: theme)
        case .nav(let nav, let selected): NavPainter(nav: nav, selected: selected, background: background, theme: theme)
        case .page(.fill(let color)): FillPainter(color: color)
        case .page(.image(let url, let mode)): ImagePainter(url: url, mode: mode)
        case .page(.wireframe(.cards)): CardsWireframe(theme: theme)
        case .page(.wireframe(.list)): ListWireframe(theme: theme)
        case .page(.wireframe(.grid)): GridWireframe(theme: theme)
        case .page(.layers(let page)): GroupPainter(children: page.layers, canvasScale: scale, compositor: compositor)
        case .shape(let shape): ShapePainter(shape: shape)
        case .group(let children): GroupPainter(children: children, canvasScale: scale, compositor: compositor)
        }
    }
}
