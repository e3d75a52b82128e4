import CCairo

/// An 8-bit coverage image in cairo's A8 layout — rows `stride` bytes apart, the stride
/// `cairo_format_stride_for_width` gives, the bytes past `width` zero — that cairo reads in
/// place. A cached shadow mask is made once in this layout, so every frame of every worker
/// composites it through a surface wrapping these bytes instead of copying them into a surface
/// of its own (3.3 MB a frame for a 3× full-screen shadow).
///
/// Immutable once made: several threads may wrap the same bytes at once, cairo only reads them.
struct A8Image: Sendable {
  let width: Int
  let height: Int
  /// Bytes from one row to the next (a multiple of 4).
  let stride: Int
  private let bytes: [UInt8]

  /// `mask`'s values in cairo's layout.
  init(_ mask: AlphaMask) {
    width = mask.width
    height = mask.height
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(clamping: max(mask.width, 0))))
    self.stride = stride
    if stride == mask.width {
      bytes = mask.values
      return
    }
    var bytes = [UInt8](repeating: 0, count: stride * mask.height)
    bytes.withUnsafeMutableBufferPointer { out in
      mask.values.withUnsafeBufferPointer { values in
        for y in 0..<mask.height {
          (out.baseAddress! + y * stride).update(from: values.baseAddress! + y * mask.width, count: mask.width)
        }
      }
    }
    self.bytes = bytes
  }

  /// The bytes held (what a cache of these images counts).
  var byteCount: Int { bytes.count }

  /// The values as a packed ``AlphaMask`` (a copy).
  func alphaMask() -> AlphaMask {
    var values = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      values[(y * width)..<(y * width + width)] = bytes[(y * stride)..<(y * stride + width)]
    }
    return AlphaMask(width: width, height: height, values: values)
  }

  /// Lends `body` an A8 cairo surface reading these bytes (`cairo_image_surface_create_for_data`),
  /// finished and destroyed when `body` returns, so cairo holds no pointer to them afterwards.
  ///
  /// - Throws: ``CairoError/cairoFailed(function:status:)`` when cairo cannot make the surface,
  ///   and what `body` throws.
  func withSurface<Result>(_ body: (OpaquePointer) throws -> Result) throws -> Result {
    try withReadOnlySurface(reading: bytes, format: CAIRO_FORMAT_A8, width: width, height: height, stride: stride, body)
  }
}
