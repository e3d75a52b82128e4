import CCairo
import Foundation
import Graphics

extension CairoRasterizer {
  /// Draws `list` as an SVG document (cairo's SVG surface, `cairo_svg_surface_create_for_stream`)
  /// of `pixelWidth × pixelHeight` points, with the same drawing code as ``render(_:)``: shapes,
  /// strokes and text stay vectors (glyphs as outlines); items cairo can only draw through
  /// pixels (shadows, blurs, projections) are embedded as images.
  ///
  /// - Returns: The SVG file's bytes (cairo's SVG 1.1 output).
  /// - Throws: the errors of ``render(_:)``; ``CairoError/cairoFailed(function:status:)`` when the
  ///   SVG surface reports an error.
  public func renderSVG(_ list: DisplayList) throws -> [UInt8] {
    try list.validateBalance()
    guard (1...32767).contains(list.pixelWidth), (1...32767).contains(list.pixelHeight) else {
      throw CairoError.invalidSurfaceSize(width: list.pixelWidth, height: list.pixelHeight)
    }
    let sink = SVGSink()
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      Unmanaged<SVGSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(
        contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    let pointer = cairo_svg_surface_create_for_stream(
      write, Unmanaged.passUnretained(sink).toOpaque(), Double(list.pixelWidth), Double(list.pixelHeight))!
    let status = cairo_surface_status(pointer)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(pointer)
      throw CairoError(function: "cairo_svg_surface_create_for_stream", status: status)
    }
    try withExtendedLifetime(sink) {
      let surface = CairoImageSurface(
        adoptingVectorSurface: pointer, width: list.pixelWidth, height: list.pixelHeight)
      try draw(list, on: surface)
      cairo_surface_finish(surface.pointer)
      let finished = cairo_surface_status(surface.pointer)
      guard finished == CAIRO_STATUS_SUCCESS else {
        throw CairoError(function: "cairo_surface_finish", status: finished)
      }
    }
    return sink.bytes
  }
}

/// Collects what cairo's SVG surface writes.
private final class SVGSink {
  var bytes: [UInt8] = []
}
