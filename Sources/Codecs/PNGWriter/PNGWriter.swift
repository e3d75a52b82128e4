import Graphics

/// Writes PNG files with our own small encoder: the filter pass reads the pixels where they are
/// (cairo's premultiplied ARGB32, or a ``Graphics/Bitmap``), unpremultiplying as it goes, filters
/// the rows, and a run-length Huffman coder or libdeflate compresses them (see ``Mode``).
///
/// This is how frames are written (DESIGN.md, "Speed"); ``PNGEncoder`` (libpng) remains for the
/// small preset and as the reference the tests compare against. Every file is 8-bit, RGB (colour
/// type 2) when every pixel is opaque, as cairo writes it, otherwise RGBA (colour type 6) with
/// straight alpha; it holds only IHDR, one IDAT and IEND, so equal pixels give equal bytes on any
/// thread. Decoding any file gives back exactly the straight-alpha pixels, unpremultiplied with
/// CairoRaster's rounding: `c = min(⌊(c′ · 255 + a / 2) / a⌋, 255)`, transparent black for alpha 0.
public struct PNGWriter: Sendable, Hashable {
  /// Speed against size.
  public enum Mode: String, Sendable, Hashable, CaseIterable {
    /// Each row filtered with Up, or with Paeth when that leaves smaller values (photos,
    /// gradients); then the rows down to a point chosen per image are coded by the run-length
    /// coder of ``fast`` (with a Huffman code fitted to each band of rows) and the rest by
    /// libdeflate at level ``PNGWriter/defaultCompressionLevel``, where a sample of the rows says
    /// libdeflate makes them more than 12 % smaller — LZ77 pays on text; photos, flat areas and
    /// large frames take the run-length coder, three to four times as fast.
    case `default`
    /// fpnge's approach: every row Up-filtered, a Huffman code per band of rows fitted to an
    /// eighth of it, and only run-length matches (distance 1 or one pixel), written by our own
    /// bit writer. An opaque frame is read once: each band of rows is converted and
    /// Up-filtered in one step and compressed straight after, while it is in the cache. Faster
    /// than ``default``; files 10–40 % larger.
    case fast
  }

  /// The libdeflate level of ``Mode/default`` (when it takes libdeflate), chosen on 3× frames:
  /// level 1 was 40 % slower on UI frames (and 4 % larger on frames with a photo), level 3
  /// 10–20 % slower for 1 % smaller files, level 6 4 % smaller for 10 % more time.
  public static let defaultCompressionLevel = 2

  /// The largest filtered image (rows plus their filter bytes) one IDAT chunk holds here.
  public static let maximumDataSize = 0x7F00_0000

  /// How files are compressed.
  public var mode: Mode

  /// Creates a writer; ``Mode/default`` unless told otherwise.
  public init(mode: Mode = .default) {
    self.mode = mode
  }

  /// Encodes straight-alpha RGBA8 pixels as a PNG file.
  ///
  /// - Returns: The complete file (signature, IHDR, IDAT, IEND).
  /// - Throws: ``CodecError/invalidImageSize(width:height:)`` for an empty bitmap or a side over
  ///   ``PNGEncoder/maximumSide``; ``CodecError/pngDataTooLarge(width:height:byteCount:)`` past
  ///   ``maximumDataSize``; ``CodecError/outOfMemory(operation:)``.
  /// - Complexity: O(width × height).
  public func encode(_ bitmap: Bitmap) throws -> [UInt8] {
    try checkSize(width: bitmap.width, height: bitmap.height)
    return try bitmap.pixels.withUnsafeBytes { bytes in
      let rows = PixelRows(
        base: bytes.baseAddress!, width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.width * 4,
        layout: .straightRGBA)
      return try PNGWorkspace.withThreadWorkspace { try Array(encode(rows, overwriting: false, in: $0)) }
    }
  }

  /// Encodes premultiplied ARGB32 pixels (cairo's surface, read in place) as a PNG file.
  ///
  /// - Returns: The complete file; its pixels decode to the straight-alpha values described above.
  /// - Throws: As ``encode(_:)-(Bitmap)``.
  /// - Complexity: O(width × height).
  public func encode(_ pixels: PremultipliedPixels) throws -> [UInt8] {
    try checkSize(width: pixels.width, height: pixels.height)
    let rows = PixelRows(
      base: pixels.bytes.baseAddress!, width: pixels.width, height: pixels.height,
      bytesPerRow: pixels.bytesPerRow, layout: .premultipliedARGB32)
    return try PNGWorkspace.withThreadWorkspace { try Array(encode(rows, overwriting: false, in: $0)) }
  }

