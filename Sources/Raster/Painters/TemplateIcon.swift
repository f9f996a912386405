import CCairo
import Foundation
import Scene

/// An SVG drawn as a template image, as SwiftUI renders an icon with `.renderingMode(.template)`:
/// the file's own colours are dropped and its coverage (alpha) is filled with one tint.
struct TemplateIcon {
    var url: URL

    /// Draws the SVG fitted into `box` (its aspect kept, centred) in `color`.
    func draw(in c: CairoContext, box: Rect, color: Color) throws {
        try c.withSavedState {
            // The group's surface is as large as the clip: bound it to the icon.
            c.rectangle(box)
            c.clip()
            cairo_push_group(c.pointer)
            var failure: (any Error)?
            do {
                try c.withSavedState {
                    c.translate(box.minX, box.minY)
                    try ImagePainter(url: url, mode: .fit).paint(in: c, size: Size(width: box.width, height: box.height))
                }
            } catch {
                failure = error
            }
            // The group is popped whatever happened, so the context's state stays balanced.
            let coverage = cairo_pop_group(c.pointer)
            defer { cairo_pattern_destroy(coverage) }
            if let failure { throw failure }
            c.setColor(color)
            cairo_mask(c.pointer, coverage)
        }
    }
}
