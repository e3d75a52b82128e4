import Graphics

extension PNGWriter {
  /// Encodes premultiplied ARGB32 pixels like ``encode(_:)-(PremultipliedPixels)`` — the same
  /// bytes — filtering an opaque frame's rows into the pixels' own memory, so a frame needs no
  /// second frame-sized buffer (a 3× frame's RGB rows are 8.9 MB), and writing the file into
  /// the calling thread's reused buffer.
  ///
  /// Opaque rows shrink from 4 bytes a pixel to 3 plus a filter byte, so filtered row `y` ends
  /// before pixel row `y + 1` starts and every row is read before its place is written. When a
  /// pixel that is not opaque turns up part-way, the rows already filtered are unfiltered back
  /// into pixels and the frame is encoded as RGBA from the thread's buffer, as
  /// ``encode(_:)-(PremultipliedPixels)`` does.
  ///
  /// - Parameter body: Receives the complete file; the bytes are valid only inside it (the
  ///   thread's next encode reuses them).
  /// - Returns: What `body` returns.
  /// - Throws: As ``encode(_:)-(PremultipliedPixels)``, and whatever `body` throws.
  /// - Complexity: O(width × height). Afterwards the pixels are unspecified.
  public func encode<Result>(
    overwriting pixels: WritablePremultipliedPixels, _ body: (UnsafeRawBufferPointer) throws -> Result
  ) throws -> Result {
    try checkSize(width: pixels.width, height: pixels.height)
    let rows = PixelRows(
      base: UnsafeRawPointer(pixels.bytes.baseAddress!), width: pixels.width, height: pixels.height,
      bytesPerRow: pixels.bytesPerRow, layout: .premultipliedARGB32)
    return try PNGWorkspace.withThreadWorkspace { workspace in
      try body(encode(rows, overwriting: true, in: workspace))
    }
  }

  /// ``encode(overwriting:_:)`` returning the file as an array.
  public func encode(overwriting pixels: WritablePremultipliedPixels) throws -> [UInt8] {
    try encode(overwriting: pixels) { Array($0) }
  }
}

extension PixelRows {
  /// Puts back opaque premultiplied ARGB32 rows `0..<count` whose RGB filtered rows
  /// (``ScanlineFilter``'s output, `3 × width + 1` bytes each) were written over them from
  /// `filtered` (= `base`): the filtered bytes are copied aside, then unfiltered row by row into
  /// `0xFF` `R G B` pixels. Rows from `count` on were never written.
  ///
  /// - Parameter scratch: ``ScanlineFilter/scratchCount(width:)`` bytes.
  func restoreOpaqueRows(
    _ count: Int, filteredAt filtered: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
  ) {
    precondition(layout == .premultipliedARGB32, "PixelRows.restoreOpaqueRows reads ARGB32 rows")
    guard count > 0 else { return }
    let length = width * 3
    let stride = length + 1
    let saved = UnsafeMutablePointer<UInt8>.allocate(capacity: count * stride)
    defer { saved.deallocate() }
    saved.update(from: filtered, count: count * stride)
    // Two RGB rows: the one above (zeros above the first) and the one being rebuilt.
    var previous = scratch
    var current = scratch + length
    previous.update(repeating: 0, count: length)
    let pixels = UnsafeMutableRawPointer(mutating: base)
    for y in 0..<count {
      ScanlineFilter.unfilter(saved + y * stride, above: previous, length: length, pixel: 3, into: current)
      let row = pixels + y * bytesPerRow
      for x in 0..<width {
        let value =
          0xFF00_0000 | UInt32(current[x * 3]) << 16 | UInt32(current[x * 3 + 1]) << 8 | UInt32(current[x * 3 + 2])
        row.storeBytes(of: value, toByteOffset: x * 4, as: UInt32.self)
      }
      swap(&previous, &current)
    }
  }
}

extension ScanlineFilter {
  /// Reverses one filtered row (its filter-type byte first, PNG types 0–4) into `out`, given
  /// the unfiltered row above (zeros above the first row).
  static func unfilter(
    _ line: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, length: Int, pixel: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) {
    let type = line[0]
    let bytes = line + 1
    for i in 0..<length {
      let a = i >= pixel ? Int(out[i - pixel]) : 0
      let b = Int(above[i])
      let c = i >= pixel ? Int(above[i - pixel]) : 0
      let predictor: Int
      switch type {
      case 0: predictor = 0
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a + b) / 2
      case 4:
        let (pa, pb, pc) = (abs(b - c), abs(a - c), abs(a + b - 2 * c))
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      default: preconditionFailure("ScanlineFilter.unfilter: filter type \(type) is not PNG's")
      }
      out[i] = bytes[i] &+ UInt8(truncatingIfNeeded: predictor)
    }
  }
}
