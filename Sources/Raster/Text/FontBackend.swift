import CPango

/// Where Pango finds fonts: fontconfig, on every system, chosen here and nowhere else.
///
/// The font checks (`FontCheck`, font files) ask fontconfig which face a family resolves to, so
/// text must be drawn from fontconfig's font map too. On Linux that is pangocairo's default; on
/// macOS the default is CoreText, which would draw a family the check passed in a face of its
/// own choosing. Font files get a fontconfig map of their own (``FileFontMap``).
enum FontBackend {
    /// The font map for the installed fonts, fontconfig's, per thread (Pango's font maps are not
    /// thread-safe); nil if this Pango has no fontconfig map.
    static func installedFonts() -> UnsafeMutablePointer<PangoFontMap>? {
        cpango_installed_font_map()
    }

    /// Whether `map` finds its fonts with fontconfig.
    static func isFontconfig(_ map: UnsafeMutablePointer<PangoFontMap>) -> Bool {
        cpango_is_fontconfig_map(map) != 0
    }
}
