#include "warp.h"

#include <math.h>

static inline double clamp01(double v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

/// Signed distance from (px, py) to the rounded rectangle, negative inside.
static double rounded_rect_distance(double px, double py, double x, double y, double w, double h, double r) {
    double cx = x + w / 2, cy = y + h / 2;
    double qx = fabs(px - cx) - (w / 2 - r), qy = fabs(py - cy) - (h / 2 - r);
    double ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    double outside = sqrt(ox * ox + oy * oy);
    double inside = (qx > qy ? qx : qy);
    return outside + (inside < 0 ? inside : 0) - r;
}

void cwarp_projective(const uint8_t *src, int sw, int sh, int src_stride, int opaque,
                      uint8_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                      const double inverse[9], const double quad[8],
                      double mask_x, double mask_y, double mask_w, double mask_h, double mask_radius,
                      double mask_softness, double opacity, const float *tint) {
    if (sw <= 0 || sh <= 0 || x1 <= x0 || y1 <= y0 || !(opacity > 0)) return;
    // Edge lines a·x + b·y + c ≥ 0 inside, normalised so the value is a distance in pixels.
    double ea[4], eb[4], ec[4];
    double area = 0;
    for (int i = 0; i < 4; i++) {
        int j = (i + 1) % 4;
        area += quad[2 * i] * quad[2 * j + 1] - quad[2 * j] * quad[2 * i + 1];
    }
    double perimeter = 0;
    for (int i = 0; i < 4; i++) {
        int j = (i + 1) % 4;
        perimeter += hypot(quad[2 * j] - quad[2 * i], quad[2 * j + 1] - quad[2 * i + 1]);
    }
    // Edge-on (on average thinner than half a pixel: area / half the perimeter < 0.5): no pixels.
    // The per-edge coverage below would overstate so thin a sliver as a half-covered line.
    if (!(fabs(area) / 2 >= 0.25 * perimeter)) return;
    double orientation = area > 0 ? 1 : -1;
    for (int i = 0; i < 4; i++) {
        int j = (i + 1) % 4;
        double dx = quad[2 * j] - quad[2 * i], dy = quad[2 * j + 1] - quad[2 * i + 1];
        double length = sqrt(dx * dx + dy * dy);
        if (!(length > 0)) { ea[i] = 0; eb[i] = 0; ec[i] = 1e9; continue; }
        // Left of the edge (y down) is inside for a positively oriented quad.
        ea[i] = -dy / length * orientation;
        eb[i] = dx / length * orientation;
        ec[i] = -(ea[i] * quad[2 * i] + eb[i] * quad[2 * i + 1]);
    }
    for (int y = y0; y < y1; y++) {
        uint8_t *row = dst + (long)y * dst_stride;
        double py = y + 0.5;
        for (int x = x0; x < x1; x++) {
            double px = x + 0.5;
            double coverage = 1;
            for (int e = 0; e < 4 && coverage > 0; e++) coverage *= clamp01(ea[e] * px + eb[e] * py + ec[e] + 0.5);
            if (!(coverage > 0)) continue;
            double w = inverse[6] * px + inverse[7] * py + inverse[8];
            if (!(w > 1e-12)) continue;
            double u = (inverse[0] * px + inverse[1] * py + inverse[2]) / w;
            double v = (inverse[3] * px + inverse[4] * py + inverse[5]) / w;
            if (mask_radius >= 0) {
                double d = rounded_rect_distance(u, v, mask_x, mask_y, mask_w, mask_h, mask_radius);
                coverage *= clamp01(0.5 - d * mask_softness);
                if (!(coverage > 0)) continue;
            }
            // Bilinear, clamped at the edges (the coverage above is the edge).
            double fu = u - 0.5, fv = v - 0.5;
            if (fu < 0) fu = 0;
            if (fv < 0) fv = 0;
            if (fu > sw - 1) fu = sw - 1;
            if (fv > sh - 1) fv = sh - 1;
            int iu = (int)fu, iv = (int)fv;
            int iu1 = iu + 1 < sw ? iu + 1 : iu, iv1 = iv + 1 < sh ? iv + 1 : iv;
            double tu = fu - iu, tv = fv - iv;
            const uint8_t *p00 = src + (long)iv * src_stride + 4 * iu, *p10 = src + (long)iv * src_stride + 4 * iu1;
            const uint8_t *p01 = src + (long)iv1 * src_stride + 4 * iu, *p11 = src + (long)iv1 * src_stride + 4 * iu1;
            double c[4];
            for (int k = 0; k < 4; k++) {
                double a00 = (k == 3 && opaque) ? 255 : p00[k], a10 = (k == 3 && opaque) ? 255 : p10[k];
                double a01 = (k == 3 && opaque) ? 255 : p01[k], a11 = (k == 3 && opaque) ? 255 : p11[k];
                c[k] = (a00 * (1 - tu) + a10 * tu) * (1 - tv) + (a01 * (1 - tu) + a11 * tu) * tv;
            }
            double f = coverage * opacity;
            double sa = c[3] * f;  // 0 … 255, premultiplied source alpha after fading
            double sb, sg, sr;
            if (tint) {
                double a = sa / 255 * tint[3];
                sa = a * 255;
                sb = tint[2] * sa; sg = tint[1] * sa; sr = tint[0] * sa;
            } else {
                sb = c[0] * f; sg = c[1] * f; sr = c[2] * f;
            }
            uint8_t *d = row + 4 * x;
            double keep = 1 - sa / 255;
            d[0] = (uint8_t)(sb + d[0] * keep + 0.5 > 255 ? 255 : sb + d[0] * keep + 0.5);
            d[1] = (uint8_t)(sg + d[1] * keep + 0.5 > 255 ? 255 : sg + d[1] * keep + 0.5);
            d[2] = (uint8_t)(sr + d[2] * keep + 0.5 > 255 ? 255 : sr + d[2] * keep + 0.5);
            d[3] = (uint8_t)(sa + d[3] * keep + 0.5 > 255 ? 255 : sa + d[3] * keep + 0.5);
        }
    }
}
