import Foundation
import Scene

/// Rasterizes each distinct layer content once, at pixel resolution, for every frame that shows it.
///
/// A tabs scene has a handful of contents (header, one nav per selected tab, one page per tab),
/// so frames only composite surfaces that already exist; drawing text and shadows is paid once.
final class LayerCache {
    /// Same content at another size is another surface (the painters lay out to their frame).
    struct Key: Hashable {
        var content: LayerContent
        var pixelWidth: Int
        var pixelHeight: Int
    }

    /// More distinct contents than a scene has; past it the cache starts over rather than grow.
    static let capacity = 32

    let scale: Double
    let background: Color
    private var surfaces: [Key: CairoSurface] = [:]

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
        if let surface = surfaces[key] { return surface }
        guard key.pixelWidth > 0, key.pixelHeight > 0 else { return nil }

        let painter = painter(for: content)
        let surface = try CairoSurface(width: key.pixelWidth, height: key.pixelHeight, opaque: painter.isOpaque)
        let context = try CairoContext(surface: surface, scale: scale)
        try painter.paint(in: context, size: size)
        try context.checkStatus("draw a layer")
        surface.flush()

        if surfaces.count >= Self.capacity { surfaces.removeAll() }
        surfaces[key] = surface
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
