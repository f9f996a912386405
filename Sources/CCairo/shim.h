#include <cairo/cairo.h>
#include <cairo/cairo-ft.h>
#include <fontconfig/fontconfig.h>

/// A font face for a fontconfig name such as "Inter:weight=80". Cairo's toy API only knows
/// normal and bold (and asks fontconfig for Medium when told normal), so weights go through
/// fontconfig; matching falls back to another family (DejaVu Sans) when Inter is missing.
/// Returns NULL if the name does not parse. The caller owns the face.
static inline cairo_font_face_t *ccairo_font_face_create(const char *fontconfig_name) {
    FcPattern *pattern = FcNameParse((const FcChar8 *)fontconfig_name);
    if (pattern == NULL) return NULL;
    // Cairo resolves the pattern (substitution and matching) when the face is first used.
    cairo_font_face_t *face = cairo_ft_font_face_create_for_pattern(pattern);
    FcPatternDestroy(pattern);
    return face;
}
