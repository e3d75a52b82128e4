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
        complete = filter(rows, alpha: alpha, into: output.baseAddress!, inPlace: false, scratch: scratch) == nil
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
  /// `out` may be the rows' own memory when `alpha` is false (`inPlace`): filtered row `y`
  /// (`3 × width + 1` bytes from `y × (3 × width + 1)`) is written only after pixel row `y` is
  /// read, and ends before pixel row `y + 1` (at `(y + 1) × bytesPerRow ≥ (y + 1) × 4 × width`)
  /// starts.
  ///
  /// - Returns: nil when every row was filtered; when `alpha` is false, the first row holding a
  ///   pixel that is not opaque (rows above it are filtered, it and those below are not).
  func filter(
    _ rows: PixelRows, alpha: Bool, into out: UnsafeMutablePointer<UInt8>, inPlace: Bool,
    scratch: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    var pass = Pass(self, rows: rows, alpha: alpha, into: out, inPlace: inPlace, scratch: scratch)
    return pass.filter(to: rows.height)
  }

  /// One image's filter pass, a range of rows at a time and in order (the caller may compress
  /// each range of filtered rows before filtering the next, while they are in the cache).
  struct Pass {
    /// The filter's ``ScanlineFilter/choosesPaeth``.
    let choosesPaeth: Bool
    let rows: PixelRows
    let alpha: Bool
    /// Where filtered row ``origin`` goes; row `y` goes `(y − origin) × stride` bytes after it.
    let out: UnsafeMutablePointer<UInt8>
    /// The first row filtered.
    let origin: Int
    /// Whether `out` is the rows' own memory.
    let inPlace: Bool
    /// The next row to filter.
    private(set) var next: Int
    /// Whether `previous` holds the converted row above ``next`` (zeros above row 0).
    private var primed: Bool
    /// Scratch rows: the row above (converted), the current one and the Paeth candidate.
    private var previous: UnsafeMutablePointer<UInt8>
    private var current: UnsafeMutablePointer<UInt8>
    private let candidate: UnsafeMutablePointer<UInt8>

    /// Prepares to filter `rows` from row `origin` (the first unless told) into `out`, as
    /// ``ScanlineFilter/filter(_:alpha:into:inPlace:scratch:)`` does; rows from `origin` on
    /// come out the bytes they have in a pass over the whole image (a row's filter reads only
    /// it and the row above). Only a pass from the first row may write in place.
    init(
      _ filter: ScanlineFilter, rows: PixelRows, alpha: Bool, into out: UnsafeMutablePointer<UInt8>, inPlace: Bool,
      scratch: UnsafeMutablePointer<UInt8>, from origin: Int = 0
    ) {
      precondition(
        (0..<max(rows.height, 1)).contains(origin) && (origin == 0 || !inPlace),
        "ScanlineFilter.Pass: a pass from row \(origin) of \(rows.height) (in place: \(inPlace))")
      choosesPaeth = filter.choosesPaeth
      self.rows = rows
      self.alpha = alpha
      self.out = out
      self.origin = origin
      self.inPlace = inPlace
      next = origin
      primed = origin == 0
      let length = rows.width * (alpha ? 4 : 3)
      let margin = ScanlineFilter.leftMargin
      // Two rows, converted and not yet filtered (the one above the first row is zeros), each
      // after `margin` zero bytes; then one row for the Paeth candidate.
      scratch.initialize(repeating: 0, count: margin * 2 + length)
      (scratch + margin * 2 + length).initialize(repeating: 0, count: length * 2)
      previous = scratch + margin
      current = scratch + margin * 2 + length
      candidate = scratch + (margin + length) * 2
    }

    /// Takes rows ``next``..<`next + count` as already filtered — `filtered` holds them, as a
    /// pass from row ``next`` wrote them (the coder choice's sample) — copying them into place
    /// instead of filtering them again.
    ///
    /// - Returns: false, taking nothing, when the last of those rows holds a pixel that is not
    ///   opaque (an RGB pass from it would have stopped).
    mutating func take(_ count: Int, filteredAt filtered: UnsafePointer<UInt8>) -> Bool {
      precondition(count >= 1 && next + count <= rows.height, "ScanlineFilter.Pass: \(count) rows from \(next)")
      let stride = rows.width * (alpha ? 4 : 3) + 1
      // The row above the next one to filter, converted before its pixels can be written over
      // (in place, the copied rows end before the pixel row after them starts).
      let last = next + count - 1
      let converted = PixelRows.unpremultiplyTable.withUnsafeBufferPointer {
        rows.convert(row: last, into: previous, alpha: alpha, table: $0.baseAddress!)
      }
      guard converted else { return false }
      (out + (next - origin) * stride).update(from: filtered, count: count * stride)
      next += count
      primed = true
      return true
    }

    /// Filters rows ``next``..<`end`.
    ///
    /// Without Paeth, an opaque premultiplied row below the first is converted and Up-filtered
    /// in one step from the pixels of the row and the row above
    /// (``ScanlineFilter/upFromOpaqueARGB(_:above:width:into:)``), without the scratch rows —
    /// when writing in place, once the filtered rows written so far and this one end 16 bytes
    /// or more before the row above starts (from a few rows down on, as pixel rows are wider
    /// than filtered rows). The bytes are the same either way.
    ///
    /// - Returns: nil when every row was filtered; when `alpha` is false, the first row holding
    ///   a pixel that is not opaque (rows above it are filtered, it and those below are not).
    mutating func filter(to end: Int) -> Int? {
      let pixel = alpha ? 4 : 3
      let length = rows.width * pixel
      let stride = length + 1
      let fuses = !choosesPaeth && !alpha && rows.layout == .premultipliedARGB32
      let bytesPerRow = rows.bytesPerRow
      return PixelRows.unpremultiplyTable.withUnsafeBufferPointer { buffer in
        let table = buffer.baseAddress!
        if !primed, next < end {
          // The row above the first one filtered, converted as the whole pass would have it.
          guard rows.convert(row: next - 1, into: previous, alpha: alpha, table: table) else { return next - 1 }
          primed = true
        }
        while next < end {
          let y = next
          let line = out + (y - origin) * stride
          if fuses && y >= 1 && (!inPlace || (y + 1) * stride + 16 <= (y - 1) * bytesPerRow) {
            line[0] = 2
            let row = rows.base + y * bytesPerRow
            guard ScanlineFilter.upFromOpaqueARGB(row, above: row - bytesPerRow, width: rows.width, into: line + 1)
            else { return y }
            next += 1
            continue
          }
          guard rows.convert(row: y, into: current, alpha: alpha, table: table) else { return y }
          line[0] = 2
          let upCost = ScanlineFilter.up(current, previous, length, into: line + 1)
          if choosesPaeth && upCost > length {
            let paethCost = ScanlineFilter.paeth(current, previous, length, pixel, into: candidate)
            if paethCost < upCost {
              line[0] = 4
              (line + 1).update(from: candidate, count: length)
            }
          }
          swap(&previous, &current)
          next += 1
        }
        return nil
      }
    }
  }

  /// Converts opaque premultiplied ARGB32 `row` to RGB and Up-filters it against `above` (the
  /// opaque row above, also ARGB32) in one pass, four pixels at a time on `SIMD16` vectors: the
  /// bytewise difference of the two rows' pixels, each lane's `B G R A` turned to `R G B`, and
  /// two lanes of three bytes packed into each 64-bit half — the bytes
  /// ``PixelRows/argbToRGB(_:_:_:)`` and ``up(_:_:_:into:)`` give (an opaque pixel's colour is
  /// its premultiplied colour). The alpha bytes are checked once, for the whole row.
  ///
  /// A group's 12 bytes go out as two overlapping 8-byte stores, the second running 2 bytes past
  /// them into the next group's place: vector groups stop while at least one more pixel follows,
  /// which the scalar tail writes. Every store of `out` (`3 × width` bytes) stays inside it, and
  /// each group of `row` and `above` is read before its bytes are written.
  ///
  /// - Returns: false, leaving `out` written with unspecified bytes, when a pixel of `row` is not
  ///   opaque.
  static func upFromOpaqueARGB(
    _ row: UnsafeRawPointer, above: UnsafeRawPointer, width: Int, into output: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let out = UnsafeMutableRawPointer(output)
    var alphas = SIMD16<UInt8>(repeating: 0xFF)
    // One group of four pixels at `x` (offsets of `x < width` cannot overflow).
    @inline(__always) func group(_ x: Int) {
      let pixels = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt8>.self)
      let pixelsAbove = above.loadUnaligned(fromByteOffset: x &* 4, as: SIMD16<UInt8>.self)
      alphas &= pixels
      let difference = unsafeBitCast(pixels &- pixelsAbove, to: SIMD4<UInt32>.self)
      // Each lane B G R A (little-endian 0xAARRGGBB) → R G B 0.
      let rgb = (difference &>> 16 & 0xFF) | (difference & 0xFF00) | (difference & 0xFF) &<< 16
      // Each 64-bit half R G B 0 R′ G′ B′ 0 → R G B R′ G′ B′ 0 0.
      let halves = unsafeBitCast(rgb, to: SIMD2<UInt64>.self)
      let packed = (halves & 0xFF_FFFF) | (halves &>> 8 & 0xFFFF_FF00_0000)
      out.storeBytes(of: packed[0].littleEndian, toByteOffset: x &* 3, as: UInt64.self)
      out.storeBytes(of: packed[1].littleEndian, toByteOffset: x &* 3 &+ 6, as: UInt64.self)
    }
    var x = 0
    while x &+ 9 <= width {
      group(x)
      group(x &+ 4)
      x &+= 8
    }
    if x &+ 5 <= width {
      group(x)
      x &+= 4
    }
    let lanes = unsafeBitCast(alphas, to: SIMD4<UInt32>.self)
    guard lanes[0] & lanes[1] & lanes[2] & lanes[3] >= 0xFF00_0000 else { return false }
    while x < width {
      let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
      guard p >= 0xFF00_0000 else { return false }
      let q = above.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
      let d = UInt32(truncatingIfNeeded: subtractingBytes(UInt64(p), UInt64(q)))
      output[x * 3] = UInt8(truncatingIfNeeded: d >> 16)
      output[x * 3 + 1] = UInt8(truncatingIfNeeded: d >> 8)
      output[x * 3 + 2] = UInt8(truncatingIfNeeded: d)
      x += 1
    }
    return true
  }

  /// `a − b` byte by byte, modulo 256 in each byte (no borrow crosses bytes: the low seven bits
  /// are subtracted under a set high bit, which then takes the sign of the true difference).
  @inline(__always)
  static func subtractingBytes(_ a: UInt64, _ b: UInt64) -> UInt64 {
    let high: UInt64 = 0x8080_8080_8080_8080
    return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
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
