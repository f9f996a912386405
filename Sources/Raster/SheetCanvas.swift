import CCairo
import Foundation
import Scene

/// A picture composed from rendered frames and a few labels: the surface of a contact sheet.
///
/// Coordinates are pixels of the sheet. Frames are placed downscaled with Cairo's good filter
/// (a proper box average, not point sampling), so thin wireframe lines survive the reduction.
///
/// ```swift
/// let sheet = try SheetCanvas(width: 1000, height: 900, background: .white)
/// try sheet.place(buffer, in: Rect(x: 20, y: 40, width: 195, height: 422))
/// sheet.text("t = 0.250 s", x: 20, baseline: 30, size: 13, weight: .semibold, color: .black)
/// try sheet.writePNG(to: url)
/// ```
public final class SheetCanvas {
    public let width: Int
    public let height: Int
    private let surface: CairoSurface
    private let context: CairoContext

    /// An opaque sheet of `width` × `height` pixels filled with `background`.
    public init(width: Int, height: Int, background: Color) throws {
        guard width > 0, height > 0, width <= Canvas.maximumPixelSide * 2, height <= Canvas.maximumPixelSide * 2 else {
            throw RasterError.canvas(message: "a contact sheet of \(width)×\(height) px is out of range")
        }
        self.width = width
        self.height = height
        surface = try CairoSurface(width: width, height: height)
        context = try CairoContext(surface: surface)
        cairo_set_source_rgba(context.pointer, background.red, background.green, background.blue, 1)
        cairo_paint(context.pointer)
    }

    /// Draws `buffer` (a rendered frame) scaled to fill `rect`.
    public func place(_ buffer: PixelBuffer, in rect: Rect) throws {
        let frame = try CairoSurface(wrapping: buffer)
        let cr = context.pointer
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(buffer.width), rect.height / Double(buffer.height))
        cairo_set_source_surface(cr, frame.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
        try context.checkStatus("place a frame on the contact sheet")
    }

    /// Fills `rect`, rounded by `radius`, with `color`.
    public func fill(_ rect: Rect, radius: Double = 0, color: Color) {
        context.newPath()
        if radius > 0 { context.roundedRectangle(rect, radius: radius) } else { context.rectangle(rect) }
        context.setColor(color)
        context.fill()
    }

    /// Strokes the outline of `rect` with a line `lineWidth` pixels wide, centred on its edge.
    public func stroke(_ rect: Rect, lineWidth: Double, color: Color) {
        context.newPath()
        context.rectangle(rect)
        context.setColor(color)
        cairo_set_line_width(context.pointer, lineWidth)
        cairo_stroke(context.pointer)
    }

    /// Draws one line of text with its baseline at `baseline`, starting at `x`.
    public func text(_ text: String, x: Double, baseline: Double, size: Double,
                     weight: TextStyle.Weight = .regular, color: Color) {
        context.setFont(FontWeight(weight), size: size)
        context.setColor(color)
        context.showText(text, x: x, baseline: baseline)
    }

    /// The width `text` takes at `size` and `weight`, in pixels.
    public func textWidth(_ text: String, size: Double, weight: TextStyle.Weight = .regular) -> Double {
        context.setFont(FontWeight(weight), size: size)
        return context.textWidth(text)
    }

    /// Writes the sheet as a PNG at `url` (the caller renames it into place).
    public func writePNG(to url: URL) throws {
        surface.flush()
        try context.checkStatus("draw the contact sheet")
        try surface.writePNG(to: url)
    }
}
