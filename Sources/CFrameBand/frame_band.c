// The band of frames that look the same as a reference, for Raster's VisibleEnd. In C, as the
// blur is, because it reads every pixel of every frame between the visible end and SwiftUI's
// end, in the unoptimized test builds too.

#include "frame_band.h"

bool frame_band_add(const uint8_t *reference, const uint8_t *frame, size_t stride, size_t width,
                    size_t height, uint8_t *marks) {
    for (size_t y = 0; y < height; y++) {
        const uint8_t *r = reference + y * stride;
        const uint8_t *f = frame + y * stride;
        uint8_t *m = marks + y * width;
        for (size_t x = 0; x < width; x++, r += 4, f += 4) {
            // Most pixels are exactly the reference's.
            if (r[0] == f[0] && r[1] == f[1] && r[2] == f[2] && r[3] == f[3]) continue;
            uint8_t sides = m[x];
            for (int c = 0; c < 4; c++) {
                int difference = (int)f[c] - (int)r[c];
                if (difference == 0) continue;
                if (difference > 1 || difference < -1) return false;
                uint8_t side = (uint8_t)((difference < 0 ? 1u : 2u) << (2 * c));
                uint8_t opposite = (uint8_t)((difference < 0 ? 2u : 1u) << (2 * c));
                if (sides & opposite) return false;
                sides |= side;
            }
            m[x] = sides;
        }
    }
    return true;
}
