import Graphics

/// The one place where cairo's pixel format becomes ``Graphics/Bitmap``'s (DESIGN.md: "Cairo's
/// ARGB32 is premultiplied, native-endian. Convert in exactly one place."). Codecs' PNG writer
/// reads cairo's pixels itself with the same rounding (its tests hold it to these values);
/// `package` so that flipbook-bench can time the old whole-frame conversion.
package enum PixelConversion {
  /// Converts premultiplied, native-endian ARGB32 (`CAIRO_FORMAT_ARGB32`) to straight RGBA8.
  ///
  /// Un-premultiplication rounds to nearest: `c = ⌊(c′ · 255 + a / 2) / a⌋`, clamped to 255, so
  /// a colour cairo premultiplied from an 8-bit straight value comes back as that value whenever
  /// the alpha leaves enough precision. Alpha 0 gives transparent black; alpha 255 is copied.
  ///
  /// - Parameters:
  ///   - data: The first row (`cairo_image_surface_get_data`).
  ///   - bytesPerRow: The surface's stride (`cairo_image_surface_get_stride`).
  /// - Complexity: O(width × height), no allocation besides the result.
  package static func bitmap(
    fromPremultipliedARGB32 data: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int
  ) -> Bitmap {
    let byteCount = width * height * 4
    let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
      let output = UnsafeMutableRawPointer(buffer.baseAddress!)
      for y in 0..<height {
        let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
        let outputRow = output + y * width * 4
        for x in 0..<width {
          outputRow.storeBytes(of: straightRGBA(row[x]).littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
      }
      initialized = byteCount
    }
    return Bitmap(width: width, height: height, pixels: pixels)
  }

  /// One premultiplied `0xAARRGGBB` pixel as the value whose little-endian bytes are R, G, B, A.
  @inline(__always)
  static func straightRGBA(_ argb: UInt32) -> UInt32 {
    let alpha = argb >> 24
    if alpha == 255 {
      // Swap R and B; G and A stay: 0xAARRGGBB -> 0xAABBGGRR.
      return (argb & 0xFF00_FF00) | ((argb >> 16) & 0xFF) | ((argb & 0xFF) << 16)
    }
    if alpha == 0 { return 0 }
    @inline(__always) func unpremultiply(_ component: UInt32) -> UInt32 {
      min((component * 255 + alpha / 2) / alpha, 255)
    }
    let red = unpremultiply((argb >> 16) & 0xFF)
    let green = unpremultiply((argb >> 8) & 0xFF)
    let blue = unpremultiply(argb & 0xFF)
    return red | green << 8 | blue << 16 | alpha << 24
  }

  /// Converts straight RGBA8 to premultiplied, native-endian ARGB32 rows of `bytesPerRow`:
  /// `c′ = ⌊(c · a + 127) / 255⌋`.
  static func writePremultipliedARGB32(
    from bitmap: Bitmap, into data: UnsafeMutableRawPointer, bytesPerRow: Int
  ) {
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<bitmap.height {
        let row = (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
        for x in 0..<bitmap.width {
          let i = (y * bitmap.width + x) * 4
          let a = UInt32(pixels[i + 3])
          @inline(__always) func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
          row[x] = a << 24 | premultiply(pixels[i]) << 16 | premultiply(pixels[i + 1]) << 8 | premultiply(pixels[i + 2])
        }
      }
    }
  }
}
