#include "CImageCheck.h"
#include "image_message.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cairo.h>
#include <librsvg/rsvg.h>

/// CSS pixels an inch: an SVG's `width="2in"` is 192 px, and a CSS pixel is a canvas point.
static const double css_dpi = 96;

/// Pixels a side of the surface the validate-time drawing goes to: enough to run every element,
/// filter and reference once, small enough to cost nothing.
static const int trial_side = 64;

struct mr_svg {
    RsvgHandle *handle;
    double width, height;
};

/// Says `error`'s message (or `fallback`) and frees it.
static mr_image_status say_error(mr_image_status status, GError *error, const char *what, char *message,
                                 size_t length) {
    mr_image_status result = mr_say(status, message, length, "%s (%s)", what,
                                    error != NULL && error->message != NULL ? error->message : "librsvg gave no reason");
    if (error != NULL) g_error_free(error);
    return result;
}

/// The whole file, if it is at most `max_bytes`; else NULL with the reason said.
static unsigned char *read_bounded(const char *path, uint64_t max_bytes, size_t *count, mr_image_status *status,
                                   char *message, size_t length) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        *status = mr_say(MR_IMAGE_UNREADABLE, message, length, "it cannot be opened (%s)", strerror(errno));
        return NULL;
    }
    struct stat info;
    if (fstat(fileno(file), &info) != 0 || !S_ISREG(info.st_mode)) {
        fclose(file);
        *status = mr_say(MR_IMAGE_UNREADABLE, message, length, "it cannot be read (it is not a regular file)");
        return NULL;
    }
    if ((uint64_t)info.st_size > max_bytes) {
        fclose(file);
        *status = mr_say(MR_IMAGE_BAD_SIZE, message, length, "the file is %llu bytes; an SVG may be at most %llu bytes",
                         (unsigned long long)info.st_size, (unsigned long long)max_bytes);
        return NULL;
    }
    // One byte more than the limit tells a file that grew since fstat from one that did not.
    size_t capacity = (size_t)info.st_size + 1;
    unsigned char *bytes = malloc(capacity);
    if (bytes == NULL) {
        fclose(file);
        *status = mr_say(MR_IMAGE_UNREADABLE, message, length, "it cannot be read (out of memory)");
        return NULL;
    }
    *count = fread(bytes, 1, capacity, file);
    int failed = ferror(file);
    fclose(file);
    if (failed || *count == capacity) {
        free(bytes);
        *status = mr_say(MR_IMAGE_UNREADABLE, message, length, "it cannot be read (it changed while being read)");
        return NULL;
    }
    *status = MR_IMAGE_OK;
    return bytes;
}

/// The document's size in points: `width` × `height` when both are absolute, else the viewBox's.
static int intrinsic_size(RsvgHandle *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height)) return 1;
    gboolean has_width, has_height, has_viewbox;
    RsvgLength w, h;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (!has_viewbox) return 0;
    *width = viewbox.width;
    *height = viewbox.height;
    return 1;
}

mr_image_status mr_svg_open(const char *path, const struct mr_image_limits *limits, mr_svg **document,
                            double *width, double *height, char *message, size_t message_length) {
    *document = NULL;
    *width = 0;
    *height = 0;
    mr_clear(NULL, NULL, message, message_length);
    if (path == NULL) return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it has no path");
    mr_image_status status;
    size_t count = 0;
    unsigned char *bytes = read_bounded(path, limits->max_svg_bytes, &count, &status, message, message_length);
    if (bytes == NULL) return status;

    // The file is the base for relative references: librsvg loads only files beside it or below.
    GFile *base = g_file_new_for_path(path);
    GInputStream *stream = g_memory_input_stream_new_from_data(bytes, (gssize)count, free);
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_stream_sync(stream, base, RSVG_HANDLE_FLAGS_NONE, NULL, &error);
    g_object_unref(stream);
    g_object_unref(base);
    if (handle == NULL) return say_error(MR_IMAGE_DAMAGED, error, "it is not a valid SVG", message, message_length);
    rsvg_handle_set_dpi(handle, css_dpi);

    double w = 0, h = 0;
    if (!intrinsic_size(handle, &w, &h)) {
        g_object_unref(handle);
        return mr_say(MR_IMAGE_BAD_SIZE, message, message_length,
                      "it has no size: give its <svg> element a width and height, or a viewBox");
    }
    *width = w;
    *height = h;
    if (!isfinite(w) || !isfinite(h) || w < limits->min_svg_side || h < limits->min_svg_side) {
        g_object_unref(handle);
        return mr_say(MR_IMAGE_BAD_SIZE, message, message_length,
                      "its size is %g×%g pt; an SVG needs at least %g pt a side", w, h, limits->min_svg_side);
    }
    mr_svg *result = malloc(sizeof *result);
    if (result == NULL) {
        g_object_unref(handle);
        return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it cannot be read (out of memory)");
    }
    result->handle = handle;
    result->width = w;
    result->height = h;
    *document = result;
    return MR_IMAGE_OK;
}

mr_image_status mr_svg_render(mr_svg *document, struct _cairo *context, double width, double height,
                              char *message, size_t message_length) {
    mr_clear(NULL, NULL, message, message_length);
    if (document == NULL || context == NULL || !(width > 0) || !(height > 0)) {
        return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it has nowhere to be drawn");
    }
    // The viewport is the document's own size, and the context's scale stretches it to the
    // rectangle: librsvg would otherwise keep the aspect ratio (preserveAspectRatio).
    cairo_save(context);
    cairo_scale(context, width / document->width, height / document->height);
    RsvgRectangle viewport = {0, 0, document->width, document->height};
    GError *error = NULL;
    gboolean drawn = rsvg_handle_render_document(document->handle, context, &viewport, &error);
    cairo_restore(context);
    if (!drawn) return say_error(MR_IMAGE_DAMAGED, error, "it cannot be drawn", message, message_length);
    return MR_IMAGE_OK;
}

void mr_svg_close(mr_svg *document) {
    if (document == NULL) return;
    g_object_unref(document->handle);
    free(document);
}

mr_image_status mr_svg_inspect(const char *path, int decode, const struct mr_image_limits *limits,
                               double *width, double *height, char *message, size_t message_length) {
    mr_svg *document = NULL;
    double w = 0, h = 0;
    mr_image_status status = mr_svg_open(path, limits, &document, &w, &h, message, message_length);
    if (width != NULL) *width = w;
    if (height != NULL) *height = h;
    if (status != MR_IMAGE_OK) return status;
    double side = limits->scale, pixels_w = ceil(w * side), pixels_h = ceil(h * side);
    if (pixels_w > limits->max_side || pixels_h > limits->max_side || pixels_w * pixels_h > (double)limits->max_pixels) {
        mr_svg_close(document);
        return mr_say(MR_IMAGE_BAD_SIZE, message, message_length,
                      "its size is %g×%g pt, %.0f×%.0f px at %g×; images may be at most %u px a side and %llu px",
                      w, h, pixels_w, pixels_h, side, limits->max_side, (unsigned long long)limits->max_pixels);
    }
    if (decode) {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, trial_side, trial_side);
        cairo_t *context = cairo_create(surface);
        status = mr_svg_render(document, context, trial_side, trial_side, message, message_length);
        cairo_destroy(context);
        cairo_surface_destroy(surface);
    }
    mr_svg_close(document);
    return status;
}
