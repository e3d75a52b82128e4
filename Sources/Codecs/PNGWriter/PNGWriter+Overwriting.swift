import Graphics

extension PNGWriter {
  /// Encodes premultiplied ARGB32 pixels like ``encode(_:)-(PremultipliedPixels)`` — the same
  /// bytes — using the pixels' own memory for the filtered rows when every pixel is opaque, so a
  /// frame needs no second frame-sized buffer (a 3× frame's RGB rows are 8.9 MB).
  ///
  /// Opaque rows shrink from 4 bytes a pixel to 3 plus a filter byte, so filtered row `y` ends
  /// before pixel row `y + 1` starts and every row is converted before its place is written.
  /// Frames with a translucent pixel (found by a scan of the alpha bytes first) are encoded from
  /// a separate buffer, as ``encode(_:)-(PremultipliedPixels)`` does.
  ///
  /// - Returns: The complete file.
  /// - Throws: As ``encode(_:)-(PremultipliedPixels)``.
  /// - Complexity: O(width × height). Afterwards the pixels are unspecified.
  public func encode(overwriting pixels: WritablePremultipliedPixels) throws -> [UInt8] {
    try checkSize(width: pixels.width, height: pixels.height)
    let rows = PixelRows(
      base: UnsafeRawPointer(pixels.bytes.baseAddress!), width: pixels.width, height: pixels.height,
      bytesPerRow: pixels.bytesPerRow, layout: .premultipliedARGB32)
    guard rows.isOpaque else { return try encode(pixels.pixels) }
    let filtered = ScanlineFilter().filterOpaque(rows, overwriting: pixels.bytes.baseAddress!)
    let stream: [UInt8]
    switch mode {
    case .default:
      stream = try DeflateCompressor(level: Self.defaultCompressionLevel).zlibStream(filtered)
    case .fast:
      stream = RunLengthDeflate(bytesPerPixel: 3).zlibStream(filtered.bindMemory(to: UInt8.self))
    }
    return PNGFileLayout.file(width: rows.width, height: rows.height, hasAlpha: false, zlibStream: stream)
  }
}

extension PixelRows {
  /// Whether every pixel of premultiplied ARGB32 rows is opaque (alpha 255): one pass that ANDs
  /// the pixels of each row together, stopping at the first row that is not.
  var isOpaque: Bool {
    precondition(layout == .premultipliedARGB32, "PixelRows.isOpaque reads ARGB32 rows")
    let pairs = width / 2
    for y in 0..<height {
      let row = base + y * bytesPerRow
      var all: UInt64 = ~0
      for i in 0..<pairs { all &= row.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) }
      if width % 2 == 1 {
        all &= UInt64(row.loadUnaligned(fromByteOffset: (width - 1) * 4, as: UInt32.self)) | 0xFFFF_FFFF_0000_0000
      }
      guard all & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000 else { return false }
    }
    return true
  }
}

extension ScanlineFilter {
  /// Filters opaque premultiplied ARGB32 `rows` as RGB (like ``filter(_:)``) into `memory`, the
  /// rows' own storage: filtered row `y` (`3 × width + 1` bytes at `y × (3 × width + 1)`) ends
  /// before pixel row `y + 1` starts (at `(y + 1) × bytesPerRow ≥ (y + 1) × 4 × width`), and
  /// row `y` is converted into a row buffer before its place is written.
  ///
  /// - Precondition: `rows.isOpaque`, and `rows.base` is `memory`.
  /// - Returns: The filtered bytes, at the start of `memory`.
  func filterOpaque(_ rows: PixelRows, overwriting memory: UnsafeMutableRawPointer) -> UnsafeRawBufferPointer {
    precondition(
      UnsafeRawPointer(memory) == rows.base, "ScanlineFilter.filterOpaque(_:overwriting:) writes over its rows")
    let length = rows.width * 3
    let stride = length + 1
    let rowBuffers = UnsafeMutablePointer<UInt8>.allocate(capacity: length * 2)
    rowBuffers.initialize(repeating: 0, count: length * 2)
    defer { rowBuffers.deallocate() }
    var previous = rowBuffers
    var current = rowBuffers + length
    let out = memory.assumingMemoryBound(to: UInt8.self)
    PixelRows.unpremultiplyTable.withUnsafeBufferPointer { table in
      for y in 0..<rows.height {
        let opaque = rows.convert(row: y, into: current, alpha: false, table: table.baseAddress!)
        precondition(opaque, "ScanlineFilter.filterOpaque(_:overwriting:): row \(y) is not opaque")
        let line = out + y * stride
        line[0] = 2
        Self.up(current, previous, length, into: line + 1)
        swap(&previous, &current)
      }
    }
    return UnsafeRawBufferPointer(start: memory, count: rows.height * stride)
  }
}
