import CCairo
import Foundation
import Scene

/// Draws a group's children into the group's surface with the same compositing as a frame's
/// layers (each child's own content cached, then placed, blurred, masked, turned and faded).
///
/// The context arrives in points with the canvas scale applied — and, for a window of a large
/// group, moved to the window's corner and reduced by its level. The compositor works in the
/// canvas's device pixels, so the children are moved by the window's corner (in points) and the
/// context keeps only the level's reduction: for an ordinary group that is the identity, and the
/// compositor's whole-pixel fast paths hold.
struct GroupPainter: ContentPainter {
    var children: [LayerState]
    /// Pixels per point of the canvas (and of every cached child content).
    var canvasScale: Double
    var compositor: ((LayerState, CairoContext, _ width: Int, _ height: Int) throws -> Void)?

    func paint(in context: CairoContext, size: Size) throws {
        guard let compositor else {
            throw RasterError.cairo(operation: "draw a group", message: "no compositor for the group's children")
        }
        let cr = context.pointer
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // Painters' contexts scale uniformly: xx is the surface's pixels per point, (x0, y0) the origin.
        let reduction = matrix.xx / canvasScale
        guard reduction > 0, reduction.isFinite else { return }
        let target = cairo_get_target(cr)
        let width = Double(cairo_image_surface_get_width(target)) / reduction
        let height = Double(cairo_image_surface_get_height(target)) / reduction
        let shift = Point(x: matrix.x0 / matrix.xx, y: matrix.y0 / matrix.xx)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        if reduction != 1 { cairo_scale(cr, reduction, reduction) }
        for child in children where child.opacity > 0 && !child.isScaledAway {
            try compositor(child.moved(by: shift), context, Int(width.rounded(.up)), Int(height.rounded(.up)))
        }
    }
}

extension LayerState {
    /// The layer moved by `delta` points, its clip with it.
    func moved(by delta: Point) -> LayerState {
        guard delta.x != 0 || delta.y != 0 else { return self }
        var moved = self
        moved.frame = Rect(x: frame.minX + delta.x, y: frame.minY + delta.y, width: frame.width, height: frame.height)
        moved.clip = clip.map { Rect(x: $0.minX + delta.x, y: $0.minY + delta.y, width: $0.width, height: $0.height) }
        return moved
    }
}
