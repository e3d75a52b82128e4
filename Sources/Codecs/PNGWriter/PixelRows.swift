import Graphics

/// The rows a PNG is written from, turned one at a time into PNG's byte order: R, G, B (colour
/// type 2) or R, G, B, A (colour type 6), straight alpha.
///
/// Two sources: cairo's premultiplied ARGB32 (unpremultiplied here, with exactly the rounding of
/// CairoRaster's `PixelConversion`: `c = min(⌊(c′ · 255 + a / 2) / a⌋, 255)`, alpha 0 → transparent
/// black) and ``Graphics/Bitmap``'s straight RGBA8.
struct PixelRows {
  enum Layout {
    case premultipliedARGB32
    case straightRGBA
  }

  let base: UnsafeRawPointer
  let width: Int
  let height: Int
  let bytesPerRow: Int
  let layout: Layout

  /// Writes row `y` into `output` (`width × 3` or `width × 4` bytes).
  ///
  /// - Parameter alpha: false for RGB output.
  /// - Returns: false, leaving `output` partly written, when `alpha` is false and the row holds
  ///   a pixel that is not opaque (the caller then starts again with alpha).
  @inline(__always)
  func convert(row y: Int, into output: UnsafeMutablePointer<UInt8>, alpha: Bool, table: UnsafePointer<UInt8>)
    -> Bool
  {
    let row = base + y * bytesPerRow
    switch (layout, alpha) {
    case (.premultipliedARGB32, false): return Self.argbToRGB(row, output, width)
    case (.premultipliedARGB32, true): Self.argbToRGBA(row, output, width, table)
    case (.straightRGBA, false): return Self.rgbaToRGB(row, output, width)
    case (.straightRGBA, true): UnsafeMutableRawPointer(output).copyMemory(from: row, byteCount: width * 4)
    }
    return true
  }

  /// `0xAARRGGBB` → the value whose little-endian bytes are R, G, B, 0.
  @inline(__always)
  static func rgb(_ argb: UInt32) -> UInt32 { argb.byteSwapped >> 8 }

  /// Opaque ARGB32 → RGB, four pixels to three 32-bit stores at a time.
  static func argbToRGB(_ row: UnsafeRawPointer, _ output: UnsafeMutablePointer<UInt8>, _ width: Int) -> Bool {
    let out = UnsafeMutableRawPointer(output)
    var x = 0
    while x + 4 <= width {
      let p0 = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
      let p1 = row.loadUnaligned(fromByteOffset: x * 4 + 4, as: UInt32.self)
      let p2 = row.loadUnaligned(fromByteOffset: x * 4 + 8, as: UInt32.self)
      let p3 = row.loadUnaligned(fromByteOffset: x * 4 + 12, as: UInt32.self)
      guard p0 & p1 & p2 & p3 >= 0xFF00_0000 else { return false }
      let c0 = rgb(p0)
      let c1 = rgb(p1)
      let c2 = rgb(p2)
      let c3 = rgb(p3)
      out.storeBytes(of: (c0 | c1 << 24).littleEndian, toByteOffset: x * 3, as: UInt32.self)
      out.storeBytes(of: (c1 >> 8 | c2 << 16).littleEndian, toByteOffset: x * 3 + 4, as: UInt32.self)
      out.storeBytes(of: (c2 >> 16 | c3 << 8).littleEndian, toByteOffset: x * 3 + 8, as: UInt32.self)
      x += 4
    }
    while x < width {
      let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
      guard p >= 0xFF00_0000 else { return false }
      output[x * 3] = UInt8(truncatingIfNeeded: p >> 16)
      output[x * 3 + 1] = UInt8(truncatingIfNeeded: p >> 8)
      output[x * 3 + 2] = UInt8(truncatingIfNeeded: p)
      x += 1
    }
    return true
  }

  /// Premultiplied ARGB32 → straight RGBA; `table[a << 8 | c]` is the unpremultiplied `c`.
  static func argbToRGBA(
    _ row: UnsafeRawPointer, _ output: UnsafeMutablePointer<UInt8>, _ width: Int, _ table: UnsafePointer<UInt8>
  ) {
    let out = UnsafeMutableRawPointer(output)
    for x in 0..<width {
      let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
      let value: UInt32
      if p >= 0xFF00_0000 {
        value = rgb(p) | 0xFF00_0000
      } else if p < 0x0100_0000 {
        value = 0
      } else {
        let a = Int(p >> 24) << 8
        let r = UInt32(table[a | Int(p >> 16 & 0xFF)])
        let g = UInt32(table[a | Int(p >> 8 & 0xFF)])
        let b = UInt32(table[a | Int(p & 0xFF)])
        value = r | g << 8 | b << 16 | (p & 0xFF00_0000)
      }
      out.storeBytes(of: value.littleEndian, toByteOffset: x * 4, as: UInt32.self)
    }
  }

  /// Straight RGBA → RGB when every pixel is opaque.
  static func rgbaToRGB(_ row: UnsafeRawPointer, _ output: UnsafeMutablePointer<UInt8>, _ width: Int) -> Bool {
    let input = row.assumingMemoryBound(to: UInt8.self)
    for x in 0..<width {
      guard input[x * 4 + 3] == 255 else { return false }
      output[x * 3] = input[x * 4]
      output[x * 3 + 1] = input[x * 4 + 1]
      output[x * 3 + 2] = input[x * 4 + 2]
    }
    return true
  }

  /// `unpremultiplyTable[a << 8 | c] = min((c · 255 + a / 2) / a, 255)` for a ≥ 1 (row 0 unused).
  static let unpremultiplyTable: [UInt8] = {
    var table = [UInt8](repeating: 0, count: 256 * 256)
    for a in 1..<256 {
      for c in 0..<256 { table[a << 8 | c] = UInt8(min((c * 255 + a / 2) / a, 255)) }
    }
    return table
  }()
}
