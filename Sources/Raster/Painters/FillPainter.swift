import Scene

/// A page of one flat colour, edge to edge, so pixel tests can find its exact boundaries.
struct FillPainter: ContentPainter {
    var color: Color

    var isOpaque: Bool { color.alpha >= 1 }

    func paint(in context: CairoContext, size: Size) throws {
        context.setColor(color)
        context.paint()
    }
}