  func checkSize(width: Int, height: Int) throws {
    guard (1...PNGEncoder.maximumSide).contains(width), (1...PNGEncoder.maximumSide).contains(height) else {
      throw CodecError.invalidImageSize(width: width, height: height)
    }
    let (size, overflow) = (width * 4 + 1).multipliedReportingOverflow(by: height)
    guard !overflow, size <= Self.maximumDataSize else {
      throw CodecError.pngDataTooLarge(width: width, height: height, byteCount: overflow ? Int.max : size)
    }
  }

  /// The smallest band of rows ``RunLengthDeflate`` gives its own Huffman code.
  static let bandBytes = 128 << 10
  /// The fast mode fits each band's code to one piece of the band in this many.
  static let fastSampleInterval = 8

  /// Filters and compresses `rows` into `workspace.file`, or into the rows' own memory; returns
  /// the file (valid until the workspace's next use, and while the rows' memory is not written).
  ///
  /// - Parameter overwriting: Whether opaque rows may be filtered into the rows' own memory
  ///   (`rows.height × rows.bytesPerRow` bytes at `rows.base`, then left unspecified). A frame
  ///   found translucent part-way is restored first (its filtered rows unfiltered back into
  ///   pixels) and filtered into `workspace`. Behind an opaque frame's filtered rows the rest of
  ///   its memory holds the coder choice's sample and, when the sample's ratio says it fits,
  ///   the file — so a worker keeps no output buffer of its own for it.
  func encode(_ rows: PixelRows, overwriting: Bool, in workspace: PNGWorkspace) throws -> UnsafeRawBufferPointer {
    let filter = ScanlineFilter(choosesPaeth: mode == .default)
    let scratch = workspace.scratch.reserve(ScanlineFilter.scratchCount(width: rows.width))
      .assumingMemoryBound(to: UInt8.self)
    var hasAlpha = false
    var filtered: UnsafeMutablePointer<UInt8>
    if overwriting {
      filtered = UnsafeMutablePointer(mutating: rows.base.assumingMemoryBound(to: UInt8.self))
    } else {
      filtered = workspace.filtered.reserve(rows.height * (rows.width * 3 + 1)).assumingMemoryBound(to: UInt8.self)
    }
    if mode == .fast {
      if let file = encodeOpaqueByBands(rows, into: filtered, inPlace: overwriting, scratch: scratch, in: workspace) {
        return file
      }
      hasAlpha = true
    } else if let translucentRow = filter.filter(
      rows, alpha: false, into: filtered, inPlace: overwriting, scratch: scratch)
    {
      if overwriting { rows.restoreOpaqueRows(translucentRow, filteredAt: filtered, scratch: scratch) }
      hasAlpha = true
    }
    if hasAlpha {
      filtered = workspace.filtered.reserve(rows.height * (rows.width * 4 + 1)).assumingMemoryBound(to: UInt8.self)
      let complete = filter.filter(rows, alpha: true, into: filtered, inPlace: false, scratch: scratch) == nil
      precondition(complete, "PNGWriter: RGBA filtering cannot stop early")
    }
    let stride = rows.width * (hasAlpha ? 4 : 3) + 1
    let input = UnsafeBufferPointer(start: filtered, count: rows.height * stride)
    // The rows' memory past rows filtered in place (a translucent frame's pixels stay as they
    // were: its rows went to the workspace).
    var spare: UnsafeMutableRawBufferPointer?
    if overwriting, !hasAlpha, rows.height * rows.bytesPerRow > input.count {
      spare = UnsafeMutableRawBufferPointer(
        start: UnsafeMutableRawPointer(mutating: rows.base + input.count),
        count: rows.height * rows.bytesPerRow - input.count)
    }
    var runLength = RunLengthDeflate(bytesPerPixel: hasAlpha ? 4 : 3, stride: stride)
    runLength.bandBytes = Self.bandBytes
    var deflate: DeflateCompressor?
    var runLengthEnd = input.count
    var estimate: Int?
    switch mode {
    case .default:
      runLength.sampleInterval = 2
      let choice = CompressorChoice(runLength: runLength, deflate: try workspace.deflate())
      let outcome = try choice.choose(input, workspace: workspace, spare: spare)
      runLengthEnd = outcome.runLengthEnd
      if runLengthEnd < input.count { deflate = choice.deflate }
      estimate = outcome.estimate(forCount: input.count)
    case .fast:
      runLength.sampleInterval = Self.fastSampleInterval
    }
    /// The zlib stream at `stream` (`capacity` bytes), or nil when it does not fit: libdeflate
    /// alone, runs alone, or runs handing over to libdeflate at `runLengthEnd`.
    func compress(into stream: UnsafeMutableRawPointer, capacity: Int) -> Int? {
      if runLengthEnd == 0, let deflate {
        return deflate.compressIfFits(UnsafeRawBufferPointer(input), into: stream, capacity: capacity)
      }
      return runLength.compress(
        input, into: stream.assumingMemoryBound(to: UInt8.self), capacity: capacity, deflatingFrom: runLengthEnd,
        with: deflate)
    }
    // Into the spare memory when the sample's ratio says the stream fits with a quarter to
    // spare; if it does not fit after all, again into the workspace.
    let spareCapacity = (spare?.count ?? 0) - PNGFileLayout.headerCount - PNGFileLayout.trailerCount
    if let file = spare?.baseAddress, let estimate, spareCapacity >= estimate + estimate / 4 + 4096,
      let streamCount = compress(into: file + PNGFileLayout.headerCount, capacity: spareCapacity)
    {
      return complete(file, rows: rows, hasAlpha: hasAlpha, streamCount: streamCount)
    }
    // The worst case of each part.
    let capacity =
      runLength.capacity(forCount: runLengthEnd)
      + (deflate.map { $0.rawCapacity(forCount: input.count - runLengthEnd) + 16 } ?? 0)
    let file = workspace.file.reserve(PNGFileLayout.headerCount + capacity + PNGFileLayout.trailerCount)
    guard let streamCount = compress(into: file + PNGFileLayout.headerCount, capacity: capacity) else {
      throw CodecError.outOfMemory(operation: "compressing \(input.count) bytes of PNG rows into \(capacity)")
    }
    return complete(file, rows: rows, hasAlpha: hasAlpha, streamCount: streamCount)
  }

