import Foundation
import Scene

/// Draws a vector ``Shape`` filling its frame: rectangles, circles, progress rings and text.
struct ShapePainter: ContentPainter {
    var shape: Shape

    var isOpaque: Bool {
        if case .rect(let fill) = shape { return fill.alpha >= 1 }
        return false
    }

    func paint(in context: CairoContext, size: Size) throws {
        let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch shape {
        case .rect(let fill):
            context.setColor(fill)
            context.paint()
        case .roundedRect(let fill, let radius):
            context.setColor(fill)
            context.roundedRectangle(frame, radius: min(max(radius, 0), min(size.width, size.height) / 2))
            context.fill()
        case .circle(let fill):
            context.setColor(fill)
            context.circle(cx: size.width / 2, cy: size.height / 2, radius: min(size.width, size.height) / 2)
            context.fill()
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
}
