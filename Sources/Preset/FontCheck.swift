import CFontconfig
import Foundation
import Scene

/// Asks fontconfig about the fonts a preset names, so a font that cannot be found is an error at
/// its key rather than text silently drawn in another typeface.
///
/// fontconfig answers every request with *some* font (it substitutes), so a family is checked
/// by listing the installed fonts that carry that family name, and a file by adding it to an
/// empty configuration of its own and reading the family its first face declares.
package enum FontCheck {
    /// The generic families fontconfig resolves through its own rules; always available.
    package static let genericFamilies = ["sans-serif", "serif", "monospace", "system-ui", "emoji"]

    /// Whether an installed font has `family` as one of its family names (case-insensitive, as
    /// fontconfig compares them), or `family` is a generic family.
    package static func isInstalled(family: String) -> Bool {
        if genericFamilies.contains(family.lowercased()) { return true }
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        guard FcPatternAddString(pattern, FC_FAMILY, family) == FcTrue,
              let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let fonts = FcFontList(nil, pattern, objects) else { return false }
        defer { FcFontSetDestroy(fonts) }
        return fonts.pointee.nfont > 0
    }

    /// The family the font file at `path` declares, or nil if fontconfig finds no font in it.
    package static func family(ofFile path: String) -> String? {
        guard let config = FcConfigCreate() else { return nil }
        defer { FcConfigDestroy(config) }
        guard FcConfigAppFontAddFile(config, path) == FcTrue,
              let set = FcConfigGetFonts(config, FcSetApplication), set.pointee.nfont > 0,
              let font = set.pointee.fonts?[0] else { return nil }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(font, FC_FAMILY, 0, &name) == FcResultMatch, let name else { return nil }
        return String(cString: name)
    }
}
