import CCairo
import Foundation
import Scene

/// Owns one Cairo drawing context and gives painters a small Swift vocabulary over it.
///
/// Painters work in points; the context is created with the canvas scale already applied.
final class CairoContext {
    let pointer: OpaquePointer
    /// The font ``showText(_:x:baseline:align:)`` and ``textWidth(_:)`` use.
    private var font = TextFont(weight: .regular, size: 17)
    /// Font maps of font files, made on first use (Pango font maps belong to one thread, and a
    /// context is drawn on by one thread).
    private var fileFontMaps: [URL: FileFontMap] = [:]
    /// Why a line of chrome text could not be laid out; reported by ``checkStatus(_:)``, as
    /// Cairo's own errors are, so the painters' one-line text calls need no `try`.
    private var textFailure: Error?

    /// A context drawing on `surface`, with user space scaled by `scale` (points → pixels) and
    /// its origin at pixel (`originX`, `originY`) of the surface (negative for a window into a
    /// larger layer: see ``LayerWindow``).
    init(surface: CairoSurface, scale: Double = 1, originX: Double = 0, originY: Double = 0) throws {
        guard let context = cairo_create(surface.pointer) else {
            throw RasterError.cairo(operation: "create a drawing context", message: "no context")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw RasterError.cairo(operation: "create a drawing context", message: String(cString: cairo_status_to_string(status)))
        }
        pointer = context
        if originX != 0 || originY != 0 { cairo_translate(context, originX, originY) }
        if scale != 1 { cairo_scale(context, scale, scale) }
    }

    deinit { cairo_destroy(pointer) }

    // MARK: State

    /// Runs `body` between cairo_save and cairo_restore, so transforms and clips stay local.
    func withSavedState<T>(_ body: () throws -> T) rethrows -> T {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }
    func scale(_ x: Double, _ y: Double) { cairo_scale(pointer, x, y) }

    // MARK: Sources

