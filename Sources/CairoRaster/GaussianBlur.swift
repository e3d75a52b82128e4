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

  /// Blurs `mask` with standard deviations `sigmaX` and `sigmaY` (pixels). Values beyond the
  /// edges count as 0, so callers pad the mask by ``padding(sigma:)`` on each side.
  ///
  /// A window lying inside the mask whose inputs are all equal gives that value without
  /// multiplying: in rows it is found from prefix sums and the row's runs, in columns from the
  /// row where each column's current run started. The column pass works a whole row at a time
  /// (contiguous memory), and only on rows that have a window which is not uniform.
  static func blur(_ mask: inout AlphaMask, sigmaX: Double, sigmaY: Double) {
    let w = mask.width
    let h = mask.height
    guard w > 0, h > 0 else { return }
    let kx = kernel(sigma: sigmaX)
    let ky = kernel(sigma: sigmaY)
    // Pass 1: rows, 8-bit in, value × 2¹⁶ out (0 … 255·2¹⁶).
    var middle = [Int32](repeating: 0, count: w * h)
    mask.values.withUnsafeBufferPointer { input in
      middle.withUnsafeMutableBufferPointer { output in
        kx.withUnsafeBufferPointer { weights in
          blurRows(input.baseAddress!, into: output.baseAddress!, width: w, height: h, weights: weights)
        }
      }
    }
    // Pass 2: columns, rounding back to 8 bits.
    mask.values.withUnsafeMutableBufferPointer { output in
      middle.withUnsafeBufferPointer { input in
        ky.withUnsafeBufferPointer { weights in
          blurColumns(input.baseAddress!, into: output.baseAddress!, width: w, height: h, weights: weights)
        }
      }
    }
  }

  /// Pass 1: each output `Σ weights[k − lo] · input[k]` over the window `lo…hi`, values beyond
  /// the row's ends 0 (weights sum to 2¹⁶, so a uniform window inside the row gives its value
  /// × 2¹⁶). The windows that are neither all zero nor uniform are summed span by span, a
  /// weight at a time across the span (contiguous, vectorisable), from a zero-padded copy.
  private static func blurRows(
    _ input: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<Int32>, width w: Int, height h: Int,
    weights: UnsafeBufferPointer<Int>
  ) {
    let r = weights.count / 2
    let prefix = UnsafeMutablePointer<Int>.allocate(capacity: w + 1)
    // runEnd[x]: the last index of the run of equal values holding x.
    let runEnd = UnsafeMutablePointer<Int>.allocate(capacity: w)
    // The row with r zeros on each side, and the sums of one span.
    let padded = UnsafeMutablePointer<Int32>.allocate(capacity: w + 2 * r)
    let sums = UnsafeMutablePointer<Int32>.allocate(capacity: w)
    defer {
      prefix.deallocate()
      runEnd.deallocate()
      padded.deallocate()
      sums.deallocate()
    }
    padded.initialize(repeating: 0, count: w + 2 * r)
    prefix[0] = 0
    for y in 0..<h {
      let row = input + y * w
      let out = output + y * w
      for x in 0..<w { prefix[x + 1] = prefix[x] + Int(row[x]) }
      if prefix[w] == 0 { continue }  // `output` is zero already
      runEnd[w - 1] = w - 1
      for x in stride(from: w - 2, through: 0, by: -1) { runEnd[x] = row[x] == row[x + 1] ? runEnd[x + 1] : x }
      for x in 0..<w { padded[r + x] = Int32(row[x]) }
      var x = 0
      while x < w {
        // Windows needing no sum: all zero (output stays 0) or uniform inside the row.
        let lo = x - r
        let hi = x + r
        if prefix[min(hi, w - 1) + 1] - prefix[max(lo, 0)] == 0 {
          x += 1
          continue
        }
        if lo >= 0, hi < w, runEnd[lo] >= hi {
          out[x] = Int32(row[x]) << 16
          x += 1
          continue
        }
        // A span of windows to sum: up to the next window that needs none.
        var end = x + 1
        while end < w {
          let (l, e) = (end - r, end + r)
          if prefix[min(e, w - 1) + 1] - prefix[max(l, 0)] == 0 { break }
          if l >= 0, e < w, runEnd[l] >= e { break }
          end += 1
        }
        let count = end - x
        sums.initialize(repeating: 0, count: count)
        // padded[r + i] is row[i], so window position k of output x reads padded[x + k].
        for k in 0..<weights.count {
          let weight = Int32(weights[k])
          let source = padded + x + k
          for i in 0..<count { sums[i] &+= weight &* source[i] }
        }
        (out + x).update(from: sums, count: count)
        x = end
      }
    }
  }

  /// Pass 2: each output `⌊(Σ weights[k − lo] · input[k·w + x] + 2³¹) / 2³²⌋` (at most 255) over
  /// the window `lo…hi` of rows clipped to the mask; rows whose every window is uniform are
  /// copied from the window's value.
  private static func blurColumns(
    _ input: UnsafePointer<Int32>, into output: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int,
    weights: UnsafeBufferPointer<Int>
  ) {
    let r = weights.count / 2
    // runStart[x]: the first row of the run of equal values in column x ending at row `front`.
    let runStart = UnsafeMutablePointer<Int>.allocate(capacity: w)
    let sums = UnsafeMutablePointer<Int>.allocate(capacity: w)
    defer {
      runStart.deallocate()
      sums.deallocate()
    }
    runStart.initialize(repeating: 0, count: w)
    var front = 0
    for y in 0..<h {
      let lo = y - r
      let hi = y + r
      // Advance the run starts to row `hi` (when inside the mask).
      while front < min(hi, h - 1) {
        front += 1
        let above = input + (front - 1) * w
        let here = input + front * w
        for x in 0..<w where here[x] != above[x] { runStart[x] = front }
      }
      let out = output + y * w
      var uniform = lo >= 0 && hi < h
      if uniform {
        for x in 0..<w where runStart[x] > lo {
          uniform = false
          break
        }
      }
      if uniform {
        let row = input + hi * w
        for x in 0..<w { out[x] = UInt8(min(255, (Int(row[x]) << 16 + (1 << 31)) >> 32)) }
        continue
      }
      sums.initialize(repeating: 0, count: w)
      for k in max(lo, 0)...min(hi, h - 1) {
        let weight = weights[k - lo]
        let row = input + k * w
        for x in 0..<w { sums[x] += weight * Int(row[x]) }
      }
      for x in 0..<w { out[x] = UInt8(min(255, (sums[x] + (1 << 31)) >> 32)) }
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
