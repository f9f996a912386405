import Foundation
import Scene

/// Draws a text layer's ``TextStyle`` in its frame: wrapped at the frame's width into at most
/// `lines` lines (0: as many as fit the frame's height), the last one shown cut with an ellipsis
/// when text is left over, and the block centred vertically.
enum TextBlock {
    static func draw(_ style: TextStyle, in context: CairoContext, size: Size) throws {
        let layout = try context.makeLayout(style.font, weight: FontWeight(style.weight), size: style.size)
        layout.setText(style.text)
        layout.wrap(width: size.width, alignment: style.alignment, truncation: style.truncation)
        layout.setLineSpacing(style.lineSpacing)
        // Laid out in full first: Pango's own line limit counts per paragraph, and a style's
        // `lines` counts every line of the block, so a limit becomes a height.
        layout.setHeightLimit(nil)
        let total = layout.lineCount
        if style.lines == 0 {
            layout.setHeightLimit(size.height)
        } else if total > style.lines {
            layout.limit(toLines: style.lines)
        }
        // Cut where a paragraph ends, Pango draws no ellipsis (it ellipsizes the rest of a
        // paragraph only); the text shown then gets one of its own, and the last line is laid
        // out again with it (cut further by Pango if it no longer fits).
        let shown = layout.lineCount
        if shown < total, !layout.isEllipsized, let cut = layout.endByte(ofLine: shown - 1) {
            var text = String(decoding: style.text.utf8.prefix(cut), as: UTF8.self)
            while text.last?.isNewline == true { text.removeLast() }
            layout.setText(text + "\u{2026}")
        }
        let bounds = layout.logicalBounds
        context.setColor(style.color)
        context.show(layout, x: 0, y: (size.height - bounds.height) / 2 - bounds.minY)
    }
}
