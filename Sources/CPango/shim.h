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
