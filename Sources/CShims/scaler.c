// The swscale wrapper declared in mr_scaler.h: the only place MotionReel names SwsContext or the
// SWS_* flags, so FFmpeg 8's public struct and flag enum stay on this side of Swift.
#include "mr_scaler.h"

#include <libswscale/swscale.h>

mr_scaler *mr_scaler_create(int source_width, int source_height, int source_format,
                            int destination_width, int destination_height, int destination_format,
                            mr_scaler_filter filter) {
    int flags = (filter == MR_SCALER_AREA ? SWS_AREA : SWS_BILINEAR) | SWS_ACCURATE_RND;
    struct SwsContext *context = sws_getContext(
        source_width, source_height, (enum AVPixelFormat)source_format,
        destination_width, destination_height, (enum AVPixelFormat)destination_format,
        flags, NULL, NULL, NULL);
    return (mr_scaler *)context;
}

int mr_scaler_set_matrix(mr_scaler *scaler, mr_scaler_matrix matrix) {
    const int *coefficients = sws_getCoefficients(matrix == MR_SCALER_BT709 ? SWS_CS_ITU709 : SWS_CS_ITU601);
    // Source range 1 (full: RGB), destination range 0 (limited), brightness 0, contrast and
    // saturation 1.0 in 16.16 fixed point.
    return sws_setColorspaceDetails((struct SwsContext *)scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16);
}

int mr_scaler_scale(mr_scaler *scaler, const uint8_t *const source[4], const int source_stride[4], int height,
                    uint8_t *const destination[4], const int destination_stride[4]) {
    return sws_scale((struct SwsContext *)scaler, source, source_stride, 0, height, destination, destination_stride);
}

void mr_scaler_free(mr_scaler *scaler) {
    sws_freeContext((struct SwsContext *)scaler);
}
