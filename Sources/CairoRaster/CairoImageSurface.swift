import CCairo
import Graphics

/// An ARGB32 cairo image surface: 32 bits per pixel, premultiplied alpha, native-endian
/// (`0xAARRGGBB` read as a `UInt32`). Owns its `cairo_surface_t`.
///
/// Created with `cairo_image_surface_create(CAIRO_FORMAT_ARGB32, …)`, released with
/// `cairo_surface_destroy` in `deinit`.
final class CairoImageSurface {
  /// The `cairo_surface_t *`.
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  /// Creates a surface of `width × height` pixels, initially transparent black.
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` when `cairo_surface_status` reports
  ///   an error (e.g. out of memory).
  init(width: Int, height: Int) throws {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw CairoError(function: "cairo_image_surface_create", status: status)
    }
    self.pointer = surface
    self.width = width
    self.height = height
  }

  deinit { cairo_surface_destroy(pointer) }

  /// Finishes pending drawing (`cairo_surface_flush`) and converts the pixels to a ``Bitmap``
  /// through ``PixelConversion``.
  func bitmap() -> Bitmap {
    cairo_surface_flush(pointer)
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(pointer) else {
      return Bitmap(width: width, height: height)
    }
    let stride = Int(cairo_image_surface_get_stride(pointer))
    return PixelConversion.bitmap(
      fromPremultipliedARGB32: UnsafeRawPointer(data), width: width, height: height, bytesPerRow: stride)
  }
}
