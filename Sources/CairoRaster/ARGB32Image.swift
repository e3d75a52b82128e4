import CCairo
import Graphics

/// A bitmap converted once to cairo's premultiplied ARGB32 layout — rows `stride` bytes apart,
/// the stride `cairo_format_stride_for_width` gives — that cairo reads in place. A photo drawn
/// in every frame is kept in this form from its second draw, and every later draw, on any
/// worker, wraps these bytes in a surface instead of converting the bitmap again
/// (``ImageConversionCache``).
///
/// Immutable once made: several threads may wrap the same bytes at once, cairo only reads them.
struct ARGB32Image: Sendable {
  let width: Int
  let height: Int
  /// Bytes from one row to the next (a multiple of 4).
  let stride: Int
  private let bytes: [UInt32]

  /// `bitmap`'s pixels, premultiplied (``PixelConversion/writePremultipliedARGB32(from:into:bytesPerRow:)``).
  init(_ bitmap: Bitmap) {
    width = bitmap.width
    height = bitmap.height
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: max(bitmap.width, 0))))
    self.stride = stride
    bytes = [UInt32](unsafeUninitializedCapacity: stride / 4 * bitmap.height) { buffer, initialized in
      PixelConversion.writePremultipliedARGB32(
        from: bitmap, into: UnsafeMutableRawPointer(buffer.baseAddress!), bytesPerRow: stride)
      // ARGB32 rows hold exactly `width` pixels: the stride adds no padding.
      initialized = stride / 4 * bitmap.height
    }
  }

  /// The bytes held (what a cache of these images counts).
  var byteCount: Int { bytes.count * 4 }

  /// Lends `body` an ARGB32 cairo surface reading these bytes
  /// (`cairo_image_surface_create_for_data`), finished and destroyed when `body` returns, so
  /// cairo holds no pointer to them afterwards.
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` when cairo cannot make the surface,
  ///   and what `body` throws.
  func withSurface<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
    try withReadOnlySurface(
      reading: bytes, format: CAIRO_FORMAT_ARGB32, width: width, height: height, stride: stride, body)
  }
}