  /// Writes the chunks around the zlib stream at `file + PNGFileLayout.headerCount`.
  private func complete(_ file: UnsafeMutableRawPointer, rows: PixelRows, hasAlpha: Bool, streamCount: Int)
    -> UnsafeRawBufferPointer
  {
    let count = PNGFileLayout.complete(
      file.assumingMemoryBound(to: UInt8.self), width: rows.width, height: rows.height, hasAlpha: hasAlpha,
      streamCount: streamCount)
    return UnsafeRawBufferPointer(start: file, count: count)
  }

  /// The fast mode's RGB file, filtering and compressing one band of rows at a time: each band
  /// (``bandBytes`` of filtered rows, about 38 rows of a 3× frame) is filtered into `filtered`
  /// and compressed, and its Adler-32 taken, while its bytes are still in the cache — the same
  /// bytes as filtering the whole frame first and compressing it after.
  ///
  /// - Returns: The file in `workspace.file`, or nil when a pixel is not opaque (rows filtered
  ///   in place are then put back first, and the frame is to be written as RGBA).
  private func encodeOpaqueByBands(
    _ rows: PixelRows, into filtered: UnsafeMutablePointer<UInt8>, inPlace: Bool,
    scratch: UnsafeMutablePointer<UInt8>, in workspace: PNGWorkspace
  ) -> UnsafeRawBufferPointer? {
    let stride = rows.width * 3 + 1
    var runLength = RunLengthDeflate(bytesPerPixel: 3, stride: stride)
    runLength.bandBytes = Self.bandBytes
    runLength.sampleInterval = Self.fastSampleInterval
    let capacity = runLength.capacity(forCount: rows.height * stride)
    let file = workspace.file.reserve(PNGFileLayout.headerCount + capacity + PNGFileLayout.trailerCount)
      .assumingMemoryBound(to: UInt8.self)
    var stream = RunLengthDeflate.Stream(runLength, into: file + PNGFileLayout.headerCount)
    defer { stream.release() }
    var pass = ScanlineFilter.Pass(
      ScanlineFilter(choosesPaeth: false), rows: rows, alpha: false, into: filtered, inPlace: inPlace, scratch: scratch)
    let bandRows = runLength.bandLength / stride
    var start = 0
    while start < rows.height {
      let end = rows.height - start <= bandRows ? rows.height : start + bandRows
      if let translucentRow = pass.filter(to: end) {
        if inPlace { rows.restoreOpaqueRows(translucentRow, filteredAt: filtered, scratch: scratch) }
        return nil
      }
      stream.appendBand(filtered, from: start * stride, to: end * stride, final: end == rows.height)
      start = end
    }
    let count = PNGFileLayout.complete(
      file, width: rows.width, height: rows.height, hasAlpha: false, streamCount: stream.finish())
    return UnsafeRawBufferPointer(start: file, count: count)
  }
}
