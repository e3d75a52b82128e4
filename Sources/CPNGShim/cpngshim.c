// See include/cpngshim.h. Every libpng call happens below a setjmp in this file; libpng's error
// callback longjmps back here and never through a Swift frame.

#include "cpngshim.h"

#include <png.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Messages

typedef struct fb_error_sink {
  char *message;
  size_t capacity;
  // Set by the read callback when it runs out of input, so the error is classified as truncation.
  int truncated;
} fb_error_sink;

static void fb_set_message(fb_error_sink *sink, const char *format, ...) {
  if (sink == NULL || sink->message == NULL || sink->capacity == 0) return;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(sink->message, sink->capacity, format, arguments);
  va_end(arguments);
}

static void fb_on_error(png_structp png, png_const_charp text) {
  fb_error_sink *sink = (fb_error_sink *)png_get_error_ptr(png);
  // Keep a more specific message already written (e.g. by the read callback).
  if (sink != NULL && !(sink->truncated && sink->message != NULL && sink->message[0] != 0)) {
    fb_set_message(sink, "%s", text);
  }
  png_longjmp(png, 1);
}

static void fb_on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;  // Warnings (e.g. an unknown ancillary chunk) do not change the result.
}

// MARK: - Buffers

void fb_png_buffer_free(fb_png_buffer *buffer) {
  if (buffer == NULL) return;
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = 0;
  buffer->capacity = 0;
}

static int fb_buffer_reserve(fb_png_buffer *buffer, size_t needed) {
  if (needed <= buffer->capacity) return 1;
  size_t capacity = buffer->capacity < 65536 ? 65536 : buffer->capacity;
  while (capacity < needed) {
    if (capacity > SIZE_MAX / 2) return 0;
    capacity *= 2;
  }
  uint8_t *bytes = (uint8_t *)realloc(buffer->bytes, capacity);
  if (bytes == NULL) return 0;
  buffer->bytes = bytes;
  buffer->capacity = capacity;
  return 1;
}

// MARK: - Encoding

static void fb_write_bytes(png_structp png, png_bytep data, size_t length) {
  fb_png_buffer *buffer = (fb_png_buffer *)png_get_io_ptr(png);
  if (length > SIZE_MAX - buffer->count || !fb_buffer_reserve(buffer, buffer->count + length)) {
    png_error(png, "out of memory growing the PNG output buffer");
  }
  memcpy(buffer->bytes + buffer->count, data, length);
  buffer->count += length;
}

static void fb_flush(png_structp png) { (void)png; }

