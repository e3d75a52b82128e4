import CCairo

/// Reads a premultiplied ARGB32 ``CairoImageSurface`` at fractional positions with bilinear
/// filtering, transparent outside the surface (which antialiases the edges of whatever is
/// drawn from it): the sampling of the projective warp and of the page curl.
///
/// Channels are `Double`s in the byte order of the native-endian `0xAARRGGBB` word: lanes
/// 0, 1, 2 blue, green, red (premultiplied), lane 3 alpha, each 0…255. Valid while the
/// surface lives; the caller keeps it.
struct BilinearSampler {
  private let pixels: UnsafePointer<UInt32>
  /// Pixels per row.
  private let stride: Int
  let width: Int
  let height: Int

  /// A sampler of `surface`'s pixels, after `cairo_surface_flush`; nil when it has no data.
  init?(_ surface: CairoImageSurface) {
    cairo_surface_flush(surface.pointer)
    guard surface.width > 0, surface.height > 0, let data = cairo_image_surface_get_data(surface.pointer) else {
      return nil
    }
    pixels = UnsafePointer(UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self))
    stride = Int(cairo_image_surface_get_stride(surface.pointer)) / 4
    width = surface.width
    height = surface.height
  }

  /// The stored word at the point (`u`, `v`) when it is a pixel centre inside the surface
  /// (what ``sample(_:_:)`` would return, unconverted); nil otherwise.
  @inline(__always) func word(atCentre u: Double, _ v: Double) -> UInt32? {
    let fx = u - 0.5
    let fy = v - 0.5
    guard fx >= 0, fy >= 0, fx < Double(width), fy < Double(height), fx == fx.rounded(.down),
      fy == fy.rounded(.down)
    else { return nil }
    return pixels[Int(fy) * stride + Int(fx)]
  }

  /// The pixel at column `x`, row `y`; transparent outside the surface.
  @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
    guard x >= 0, y >= 0, x < width, y < height else { return .zero }
    let p = pixels[y * stride + x]
    return SIMD4(Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF), Double(p >> 24))
  }

  /// The colour at the point (`u`, `v`) in pixel units (pixel centres at half-integers),
  /// interpolated between the four nearest pixel centres.
  @inline(__always) func sample(_ u: Double, _ v: Double) -> SIMD4<Double> {
    let fx = u - 0.5
    let fy = v - 0.5
    guard fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { return .zero }
    let x0 = Int(fx.rounded(.down))
    let y0 = Int(fy.rounded(.down))
    let tx = fx - Double(x0)
    let ty = fy - Double(y0)
    // On a pixel centre the weights are (1, 0, 0, 0): the same value, without the other three.
    if tx == 0 && ty == 0 { return texel(x0, y0) }
    let w00 = (1 - tx) * (1 - ty)
    let w10 = tx * (1 - ty)
    let w01 = (1 - tx) * ty
    let w11 = tx * ty
    return w00 * texel(x0, y0) + w10 * texel(x0 + 1, y0) + w01 * texel(x0, y0 + 1) + w11 * texel(x0 + 1, y0 + 1)
  }
}

extension SIMD4 where Scalar == Double {
  /// The channels rounded to bytes and packed back into a native-endian ARGB32 word.
  @inline(__always) var packedARGB32: UInt32 {
    let c = ((self + 0.5).rounded(.down)).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
    return UInt32(c[0]) | UInt32(c[1]) << 8 | UInt32(c[2]) << 16 | UInt32(c[3]) << 24
  }
}
