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
  /// The render budget the surface's bytes were reserved from (see ``ScratchMemory``).
  private let budget: ScratchMemory?
  private let reservedBytes: Int

  /// Creates a surface of `width × height` pixels, initially transparent black; ARGB32, or A8
  /// (8-bit coverage) when `alphaOnly`. Its bytes are first reserved from the render's
  /// ``ScratchMemory`` when one is installed on the thread (a render's frame surface is made
  /// outside it).
  ///
  /// - Throws: ``CairoError/invalidSurfaceSize(width:height:)`` when a side is outside
  ///   0…32767 (cairo's limit); ``CairoError/overMemoryLimit(what:bytes:inUse:limit:)`` when
  ///   the render's budget cannot hold it; ``CairoError/cairoFailed(function:status:)`` when
  ///   `cairo_surface_status` reports an error (e.g. out of memory).
  init(width: Int, height: Int, alphaOnly: Bool = false) throws {
    guard (0...32767).contains(width), (0...32767).contains(height) else {
      throw CairoError.invalidSurfaceSize(width: width, height: height)
    }
    let bytes = width * height * (alphaOnly ? 1 : 4)
    let budget = ScratchMemory.current
    try budget?.reserve(bytes, for: "a \(width)×\(height) \(alphaOnly ? "A8" : "ARGB32") surface")
    let format = alphaOnly ? CAIRO_FORMAT_A8 : CAIRO_FORMAT_ARGB32
    let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      budget?.release(bytes)
      throw CairoError(function: "cairo_image_surface_create", status: status)
    }
    self.pointer = surface
    self.width = width
    self.height = height
    self.budget = budget
    self.reservedBytes = bytes
  }

  deinit {
    cairo_surface_destroy(pointer)
    budget?.release(reservedBytes)
  }

  /// Takes ownership of `surface`, a vector surface (`cairo_svg_surface_create_for_stream`)
  /// that the drawing code targets like an image surface of `width × height` device units.
  /// Its pixels cannot be read: ``bitmap()`` and ``withPremultipliedPixels(_:)`` trap on it.
  init(adoptingVectorSurface surface: OpaquePointer, width: Int, height: Int) {
    self.pointer = surface
    self.width = width
    self.height = height
    self.budget = nil
    self.reservedBytes = 0
  }

  /// Whether the surface holds pixels (`CAIRO_SURFACE_TYPE_IMAGE`).
  var isImage: Bool { cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE }

  /// Finishes pending drawing (`cairo_surface_flush`) and converts the pixels to a ``Bitmap``
  /// through ``PixelConversion``.
  func bitmap() -> Bitmap {
    precondition(isImage, "CairoImageSurface.bitmap(): a vector surface has no pixels")
    cairo_surface_flush(pointer)
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(pointer) else {
      return Bitmap(width: width, height: height)
    }
    let stride = Int(cairo_image_surface_get_stride(pointer))
    return PixelConversion.bitmap(
      fromPremultipliedARGB32: UnsafeRawPointer(data), width: width, height: height, bytesPerRow: stride)
  }

  /// Finishes pending drawing (`cairo_surface_flush`) and lends the ARGB32 pixels
  /// (`cairo_image_surface_get_data`, `cairo_image_surface_get_stride`) to `body` unconverted.
  func withPremultipliedPixels<Result>(_ body: (PremultipliedPixels) throws -> Result) rethrows -> Result {
    precondition(isImage, "CairoImageSurface.withPremultipliedPixels(_:): a vector surface has no pixels")
    cairo_surface_flush(pointer)
    let stride = Int(cairo_image_surface_get_stride(pointer))
    let data = cairo_image_surface_get_data(pointer).map { UnsafeRawPointer($0) }
    return try body(
      PremultipliedPixels(
        bytes: UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : stride * height),
        width: width, height: data == nil ? 0 : height, bytesPerRow: stride))
  }

  /// Finishes pending drawing and lends the ARGB32 pixels to `body` writable, as scratch
  /// memory: afterwards the pixels are whatever `body` left (`cairo_surface_mark_dirty`), so the
  /// next drawing must replace every pixel (a frame render clears first).
  func withWritablePremultipliedPixels<Result>(
    _ body: (WritablePremultipliedPixels) throws -> Result
  ) rethrows -> Result {
    precondition(isImage, "CairoImageSurface.withWritablePremultipliedPixels(_:): a vector surface has no pixels")
    cairo_surface_flush(pointer)
    defer { cairo_surface_mark_dirty(pointer) }
    let stride = Int(cairo_image_surface_get_stride(pointer))
    let data = cairo_image_surface_get_data(pointer).map { UnsafeMutableRawPointer($0) }
    return try body(
      WritablePremultipliedPixels(
        bytes: UnsafeMutableRawBufferPointer(start: data, count: data == nil ? 0 : stride * height),
        width: width, height: data == nil ? 0 : height, bytesPerRow: stride))
  }

  /// Lends `body` the values of an A8 surface in place: the first row's address and the bytes
  /// from one row to the next (`cairo_image_surface_get_stride`).
  func withA8Values<Result>(_ body: (UnsafePointer<UInt8>, Int) throws -> Result) rethrows -> Result {
    precondition(cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_A8, "CairoImageSurface: not an A8 surface")
    cairo_surface_flush(pointer)
    let stride = Int(cairo_image_surface_get_stride(pointer))
    guard let data = cairo_image_surface_get_data(pointer) else {
      // A surface of no pixels: no row is read.
      return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) {
        try body(UnsafePointer($0.baseAddress!), stride)
      }
    }
    return try body(UnsafePointer(data), stride)
  }

  /// The values of an A8 surface as an ``AlphaMask``.
  func alphaMask() -> AlphaMask {
    cairo_surface_flush(pointer)
    var values = [UInt8](repeating: 0, count: width * height)
    if let data = cairo_image_surface_get_data(pointer), width > 0 {
      let stride = Int(cairo_image_surface_get_stride(pointer))
      values.withUnsafeMutableBufferPointer { out in
        for y in 0..<height {
          (out.baseAddress! + y * width).update(from: data + y * stride, count: width)
        }
      }
    }
    return AlphaMask(width: width, height: height, values: values)
  }
}
