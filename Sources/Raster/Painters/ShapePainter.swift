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
            draw(fill, stroke, in: outline, context, path: { context.rectangle(outline) },
                 trimmed: { Self.rectangle(outline, from: $0, to: $1, context) })
        case .roundedRect(let fill, let radius, let stroke):
            let outline = Self.outline(frame, bleed: shape.bleed)
            draw(fill, stroke, in: outline, context) {
                context.roundedRectangle(outline, radius: min(max(radius, 0), min(outline.width, outline.height) / 2))
            }
        case .circle(let fill, let stroke):
            let outline = Self.outline(frame, bleed: shape.bleed)
            let (cx, cy, radius) = (outline.minX + outline.width / 2, outline.minY + outline.height / 2,
                                    min(outline.width, outline.height) / 2)
            draw(fill, stroke, in: outline, context, path: { context.circle(cx: cx, cy: cy, radius: radius) },
                 // Cairo's angles turn clockwise on screen from the +x axis, as the circle's path does.
                 trimmed: { context.arc(cx: cx, cy: cy, radius: radius, from: 2 * Double.pi * $0, to: 2 * Double.pi * $1) })
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

    /// Fills the path `path` makes with `fill` placed on `outline`, then strokes it, centred —
    /// all of it, or where the stroke is trimmed the part `trimmed` makes between two fractions of
    /// the outline's length (see ``Scene/Stroke``; a shape whose start SwiftUI does not document
    /// is never trimmed, so it has none). The fill is the whole shape's: a preset's trim is the
    /// stroke's.
    private func draw(_ fill: Paint, _ stroke: Stroke?, in outline: Rect, _ context: CairoContext, path: () -> Void,
                      trimmed: ((Double, Double) -> Void)? = nil) {
        context.setPaint(fill, in: outline)
        path()
        guard let stroke else { return context.fill() }
        guard !stroke.isWhole, let trimmed else {
            context.fillPreserve()
            return context.stroke(stroke)
        }
        context.fill()
        let from = min(max(stroke.trimFrom, 0), 1), to = min(max(stroke.trimTo, 0), 1)
        guard to > from else { return }
        context.newPath()
        trimmed(from, to)
        context.stroke(stroke)
    }

    /// The part of `r`'s outline between fractions `from` and `to` of its perimeter, starting at
    /// the top-left corner and going clockwise on screen, as `Path(_: CGRect)` runs.
    private static func rectangle(_ r: Rect, from: Double, to: Double, _ context: CairoContext) {
        let (w, h) = (r.width, r.height)
        // The point `d` along the outline from the top-left corner.
        func point(_ d: Double) -> (x: Double, y: Double) {
            if d <= w { return (r.minX + d, r.minY) }
            if d <= w + h { return (r.maxX, r.minY + d - w) }
            if d <= 2 * w + h { return (r.maxX - (d - w - h), r.maxY) }
            return (r.minX, r.maxY - (d - 2 * w - h))
        }
        let perimeter = 2 * (w + h)
        guard perimeter > 0 else { return }
        let (start, end) = (from * perimeter, to * perimeter)
        let first = point(start)
        context.moveTo(first.x, first.y)
        // The corners passed on the way: after the top side, the right side and the bottom.
        for side in 1...3 {
            let corner = side == 1 ? w : side == 2 ? w + h : 2 * w + h
            guard corner > start, corner < end else { continue }
            let p = point(corner)
            context.lineTo(p.x, p.y)
        }
        let last = point(end)
        context.lineTo(last.x, last.y)
    }
}
