// swscale behind a handle of our own, so the Swift code reads the same against every FFmpeg.
//
// FFmpeg 8 (Homebrew's) made `struct SwsContext` a public struct, which Swift imports as a typed
// pointer where FFmpeg 5–7 (Debian's) give an `OpaquePointer`; and it turned the SWS_* flags into
// a C enum, which Swift cannot `|`. Here the context is an incomplete `struct mr_scaler`, which
// Swift always imports as `OpaquePointer`, and the flags are combined in C, compiled against
// whichever FFmpeg is installed. Like CShims.h, this header includes no FFmpeg header: pixel
// formats travel as their `enum AVPixelFormat` values.
#ifndef MOTIONREEL_MR_SCALER_H
#define MOTIONREEL_MR_SCALER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One swscale context (`struct SwsContext`), created by mr_scaler_create, freed by mr_scaler_free.
typedef struct mr_scaler mr_scaler;

/// How a scaler filters. Both add SWS_ACCURATE_RND: rounding, not truncating, in the last step.
typedef enum {
    /// SWS_AREA: each destination pixel averages the source pixels under it (downscales of UI).
    MR_SCALER_AREA = 0,
    /// SWS_BILINEAR: used where sizes are equal and only chroma is resampled (4:2:0).
    MR_SCALER_BILINEAR = 1,
} mr_scaler_filter;

/// The YUV matrix of a conversion from RGB (SWS_CS_ITU709, SWS_CS_ITU601).
typedef enum {
    MR_SCALER_BT709 = 0,
    MR_SCALER_BT601 = 1,
} mr_scaler_matrix;

/// A context from `source_format` at `source_width`×`source_height` to `destination_format` at
/// `destination_width`×`destination_height` (formats as `enum AVPixelFormat` values), or NULL if
/// swscale refuses the pair or cannot allocate.
mr_scaler *mr_scaler_create(int source_width, int source_height, int source_format,
                            int destination_width, int destination_height, int destination_format,
                            mr_scaler_filter filter);

/// Converts from full-range RGB to limited ("TV") range YUV with `matrix`, at neutral brightness,
/// contrast and saturation. Returns swscale's result: negative if it refuses.
int mr_scaler_set_matrix(mr_scaler *scaler, mr_scaler_matrix matrix);

/// sws_scale over the whole picture, `height` source rows from the top: up to four planes each
/// side, unused ones NULL with stride 0. Returns the rows written, or a negative AVERROR.
int mr_scaler_scale(mr_scaler *scaler, const uint8_t *const source[4], const int source_stride[4], int height,
                    uint8_t *const destination[4], const int destination_stride[4]);

/// Frees the context; NULL is ignored.
void mr_scaler_free(mr_scaler *scaler);

#ifdef __cplusplus
}
#endif

#endif
