import CPango
import Scene

/// The font weights the app's screens use, on Pango's (CSS) weight scale.
enum FontWeight: Hashable {
    case regular, medium, semibold, bold

    init(_ weight: TextStyle.Weight) {
        switch weight {
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        }
    }

    /// 400, 500, 600, 700: fontconfig picks the nearest face the family has.
    var pango: PangoWeight {
        switch self {
        case .regular: PANGO_WEIGHT_NORMAL
        case .medium: PANGO_WEIGHT_MEDIUM
        case .semibold: PANGO_WEIGHT_SEMIBOLD
        case .bold: PANGO_WEIGHT_BOLD
        }
    }
}

/// A font as Pango is asked for it: a family (which fontconfig falls back from for any
/// character the family lacks), a weight, and a size in the context's user units.
struct TextFont: Hashable {
    var family: String
    var weight: FontWeight
    var size: Double

    /// Inter, the family the app's screens are drawn in.
    init(family: String = TextStyle.defaultFamily, weight: FontWeight, size: Double) {
        self.family = family
        self.weight = weight
        self.size = size
    }
}
