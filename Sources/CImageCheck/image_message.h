// The one way every inspector words its result: a status with a clause that completes
// "image 'NAME' cannot be used: …". Internal to CImageCheck (not in include/).
#ifndef MOTIONREEL_IMAGE_MESSAGE_H
#define MOTIONREEL_IMAGE_MESSAGE_H

#include "CImageCheck.h"

/// Writes the printf-style clause into `message` (always NUL-terminated) and returns `status`.
mr_image_status mr_say(mr_image_status status, char *message, size_t length, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

/// Clears the outputs every inspector sets, so no caller reads a stale size or message.
void mr_clear(uint32_t *width, uint32_t *height, char *message, size_t length);

/// Checks a header's dimensions against the limits before any pixel memory exists: MR_IMAGE_OK or
/// MR_IMAGE_BAD_SIZE with the reason.
mr_image_status mr_check_size(uint32_t width, uint32_t height, uint32_t max_side, uint64_t max_pixels,
                              char *message, size_t length);

#endif
