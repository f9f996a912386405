#ifndef MOTIONREEL_CBLUR_H
#define MOTIONREEL_CBLUR_H

#include <stdint.h>

/// Shrinks `src` (`width` × `height` ARGB32 or, when `opaque`, RGB24 pixels) by `factor` into
/// `dst`: each destination pixel is the average of a `factor` × `factor` block, pixels past the
/// source's edge counting as transparent. A large blur is computed at this resolution.
void cblur_downsample(const uint8_t *src, int width, int height, int src_stride, int opaque,
                      uint8_t *dst, int dst_stride, int factor);

/// Blurs premultiplied ARGB32 pixels in place with three box passes per axis (together close to
/// a Gaussian whose variance is three times one box's). Each box covers 2r+1 pixels at full
/// weight plus one pixel each side at weight `a`/256; outside the image is transparent.
/// `scratch` is another `height`·`stride` bytes; `acc` holds `width`·4 sums and `zeros` is a
/// transparent row of at least `width`·4 bytes.
void cblur_gaussian_blur(uint8_t *data, uint8_t *scratch, uint32_t *acc,
                         const uint8_t *zeros, int width, int height, int stride,
                         int r, uint32_t a);

/// Multiplies the red, green and blue of every pixel of `src` (`width` × `height` premultiplied
/// ARGB32 or, when `opaque`, RGB24 pixels, native-endian words) by the row-major 3 × 4 matrix `m`
/// into `dst` (the same size and format): each row's last entry is an offset in 0 … 255 units of a
/// straight colour, added times the pixel's alpha (so it stays premultiplied). Each result is
/// rounded and clamped to 0 … its alpha; alpha is copied. A hue rotation, a saturation, a
/// grayscale and a brightness, and any product of them, are such matrices.
void cblur_color_matrix(const uint8_t *src, int src_stride, uint8_t *dst, int dst_stride,
                        int width, int height, int opaque, const float *m);

#endif
