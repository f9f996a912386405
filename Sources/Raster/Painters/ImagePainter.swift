import CCairo
import Foundation
import ImageFiles
import Scene

/// An image file placed in the frame by its content mode, as SwiftUI's `.resizable()` with
/// `.scaledToFill()` (cropped by the frame), `.scaledToFit()`, or neither (stretched).
///
/// PNG and JPEG are decoded to a bitmap and scaled; an SVG is drawn as vectors through the
/// context's transform, which already carries the output scale, so its edges are as sharp at @3x
/// as at @1x.
struct ImagePainter: ContentPainter {
    var url: URL
    var mode: ContentMode

    func paint(in context: CairoContext, size: Size) throws {
        let format: ImageFormat?
        do {
            format = try ImageFormat(contentsOf: url)
        } catch {
            throw RasterError.image(path: url.path, message: "no such file, or it cannot be read "
                                    + "(image paths are relative to the preset file)")
        }
        switch format {
        case .svg: try paintSVG(in: context, size: size)
        case .png: try paintBitmap(CairoSurface(png: url), in: context, size: size)
        case .jpeg: try paintBitmap(CairoSurface(jpeg: url), in: context, size: size)
        case nil: throw RasterError.image(path: url.path, message: "it is not a \(ImageFormat.accepted) file")
        }
        try context.checkStatus("draw image \(url.path)")
    }

    /// Clips to the frame and moves the origin to the image's top-left corner; returns the scale
    /// on each axis from the image's own units to the frame's points.
    private func place(_ image: Size, in context: CairoContext, size: Size) throws -> (x: Double, y: Double) {
        guard let scale = mode.scale(of: image, in: size), let placement = mode.placement(of: image, in: size) else {
            throw RasterError.image(path: url.path, message: "the image has no pixels")
        }
        context.rectangle(0, 0, size.width, size.height)
        context.clip()
        context.translate(placement.origin.x, placement.origin.y)
        return scale
    }

    private func paintBitmap(_ image: CairoSurface, in context: CairoContext, size: Size) throws {
        try context.withSavedState {
            let scale = try place(Size(width: Double(image.width), height: Double(image.height)), in: context, size: size)
            context.scale(scale.x, scale.y)
            if mode == .fit {
                // Padding (below) would smear the edge rows into the clear bars a fitted image leaves.
                context.rectangle(0, 0, Double(image.width), Double(image.height))
                context.clip()
            }
            // GOOD filters properly when a large screenshot is scaled down; padding keeps a
            // cropped edge from fading to transparent.
            context.setSource(image, x: 0, y: 0, filter: CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(context.pointer), CAIRO_EXTEND_PAD)
            context.paint()
        }
    }

    private func paintSVG(in context: CairoContext, size: Size) throws {
        let document: SVGDocument
        do {
            document = try SVGDocument(url: url)
        } catch {
            throw RasterError.image(path: url.path, message: error.message)
        }
        try context.withSavedState {
            let scale = try place(Size(width: document.width, height: document.height), in: context, size: size)
            do {
                try document.render(into: context.pointer, width: document.width * scale.x,
                                    height: document.height * scale.y)
            } catch let error as ImageFileError {
                throw RasterError.image(path: url.path, message: error.message)
            }
        }
    }
}
