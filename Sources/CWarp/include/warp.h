#ifndef MOTIONREEL_CWARP_H
#define MOTIONREEL_CWARP_H

#include <stdint.h>

/// Paints `src` (`sw` × `sh` premultiplied ARGB32 pixels, or RGB24 when `opaque`) through a
/// projective map onto `dst` (premultiplied ARGB32), OVER, within the destination box
/// [x0, x1) × [y0, y1).
///
/// `inverse` (3 × 3, row-major) maps a destination point (x, y, 1) to source homogeneous
/// coordinates (u·w, v·w, w), in pixels with pixel centres at i + 0.5; it is evaluated at each
/// destination pixel's centre and the source is sampled bilinearly, clamped at its edges. The
/// edges are antialiased analytically: `quad` holds the destination positions of the source's
/// four corners (0, 0), (sw, 0), (sw, sh), (0, sh) as x, y pairs, and a pixel's coverage is the
/// product over the quad's edges of its distance to the edge line, plus a half, clamped to 0 … 1
/// (exact for a straight edge crossing a pixel, close at corners). A back-facing quad (its
/// corners turning the other way) is drawn mirrored, as the map says; a quad thinner on average
/// than half a pixel (a layer seen edge-on) draws nothing.
///
/// With `mask_radius` ≥ 0, only the rounded rectangle (`mask_x`, `mask_y`, `mask_w`, `mask_h`,
/// corner radius `mask_radius`) of the source is seen, its edge antialiased over about
/// 1 / `mask_softness` source pixels. Every pixel is faded by `opacity`; with `tint` non-null
/// (four floats, straight RGBA 0 … 1) only the source's alpha is used, painted in that colour.
void cwarp_projective(const uint8_t *src, int sw, int sh, int src_stride, int opaque,
                      uint8_t *dst, int dst_stride, int x0, int y0, int x1, int y1,
                      const double inverse[9], const double quad[8],
                      double mask_x, double mask_y, double mask_w, double mask_h, double mask_radius,
                      double mask_softness, double opacity, const float *tint);

#endif
