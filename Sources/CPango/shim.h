#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/// PANGO_SCALE is a macro Swift cannot import as a number it can use in arithmetic.
static const int cpango_scale = PANGO_SCALE;

/// Releases a GObject (a layout, a context or a font map); g_object_unref takes a gpointer.
static inline void cpango_unref(void *object) { g_object_unref(object); }

/// A new PangoCairo font map that uses `config` (which it references) instead of fontconfig's
/// current configuration, so a font file added to that configuration is found by its family,
/// with every installed font still there for fallback. NULL if the font map is not a
/// fontconfig one (pangocairo built without FreeType).
static inline PangoFontMap *cpango_font_map_new_with_config(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map == NULL) return NULL;
    if (!PANGO_IS_FC_FONT_MAP(map)) { g_object_unref(map); return NULL; }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return map;
}

/// The font map for the installed fonts: pangocairo's per-thread default, made a fontconfig one
/// (FreeType faces drawn by Cairo) on every system. Pango's own default on macOS is CoreText,
/// while MotionReel checks fonts with fontconfig, so a family could pass the check and draw in
/// another face; with fontconfig's map text draws the same on Linux and macOS. On Linux the
/// default is fontconfig's already and is returned as it is. NULL if pangocairo has no
/// fontconfig map (built without FreeType).
static inline PangoFontMap *cpango_installed_font_map(void) {
    PangoFontMap *map = pango_cairo_font_map_get_default();
    if (map != NULL && PANGO_IS_FC_FONT_MAP(map)) return map;
    PangoFontMap *fontconfig = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (fontconfig == NULL) return NULL;
    if (!PANGO_IS_FC_FONT_MAP(fontconfig)) { g_object_unref(fontconfig); return NULL; }
    // The thread's default keeps its own reference.
    pango_cairo_font_map_set_default(PANGO_CAIRO_FONT_MAP(fontconfig));
    g_object_unref(fontconfig);
    return fontconfig;
}

/// Whether `map` is a fontconfig font map.
static inline int cpango_is_fontconfig_map(PangoFontMap *map) { return map != NULL && PANGO_IS_FC_FONT_MAP(map); }
