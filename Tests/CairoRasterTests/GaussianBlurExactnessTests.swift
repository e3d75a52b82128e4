import Foundation
import Testing

@testable import CairoRaster

/// The blur's shortcuts (uniform windows in rows and columns, whole uniform rows in the column
/// pass, runs of equal and all-zero rows summed once) give exactly the bytes of the plain separable sum, which this test computes directly
/// from the kernel: every window multiplied out, rows then columns, rounding once.
@Suite("Gaussian blur: shortcuts are exact")
struct GaussianBlurExactnessTests {
  /// The definition: pass 1 `Σ kx · v` per row (values beyond the edges 0), pass 2 `Σ ky · m`
  /// per column, then `⌊(acc + 2³¹) / 2³²⌋` capped at 255.
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

  /// A shadow-like mask: a solid rectangle (255 inside, a grey band, zeros around) plus, when
  /// `noisy`, scattered values — uniform and non-uniform windows of every kind.
  static func mask(width: Int, height: Int, noisy: Bool, seed: UInt32) -> AlphaMask {
    var state = seed
    var values = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let inside = x >= width / 4 && x < width * 3 / 4 && y >= height / 5 && y < height * 4 / 5
        var value: UInt8 = inside ? 255 : (x == width / 4 - 1 ? 128 : 0)
        if y >= height * 4 / 5 && y < height * 4 / 5 + 3 { value = 77 }
        state = state &* 1_664_525 &+ 1_013_904_223
        if noisy && state >> 28 == 0 { value = UInt8(state >> 20 & 0xFF) }
        values[y * width + x] = value
      }
    }
    return AlphaMask(width: width, height: height, values: values)
  }

  @Test(arguments: [
    (1, 1, 1.0, 1.0), (5, 3, 2.0, 0.5), (40, 60, 3.0, 3.0), (64, 48, 0.0, 4.0), (50, 90, 5.5, 1.5),
    (120, 30, 15.0, 15.0),
    // Taller than the row pass's ring of 2r + 2 rows: rows are blurred as the column windows
    // reach them and written back in place.
    (30, 200, 2.0, 6.0), (9, 150, 4.0, 0.0), (64, 257, 1.0, 20.0), (3, 40, 0.0, 1.0),
    // An edge shadow's shape: long runs of equal rows and zero rows in every column window.
    (40, 420, 5.0, 15.0),
  ])
  func shortcutsMatchThePlainSum(shape: (width: Int, height: Int, sigmaX: Double, sigmaY: Double)) {
    for (index, noisy) in [false, true].enumerated() {
      var mask = Self.mask(width: shape.width, height: shape.height, noisy: noisy, seed: UInt32(7 + index))
      let expected = Self.reference(mask, sigmaX: shape.sigmaX, sigmaY: shape.sigmaY)
      GaussianBlur.blur(&mask, sigmaX: shape.sigmaX, sigmaY: shape.sigmaY)
      #expect(mask.values == expected, "\(shape) noisy: \(noisy)")
    }
  }

  /// Blurring rows read in place with a stride (a cairo surface's) and handed over one by one,
  /// top to bottom, gives the bytes of the in-place blur; the input is only read.
  @Test(arguments: [(40, 60, 3.0, 3.0), (9, 150, 4.0, 0.0), (64, 257, 1.0, 20.0), (5, 3, 2.0, 0.5)])
  func rowsHandedOverMatchTheInPlaceBlur(shape: (width: Int, height: Int, sigmaX: Double, sigmaY: Double)) {
    let (w, h) = (shape.width, shape.height)
    let mask = Self.mask(width: w, height: h, noisy: true, seed: 11)
    var blurred = mask
    GaussianBlur.blur(&blurred, sigmaX: shape.sigmaX, sigmaY: shape.sigmaY)
    let stride = w + 3
    var input = [UInt8](repeating: 0xEE, count: stride * h)
    for y in 0..<h { input[(y * stride)..<(y * stride + w)] = mask.values[(y * w)..<(y * w + w)] }
    let original = input
    var rows: [Int] = []
    var output: [UInt8] = []
    input.withUnsafeBufferPointer { values in
      GaussianBlur.blur(
        values.baseAddress!, width: w, height: h, stride: stride, sigmaX: shape.sigmaX, sigmaY: shape.sigmaY
      ) { y, row in
        rows.append(y)
        output += UnsafeBufferPointer(start: row, count: w)
      }
    }
    #expect(rows == Array(0..<h))
    #expect(output == blurred.values)
    #expect(output == Self.reference(mask, sigmaX: shape.sigmaX, sigmaY: shape.sigmaY))
    #expect(input == original)
  }

  /// A solid block blurred stays 255 in its middle and 0 far away; the edge falls monotonically.
  @Test func solidBlockKeepsItsCoreAndFallsOffMonotonically() {
    var mask = AlphaMask(
      width: 100, height: 100,
      values: (0..<10_000).map { i in (30..<70).contains(i % 100) && (30..<70).contains(i / 100) ? 255 : 0 })
    GaussianBlur.blur(&mask, sigmaX: 3, sigmaY: 3)
    #expect(mask.values[50 * 100 + 50] == 255)
    #expect(mask.values[50 * 100 + 5] == 0)
    let edge = (20..<50).map { mask.values[50 * 100 + $0] }
    #expect(zip(edge, edge.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(mask.values[50 * 100 + 30] > 100 && mask.values[50 * 100 + 30] < 160)
  }
}
