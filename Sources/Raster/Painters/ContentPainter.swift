import Scene

/// Draws one layer's content, once, onto a fresh transparent surface the size of its frame.
///
/// Painters work in points with the origin at the frame's top-left corner; the context already
/// carries the canvas scale, so the same painter serves every output resolution.
protocol ContentPainter {
    /// Whether the painter covers every pixel with opaque colour. Such content is cached
    /// without an alpha channel, which lets the compositor copy it instead of blending.
    var isOpaque: Bool { get }
    func paint(in context: CairoContext, size: Size) throws
}

extension ContentPainter {
    var isOpaque: Bool { false }
}
