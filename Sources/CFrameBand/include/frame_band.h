#ifndef MOTIONREEL_CFRAMEBAND_H
#define MOTIONREEL_CFRAMEBAND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Adds `frame` to a band of frames around `reference` (both `width` × `height` pixels of four
/// bytes, rows `stride` bytes apart) and says whether every channel of every pixel of the frames
/// in the band still lies within one level of each other.
///
/// Within one level of each other means, per channel, within the reference's value and one less,
/// or within it and one more (the reference is in the band). `marks` (`width` × `height` bytes,
/// zero for a band of the reference alone) records per pixel which side each channel has taken:
/// two bits a channel, bit 0 for one less, bit 1 for one more. On false the band is spoilt; no
/// frame is added after it.
bool frame_band_add(const uint8_t *reference, const uint8_t *frame, size_t stride, size_t width,
                    size_t height, uint8_t *marks);

#endif
