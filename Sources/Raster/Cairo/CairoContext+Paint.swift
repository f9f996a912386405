import CCairo
import Foundation
import Scene

/// Fills and strokes with SwiftUI's meaning: gradients placed by unit points, strokes centred on the outline.
extension CairoContext {
    /// Sets `paint` as the source for a shape whose frame is `frame`, in user points.
    ///
    /// Cairo hands gradients to pixman, whose gradient walker interpolates straight (not
    /// premultiplied) components and premultiplies the result, as Core Graphics does; both pad
    /// with the end colours beyond the first and last stop.
    func setPaint(_ paint: Paint, in frame: Rect) {
        switch paint {
        case .color(let color):
            setColor(color)
        case .linearGradient(let gradient, let start, let end):
            // An empty frame shows nothing, and its unit square has no inverse to map through.
            guard frame.width > 0, frame.height > 0 else { return setColor(.transparent) }
            // Laid out in the unit square, then stretched onto the frame: the pattern's matrix
            // maps user space to pattern space, u = (x − minX) / width, v = (y − minY) / height.
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, 1 / frame.width, 0, 0, 1 / frame.height,
                              -frame.minX / frame.width, -frame.minY / frame.height)
            cairo_pattern_set_matrix(pattern, &matrix)
            use(pattern, gradient)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            let cx = frame.minX + center.x * frame.width, cy = frame.minY + center.y * frame.height
            use(cairo_pattern_create_radial(cx, cy, startRadius, cx, cy, endRadius), gradient)
        }
    }

    /// Adds `gradient`'s stops to `pattern`, pads it with its end colours, makes it the source
    /// and lets go of it (the context holds its own reference).
    private func use(_ pattern: OpaquePointer?, _ gradient: Gradient) {
        guard let pattern else { return }
        addStops(gradient.stops.map { ($0.location, $0.color) }, to: pattern)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(pointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Strokes the current path with `stroke` centred on it: butt caps and mitred joins (limit
    /// 10), SwiftUI's default `StrokeStyle`, so a rectangle's corners stay square.
    func stroke(_ stroke: Stroke) {
        setColor(stroke.color)
        self.stroke(width: stroke.width, roundCaps: false)
    }
}
