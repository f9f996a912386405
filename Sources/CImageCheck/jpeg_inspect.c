#include "CImageCheck.h"
#include "image_message.h"

#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// Bytes libjpeg may hold beyond what the image itself needs: Huffman and quantization tables,
/// one MCU row, the colour converter's tables. A progressive file's coefficient buffer (2 bytes a
/// sample) is added per image, so a forged file cannot make the decoder allocate more.
static const long fixed_memory = 64L << 20;

/// Where libjpeg's error manager leaves what it saw; `jump` is where errors land.
struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char error[JMSG_LENGTH_MAX];
    /// The last warning that means missing or corrupt image data (the picture would have gaps).
    char warning[JMSG_LENGTH_MAX];
    int damaged;
};

/// Counts scans: a progressive file of thousands of tiny scans is the known way to make libjpeg
/// spend minutes on a few kilobytes, so decoding stops past the limit.
struct scan_budget {
    struct jpeg_progress_mgr manager;
    uint32_t max_scans;
};

static void on_error(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    (*info->err->format_message)(info, failure->error);
    longjmp(failure->jump, 1);
}

static void on_message(j_common_ptr info, int level) {
    // Level -1 is a warning (decoding goes on); higher levels are traces.
    if (level >= 0) return;
    info->err->num_warnings++;
    // Data that ends early or does not decode leaves grey gaps: damage. Other warnings (stray bytes
    // between markers, an unknown JFIF revision) are drawn past, as browsers do.
    switch (info->err->msg_code) {
    case JWRN_JPEG_EOF: case JWRN_HIT_MARKER: case JWRN_HUFF_BAD_CODE: case JWRN_ARITH_BAD_CODE:
    case JWRN_MUST_RESYNC: {
        struct failure *failure = (struct failure *)info->err;
        (*info->err->format_message)(info, failure->warning);
        failure->damaged = 1;
        break;
    }
    default:
        break;
    }
}

static void on_progress(j_common_ptr info) {
    struct scan_budget *budget = (struct scan_budget *)info->progress;
    if (info->is_decompressor && ((j_decompress_ptr)info)->input_scan_number > (int)budget->max_scans) {
        struct failure *failure = (struct failure *)info->err;
        snprintf(failure->error, sizeof failure->error, "it has more than %u scans", budget->max_scans);
        longjmp(failure->jump, 1);
    }
}

/// Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on a little-endian machine.
static J_COLOR_SPACE cairo_order(void) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    return JCS_EXT_BGRA;
#else
    return JCS_EXT_ARGB;
#endif
}

/// One read, header first: the dimensions are checked (and, for `expect_*` nonzero, compared)
/// before libjpeg allocates for them; then, when `decode` is nonzero, every row goes to `pixels`
/// (stride > 0) or, reused, to one row buffer (stride 0, a check). Every resource is taken before setjmp or freed on its error path.
static mr_image_status run(FILE *file, const struct mr_image_limits *limits, int decode, uint32_t expect_width,
                           uint32_t expect_height, unsigned char *pixels, size_t stride, uint32_t *width,
                           uint32_t *height, char *message, size_t length) {
    struct jpeg_decompress_struct info;
    struct failure failure;
    struct scan_budget budget;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = on_error;
    failure.manager.emit_message = on_message;
    unsigned char *volatile row = NULL;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        free(row);
        return mr_say(MR_IMAGE_DAMAGED, message, length, "its data is damaged (%s)", failure.error);
    }
    jpeg_create_decompress(&info);
    budget.manager.progress_monitor = on_progress;
    budget.max_scans = limits->max_scans;
    info.progress = &budget.manager;
    jpeg_stdio_src(&info, file);
    jpeg_read_header(&info, TRUE);

    uint32_t w = info.image_width, h = info.image_height;
    if (width != NULL) *width = w;
    if (height != NULL) *height = h;
    mr_image_status size = mr_check_size(w, h, limits->max_side, limits->max_pixels, message, length);
    if (size != MR_IMAGE_OK) {
        jpeg_destroy_decompress(&info);
        return size;
    }
    if (!decode) {
        jpeg_destroy_decompress(&info);
        return MR_IMAGE_OK;
    }
    if ((expect_width != 0 || expect_height != 0) && (w != expect_width || h != expect_height)) {
        jpeg_destroy_decompress(&info);
        return mr_say(MR_IMAGE_DAMAGED, message, length, "it changed while being read (now %u×%u px)", w, h);
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&info);
        return mr_say(MR_IMAGE_DAMAGED, message, length,
                      "it is a CMYK JPEG; only RGB and greyscale JPEGs can be drawn (save it as RGB)");
    }
    info.mem->max_memory_to_use = fixed_memory + (long)((uint64_t)w * h * (uint64_t)info.num_components * 2);
    info.out_color_space = cairo_order();
    jpeg_start_decompress(&info);
    if (stride == 0) {
        row = malloc((size_t)w * 4);
        if (row == NULL) {
            jpeg_destroy_decompress(&info);
            return mr_say(MR_IMAGE_UNREADABLE, message, length, "it cannot be checked (out of memory for one row)");
        }
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW target = stride == 0 ? row : pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &target, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    if (failure.damaged) return mr_say(MR_IMAGE_DAMAGED, message, length, "its data is damaged (%s)", failure.warning);
    return MR_IMAGE_OK;
}

/// Opens `path` and checks it starts as a JPEG does (SOI, then a marker).
static FILE *open_jpeg(const char *path, mr_image_status *status, char *message, size_t length) {
    if (path == NULL) {
        *status = mr_say(MR_IMAGE_UNREADABLE, message, length, "it has no path");
        return NULL;
    }
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        *status = mr_say(MR_IMAGE_UNREADABLE, message, length, "it cannot be opened (%s)", strerror(errno));
        return NULL;
    }
    unsigned char head[3];
    size_t count = fread(head, 1, sizeof head, file);
    if (count < sizeof head || head[0] != 0xFF || head[1] != 0xD8 || head[2] != 0xFF) {
        fclose(file);
        *status = mr_say(MR_IMAGE_WRONG_FORMAT, message, length, "it is not a JPEG file");
        return NULL;
    }
    rewind(file);
    *status = MR_IMAGE_OK;
    return file;
}

mr_image_status mr_jpeg_inspect(const char *path, int decode, const struct mr_image_limits *limits,
                                uint32_t *width, uint32_t *height, char *message, size_t message_length) {
    mr_clear(width, height, message, message_length);
    mr_image_status status;
    FILE *file = open_jpeg(path, &status, message, message_length);
    if (file == NULL) return status;
    status = run(file, limits, decode, 0, 0, NULL, 0, width, height, message, message_length);
    fclose(file);
    return status;
}

mr_image_status mr_jpeg_decode(const char *path, const struct mr_image_limits *limits, uint32_t width,
                               uint32_t height, unsigned char *pixels, size_t stride, char *message,
                               size_t message_length) {
    mr_clear(NULL, NULL, message, message_length);
    if (pixels == NULL || stride < (size_t)width * 4) {
        return mr_say(MR_IMAGE_UNREADABLE, message, message_length, "it has no room to be decoded into");
    }
    mr_image_status status;
    FILE *file = open_jpeg(path, &status, message, message_length);
    if (file == NULL) return status;
    status = run(file, limits, 1, width, height, pixels, stride, NULL, NULL, message, message_length);
    fclose(file);
    return status;
}
