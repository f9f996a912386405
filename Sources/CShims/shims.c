#include "CShims.h"

#include <errno.h>
#include <limits.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <png.h>
#include <zlib.h>

// MARK: FFmpeg

int mr_averror_eagain(void) { return AVERROR(EAGAIN); }

int mr_averror_eof(void) { return AVERROR_EOF; }

int mr_averror_encoder_not_found(void) { return AVERROR_ENCODER_NOT_FOUND; }

int64_t mr_av_nopts_value(void) { return AV_NOPTS_VALUE; }

void mr_av_strerror(int code, char *buffer, size_t length) {
    if (buffer == NULL || length == 0) return;
    if (av_strerror(code, buffer, length) < 0) {
        snprintf(buffer, length, "unknown FFmpeg error %d", code);
    }
    buffer[length - 1] = '\0';
}

// Set once, before av_log_set_callback publishes it; read by whichever thread logs.
static mr_av_log_sink log_sink = NULL;

static void mr_av_log_callback(void *avcl, int level, const char *format, va_list arguments) {
    if (level > av_log_get_level() || log_sink == NULL) return;
    // Per-thread, like FFmpeg's own default callback keeps it per process: whether the next
    // fragment starts a new line and so gets the "[libx264 @ 0x…]" prefix.
    static _Thread_local int print_prefix = 1;
    char line[1024];
    av_log_format_line2(avcl, level, format, arguments, line, (int)sizeof line, &print_prefix);
    size_t length = strlen(line);
    while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = '\0';
    if (length > 0) log_sink(level, line);
}

void mr_av_log_install(mr_av_log_sink sink, int max_level) {
    log_sink = sink;
    av_log_set_level(max_level);
    av_log_set_callback(mr_av_log_callback);
}

// MARK: libpng

struct mr_png_error_context {
    char *message;
    size_t length;
};

static void mr_png_on_error(png_structp png, png_const_charp message) {
    struct mr_png_error_context *context = png_get_error_ptr(png);
    if (context != NULL && context->message != NULL && context->length > 0) {
        snprintf(context->message, context->length, "%s", message ? message : "libpng error");
    }
    png_longjmp(png, 1);
}

static void mr_png_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static int mr_fail(char *error, size_t error_length, const char *message) {
    if (error != NULL && error_length > 0) snprintf(error, error_length, "%s", message);
    return 1;
}

// Writes the PNG into `file` (left open); the caller opened it and closes it.
static int mr_png_write_stream(FILE *file, const unsigned char *rows, int width, int height, int stride,
                               int channels, int compression_level, int filter, int srgb, char *error,
                               size_t error_length) {
    struct mr_png_error_context context = {error, error_length};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, mr_png_on_error,
                                              mr_png_on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_write_struct(png != NULL ? &png : NULL, NULL);
        return mr_fail(error, error_length, "out of memory creating the PNG writer");
    }

    // Every resource is taken before setjmp, so the error path only releases them.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 1;
    }

    png_init_io(png, file);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (srgb) png_set_sRGB_gAMA_and_cHRM(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (int y = 0; y < height; y++) {
        png_write_row(png, rows + (size_t)y * (size_t)stride);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 0;
}

static int mr_png_valid(const unsigned char *rows, int width, int height, int stride, int channels) {
    return rows != NULL && width > 0 && height > 0 && (channels == 3 || channels == 4) && stride >= width * channels;
}

int mr_png_write(const char *path, const unsigned char *rows, int width, int height, int stride,
                 int channels, int compression_level, int filter, int srgb, char *error,
                 size_t error_length) {
    if (error != NULL && error_length > 0) error[0] = '\0';
    if (path == NULL || !mr_png_valid(rows, width, height, stride, channels)) {
        return mr_fail(error, error_length, "invalid image description");
    }
    FILE *file = fopen(path, "wb");
    if (file == NULL) return mr_fail(error, error_length, strerror(errno));
    if (mr_png_write_stream(file, rows, width, height, stride, channels, compression_level, filter, srgb,
                            error, error_length) != 0) {
        fclose(file);
        return 1;
    }
    // A full disk shows up here, not in fwrite.
    int failed = ferror(file) || fflush(file) != 0;
    int saved_errno = errno;
    if (fclose(file) != 0 && !failed) {
        failed = 1;
        saved_errno = errno;
    }
    if (failed) return mr_fail(error, error_length, strerror(saved_errno ? saved_errno : EIO));
    return 0;
}

int mr_png_encode(const unsigned char *rows, int width, int height, int stride, int channels,
                  int compression_level, int filter, int srgb, unsigned char **data, size_t *length,
                  char *error, size_t error_length) {
    if (error != NULL && error_length > 0) error[0] = '\0';
    if (data == NULL || length == NULL) return mr_fail(error, error_length, "invalid output");
    *data = NULL;
    *length = 0;
    if (!mr_png_valid(rows, width, height, stride, channels)) {
        return mr_fail(error, error_length, "invalid image description");
    }
    char *buffer = NULL;
    size_t size = 0;
    FILE *file = open_memstream(&buffer, &size);
    if (file == NULL) return mr_fail(error, error_length, strerror(errno));
    int failed = mr_png_write_stream(file, rows, width, height, stride, channels, compression_level, filter,
                                     srgb, error, error_length);
    if (fclose(file) != 0 && !failed) failed = mr_fail(error, error_length, "out of memory encoding the PNG");
    if (failed) {
        free(buffer);
        return 1;
    }
    *data = (unsigned char *)buffer;
    *length = size;
    return 0;
}

// MARK: raw deflate

struct mr_raw_deflate {
    z_stream stream;
};

mr_raw_deflate *mr_raw_deflate_create(int level) {
    mr_raw_deflate *result = calloc(1, sizeof *result);
    if (!result) return NULL;
    // Negative window bits: raw deflate, no zlib header and no Adler-32.
    if (deflateInit2(&result->stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(result);
        return NULL;
    }
    return result;
}

void mr_raw_deflate_destroy(mr_raw_deflate *stream) {
    if (!stream) return;
    deflateEnd(&stream->stream);
    free(stream);
}

size_t mr_raw_deflate_bound(mr_raw_deflate *stream, size_t count) {
    return deflateBound(&stream->stream, (uLong)count);
}

size_t mr_raw_deflate_compress(mr_raw_deflate *stream, const unsigned char *input, size_t count,
                               unsigned char *output, size_t capacity) {
    z_stream *z = &stream->stream;
    if (deflateReset(z) != Z_OK || count > UINT_MAX || capacity > UINT_MAX) return 0;
    z->next_in = (Bytef *)input;
    z->avail_in = (uInt)count;
    z->next_out = output;
    z->avail_out = (uInt)capacity;
    if (deflate(z, Z_FINISH) != Z_STREAM_END) return 0;
    return (size_t)z->total_out;
}

// MARK: Process memory

int mr_decline_transparent_huge_pages(void) {
#if defined(__linux__) && defined(PR_SET_THP_DISABLE)
    return prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0) == 0 ? 0 : -1;
#else
    return -1;
#endif
}
