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

// MARK: Gaussian blur (three box passes per axis)

#include <stdint.h>

/// Scales a box sum to a byte: `num` is the window sum in 1/256 units, `inv` ≈ 2^32 / weight.
static inline uint8_t ccairo_box_scale(uint64_t num, uint64_t inv) {
    uint64_t v = (num * inv + (1ull << 31)) >> 32;
    return v > 255 ? 255 : (uint8_t)v;
}

/// One horizontal box pass over every row, `src` to `dst` (both `stride` bytes per row, four
/// bytes per pixel, premultiplied, so each channel is averaged on its own). The box covers
/// 2r+1 pixels at full weight plus one pixel each side at weight `a`/256; outside the image is
/// transparent.
static inline void ccairo_box_blur_rows(const uint8_t *src, uint8_t *dst, int width, int height,
                                        int stride, int r, uint32_t a) {
    const uint64_t inv = ((1ull << 32) + (uint64_t)((2 * r + 1) * 256 + 2 * a) / 2)
                         / (uint64_t)((2 * r + 1) * 256 + 2 * a);
    for (int y = 0; y < height; y++) {
        const uint8_t *s = src + (size_t)y * stride;
        uint8_t *d = dst + (size_t)y * stride;
        uint32_t acc[4] = {0, 0, 0, 0};
        for (int i = 0; i <= r && i < width; i++)
            for (int c = 0; c < 4; c++) acc[c] += s[4 * i + c];
        for (int x = 0; x < width; x++) {
            const int left = x - r - 1, right = x + r + 1;
            // Between the two edge regions every index is in range; the checks stay predictable.
            for (int c = 0; c < 4; c++) {
                const uint32_t l = left >= 0 ? s[4 * left + c] : 0;
                const uint32_t rr = right < width ? s[4 * right + c] : 0;
                d[4 * x + c] = ccairo_box_scale((uint64_t)acc[c] * 256 + (uint64_t)a * (l + rr), inv);
                acc[c] += rr;
                acc[c] -= (x - r >= 0) ? s[4 * (x - r) + c] : 0;
            }
        }
    }
}

/// One vertical box pass, the same box as `ccairo_box_blur_rows`, sliding a window of row sums
/// down the image so memory is read row by row. `acc` holds `width`·4 sums; `zeros` is a
/// transparent row of at least `width`·4 bytes, standing in for rows outside the image.
static inline void ccairo_box_blur_columns(const uint8_t *src, uint8_t *dst, int width, int height,
                                           int stride, int r, uint32_t a, uint32_t *acc,
                                           const uint8_t *zeros) {
    const uint64_t inv = ((1ull << 32) + (uint64_t)((2 * r + 1) * 256 + 2 * a) / 2)
                         / (uint64_t)((2 * r + 1) * 256 + 2 * a);
    const int n = width * 4;
    for (int i = 0; i < n; i++) acc[i] = 0;
    for (int y = 0; y <= r && y < height; y++) {
        const uint8_t *s = src + (size_t)y * stride;
        for (int i = 0; i < n; i++) acc[i] += s[i];
    }
    for (int y = 0; y < height; y++) {
        const uint8_t *above = y - r - 1 >= 0 ? src + (size_t)(y - r - 1) * stride : zeros;
        const uint8_t *below = y + r + 1 < height ? src + (size_t)(y + r + 1) * stride : zeros;
        const uint8_t *leaving = y - r >= 0 ? src + (size_t)(y - r) * stride : zeros;
        uint8_t *d = dst + (size_t)y * stride;
        for (int i = 0; i < n; i++) {
            d[i] = ccairo_box_scale((uint64_t)acc[i] * 256 + (uint64_t)a * ((uint32_t)above[i] + below[i]), inv);
            acc[i] += (uint32_t)below[i] - leaving[i];
        }
    }
}

/// Blurs premultiplied ARGB32 pixels in place with three box passes per axis (together close to
/// a Gaussian whose variance is three times one box's). `scratch` is another `height`·`stride`
/// bytes; `acc` and `zeros` are as for `ccairo_box_blur_columns`. Six passes ping-pong between
/// `data` and `scratch`, ending in `data`.
static inline void ccairo_gaussian_blur(uint8_t *data, uint8_t *scratch, uint32_t *acc,
                                        const uint8_t *zeros, int width, int height, int stride,
                                        int r, uint32_t a) {
    ccairo_box_blur_rows(data, scratch, width, height, stride, r, a);
    ccairo_box_blur_rows(scratch, data, width, height, stride, r, a);
    ccairo_box_blur_rows(data, scratch, width, height, stride, r, a);
    ccairo_box_blur_columns(scratch, data, width, height, stride, r, a, acc, zeros);
    ccairo_box_blur_columns(data, scratch, width, height, stride, r, a, acc, zeros);
    ccairo_box_blur_columns(scratch, data, width, height, stride, r, a, acc, zeros);
}
