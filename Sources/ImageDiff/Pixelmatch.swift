/// pixelmatch 7.2.0's per-pixel arithmetic on raw RGBA bytes, operation for operation, so counts
/// and diff images match its test suite exactly (same IEEE-754 doubles, same evaluation order).
///
/// - `colorDelta`: squared YIQ distance (Kotsarenko & Ramos 2010), negative when the second
///   pixel is darker; translucent pixels are blended over a checkerboard that depends on the
///   byte offset `k`, as pixelmatch does.
/// - `antialiased`: Vyšniauskas 2009's detector as pixelmatch implements it.
enum Pixelmatch {
  /// The largest possible YIQ distance; `maxDelta = 35215 × threshold²`.
  static let maximumDelta = 35215.0

  @inline(__always)
  static func colorDelta(
    _ img1: UnsafePointer<UInt8>, _ img2: UnsafePointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool
  ) -> Double {
    let r1 = Double(img1[k])
    let g1 = Double(img1[k + 1])
    let b1 = Double(img1[k + 2])
    let a1 = Double(img1[k + 3])
    let r2 = Double(img2[m])
    let g2 = Double(img2[m + 1])
    let b2 = Double(img2[m + 2])
    let a2 = Double(img2[m + 3])
    var dr = r1 - r2
    var dg = g1 - g2
    var db = b1 - b2
    let da = a1 - a2
    if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
    if a1 < 255 || a2 < 255 {
      // pixelmatch's checkerboard background, keyed on the byte offset.
      let rb = 48 + 159 * Double(k % 2)
      let gb = 48 + 159 * Double(Int(Double(k) / 1.618033988749895) % 2)
      let bb = 48 + 159 * Double(Int(Double(k) / 2.618033988749895) % 2)
      dr = (r1 * a1 - r2 * a2 - rb * da) / 255
      dg = (g1 * a1 - g2 * a2 - gb * da) / 255
      db = (b1 * a1 - b2 * a2 - bb * da) / 255
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// Whether pixel (`x1`, `y1`) of `img` looks like anti-aliasing; `a32`/`b32` are `img` and the
  /// other image as 32-bit pixels.
  static func antialiased(
    _ img: UnsafePointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
    _ a32: UnsafePointer<UInt32>, _ b32: UnsafePointer<UInt32>
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let pos = y1 * width + x1
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minimum = 0.0
    var maximum = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let delta = colorDelta(img, img, pos * 4, (y * width + x) * 4, yOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minimum {
          minimum = delta
          minX = x
          minY = y
        } else if delta > maximum {
          maximum = delta
          maxX = x
          maxY = y
        }
      }
    }
    if minimum == 0 || maximum == 0 { return false }
    return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
      || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
  }

  /// Whether pixel (`x1`, `y1`) has three or more identical neighbours (image borders count as one).
  static func hasManySiblings(
    _ img: UnsafePointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let value = img[y1 * width + x1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        if value == img[y * width + x] { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  /// The faded greyscale value of a pixel: `255 + (Y − 255) × alpha × a / 255`, truncated.
  @inline(__always)
  static func gray(_ img: UnsafePointer<UInt8>, _ i: Int, alpha: Double) -> UInt8 {
    let luma = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
    let value = 255 + (luma - 255) * alpha * Double(img[i + 3]) / 255
    return UInt8(min(255, max(0, value)))
  }
}
