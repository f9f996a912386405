import Foundation
import Scene

/// Draws a vector ``Shape`` filling its frame: rectangles, circles (filled with a colour or a
/// gradient, and stroked), progress rings and text.
struct ShapePainter: ContentPainter {
    var shape: Shape

    var isOpaque: Bool {
        if case .rect(let fill, nil) = shape { return fill.isOpaque }
        return false
    }

    func paint(in context: CairoContext, size: Size) throws {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch shape {
        case .rect(let fill, nil):
            // The whole surface, with no antialiased edge where the frame is not whole pixels.
            context.setPaint(fill, in: frame)
            context.paint()
        case .rect(let fill, let stroke):
            let outline = Self.outline(frame, bleed: shape.bleed)
            draw(fill, stroke, in: outline, context) { context.rectangle(outline) }
        case .roundedRect(let fill, let radius, let stroke):
            let outline = Self.outline(frame, bleed: shape.bleed)
            draw(fill, stroke, in: outline, context) {
                context.roundedRectangle(outline, radius: min(max(radius, 0), min(outline.width, outline.height) / 2))
            }
        case .circle(let fill, let stroke):
            let outline = Self.outline(frame, bleed: shape.bleed)
            draw(fill, stroke, in: outline, context) {
                context.circle(cx: outline.minX + outline.width / 2, cy: outline.minY + outline.height / 2,
                               radius: min(outline.width, outline.height) / 2)
            }
        case .ring(let track, let fill, let progress, let lineWidth):
            let radius = (min(size.width, size.height) - lineWidth) / 2
            guard radius > 0 else { return }
            let cx = size.width / 2, cy = size.height / 2
            context.setColor(track)
            context.circle(cx: cx, cy: cy, radius: radius)
            context.stroke(width: lineWidth)
            let p = min(max(progress, 0), 1)
            guard p > 0 else { return }
            context.setColor(fill)
            context.newPath()
            context.arc(cx: cx, cy: cy, radius: radius, from: -Double.pi / 2, to: -Double.pi / 2 + 2 * Double.pi * p)
            context.stroke(width: lineWidth)
        case .text(let style):
            try TextBlock.draw(style, in: context, size: size)
        }
    }

    /// The shape's own frame inside a surface grown by its bleed (see ``Scene/LayerState/includingBleed``).
    private static func outline(_ surface: Rect, bleed b: Double) -> Rect {
        Rect(x: b, y: b, width: max(surface.width - 2 * b, 0), height: max(surface.height - 2 * b, 0))
    }

    /// Fills the path `path` makes with `fill` placed on `outline`, then strokes it, centred.
    private func draw(_ fill: Paint, _ stroke: Stroke?, in outline: Rect, _ context: CairoContext, path: () -> Void) {
        context.setPaint(fill, in: outline)
        path()
        guard let stroke else { return context.fill() }
        context.fillPreserve()
        context.stroke(stroke)
    }
}
