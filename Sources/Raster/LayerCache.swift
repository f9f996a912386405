import Foundation
import Scene

/// Rasterizes each distinct layer content once, at pixel resolution, for every frame that shows it.
///
/// A tabs scene has a handful of contents (header, one nav per selected tab, one page per tab); a
/// calendar has a hundred small ones (a ring and a number per day). Frames only composite surfaces
/// that already exist, so drawing text and shadows is paid once. The cache holds at most
/// ``byteBudget`` bytes of pixels and forgets the least recently used content first, so an
/// animated shape (a ring filling, a morphing rectangle) costs one new surface per frame without
/// pushing out the contents every frame needs.
final class LayerCache {
    /// Same content at another size is another surface (the painters lay out to their frame).
    struct Key: Hashable {
        var content: LayerContent
        var pixelWidth: Int
        var pixelHeight: Int
    }

    /// Pixel memory the cache may hold: a dozen full 1170 × 2532 pages.
    static let byteBudget = 160 << 20

    let scale: Double
    let background: Color
    private var surfaces: [Key: (surface: CairoSurface, lastUse: Int)] = [:]
    private var bytes = 0
    /// Counts lookups, to know which content was used least recently.
    private var clock = 0
    /// How many times a content has been drawn (for tests: a cache hit draws nothing).
    private(set) var rasterizations = 0

    init(scale: Double, background: Color) {
        self.scale = scale
        self.background = background
    }

    /// How many contents are rasterized.
    var count: Int { surfaces.count }

    /// The rasterized `content` for a frame of `size` points; nil when that covers no pixel.
    func surface(for content: LayerContent, size: Size) throws -> CairoSurface? {
        try surface(for: key(for: content, size: size), size: size)
    }

    /// The key `content` at `size` points is cached under.
    func key(for content: LayerContent, size: Size) -> Key {
        Key(content: content, pixelWidth: Int((size.width * scale).rounded()),
            pixelHeight: Int((size.height * scale).rounded()))
    }

    /// The rasterized content of `key` (made for `size` points); nil when that covers no pixel.
    func surface(for key: Key, size: Size) throws -> CairoSurface? {
        let content = key.content
        clock += 1
        if let entry = surfaces[key] {
            surfaces[key]?.lastUse = clock
            return entry.surface
        }
        guard key.pixelWidth > 0, key.pixelHeight > 0 else { return nil }

        let painter = painter(for: content)
        let surface = try CairoSurface(width: key.pixelWidth, height: key.pixelHeight, opaque: painter.isOpaque)
        let context = try CairoContext(surface: surface, scale: scale)
        try painter.paint(in: context, size: size)
        rasterizations += 1
        try context.checkStatus("draw a layer")
        surface.flush()

        let size = key.pixelWidth * key.pixelHeight * 4
        while bytes + size > Self.byteBudget, let oldest = surfaces.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            surfaces[oldest.key] = nil
            bytes -= oldest.key.pixelWidth * oldest.key.pixelHeight * 4
        }
        surfaces[key] = (surface, clock)
        bytes += size
        return surface
    }

    private func painter(for content: LayerContent) -> any ContentPainter {
        switch content {
        case .header(let header): HeaderPainter(header: header, background: background)
        case .nav(let nav, let selected): NavPainter(nav: nav, selected: selected, background: background)
        case .page(.fill(let color)): FillPainter(color: color)
        case .page(.image(let url)): ImagePainter(url: url)
        case .page(.wireframe(.cards)): CardsWireframe()
        case .page(.wireframe(.list)): ListWireframe()
        case .page(.wireframe(.grid)): GridWireframe()
        case .shape(let shape): ShapePainter(shape: shape)
        }
    }
}
