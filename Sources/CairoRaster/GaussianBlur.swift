import Foundation

/// A separable Gaussian blur in integer arithmetic, so every machine produces the same bytes.
///
/// The kernel integrates the Gaussian over each pixel, `w_i = Φ((i + ½)/σ) − Φ((i − ½)/σ)` for
/// `|i| ≤ ⌈3σ⌉`, renormalised to fixed-point weights summing to exactly 2¹⁶. Rows are blurred
/// into 24-bit intermediates, then columns, rounding once at the end. A window whose inputs are
/// all equal gives that value without multiplying (exactly what the sum would give), which
/// keeps large solid shapes cheap.
enum GaussianBlur {
  /// The fixed-point kernel for `sigma` (pixels): `2r + 1` weights summing to 65536.
  static func kernel(sigma: Double) -> [Int] {
    guard sigma > 0, sigma.isFinite else { return [1 << 16] }
    let radius = max(1, Int((3 * sigma).rounded(.up)))
    func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }
    let raw = (-radius...radius).map { i in phi((Double(i) + 0.5) / sigma) - phi((Double(i) - 0.5) / sigma) }
    let total = raw.reduce(0, +)
    var weights = raw.map { Int(($0 / total * 65536).rounded()) }
    weights[radius] += 65536 - weights.reduce(0, +)
    return weights
  }

  /// Columns blurred together: the row pass of one strip is kept (as 32-bit values) until the
  /// column pass has read it, so a blur holds `strip × height × 4` bytes and the 8-bit result
  /// beside the mask instead of a whole-mask intermediate (26 MB of 64-bit values for a 3×
  /// full-screen shadow before).
  static let stripWidth = 128

  /// Blurs `mask` with standard deviations `sigmaX` and `sigmaY` (pixels). Values beyond the
  /// edges count as 0, so callers pad the mask by ``padding(sigma:)`` on each side.
  ///
  /// Works in vertical strips of ``stripWidth`` columns: each output value is the same sum as a
  /// whole-mask row pass followed by a column pass, so the bytes do not depend on the strip width.
  static func blur(_ mask: inout AlphaMask, sigmaX: Double, sigmaY: Double) {
    let w = mask.width
    let h = mask.height
    guard w > 0, h > 0 else { return }
    let kx = kernel(sigma: sigmaX)
    let ky = kernel(sigma: sigmaY)
    let strip = min(stripWidth, w)
    var middle = [UInt32](repeating: 0, count: strip * h)
    var rowPrefix = [Int](repeating: 0, count: strip + kx.count + 1)
    var columnPrefix = [Int](repeating: 0, count: h + 1)
    // A strip's row pass reads columns of its neighbours, so results go to a mask of their own.
    var blurred = [UInt8](repeating: 0, count: w * h)
    var x0 = 0
    while x0 < w {
      let x1 = min(x0 + strip, w)
      mask.values.withUnsafeBufferPointer { input in
        middle.withUnsafeMutableBufferPointer { output in
          rowPrefix.withUnsafeMutableBufferPointer { prefix in
            blurRows(input, width: w, height: h, columns: x0..<x1, kernel: kx, prefix: prefix, into: output)
          }
        }
      }
      blurred.withUnsafeMutableBufferPointer { output in
        middle.withUnsafeBufferPointer { input in
          columnPrefix.withUnsafeMutableBufferPointer { prefix in
            blurColumns(input, width: w, height: h, columns: x0..<x1, kernel: ky, prefix: prefix, into: output)
          }
        }
      }
      x0 = x1
    }
    mask.values = blurred
  }

  /// Pass 1 for `columns`: rows of the 8-bit mask in, value × 2¹⁶ out (0 … 255·2¹⁶, 24 bits),
  /// `columns.count` values a row.
  private static func blurRows(
    _ input: UnsafeBufferPointer<UInt8>, width w: Int, height h: Int, columns: Range<Int>, kernel kx: [Int],
    prefix: UnsafeMutableBufferPointer<Int>, into output: UnsafeMutableBufferPointer<UInt32>
  ) {
    let rx = kx.count / 2
    let stride = columns.count
    // The prefix sums cover the inputs the strip's windows read: [p0, p1).
    let p0 = max(columns.lowerBound - rx, 0)
    let p1 = min(columns.upperBound + rx, w)
    for y in 0..<h {
      let row = y * w
      let out = y * stride - columns.lowerBound
      prefix[0] = 0
      for x in p0..<p1 { prefix[x - p0 + 1] = prefix[x - p0] + Int(input[row + x]) }
      for x in columns {
        let lo = x - rx
        let hi = x + rx
        let sum = prefix[min(hi, w - 1) + 1 - p0] - prefix[max(lo, 0) - p0]
        if sum == 0 {
          output[out + x] = 0
          continue
        }
        if lo >= 0, hi < w, sum == 255 * (2 * rx + 1) {
          output[out + x] = 255 << 16
          continue
        }
        var acc = 0
        for k in max(lo, 0)...min(hi, w - 1) { acc += kx[k - lo] * Int(input[row + k]) }
        output[out + x] = UInt32(acc)
      }
    }
  }

  /// Pass 2 for `columns`: the strip's row-pass values down each column, rounded back to 8 bits
  /// into the mask.
  private static func blurColumns(
    _ input: UnsafeBufferPointer<UInt32>, width w: Int, height h: Int, columns: Range<Int>, kernel ky: [Int],
    prefix: UnsafeMutableBufferPointer<Int>, into output: UnsafeMutableBufferPointer<UInt8>
  ) {
    let ry = ky.count / 2
    let stride = columns.count
    for x in columns {
      let column = x - columns.lowerBound
      prefix[0] = 0
      for y in 0..<h { prefix[y + 1] = prefix[y] + Int(input[y * stride + column]) }
      for y in 0..<h {
        let lo = y - ry
        let hi = y + ry
        let sum = prefix[min(hi, h - 1) + 1] - prefix[max(lo, 0)]
        if sum == 0 {
          output[y * w + x] = 0
          continue
        }
        if lo >= 0, hi < h, sum == (255 << 16) * (2 * ry + 1) {
          output[y * w + x] = 255
          continue
        }
        var acc = 0
        for k in max(lo, 0)...min(hi, h - 1) { acc += ky[k - lo] * Int(input[k * stride + column]) }
        output[y * w + x] = UInt8(min(255, (acc + (1 << 31)) >> 32))
      }
    }
  }

  /// Blurs with a deviation up to this many device pixels run at full resolution, exactly.
  static let fullResolutionSigmaLimit = 32.0
  /// The deviation, in pixels of the downsampled mask, that larger blurs are brought down to.
  static let downsampledSigma = 16.0

  /// The factor a mask is downsampled by before a blur of `sigmaX` × `sigmaY`: 1 up to
  /// ``fullResolutionSigmaLimit``, else `⌈σ / 16⌉`, so the blur itself never has a kernel wider
  /// than 97 taps and the mask stays small — radius 5000 costs about what radius 50 does. A
  /// blur that wide hides the detail the lower resolution loses.
  static func downsampling(sigmaX: Double, sigmaY: Double) -> Int {
    let sigma = max(sigmaX, sigmaY)
    guard sigma.isFinite, sigma > fullResolutionSigmaLimit else { return 1 }
    return Int((sigma / downsampledSigma).rounded(.up))
  }

  /// How far a blur of `sigma` spreads: the kernel radius ⌈3σ⌉ (0 for no blur).
  static func padding(sigma: Double) -> Int {
    sigma > 0 && sigma.isFinite ? max(1, Int((3 * sigma).rounded(.up))) : 0
  }
}
