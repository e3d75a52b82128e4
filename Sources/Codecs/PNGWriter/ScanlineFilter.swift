/// The PNG filter pass: every row converted by ``PixelRows`` (unpremultiplied on the way), then
/// filtered into the bytes that deflate compresses — each row one filter-type byte and
/// `width × bytesPerPixel` filtered bytes (PNG specification, section 9), 16 bytes at a time on
/// `SIMD16` vectors.
///
/// Every row is filtered with Up (type 2: each byte minus the byte above; the row above the
/// first is zeros). With ``choosesPaeth`` a row whose Up bytes are busy (their sum of absolute
/// values, read as signed bytes, above the row's length — photos, gradients) is also filtered
/// with Paeth (type 4), and the one with the smaller sum is kept (the specification's heuristic;
/// ties keep Up). Flat UI rows, almost all zeros under Up, skip the second filter.
struct ScanlineFilter {
  /// The filtered bytes of an image.
  struct Output {
    var bytes: [UInt8]
    /// Whether rows are RGBA (colour type 6) rather than RGB (colour type 2).
    var hasAlpha: Bool
    /// Bytes per filtered row, its filter-type byte included.
    var stride: Int
    var bytesPerPixel: Int { hasAlpha ? 4 : 3 }
  }

  /// Whether busy rows may be Paeth-filtered instead of Up.
  var choosesPaeth = false

  /// Zero bytes before each row buffer: the pixel left of the first one (Sub and Paeth's `a`
  /// and `c`) reads as zeros, and a 16-byte vector load at `x − bytesPerPixel` stays inside.
  private static let leftMargin = 16

