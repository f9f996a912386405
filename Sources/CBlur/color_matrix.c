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
            // Premultiplied values: the matrix's linear part applies to them as it does to the
            // straight colour times alpha, and its offset is scaled by alpha for the same reason;
            // each result is kept within 0 … alpha.
            float fa = (float)a / 255.0f;
            int r2 = clamp_to(m[0] * r + m[1] * g + m[2] * b + m[3] * fa, a);
            int g2 = clamp_to(m[4] * r + m[5] * g + m[6] * b + m[7] * fa, a);
            int b2 = clamp_to(m[8] * r + m[9] * g + m[10] * b + m[11] * fa, a);
            out[x] = ((uint32_t)a << 24) | ((uint32_t)r2 << 16) | ((uint32_t)g2 << 8) | (uint32_t)b2;
        }
    }
}
