// Image files checked before anything trusts them: one inspector per format, each reading the
// header first (dimensions are checked before any pixel memory exists), then, if asked, decoding
// the whole data through one row buffer so every CRC and compression error surfaces.
//
// This header includes no library header (libpng stays the CPNG module's); it uses plain C types.
#ifndef MOTIONREEL_CIMAGECHECK_H
#define MOTIONREEL_CIMAGECHECK_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What an inspection found. Every status but MR_IMAGE_OK comes with a message.
typedef enum {
    /// The file is an image of this format, within the limits, and (when decoded) intact.
    MR_IMAGE_OK = 0,
    /// The file cannot be opened or read (permissions, a folder, an I/O error).
    MR_IMAGE_UNREADABLE = 1,
    /// The file does not start with this format's signature.
    MR_IMAGE_WRONG_FORMAT = 2,
    /// The header's dimensions are zero or beyond the limits; nothing was allocated for them.
    MR_IMAGE_BAD_SIZE = 3,
    /// The header or the data is broken: a bad CRC, a zlib error, a file that ends early.
    MR_IMAGE_DAMAGED = 4,
} mr_image_status;

/// Inspects the PNG at `path`.
///
/// Reads the signature and the IHDR chunk by hand and checks the dimensions against `max_side`
/// (per side) and `max_pixels` (width × height); only then, when `decode` is nonzero, lets libpng
/// read every chunk and decode every row into a single row buffer, so memory stays a row however
/// large the image. libpng's longjmp errors are caught inside.
///
/// `width` and `height` receive the header's dimensions when it could be read (else 0). On any
/// status but MR_IMAGE_OK, `message` (always NUL-terminated) receives a clause that completes
/// "image 'NAME' cannot be used: …", e.g. "its data is damaged (IDAT: CRC error)".
mr_image_status mr_png_inspect(const char *path, int decode, uint32_t max_side, uint64_t max_pixels,
                               uint32_t *width, uint32_t *height, char *message, size_t message_length);

#ifdef __cplusplus
}
#endif

#endif
