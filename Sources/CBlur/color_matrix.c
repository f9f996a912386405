#include "blur.h"

static inline int clamp_to(float v, int high) {
    int x = (int)(v + 0.5f);
    return x < 0 ? 0 : (x > high ? high : x);
}

void cblur_color_matrix(const uint8_t *src, int src_stride, uint8_t *dst, int dst_stride,
                        int width, int height, int opaque, const float *m) {
    for (int y = 0; y < height; y++) {
        const uint32_t *in = (const uint32_t *)(src + (long)y * src_stride);
        uint32_t *out = (uint32_t *)(dst + (long)y * dst_stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = in[x];
            int a = opaque ? 255 : (int)(p >> 24);
            if (a == 0) {
                out[x] = opaque ? 0xFF000000u : 0;
                continue;
            }
            float r = (float)((p >> 16) & 0xFF), g = (float)((p >> 8) & 0xFF), b = (float)(p & 0xFF);
            // Premultiplied values: the matrix is linear, so it applies to them as it does to the
            // straight colour times alpha; each result is kept within 0 … alpha.
            int r2 = clamp_to(m[0] * r + m[1] * g + m[2] * b, a);
            int g2 = clamp_to(m[3] * r + m[4] * g + m[5] * b, a);
            int b2 = clamp_to(m[6] * r + m[7] * g + m[8] * b, a);
            out[x] = ((uint32_t)a << 24) | ((uint32_t)r2 << 16) | ((uint32_t)g2 << 8) | (uint32_t)b2;
        }
    }
}
