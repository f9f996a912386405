// Image files checked before anything trusts them: one inspector per format, each reading the
// header first (dimensions are checked before any pixel memory exists), then, if asked, decoding
// the whole data through one row buffer so every CRC and compression error surfaces.
//
// This header includes no library header (libpng, libjpeg and librsvg stay in the C files, glib
// never reaches Swift); it uses plain C types, and Cairo's context only by its struct's name.
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

/// The bounds an image is checked against (Scene's `Limits`, passed in so C reads the same numbers).
struct mr_image_limits {
    /// Pixels a side, and pixels in all, of a bitmap, or of an SVG at `scale`.
    uint32_t max_side;
    uint64_t max_pixels;
    /// Scans of a progressive JPEG.
    uint32_t max_scans;
    /// Bytes of an SVG file (a bitmap's bytes are bounded by its dimensions).
    uint64_t max_svg_bytes;
    /// Points a side an SVG must have at least.
    double min_svg_side;
    /// Pixels per point an SVG is budgeted at: the largest canvas scale.
    double scale;
};

/// Inspects the JPEG at `path`, as `mr_png_inspect` does a PNG: the frame header's dimensions
/// against the limits first, then (when `decode` is nonzero) every scanline through one row buffer.
/// Warnings of missing or corrupt data (a truncated file) count as damage; CMYK files are refused.
mr_image_status mr_jpeg_inspect(const char *path, int decode, const struct mr_image_limits *limits,
                                uint32_t *width, uint32_t *height, char *message, size_t message_length);

/// Decodes the JPEG at `path`, which must be `width` × `height` px (as inspected), into Cairo's
/// premultiplied ARGB32 (opaque) at `pixels`, `stride` bytes a row.
mr_image_status mr_jpeg_decode(const char *path, const struct mr_image_limits *limits, uint32_t width,
                               uint32_t height, unsigned char *pixels, size_t stride, char *message,
                               size_t message_length);

/// Cairo's context, named without including cairo.h (it is `cairo_t`).
struct _cairo;

/// A parsed SVG document (it owns librsvg's handle).
typedef struct mr_svg mr_svg;

/// Reads (at most `limits->max_svg_bytes`) and parses the SVG at `path`, and finds its size in
/// points: its `width` and `height` at 96 px an inch, or, when either is missing or relative, its
/// viewBox's width and height in user units. On MR_IMAGE_OK `*document` is the caller's to close.
mr_image_status mr_svg_open(const char *path, const struct mr_image_limits *limits, mr_svg **document,
                            double *width, double *height, char *message, size_t message_length);

/// Draws the whole document into the rectangle (0, 0, width, height) of `context`'s user space,
/// stretched to it, as vectors in whatever transform the context carries.
mr_image_status mr_svg_render(mr_svg *document, struct _cairo *context, double width, double height,
                              char *message, size_t message_length);

void mr_svg_close(mr_svg *document);

/// Checks the SVG at `path` as `validate` needs: it opens, its size is at least `min_svg_side`
/// points a side and, at `scale`, within the pixel limits; when `decode` is nonzero it is also drawn
/// once, small, so a reference or filter that fails only when drawn fails here.
mr_image_status mr_svg_inspect(const char *path, int decode, const struct mr_image_limits *limits,
                               double *width, double *height, char *message, size_t message_length);

#ifdef __cplusplus
}
#endif

#endif