  /// Filters every row of `rows`: as RGB while every pixel is opaque, otherwise (started again
  /// at the first translucent row) as RGBA.
  func filter(_ rows: PixelRows) -> Output {
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.scratchCount(width: rows.width))
    defer { scratch.deallocate() }
    for alpha in [false, true] {
      let stride = rows.width * (alpha ? 4 : 3) + 1
      var complete = true
      let bytes = [UInt8](unsafeUninitializedCapacity: rows.height * stride) { output, initialized in
        complete = filter(rows, alpha: alpha, into: output.baseAddress!, scratch: scratch) == nil
        initialized = complete ? rows.height * stride : 0
      }
      if complete { return Output(bytes: bytes, hasAlpha: alpha, stride: stride) }
    }
    preconditionFailure("ScanlineFilter: RGBA filtering cannot fail")
  }

  /// Bytes of scratch memory ``filter(_:alpha:into:scratch:)`` needs for rows `width` pixels wide.
  static func scratchCount(width: Int) -> Int { (leftMargin + width * 4) * 2 + width * 4 }

  /// Filters the rows of `rows` into `out` (`height × (width × 3 or 4 + 1)` bytes), using
  /// `scratch` (``scratchCount(width:)`` bytes) for the converted rows.
  ///
  /// `out` may be the rows' own memory when `alpha` is false: filtered row `y` (`3 × width + 1`
  /// bytes from `y × (3 × width + 1)`) is written only after pixel row `y` is read, and ends
  /// before pixel row `y + 1` (at `(y + 1) × bytesPerRow ≥ (y + 1) × 4 × width`) starts.
  ///
  /// - Returns: nil when every row was filtered; when `alpha` is false, the first row holding a
  ///   pixel that is not opaque (rows above it are filtered, it and those below are not).
  func filter(
    _ rows: PixelRows, alpha: Bool, into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    let pixel = alpha ? 4 : 3
    let length = rows.width * pixel
    let stride = length + 1
    let margin = Self.leftMargin
    // Two rows, converted and not yet filtered (the one above the first row is zeros), each
    // after `margin` zero bytes; then one row for the Paeth candidate.
    scratch.initialize(repeating: 0, count: margin * 2 + length)
    (scratch + margin * 2 + length).initialize(repeating: 0, count: length * 2)
    var previous = scratch + margin
    var current = scratch + margin * 2 + length
    let candidate = scratch + (margin + length) * 2
    return PixelRows.unpremultiplyTable.withUnsafeBufferPointer { buffer in
      let table = buffer.baseAddress!
      for y in 0..<rows.height {
        guard rows.convert(row: y, into: current, alpha: alpha, table: table) else { return y }
        let line = out + y * stride
        line[0] = 2
        let upCost = Self.up(current, previous, length, into: line + 1)
        if choosesPaeth && upCost > length {
          let paethCost = Self.paeth(current, previous, length, pixel, into: candidate)
          if paethCost < upCost {
            line[0] = 4
            (line + 1).update(from: candidate, count: length)
          }
        }
        swap(&previous, &current)
      }
      return nil
    }
  }

  /// `|v|` of each byte read as a signed value (0…128).
  @inline(__always)
  private static func magnitude(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> {
    let signed = SIMD16<Int8>(truncatingIfNeeded: v)
    let sign = signed &>> 7
    return SIMD16<UInt8>(truncatingIfNeeded: (signed ^ sign) &- sign)
  }

  /// `|v|` of one byte read as a signed value.
  @inline(__always)
  private static func magnitude(_ v: UInt8) -> Int { Int(min(v, 0 &- v)) }

  /// Up: `x − b` (the byte above). Returns the sum of the results' magnitudes.
  @discardableResult
  static func up(
    _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ length: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var cost = 0
    var i = 0
    while i + 16 <= length {
      // At most 128 per lane per step: flush the 16-bit lanes every 256 steps.
      var lanes = SIMD16<UInt16>()
      let end = min(length, i + 16 * 256)
      while i + 16 <= end {
        let above = UnsafeRawPointer(previous + i).loadUnaligned(as: SIMD16<UInt8>.self)
        let here = UnsafeRawPointer(current + i).loadUnaligned(as: SIMD16<UInt8>.self)
        let result = here &- above
        UnsafeMutableRawPointer(out + i).storeBytes(of: result, as: SIMD16<UInt8>.self)
        lanes &+= widened(magnitude(result))
        i += 16
      }
      cost += Int(lanes.wrappedSum())
    }
    while i < length {
      out[i] = current[i] &- previous[i]
      cost += magnitude(out[i])
      i += 1
    }
    return cost
  }

  /// Paeth: `x −` whichever of `a` (left), `b` (above), `c` (above-left) is nearest to
  /// `a + b − c`, ties to `a` then `b`; `a` and `c` are zero left of the first pixel (the buffers'
  /// margin). Returns the sum of the results' magnitudes.
  static func paeth(
    _ current: UnsafePointer<UInt8>, _ previous: UnsafePointer<UInt8>, _ length: Int, _ pixel: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var cost = 0
    var i = 0
    while i + 16 <= length {
      var lanes = SIMD16<UInt16>()
      let end = min(length, i + 16 * 256)
      while i + 16 <= end {
        let x = UnsafeRawPointer(current + i).loadUnaligned(as: SIMD16<UInt8>.self)
        let a = widened(current + i - pixel)
        let b = widened(previous + i)
        let c = widened(previous + i - pixel)
        let pa = absolute(b &- c)
        let pb = absolute(a &- c)
        let pc = absolute(a &+ b &- c &- c)
        // All-ones lanes where the comparison holds (the values are within ±1020, so the sign
        // of a difference is its bit 15): vector selects without branches.
        let aWins = ~((pb &- pa) &>> 15) & ~((pc &- pa) &>> 15)
        let bWins = ~((pc &- pb) &>> 15)
        let bOrC = (b & bWins) | (c & ~bWins)
        let predictor = (a & aWins) | (bOrC & ~aWins)
        let result = x &- SIMD16<UInt8>(truncatingIfNeeded: predictor)
        UnsafeMutableRawPointer(out + i).storeBytes(of: result, as: SIMD16<UInt8>.self)
        lanes &+= widened(magnitude(result))
        i += 16
      }
      cost += Int(lanes.wrappedSum())
    }
    while i < length {
      let a = Int(current[i - pixel])
      let b = Int(previous[i])
      let c = Int(previous[i - pixel])
      let pa = abs(b - c)
      let pb = abs(a - c)
      let pc = abs(a + b - 2 * c)
      let predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      out[i] = current[i] &- UInt8(predictor)
      cost += magnitude(out[i])
      i += 1
    }
    return cost
  }

  /// Each byte of `narrow` widened to 16 bits, lane by lane (as the pointer-reading `widened` below).
  @inline(__always)
  private static func widened(_ narrow: SIMD16<UInt8>) -> SIMD16<UInt16> {
    var wide = SIMD16<UInt16>()
    for lane in 0..<16 { wide[lane] = UInt16(narrow[lane]) }
    return wide
  }

  /// 16 bytes from `bytes`, each widened to 16 bits. Written lane by lane (which the optimiser
  /// turns into one widening load) because the standard library's generic
  /// `SIMD16<Int16>(truncatingIfNeeded:)` stayed an outlined call per vector.
  @inline(__always)
  private static func widened(_ bytes: UnsafePointer<UInt8>) -> SIMD16<Int16> {
    let narrow = UnsafeRawPointer(bytes).loadUnaligned(as: SIMD16<UInt8>.self)
    var wide = SIMD16<Int16>()
    for lane in 0..<16 { wide[lane] = Int16(narrow[lane]) }
    return wide
  }

  /// `|v|` per lane, without a select: `(v ^ s) − s` with `s` the sign spread over the lane.
  @inline(__always)
  private static func absolute(_ v: SIMD16<Int16>) -> SIMD16<Int16> {
    let sign = v &>> 15
    return (v ^ sign) &- sign
  }
}
