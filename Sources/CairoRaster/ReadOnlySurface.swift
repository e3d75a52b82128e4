import CCairo

/// Lends `body` a cairo image surface of `format` reading `bytes` in place
/// (`cairo_image_surface_create_for_data`; rows `stride` bytes apart), finished and destroyed
/// when `body` returns, so cairo holds no pointer to the bytes afterwards. Nothing may draw into
/// the surface: cairo's API takes a mutable pointer, but the bytes are only read.
///
/// - Throws: ``CairoError/cairoFailed(function:status:)`` when cairo cannot make the surface,
///   and what `body` throws.
func withReadOnlySurface<Element, Result>(
  reading bytes: [Element], format: cairo_format_t, width: Int, height: Int, stride: Int,
  _ body: (OpaquePointer) throws -> Result
) throws -> Result {
  try bytes.withUnsafeBytes { buffer in
    try withReadOnlySurface(
      reading: UnsafeMutableRawPointer(mutating: buffer.baseAddress), format: format, width: width, height: height,
      stride: stride, body)
  }
}

/// Lends `body` a cairo image surface of `format` reading the `height` rows at `data` in place,
/// as the function above does for an array, under the same rules; `data` must stay valid for
/// the call.
func withReadOnlySurface<Result>(
  reading data: UnsafeMutableRawPointer?, format: cairo_format_t, width: Int, height: Int, stride: Int,
  _ body: (OpaquePointer) throws -> Result
) throws -> Result {
  guard
    let surface = cairo_image_surface_create_for_data(
      data?.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))
  else {
    throw CairoError.cairoFailed(function: "cairo_image_surface_create_for_data", status: "no surface")
  }
  defer {
    cairo_surface_finish(surface)
    cairo_surface_destroy(surface)
  }
  let status = cairo_surface_status(surface)
  guard status == CAIRO_STATUS_SUCCESS else {
    throw CairoError(function: "cairo_image_surface_create_for_data", status: status)
  }
  return try body(surface)
}
