// Gaussian blur as three box passes per axis, for Raster's blurred layers and soft shadows.
// In C because the inner loops run for every byte of every blurred frame.

#include "blur.h"

#include <stddef.h>

/// A box sum back to a byte: `num` is the window sum in 1/256 units, `inv` is 1 / its weight.
/// Sums stay below 2^24, so the float product is exact enough for 8-bit results.
static inline uint8_t cblur_box_scale(uint32_t num, float inv) {
    return (uint8_t)((float)num * inv + 0.5f);
}

/// One box output and window step for channel-interleaved bytes: `acc` sums the window,
/// `outer` the two pixels just past it (weight `a`/256), `enter` joins and `leave` quits.
#define CBLUR_BOX_STEP(d, acc, outer, enter, leave)                         \
    do {                                                                    \
        (d) = cblur_box_scale((acc) * 256u + a * (uint32_t)(outer), inv);   \
        (acc) += (uint32_t)(enter);                                         \
        (acc) -= (uint32_t)(leave);                                         \
    } while (0)

/// One horizontal box pass over every row, `src` to `dst` (both `stride` bytes per row, four
/// bytes per pixel, premultiplied, so each channel is averaged on its own). The box covers
/// 2r+1 pixels at full weight plus one pixel each side at weight `a`/256; outside the image is
/// transparent.
static void cblur_box_blur_rows(const uint8_t *src, uint8_t *dst, int width, int height,
                                int stride, int r, uint32_t a) {
    const float inv = 1.0f / (float)((2 * r + 1) * 256 + 2 * a);
    for (int y = 0; y < height; y++) {
        const uint8_t *s = src + (size_t)y * stride;
        uint8_t *d = dst + (size_t)y * stride;
        uint32_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;
        for (int i = 0; i <= r && i < width; i++) {
            a0 += s[4 * i]; a1 += s[4 * i + 1]; a2 += s[4 * i + 2]; a3 += s[4 * i + 3];
        }
        // Where the window and its outer taps lie wholly inside the row, no bounds checks.
        const int lo = r + 1 < width ? r + 1 : width;
        const int hi = width - r - 1 > lo ? width - r - 1 : lo;
        for (int x = 0; x < width; x++) {
            if (x == lo && hi > lo) {
                for (; x < hi; x++) {
                    const uint8_t *l = s + 4 * (x - r - 1), *rt = s + 4 * (x + r + 1), *out = s + 4 * (x - r);
                    uint8_t *o = d + 4 * x;
                    CBLUR_BOX_STEP(o[0], a0, l[0] + rt[0], rt[0], out[0]);
                    CBLUR_BOX_STEP(o[1], a1, l[1] + rt[1], rt[1], out[1]);
                    CBLUR_BOX_STEP(o[2], a2, l[2] + rt[2], rt[2], out[2]);
                    CBLUR_BOX_STEP(o[3], a3, l[3] + rt[3], rt[3], out[3]);
                }
                if (x >= width) break;
            }
            const int left = x - r - 1, right = x + r + 1, leaving = x - r;
            uint8_t *o = d + 4 * x;
            uint32_t acc[4] = {a0, a1, a2, a3};
            for (int c = 0; c < 4; c++) {
                const uint32_t l = left >= 0 ? s[4 * left + c] : 0;
                const uint32_t rt = right < width ? s[4 * right + c] : 0;
                const uint32_t out = leaving >= 0 ? s[4 * leaving + c] : 0;
                CBLUR_BOX_STEP(o[c], acc[c], l + rt, rt, out);
            }
            a0 = acc[0]; a1 = acc[1]; a2 = acc[2]; a3 = acc[3];
        }
    }
}

/// One vertical box pass, the same box as `cblur_box_blur_rows`, sliding a window of row sums
/// down the image so memory is read row by row. `acc` holds `width`·4 sums; `zeros` is a
/// transparent row of at least `width`·4 bytes, standing in for rows outside the image.
static void cblur_box_blur_columns(const uint8_t *src, uint8_t *dst, int width, int height,
                                   int stride, int r, uint32_t a, uint32_t *acc,
                                   const uint8_t *zeros) {
    const float inv = 1.0f / (float)((2 * r + 1) * 256 + 2 * a);
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
        for (int i = 0; i < n; i++)
            CBLUR_BOX_STEP(d[i], acc[i], (uint32_t)above[i] + below[i], below[i], leaving[i]);
    }
}

void cblur_downsample(const uint8_t *src, int width, int height, int src_stride, int opaque,
                      uint8_t *dst, int dst_stride, int factor) {
    const int dw = (width + factor - 1) / factor, dh = (height + factor - 1) / factor;
    const float inv = 1.0f / (float)(factor * factor);
    for (int j = 0; j < dh; j++) {
        uint8_t *d = dst + (size_t)j * dst_stride;
        const int y1 = (j + 1) * factor < height ? (j + 1) * factor : height;
        for (int i = 0; i < dw; i++) {
            const int x1 = (i + 1) * factor < width ? (i + 1) * factor : width;
            uint32_t sum[4] = {0, 0, 0, 0};
            for (int y = j * factor; y < y1; y++) {
                const uint8_t *s = src + (size_t)y * src_stride;
                for (int x = i * factor; x < x1; x++) {
                    sum[0] += s[4 * x]; sum[1] += s[4 * x + 1]; sum[2] += s[4 * x + 2];
                    sum[3] += opaque ? 255u : s[4 * x + 3];
                }
            }
            for (int c = 0; c < 4; c++) d[4 * i + c] = cblur_box_scale(sum[c], inv);
        }
    }
}

/// Six passes ping-pong between `data` and `scratch`, ending in `data`.
void cblur_gaussian_blur(uint8_t *data, uint8_t *scratch, uint32_t *acc,
                         const uint8_t *zeros, int width, int height, int stride,
                         int r, uint32_t a) {
    cblur_box_blur_rows(data, scratch, width, height, stride, r, a);
    cblur_box_blur_rows(scratch, data, width, height, stride, r, a);
    cblur_box_blur_rows(data, scratch, width, height, stride, r, a);
    cblur_box_blur_columns(scratch, data, width, height, stride, r, a, acc, zeros);
    cblur_box_blur_columns(data, scratch, width, height, stride, r, a, acc, zeros);
    cblur_box_blur_columns(scratch, data, width, height, stride, r, a, acc, zeros);
}
