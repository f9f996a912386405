import CCairo
import CPango
import Scene

/// Owns one PangoLayout: text shaped by HarfBuzz, wrapped and ellipsized by Pango, drawn by Cairo.
///
/// Lengths are in the drawing context's user units (points); Pango works in 1/1024ths of them.
/// Metrics are not hinted and glyph positions not rounded, so a layout is the same at every
/// output scale and only the glyphs' pixels change.
final class TextLayout {
    private let pointer: OpaquePointer
    private static let unit = Double(cpango_scale)

    /// A layout for drawing on `cairo` with `font`; `fontMap` is a font file's map, or nil for
    /// the installed fonts (``FontBackend/installedFonts()``: fontconfig's, per thread).
    init(cairo: OpaquePointer, font: TextFont, fontMap: FileFontMap? = nil) throws {
        let map = fontMap?.pointer ?? FontBackend.installedFonts()
        guard let map, let context = pango_font_map_create_context(map) else {
            throw RasterError.cairo(operation: "create a text layout", message: "Pango has no fontconfig font map")
        }
        defer { cpango_unref(UnsafeMutableRawPointer(context)) }
        pango_cairo_update_context(cairo, context)
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_context_set_round_glyph_positions(context, 0)
        guard let layout = pango_layout_new(context) else {
            throw RasterError.cairo(operation: "create a text layout", message: "no layout")
        }
        pointer = layout
        guard let description = pango_font_description_new() else { return }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, font.weight.pango)
        pango_font_description_set_absolute_size(description, font.size * Self.unit)
        pango_layout_set_font_description(layout, description)  // copies it
        pango_font_description_free(description)
    }

    deinit { cpango_unref(UnsafeMutableRawPointer(pointer)) }

    /// Sets the text (plain, not markup).
    func setText(_ text: String) {
        let utf8 = text.utf8CString
        utf8.withUnsafeBufferPointer { pango_layout_set_text(pointer, $0.baseAddress, Int32(clamping: $0.count - 1)) }
    }

    /// Wraps at `width` points (at word boundaries, inside a word only when it alone is wider)
    /// and aligns lines within it; an ellipsized line is cut to fit it.
    func wrap(width: Double, alignment: TextStyle.Alignment, truncation: TextStyle.Truncation) {
        pango_layout_set_width(pointer, Self.units(width))
        pango_layout_set_wrap(pointer, PANGO_WRAP_WORD_CHAR)
        let align: PangoAlignment = switch alignment {
        case .leading: PANGO_ALIGN_LEFT  // Pango mirrors it for a right-to-left paragraph
        case .center: PANGO_ALIGN_CENTER
        case .trailing: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(pointer, align)
        let ellipsis: PangoEllipsizeMode = switch truncation {
        case .tail: PANGO_ELLIPSIZE_END
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        }
        pango_layout_set_ellipsize(pointer, ellipsis)
    }

    /// Points between one line's bottom and the next one's top.
    func setLineSpacing(_ spacing: Double) { pango_layout_set_spacing(pointer, Self.units(spacing)) }

    /// The layout's height limit in points: lines that do not fit are dropped and the last one
    /// shown ends with an ellipsis (Pango always shows one line). Nil: no limit.
    func setHeightLimit(_ height: Double?) {
        pango_layout_set_height(pointer, height.map(Self.units) ?? Int32.max)
    }

    var lineCount: Int { Int(pango_layout_get_line_count(pointer)) }

    /// Whether Pango cut a line and drew an ellipsis.
    var isEllipsized: Bool { pango_layout_is_ellipsized(pointer) != 0 }

    /// Where line `index` (0-based) ends, in UTF-8 bytes of the text; nil past the last line.
    func endByte(ofLine index: Int) -> Int? {
        guard index >= 0, index < lineCount, let line = pango_layout_get_line_readonly(pointer, Int32(index)) else {
            return nil
        }
        return Int(line.pointee.start_index) + Int(line.pointee.length)
    }

    /// Limits the layout to its first `count` lines (it must have more), the last ending in an
    /// ellipsis if its paragraph goes on.
    ///
    /// Pango takes a height, not a count, and decides where to stop from an estimate of the
    /// next line's height: at exactly the bottom of line `count` it sometimes lets one more line
    /// in (for the first line of some fonts), one unit less sometimes one line fewer. So the two
    /// are tried, then the largest height that shows at most `count` lines is searched for.
    func limit(toLines count: Int) {
        let end = bottom(ofLine: count - 1), next = bottom(ofLine: count)
        for height in [end, end - 1] {
            pango_layout_set_height(pointer, Int32(clamping: max(1, height)))
            if lineCount == count { return }
        }
        var low = 1, high = next
        while low < high {  // the largest height showing at most `count` lines lies in low ... high
            let middle = (low + high + 1) / 2
            pango_layout_set_height(pointer, Int32(clamping: middle))
            if lineCount <= count { low = middle } else { high = middle - 1 }
        }
        pango_layout_set_height(pointer, Int32(clamping: low))
    }

    /// The bottom of line `index`'s logical box (0-based), in Pango units from the layout's top
    /// (an Int: a thousand lines of the largest text with the most spacing pass Int32's range).
    private func bottom(ofLine index: Int) -> Int {
        guard let iterator = pango_layout_get_iter(pointer) else { return 0 }
        defer { pango_layout_iter_free(iterator) }
        var line = 0
        while line < index, pango_layout_iter_next_line(iterator) != 0 { line += 1 }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return Int(logical.y) + Int(logical.height)
    }

    /// The logical box of all lines: where the text's advances and line heights reach.
    var logicalBounds: Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        return Rect(x: Double(logical.x) / Self.unit, y: Double(logical.y) / Self.unit,
                    width: Double(logical.width) / Self.unit, height: Double(logical.height) / Self.unit)
    }

    /// The first line's baseline, in points below the layout's top.
    var baseline: Double { Double(pango_layout_get_baseline(pointer)) / Self.unit }

    /// Draws the layout with its top-left corner at (x, y), in the context's current source.
    func show(on cairo: OpaquePointer, x: Double, y: Double) {
        cairo_move_to(cairo, x, y)
        pango_cairo_show_layout(cairo, pointer)
        cairo_new_path(cairo)
    }

    /// Points in Pango units, clamped to what an Int32 holds (checked presets stay far inside).
    private static func units(_ points: Double) -> Int32 {
        let value = (points * unit).rounded()
        guard value.isFinite else { return 0 }
        return Int32(clamping: Int64(max(min(value, Double(Int32.max)), Double(Int32.min))))
    }
}
