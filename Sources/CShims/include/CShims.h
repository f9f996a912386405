// What Swift cannot import from FFmpeg, libpng and zlib: function-like error macros, av_log's
// va_list callback, libpng's setjmp/longjmp error handling, and zlib's deflateInit2 macro; and
// Linux's prctl, which is variadic.
//
// This header deliberately includes no FFmpeg, libpng or zlib header, so the CFFmpeg and CPNG modules
// stay the only owners of those declarations; everything here uses plain C types.
#ifndef MOTIONREEL_CSHIMS_H
#define MOTIONREEL_CSHIMS_H

#include <stddef.h>
#include <stdint.h>

#include "mr_scaler.h"

#ifdef __cplusplus
extern "C" {
#endif

/// AVERROR(EAGAIN): the encoder wants input before it can return another packet.
int mr_averror_eagain(void);
/// AVERROR_EOF: the encoder is fully drained.
int mr_averror_eof(void);
/// AVERROR_ENCODER_NOT_FOUND: this FFmpeg was built without the requested encoder.
int mr_averror_encoder_not_found(void);
/// AV_NOPTS_VALUE.
int64_t mr_av_nopts_value(void);
/// FFmpeg's message for an error code (av_strerror), always NUL-terminated.
void mr_av_strerror(int code, char *buffer, size_t length);

/// Receives one formatted av_log line (no trailing newline) at or above the installed level.
typedef void (*mr_av_log_sink)(int level, const char *line);
/// Sets av_log's level to `max_level` and routes lines at or below it to `sink`.
/// Formatting happens in C because av_log hands its callback a va_list.
void mr_av_log_install(mr_av_log_sink sink, int max_level);

/// libpng filter flags (PNG_FILTER_*), repeated because PNG_ALL_FILTERS does not import.
enum {
    MR_PNG_FILTER_NONE = 0x08,
    MR_PNG_FILTER_SUB = 0x10,
    MR_PNG_FILTER_UP = 0x20,
    MR_PNG_FILTER_AVG = 0x40,
    MR_PNG_FILTER_PAETH = 0x80,
    MR_PNG_ALL_FILTERS = 0xF8,
};

/// Writes an 8-bit RGB (channels 3) or straight-alpha RGBA (channels 4) PNG to `path`.
///
/// `rows` is top row first, `stride` bytes apart. `filter` is a set of MR_PNG_FILTER_* flags,
/// `compression_level` 0-9 (zlib). With `srgb` nonzero an sRGB chunk (plus the matching gAMA and
/// cHRM for old readers) is written. libpng's longjmp errors are caught here: returns 0 on success,
/// nonzero on failure with a message copied into `error` (always NUL-terminated).
int mr_png_write(const char *path, const unsigned char *rows, int width, int height, int stride,
                 int channels, int compression_level, int filter, int srgb, char *error,
                 size_t error_length);

/// The same PNG as mr_png_write, into memory: on success `*data` holds `*length` bytes that the
/// caller releases with free(); on failure `*data` is NULL and `error` says why.
int mr_png_encode(const unsigned char *rows, int width, int height, int stride, int channels,
                  int compression_level, int filter, int srgb, unsigned char **data, size_t *length,
                  char *error, size_t error_length);

/// A raw deflate stream (no zlib header or Adler-32), reused frame after frame by one thread.
///
/// zlib's own wrapper computes Adler-32 with a scalar loop that took a sixth of a PNG frame's
/// compression time; a PNG sequence's writer adds the header and a SIMD Adler-32 (libdeflate's)
/// around this instead. Freed with mr_raw_deflate_destroy.
typedef struct mr_raw_deflate mr_raw_deflate;
/// A stream at zlib `level` (0-9), or NULL if zlib could not allocate one.
mr_raw_deflate *mr_raw_deflate_create(int level);
void mr_raw_deflate_destroy(mr_raw_deflate *stream);
/// The most bytes compressing `count` bytes can take.
size_t mr_raw_deflate_bound(mr_raw_deflate *stream, size_t count);
/// Compresses `count` bytes of `input` into `output` (room for `capacity`) as one complete raw
/// deflate stream; returns its length, or 0 if it did not fit or zlib failed.
size_t mr_raw_deflate_compress(mr_raw_deflate *stream, const unsigned char *input, size_t count,
                               unsigned char *output, size_t capacity);

/// Asks the kernel not to back this process's memory with transparent huge pages
/// (prctl PR_SET_THP_DISABLE, Linux 3.15 and later; inherited by child processes). Returns 0 on
/// success, -1 where it is refused or there is no such call (not Linux).
int mr_decline_transparent_huge_pages(void);

#ifdef __cplusplus
}
#endif

#endif
