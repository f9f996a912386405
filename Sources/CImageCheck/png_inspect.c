#include "CImageCheck.h"
#include "image_message.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <png.h>

// The signature, then the IHDR chunk: length (4), type (4), data (13), CRC (4).
enum { SIGNATURE_BYTES = 8, HEADER_BYTES = 8 + 8 + 13 + 4 };

/// libpng's own limit on what one ancillary chunk (text, ICC profile…) may allocate: a
/// screenshot's metadata is a few KB, and a forged length cannot make the check allocate more.
static const png_alloc_size_t chunk_malloc_max = 8u << 20;

static const unsigned char png_signature[SIGNATURE_BYTES] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static uint32_t big_endian(const unsigned char *bytes) {
    return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | (uint32_t)bytes[3];
}

/// Where libpng's error and read callbacks leave what they saw.
struct inspection {
    FILE *file;
    /// Set when the file ran out before libpng had read all it needed.
    int ended_early;
    char error[200];
};

static void on_error(png_structp png, png_const_charp text) {
    struct inspection *inspection = png_get_error_ptr(png);
    if (inspection != NULL) snprintf(inspection->error, sizeof inspection->error, "%s", text ? text : "libpng error");
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    // Warnings (a bad CRC in an ancillary chunk, an unknown profile) are what Cairo ignores too.
    (void)png;
    (void)text;
}

static void read_data(png_structp png, png_bytep data, size_t length) {
    struct inspection *inspection = png_get_io_ptr(png);
    if (fread(data, 1, length, inspection->file) != length) {
        inspection->ended_early = feof(inspection->file) != 0;
        png_error(png, "read error");
    }
}

/// Lets libpng read the whole file, every row into `row`; returns 0, or 1 with a message.
static int decode_all(struct inspection *inspection, unsigned char *row, size_t row_capacity) {
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, inspection, on_error, on_warning);
    png_infop info = png != NULL ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_read_struct(png != NULL ? &png : NULL, NULL, NULL);
        snprintf(inspection->error, sizeof inspection->error, "out of memory creating the PNG reader");
        return 1;
    }
    // Every resource (file, row buffer, reader) is taken before setjmp: the error path only frees.
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    png_set_read_fn(png, inspection, read_data);
    png_set_chunk_malloc_max(png, chunk_malloc_max);
    png_read_info(png, info);
    if (png_get_rowbytes(png, info) > row_capacity) png_error(png, "a row is longer than its header allows");
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < height; y++) png_read_row(png, row, NULL);
    }
    // The chunks after the image data, up to IEND, with their CRCs.
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

mr_image_status mr_png_inspect(const char *path, int decode, uint32_t max_side, uint64_t max_pixels,
                               uint32_t *width, uint32_t *height, char *message, size_t message_length) {
    mr_clear(width, height, message, message_length);
    if (path == NULL) return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it has no path");

    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it cannot be opened (%s)", strerror(errno));
    }
    unsigned char header[HEADER_BYTES];
    size_t count = fread(header, 1, sizeof header, file);
    if (ferror(file)) {
        int saved = errno;
        fclose(file);
        return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it cannot be read (%s)", strerror(saved ? saved : EIO));
    }
    if (count < SIGNATURE_BYTES || memcmp(header, png_signature, SIGNATURE_BYTES) != 0) {
        fclose(file);
        return mr_say(MR_IMAGE_WRONG_FORMAT, message, message_length, "it is not a PNG file");
    }
    if (count < HEADER_BYTES) {
        fclose(file);
        return mr_say(MR_IMAGE_DAMAGED, message, message_length,
                   "the file ends after %zu bytes, inside its header (it is truncated)", count);
    }
    if (big_endian(header + 8) != 13 || memcmp(header + 12, "IHDR", 4) != 0) {
        fclose(file);
        return mr_say(MR_IMAGE_DAMAGED, message, message_length, "its header is damaged (the first chunk is not a 13-byte IHDR)");
    }
    uint32_t w = big_endian(header + 16), h = big_endian(header + 20);
    if (width != NULL) *width = w;
    if (height != NULL) *height = h;
    mr_image_status size = mr_check_size(w, h, max_side, max_pixels, message, message_length);
    if (size != MR_IMAGE_OK) {
        fclose(file);
        return size;
    }
    if (!decode) {
        fclose(file);
        return MR_IMAGE_OK;
    }

    // The longest row the header allows: 4 channels of 16 bits, plus the filter byte.
    size_t row_capacity = (size_t)w * 8 + 1;
    unsigned char *row = malloc(row_capacity);
    if (row == NULL) {
        fclose(file);
        return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it cannot be checked (out of memory for one row)");
    }
    rewind(file);
    struct inspection inspection = {file, 0, ""};
    int failed = decode_all(&inspection, row, row_capacity);
    free(row);
    fclose(file);
    if (!failed) return MR_IMAGE_OK;
    if (inspection.ended_early) {
        return mr_say(MR_IMAGE_DAMAGED, message, message_length, "the file ends before its image data does (it is truncated)");
    }
    return mr_say(MR_IMAGE_DAMAGED, message, message_length, "its data is damaged (%s)", inspection.error);
}
