#include "image_message.h"

#include <stdarg.h>
#include <stdio.h>

mr_image_status mr_say(mr_image_status status, char *message, size_t length, const char *format, ...) {
    if (message != NULL && length > 0) {
        va_list arguments;
        va_start(arguments, format);
        vsnprintf(message, length, format, arguments);
        va_end(arguments);
        message[length - 1] = '\0';
    }
    return status;
}

void mr_clear(uint32_t *width, uint32_t *height, char *message, size_t length) {
    if (width != NULL) *width = 0;
    if (height != NULL) *height = 0;
    if (message != NULL && length > 0) message[0] = '\0';
}

mr_image_status mr_check_size(uint32_t width, uint32_t height, uint32_t max_side, uint64_t max_pixels,
                              char *message, size_t length) {
    if (width == 0 || height == 0) {
        return mr_say(MR_IMAGE_BAD_SIZE, message, length,
                      "its header says %u×%u px; an image needs at least 1 px a side", width, height);
    }
    if (width > max_side || height > max_side) {
        return mr_say(MR_IMAGE_BAD_SIZE, message, length,
                      "its header says %u×%u px; images may be at most %u px a side", width, height, max_side);
    }
    if ((uint64_t)width * height > max_pixels) {
        return mr_say(MR_IMAGE_BAD_SIZE, message, length,
                      "its header says %u×%u px (%llu px); images may have at most %llu px", width, height,
                      (unsigned long long)((uint64_t)width * height), (unsigned long long)max_pixels);
    }
    return MR_IMAGE_OK;
}