fb_png_status fb_png_encode(
    const uint8_t *rgba, uint32_t width, uint32_t height, size_t row_bytes, int write_alpha,
    int compression_level, int filters, fb_png_buffer *out, char *message, size_t message_capacity) {
  fb_error_sink sink = {message, message_capacity, 0};
  if (message != NULL && message_capacity > 0) message[0] = 0;
  if (out == NULL || rgba == NULL || width == 0 || height == 0 || row_bytes < (size_t)width * 4
      || compression_level < 0 || compression_level > 9 || (filters & ~FB_PNG_ALL_FILTERS) != 0
      || filters == 0) {
    fb_set_message(&sink, "invalid arguments: %ux%u, row bytes %zu, level %d, filters 0x%x",
                   width, height, row_bytes, compression_level, filters);
    return FB_PNG_INVALID_ARGUMENT;
  }
  out->bytes = NULL;
  out->count = 0;
  out->capacity = 0;

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, fb_on_error, fb_on_warning);
  if (png == NULL) {
    fb_set_message(&sink, "png_create_write_struct failed");
    return FB_PNG_NO_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    fb_set_message(&sink, "png_create_info_struct failed");
    return FB_PNG_NO_MEMORY;
  }
  // `out` is only changed through a pointer (in memory), `png`/`info` not after this point, so
  // nothing read after the longjmp lives in a clobbered register.
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    fb_png_buffer_free(out);
    return FB_PNG_LIBPNG_ERROR;
  }
  png_set_write_fn(png, out, fb_write_bytes, fb_flush);
  png_set_IHDR(png, info, width, height, 8, write_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, compression_level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_write_info(png, info);
  if (!write_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);  // RGBX in, RGB out.
  for (uint32_t y = 0; y < height; y++) {
    png_write_row(png, (png_const_bytep)(rgba + (size_t)y * row_bytes));
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  return FB_PNG_OK;
}

// MARK: - Decoding

typedef struct fb_reader {
  const uint8_t *data;
  size_t length;
  size_t offset;
  fb_error_sink *sink;
} fb_reader;

static void fb_read_bytes(png_structp png, png_bytep destination, size_t length) {
  fb_reader *reader = (fb_reader *)png_get_io_ptr(png);
  if (length > reader->length - reader->offset) {
    reader->sink->truncated = 1;
    fb_set_message(reader->sink, "unexpected end of data: needed %zu bytes at offset %zu of %zu",
                   length, reader->offset, reader->length);
    png_error(png, "unexpected end of data");
  }
  memcpy(destination, reader->data + reader->offset, length);
  reader->offset += length;
}

fb_png_status fb_png_decode(
    const uint8_t *data, size_t length, uint32_t *width, uint32_t *height, fb_png_buffer *out,
    char *message, size_t message_capacity) {
  fb_error_sink sink = {message, message_capacity, 0};
  if (message != NULL && message_capacity > 0) message[0] = 0;
  if (out == NULL || width == NULL || height == NULL || (data == NULL && length > 0)) {
    fb_set_message(&sink, "invalid arguments");
    return FB_PNG_INVALID_ARGUMENT;
  }
  out->bytes = NULL;
  out->count = 0;
  out->capacity = 0;
  *width = 0;
  *height = 0;
  if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
    fb_set_message(&sink, length < 8 ? "only %zu bytes, shorter than the 8-byte PNG signature"
                                     : "the first 8 of %zu bytes are not the PNG signature",
                   length);
    return FB_PNG_NOT_PNG;
  }

  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, fb_on_error, fb_on_warning);
  if (png == NULL) {
    fb_set_message(&sink, "png_create_read_struct failed");
    return FB_PNG_NO_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    fb_set_message(&sink, "png_create_info_struct failed");
    return FB_PNG_NO_MEMORY;
  }
  fb_reader reader = {data, length, 0, &sink};
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free((void *)rows);
    fb_png_buffer_free(out);
    *width = 0;
    *height = 0;
    return sink.truncated ? FB_PNG_TRUNCATED : FB_PNG_LIBPNG_ERROR;
  }
  png_set_read_fn(png, &reader, fb_read_bytes);
  png_read_info(png, info);

  png_uint_32 w = png_get_image_width(png, info);
  png_uint_32 h = png_get_image_height(png, info);
  int color_type = png_get_color_type(png, info);
  png_set_expand(png);  // palette -> RGB, grey < 8 bits -> 8 bits, tRNS -> alpha
  png_set_strip_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  }
  (void)png_set_interlace_handling(png);
  png_read_update_info(png, info);

  size_t row_bytes = png_get_rowbytes(png, info);
  if (row_bytes != (size_t)w * 4 || png_get_channels(png, info) != 4) {
    png_error(png, "unexpected row layout after expansion to 8-bit RGBA");
  }
  if (h > 0 && row_bytes > SIZE_MAX / h) png_error(png, "image too large for memory");
  if (!fb_buffer_reserve(out, row_bytes * h)) png_error(png, "out of memory for the decoded image");
  rows = (png_bytep *)malloc(sizeof(png_bytep) * (h > 0 ? h : 1));
  if (rows == NULL) png_error(png, "out of memory for row pointers");
  for (png_uint_32 y = 0; y < h; y++) rows[y] = out->bytes + (size_t)y * row_bytes;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  out->count = row_bytes * h;

  png_destroy_read_struct(&png, &info, NULL);
  free((void *)rows);
  *width = w;
  *height = h;
  return FB_PNG_OK;
}

const char *fb_png_library_version(void) { return png_get_libpng_ver(NULL); }
