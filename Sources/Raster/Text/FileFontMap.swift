import CPango

/// Owns a Pango font map drawing with Cairo over one fontconfig configuration (a font file's).
///
/// Pango font maps are not thread-safe, so each drawing context makes its own: text in installed
/// families uses ``FontBackend/installedFonts()``, fontconfig's map, which Pango keeps per thread.
final class FileFontMap {
    let pointer: UnsafeMutablePointer<PangoFontMap>
    /// The configuration is kept alive as long as the map that uses it.
    let config: FontFileConfig

    init(config: FontFileConfig) throws {
        guard let map = cpango_font_map_new_with_config(config.pointer) else {
            throw RasterError.font(path: config.family, message: "Pango has no fontconfig font map for Cairo")
        }
        pointer = map
        self.config = config
    }

    deinit { cpango_unref(pointer) }
}
