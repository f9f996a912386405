import CCairo
import Foundation

/// The font weights the app's screens use, mapped to fontconfig's weight scale.
enum FontWeight: Hashable {
    case regular, medium, semibold, bold

    /// Inter first, DejaVu Sans when Inter is not installed (fontconfig picks the closest weight).
    var fontconfigName: String {
        switch self {
        case .regular: "Inter,DejaVu Sans:weight=80"
        case .medium: "Inter,DejaVu Sans:weight=100"
        case .semibold: "Inter,DejaVu Sans:weight=180"
        case .bold: "Inter,DejaVu Sans:weight=200"
        }
    }
}

/// Owns one Cairo font face chosen through fontconfig, so semibold and regular are reachable.
final class CairoFontFace {
    private let pointer: OpaquePointer?
    private let weight: FontWeight

    init(weight: FontWeight) {
        self.weight = weight
        let face = ccairo_font_face_create(weight.fontconfigName)
        if let face, cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS {
            pointer = face
        } else {
            if let face { cairo_font_face_destroy(face) }
            pointer = nil
        }
    }

    deinit { if let pointer { cairo_font_face_destroy(pointer) } }

    /// Makes this face current in `context`; without one, falls back to Cairo's toy API.
    func select(in context: OpaquePointer) {
        if let pointer {
            cairo_set_font_face(context, pointer)
        } else {
            let bold = weight == .bold || weight == .semibold
            cairo_select_font_face(context, "Inter", CAIRO_FONT_SLANT_NORMAL,
                                   bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        }
    }
}
