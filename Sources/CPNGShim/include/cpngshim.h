// CPNGShim: whole PNG encode/decode operations around libpng, with every setjmp/longjmp kept in C.
//
// libpng reports errors by longjmp-ing out of its error callback. Unwinding Swift frames that
// way is undefined behaviour, so the Swift side never calls libpng directly: it calls these
// functions, which set up `setjmp(png_jmpbuf(...))`, run the whole operation, and return a
// status code plus a message. No libpng type appears in this header.

#ifndef FLIPBOOK_CPNGSHIM_H
#define FLIPBOOK_CPNGSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Result of an encode or decode.
typedef enum fb_png_status {
  FB_PNG_OK = 0,
  /// The input does not start with the 8-byte PNG signature.
  FB_PNG_NOT_PNG = 1,
  /// The input ended before libpng had read everything it needed.
  FB_PNG_TRUNCATED = 2,
  /// libpng called its error function (corrupt data, bad CRC, invalid header, ...).
  FB_PNG_LIBPNG_ERROR = 3,
  /// An allocation failed.
  FB_PNG_NO_MEMORY = 4,
  /// Arguments out of range (checked before libpng is called).
  FB_PNG_INVALID_ARGUMENT = 5,
} fb_png_status;

/// A malloc'ed byte buffer owned by the caller once returned; release it with fb_png_buffer_free.
typedef struct fb_png_buffer {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
} fb_png_buffer;

/// Filter masks for fb_png_encode (the values of libpng's PNG_FILTER_* masks).
enum {
  FB_PNG_FILTER_NONE = 0x08,
  FB_PNG_FILTER_SUB = 0x10,
  FB_PNG_FILTER_UP = 0x20,
  FB_PNG_FILTER_AVG = 0x40,
  FB_PNG_FILTER_PAETH = 0x80,
  FB_PNG_ALL_FILTERS = 0xF8,
};

/// Encodes 8-bit RGBA rows (straight alpha) as a PNG into `out`.
///
/// `write_alpha` = 0 writes colour type 2 (RGB, the fourth byte of each pixel is dropped with
/// png_set_filler); otherwise colour type 6 (RGBA). No ancillary chunks are written (no tIME,
/// no text), so equal input gives equal bytes. Calls png_create_write_struct,
/// png_set_write_fn, png_set_IHDR, png_set_compression_level, png_set_filter, png_write_info,
/// png_write_row and png_write_end.
///
/// On failure `out` is left empty and `message` holds a NUL-terminated description.
fb_png_status fb_png_encode(
    const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int write_alpha,
    int compression_level, int filters, fb_png_buffer *out, char *message, size_t message_capacity);

/// Decodes a PNG of any colour type and bit depth into 8-bit RGBA rows (straight alpha,
/// `width * 4` bytes per row, no padding) in `out`.
///
/// Uses png_set_expand, png_set_strip_16, png_set_gray_to_rgb, png_set_add_alpha and
/// png_set_interlace_handling, then png_read_image and png_read_end (so a missing IEND or a
/// bad CRC is reported). Ancillary gamma/colour chunks are ignored: bytes are taken as sRGB.
fb_png_status fb_png_decode(
    const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, fb_png_buffer *out,
    char *message, size_t message_capacity);

/// Frees a buffer returned by fb_png_encode or fb_png_decode and empties it.
void fb_png_buffer_free(fb_png_buffer *buffer);

/// libpng's run-time version string (png_get_libpng_ver).
const char *fb_png_library_version(void);

#ifdef __cplusplus
}
#endif

#endif
