import Testing

@testable import CairoRaster

@Suite("Gaussian blur in column strips")
struct GaussianBlurTests {
  /// The blur as its definition states it, on whole rows and columns: a row pass into 64-bit
  /// values `Σ kx · input`, then a column pass `min(255, (Σ ky · middle + 2³¹) >> 32)`, zero
  /// outside the mask.
  static func reference(_ mask: AlphaMask, sigmaX: Double, sigmaY: Double) -> [UInt8] {
    let (w, h) = (mask.width, mask.height)
    let kx = GaussianBlur.kernel(sigma: sigmaX)
    let ky = GaussianBlur.kernel(sigma: sigmaY)
    let (rx, ry) = (kx.count / 2, ky.count / 2)
    var middle = [Int](repeating: 0, count: w * h)
    for y in 0..<h {
      for x in 0..<w {
        var acc = 0
        for k in -rx...rx where (0..<w).contains(x + k) { acc += kx[k + rx] * Int(mask.values[y * w + x + k]) }
        middle[y * w + x] = acc
      }
    }
    var out = [UInt8](repeating: 0, count: w * h)
    for y in 0..<h {
      for x in 0..<w {
        var acc = 0
        for k in -ry...ry where (0..<h).contains(y + k) { acc += ky[k + ry] * middle[(y + k) * w + x] }
        out[y * w + x] = UInt8(min(255, (acc + (1 << 31)) >> 32))
      }
    }
    return out
  }

  /// A shape with solid areas (the shortcut paths), empty areas and hard edges, plus noise.
  static func mask(width: Int, height: Int) -> AlphaMask {
    var state: UInt32 = 12345
    var values = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 1_103_515_245 &+ 12345
        let inside = x > width / 5 && x < width * 3 / 4 && y > height / 4 && y < height * 4 / 5
        values[y * width + x] = inside ? 255 : (x + y) % 17 == 0 ? UInt8(truncatingIfNeeded: state >> 16) : 0
      }
    }
    return AlphaMask(width: width, height: height, values: values)
  }

  /// Masks narrower than a strip, exactly one strip, and several strips with a narrow last one
  /// give the definition's bytes: the strips change how much memory the blur holds, not what
  /// it computes.
  @Test(arguments: [
    (5, 9, 1.0, 2.0), (GaussianBlur.stripWidth, 40, 3.0, 3.0), (GaussianBlur.stripWidth * 2 + 7, 31, 5.5, 1.5),
    (300, 12, 15.0, 0.5),
  ])
  func stripsGiveTheBytesOfTheWholeMaskBlur(width: Int, height: Int, sigmaX: Double, sigmaY: Double) {
    var mask = Self.mask(width: width, height: height)
    let expected = Self.reference(mask, sigmaX: sigmaX, sigmaY: sigmaY)
    GaussianBlur.blur(&mask, sigmaX: sigmaX, sigmaY: sigmaY)
    #expect(mask.values == expected)
    #expect(mask.values.contains { $0 != 0 && $0 != 255 })
  }
}
