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
  ///
  /// The row pass's 32-bit values are kept only for the rows the column pass still reads: a ring
  /// of `2r + 2` rows (`r` the vertical kernel radius: a window and the row above it, which the
  /// run tracking compares with), each row blurred just before the first column window that
  /// needs it. Output row `y` is written in place once rows up to `y + r` have been read, so the
  /// blur holds `(2r + 2) × width × 4` bytes beside the mask (about 1 MB for a 3× full-screen
  /// shadow instead of a 12 MB whole-mask intermediate) and the bytes are those of a whole-mask
  /// row pass.
  static func blur(_ mask: inout AlphaMask, sigmaX: Double, sigmaY: Double) {
    let w = mask.width
    let h = mask.height
    guard w > 0, h > 0 else { return }
    mask.values.withUnsafeMutableBufferPointer { values in
      let base = values.baseAddress!
      // Output row y replaces input row y: `blur(_:width:height:stride:…)` hands it over only
      // after every input row it reads from y on has been read.
      blur(UnsafePointer(base), width: w, height: h, stride: w, sigmaX: sigmaX, sigmaY: sigmaY) { y, row in
        (base + y * w).update(from: row, count: w)
      }
    }
  }

  /// Blurs the `width × height` values at `input` (rows `stride` bytes apart) like
  /// ``blur(_:sigmaX:sigmaY:)`` — the same bytes — handing each output row to `emit` in order,
  /// top to bottom, instead of writing it back: a shadow mask goes straight from its coverage
  /// surface into the form it is kept in (``A8Image/Builder``), with no whole-mask copy.
  ///
  /// Output row `y` is handed over once input rows `0…y` and every row its windows reach have
  /// been read, and input rows above `y` are not read again, so `emit` may write it over input
  /// row `y`. The row `emit` receives is valid only during the call.
  static func blur(
    _ input: UnsafePointer<UInt8>, width w: Int, height h: Int, stride: Int, sigmaX: Double, sigmaY: Double,
    emit: (_ y: Int, _ row: UnsafePointer<UInt8>) -> Void
  ) {
    guard w > 0, h > 0 else { return }
    let kx = kernel(sigma: sigmaX)
    let ky = kernel(sigma: sigmaY)
    let ringRows = min(ky.count + 1, h)
    let ring = UnsafeMutablePointer<Int32>.allocate(capacity: ringRows * w)
    // What is known of each ring slot's row: ``RowKind``.
    let kinds = UnsafeMutablePointer<RowKind>.allocate(capacity: ringRows)
    defer {
      ring.deallocate()
      kinds.deallocate()
    }
    kx.withUnsafeBufferPointer { horizontal in
      ky.withUnsafeBufferPointer { vertical in
        let rows = RowPass(width: w, weights: horizontal)
        defer { rows.deallocate() }
        var passed = -1
        // Pass 1 for row k (8-bit in, value × 2¹⁶ out, 0 … 255·2¹⁶) into its ring slot. Rows
        // are passed in order; a row equal to the one before it (the inside of a shadow's
        // shape) copies that row's pass instead of blurring again. Row k − 1 is still input
        // then when r ≥ 1: output row y is handed over only after rows up to y + r were passed
        // (without a vertical blur, r = 0, row k − 1 may already be output, so every row is
        // passed).
        let copiesEqualRows = vertical.count > 1 && ringRows > 1
        func rowPass(_ k: Int) -> UnsafeMutablePointer<Int32> {
          let slot = ring + (k % ringRows) * w
          if k > 0, passed == k - 1, copiesEqualRows, memcmp(input + k * stride, input + (k - 1) * stride, w) == 0 {
            slot.update(from: ring + ((k - 1) % ringRows) * w, count: w)
            kinds[k % ringRows] = .sameAsAbove
          } else {
            kinds[k % ringRows] = rows.blur(input + k * stride, into: slot) ? .zero : .other
          }
          passed = k
          return slot
        }
        // Pass 2, rounding back to 8 bits.
        blurColumns(
          ring: ring, kinds: kinds, ringRows: ringRows, width: w, height: h, weights: vertical, rowPass: rowPass,
          emit: emit)
      }
    }
  }

  /// Pass 1: each output `Σ weights[k − lo] · input[k]` over the window `lo…hi`, values beyond
  /// the row's ends 0 (weights sum to 2¹⁶, so a uniform window inside the row gives its value
  /// × 2¹⁶). The windows that are neither all zero nor uniform are summed span by span, a
  /// weight at a time across the span (contiguous, vectorisable), from a zero-padded copy.
  /// Holds its scratch rows for every row of one blur.
  private struct RowPass {
    let w: Int
    let weights: UnsafeBufferPointer<Int>
    let r: Int
    let prefix: UnsafeMutablePointer<Int>
    /// runEnd[x]: the last index of the run of equal values holding x.
    let runEnd: UnsafeMutablePointer<Int>
    /// The row with r zeros on each side.
    let padded: UnsafeMutablePointer<Int32>

    init(width: Int, weights: UnsafeBufferPointer<Int>) {
      w = width
      self.weights = weights
      r = weights.count / 2
      prefix = .allocate(capacity: w + 1)
      runEnd = .allocate(capacity: w)
      padded = .allocate(capacity: w + 2 * r)
      padded.initialize(repeating: 0, count: w + 2 * r)
      prefix[0] = 0
    }

    func deallocate() {
      prefix.deallocate()
      runEnd.deallocate()
      padded.deallocate()
    }

    /// Blurs the `w` values of `row` into `out`, writing every value (the ring's slots are
    /// reused). Returns whether the row, and so its blur, is all zero.
    @discardableResult
    func blur(_ row: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<Int32>) -> Bool {
      for x in 0..<w { prefix[x + 1] = prefix[x] + Int(row[x]) }
      if prefix[w] == 0 {
        out.update(repeating: 0, count: w)
        return true
      }
      runEnd[w - 1] = w - 1
      for x in stride(from: w - 2, through: 0, by: -1) { runEnd[x] = row[x] == row[x + 1] ? runEnd[x + 1] : x }
      for x in 0..<w { padded[r + x] = Int32(row[x]) }
      var x = 0
      while x < w {
        // Windows needing no sum: all zero (output stays 0) or uniform inside the row.
        let lo = x - r
        let hi = x + r
        if prefix[min(hi, w - 1) + 1] - prefix[max(lo, 0)] == 0 {
          out[x] = 0
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
        // padded[r + i] is row[i], so window position k of output x reads padded[x + k].
        let sums = out + x
        sums.update(repeating: 0, count: count)
        for k in 0..<weights.count {
          let weight = Int32(weights[k])
          let source = padded + x + k
          for i in 0..<count { sums[i] &+= weight &* source[i] }
        }
        x = end
      }
      return false
    }
  }

  /// What the column pass knows of a row pass in the ring without reading it.
  enum RowKind {
    /// Equal to the row pass of the row above (the input rows were equal).
    case sameAsAbove
    /// All zero.
    case zero
    /// Anything.
    case other
  }

  /// Pass 2: each output `⌊(Σ weights[k − lo] · middle[k][x] + 2³¹) / 2³²⌋` (at most 255) over
  /// the window `lo…hi` of rows clipped to the mask, `middle[k]` the row pass of row k, held in
  /// `ring` slot `k % ringRows` (its ``RowKind`` in `kinds`) and made by `rowPass(k)` when the
  /// window first reaches it; rows whose every window is uniform are copied from the window's
  /// value. Each output row goes to `emit` as soon as it is computed.
  ///
  /// A window's run of equal rows is multiplied once by the sum of its weights, and all-zero
  /// rows not at all — integer arithmetic, so exactly the plain sum: the rows a shadow's
  /// padding and the inside of its shape give make most windows two or three runs.
  private static func blurColumns(
    ring: UnsafeMutablePointer<Int32>, kinds: UnsafePointer<RowKind>, ringRows: Int, width w: Int, height h: Int,
    weights: UnsafeBufferPointer<Int>, rowPass: (Int) -> UnsafeMutablePointer<Int32>,
    emit: (Int, UnsafePointer<UInt8>) -> Void
  ) {
    let r = weights.count / 2
    func middle(_ k: Int) -> UnsafePointer<Int32> { UnsafePointer(ring + (k % ringRows) * w) }
    // runStart[x]: the first row of the run of equal values in column x ending at row `front`.
    let runStart = UnsafeMutablePointer<Int>.allocate(capacity: w)
    let sums = UnsafeMutablePointer<Int>.allocate(capacity: w)
    let out = UnsafeMutablePointer<UInt8>.allocate(capacity: w)
    defer {
      runStart.deallocate()
      sums.deallocate()
      out.deallocate()
    }
    runStart.initialize(repeating: 0, count: w)
    var front = 0
    var previousUniform = false
    _ = rowPass(0)
    for y in 0..<h {
      let lo = y - r
      let hi = y + r
      // Advance the run starts to row `hi` (when inside the mask), blurring each new row.
      // Whether row `hi`'s pass equals the one above it, so `out` of a uniform row stands.
      var sameAsBefore = false
      while front < min(hi, h - 1) {
        front += 1
        let above = middle(front - 1)
        let here = rowPass(front)
        sameAsBefore = kinds[front % ringRows] == .sameAsAbove
        if !sameAsBefore {
          for x in 0..<w where here[x] != above[x] { runStart[x] = front }
        }
      }
      var uniform = lo >= 0 && hi < h
      if uniform {
        for x in 0..<w where runStart[x] > lo {
          uniform = false
          break
        }
      }
      if uniform {
        // `out` already holds this row when the previous one was uniform on an equal pass.
        if !(previousUniform && sameAsBefore) {
          let row = middle(hi)
          for x in 0..<w { out[x] = UInt8(min(255, (Int(row[x]) << 16 + (1 << 31)) >> 32)) }
        }
        previousUniform = true
        emit(y, out)
        continue
      }
      previousUniform = false
      sums.initialize(repeating: 0, count: w)
      var k = max(lo, 0)
      let last = min(hi, h - 1)
      while k <= last {
        var weight = weights[k - lo]
        var next = k + 1
        while next <= last, kinds[next % ringRows] == .sameAsAbove {
          weight += weights[next - lo]
          next += 1
        }
        if kinds[k % ringRows] != .zero {
          let row = middle(k)
          for x in 0..<w { sums[x] += weight * Int(row[x]) }
        }
        k = next
      }
      for x in 0..<w { out[x] = UInt8(min(255, (sums[x] + (1 << 31)) >> 32)) }
      emit(y, out)
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
