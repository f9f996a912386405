import CCairo
import Foundation
import Scene

/// A PNG screenshot scaled to fill the page (aspect fill, centred, cropped), as SwiftUI's
/// `.scaledToFill()` inside a clipped frame.
struct ImagePainter: ContentPainter {
    var url: URL

    func paint(in context: CairoContext, size: Size) throws {
        let image = try CairoSurface(png: url)
        guard image.width > 0, image.height > 0 else {
            throw RasterError.image(path: url.path, message: "the image has no pixels")
        }
        let scale = max(size.width / Double(image.width), size.height / Double(image.height))
        context.withSavedState {
            context.rectangle(0, 0, size.width, size.height)
            context.clip()
            context.translate((size.width - Double(image.width) * scale) / 2,
                              (size.height - Double(image.height) * scale) / 2)
            context.scale(scale, scale)
            // GOOD filters properly when a large screenshot is scaled down.
            context.setSource(image, x: 0, y: 0, filter: CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(context.pointer), CAIRO_EXTEND_PAD)
            context.paint()
        }
        try context.checkStatus("draw image \(url.path)")
    }
}