    /// Sets a straight-alpha sRGB colour, optionally with its alpha multiplied by `alpha`.
    func setColor(_ color: Color, alpha: Double = 1) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha * alpha)
    }

    /// Sets a linear gradient from (x0, y0) to (x1, y1) through `stops` (offset 0…1, colour).
    func setLinearGradient(x0: Double, y0: Double, x1: Double, y1: Double, stops: [(Double, Color)]) {
        guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
        addStops(stops, to: pattern)
        cairo_set_source(pointer, pattern)
        cairo_pattern_destroy(pattern)  // the context holds its own reference
    }

    /// Sets a radial gradient centred at (cx, cy) out to `radius` through `stops`.
    func setRadialGradient(cx: Double, cy: Double, radius: Double, stops: [(Double, Color)]) {
        guard let pattern = cairo_pattern_create_radial(cx, cy, 0, cx, cy, radius) else { return }
        addStops(stops, to: pattern)
        cairo_set_source(pointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    func addStops(_ stops: [(Double, Color)], to pattern: OpaquePointer) {
        for (offset, c) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
        }
    }

    /// Sets `surface` as the source with its top-left corner at (x, y) and the given filter.
    func setSource(_ surface: CairoSurface, x: Double, y: Double, filter: cairo_filter_t) {
        cairo_set_source_surface(pointer, surface.pointer, x, y)
        cairo_pattern_set_filter(cairo_get_source(pointer), filter)
    }

    // MARK: Paths

    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }
    func lineTo(_ x: Double, _ y: Double) { cairo_line_to(pointer, x, y) }
    func curveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        cairo_curve_to(pointer, x1, y1, x2, y2, x, y)
    }
    func closePath() { cairo_close_path(pointer) }
    func newPath() { cairo_new_path(pointer) }

    /// A clockwise arc (angles in radians, 0 = 3 o'clock, y down).
    func arc(cx: Double, cy: Double, radius: Double, from a0: Double, to a1: Double) {
        cairo_arc(pointer, cx, cy, radius, a0, a1)
    }

    func arcNegative(cx: Double, cy: Double, radius: Double, from a0: Double, to a1: Double) {
        cairo_arc_negative(pointer, cx, cy, radius, a0, a1)
    }

    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }

    func rectangle(_ r: Rect) { cairo_rectangle(pointer, r.minX, r.minY, r.width, r.height) }

    /// A rounded rectangle; the radius is clamped to half the shorter side.
    func roundedRectangle(_ r: Rect, radius: Double) {
        let radius = max(0, min(radius, r.width / 2, r.height / 2))
        guard radius > 0 else { return rectangle(r) }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, r.maxX - radius, r.minY + radius, radius, -.pi / 2, 0)
        cairo_arc(pointer, r.maxX - radius, r.maxY - radius, radius, 0, .pi / 2)
        cairo_arc(pointer, r.minX + radius, r.maxY - radius, radius, .pi / 2, .pi)
        cairo_arc(pointer, r.minX + radius, r.minY + radius, radius, .pi, 1.5 * .pi)
        cairo_close_path(pointer)
    }

    func circle(cx: Double, cy: Double, radius: Double) {
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, cx, cy, radius, 0, 2 * .pi)
        cairo_close_path(pointer)
    }

    // MARK: Drawing

    func fill() { cairo_fill(pointer) }
    func fillPreserve() { cairo_fill_preserve(pointer) }
    func clip() { cairo_clip(pointer) }
    func paint() { cairo_paint(pointer) }
    func paint(alpha: Double) { cairo_paint_with_alpha(pointer, alpha) }

    /// Strokes the current path; round caps and joins read as drawn icons, not CAD lines.
    func stroke(width: Double, roundCaps: Bool = true) {
        cairo_set_line_width(pointer, width)
        cairo_set_line_cap(pointer, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(pointer, roundCaps ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
        cairo_stroke(pointer)
    }

    func setEvenOddFill(_ evenOdd: Bool) {
        cairo_set_fill_rule(pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    func setOperator(_ op: cairo_operator_t) { cairo_set_operator(pointer, op) }

    /// Draws `body` into a temporary layer, then paints it: glyphs with cut-outs erase inside
    /// the layer only, never the content already beneath them.
    func inGroup(alpha: Double = 1, _ body: () -> Void) {
        cairo_push_group(pointer)
        body()
        cairo_pop_group_to_source(pointer)
        cairo_paint_with_alpha(pointer, alpha)
    }

    /// Erases what the following fills cover (inside a group).
    func setErasing(_ erasing: Bool) {
        cairo_set_operator(pointer, erasing ? CAIRO_OPERATOR_DEST_OUT : CAIRO_OPERATOR_OVER)
    }

    /// The context's error, if a drawing call failed (Cairo errors are sticky).
    /// The operation is an autoclosure so the per-frame check builds no string unless it fails.
    func checkStatus(_ operation: @autoclosure () -> String) throws {
        if let textFailure { throw textFailure }
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RasterError.cairo(operation: operation(), message: String(cString: cairo_status_to_string(status)))
        }
    }

    // MARK: Text

    /// Selects Inter (or fontconfig's fallback) at `weight` and `size` points for one-line text.
    func setFont(_ weight: FontWeight, size: Double) {
        font = TextFont(weight: weight, size: size)
    }

    /// The advance width of `text` in the current font, in user units.
    func textWidth(_ text: String) -> Double {
        lineLayout(text)?.logicalBounds.width ?? 0
    }

    /// Draws `text` on one line with its baseline at `baseline`, aligned on `x`.
    func showText(_ text: String, x: Double, baseline: Double, align: TextAlignment = .left) {
        guard let layout = lineLayout(text) else { return }
        let width = align == .left ? 0 : layout.logicalBounds.width
        let left = switch align {
        case .left: x
        case .center: x - width / 2
        case .right: x - width
        }
        layout.show(on: pointer, x: left, y: baseline - layout.baseline)
    }

    /// A layout of `text` on one unwrapped line in the current font; nil (and the failure kept
    /// for ``checkStatus(_:)``) if Pango could not make one.
    private func lineLayout(_ text: String) -> TextLayout? {
        do {
            let layout = try TextLayout(cairo: pointer, font: font)
            layout.setText(text)
            return layout
        } catch {
            if textFailure == nil { textFailure = error }
            return nil
        }
    }

    /// A layout for drawing on this context in `font` at `weight` and `size` points.
    func makeLayout(_ font: TextStyle.Font, weight: FontWeight, size: Double) throws -> TextLayout {
        switch font {
        case .family(let family):
            return try TextLayout(cairo: pointer, font: TextFont(family: family, weight: weight, size: size))
        case .file(let url):
            let map: FileFontMap
            if let known = fileFontMaps[url] {
                map = known
            } else {
                map = try FileFontMap(config: FontFileConfig.shared(for: url))
                fileFontMaps[url] = map
            }
            return try TextLayout(cairo: pointer, font: TextFont(family: map.config.family, weight: weight, size: size),
                                  fontMap: map)
        }
    }

    /// Draws `layout` with its top-left corner at (x, y) in the current colour.
    func show(_ layout: TextLayout, x: Double, y: Double) {
        layout.show(on: pointer, x: x, y: y)
    }
}

/// Where a line of text sits relative to its anchor x.
enum TextAlignment {
    case left, center, right
}
