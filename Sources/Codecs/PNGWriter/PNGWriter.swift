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

  /// The largest opaque image, in filtered bytes (`height × (3 × width + 1)`), the default mode
  /// filters whole before compressing; larger ones are filtered and compressed a band at a time.
  /// Either way gives the same bytes. A 1× phone frame (1 MB of rows) is filtered while its
  /// pixels are in the cache, and its sample and file then fit in the frame's own memory; a 2×
  /// or 3× frame's rows (4–9 MB) outgrow a core's cache, and going band by band saves reading
  /// them back (on the reference push at 3×, 13 % fewer misses of a 2 MB cache, 3–4 % less
  /// time; at 1× band by band was 3 % slower with two workers).
  var wholeImageLimit = 2 << 20

  /// Filters and compresses `rows` into `workspace.file` or, for an opaque image filtered whole
  /// in place, into the rows' own memory behind the filtered rows; returns the file (valid until
  /// the workspace's next use, and while the rows' memory is not written).
  ///
  /// - Parameter overwriting: Whether opaque rows may be filtered into the rows' own memory
  ///   (`rows.height × rows.bytesPerRow` bytes at `rows.base`, then left unspecified). A frame
  ///   found translucent part-way is restored first (its filtered rows unfiltered back into
  ///   pixels) and filtered into `workspace`.
  func encode(_ rows: PixelRows, overwriting: Bool, in workspace: PNGWorkspace) throws -> UnsafeRawBufferPointer {
    let scratch = workspace.scratch.reserve(ScanlineFilter.scratchCount(width: rows.width))
      .assumingMemoryBound(to: UInt8.self)
    let opaqueOut =
      overwriting
      ? UnsafeMutablePointer(mutating: rows.base.assumingMemoryBound(to: UInt8.self))
      : workspace.filtered.reserve(rows.height * (rows.width * 3 + 1)).assumingMemoryBound(to: UInt8.self)
    if let file = try encodeOpaque(rows, into: opaqueOut, inPlace: overwriting, scratch: scratch, in: workspace) {
      return file
    }
    // A pixel is not opaque: RGBA rows, filtered into the workspace first.
    let filter = ScanlineFilter(choosesPaeth: mode == .default)
    let stride = rows.width * 4 + 1
    let filtered = workspace.filtered.reserve(rows.height * stride).assumingMemoryBound(to: UInt8.self)
    let complete = filter.filter(rows, alpha: true, into: filtered, inPlace: false, scratch: scratch) == nil
    precondition(complete, "PNGWriter: RGBA filtering cannot stop early")
    let input = UnsafeBufferPointer(start: filtered, count: rows.height * stride)
    let (runLength, deflate) = try coders(bytesPerPixel: 4, stride: stride, in: workspace)
    let runLengthEnd = try deflate.map {
      try CompressorChoice(runLength: runLength, deflate: $0).choose(input, workspace: workspace).runLengthEnd
    }
    guard
      let file = try compress(
        input, hasAlpha: true, rows: rows, runLength: runLength, endingAt: runLengthEnd ?? input.count, then: deflate,
        in: workspace)
    else { preconditionFailure("PNGWriter: RGBA rows are all filtered before they are compressed") }
    return file
  }

  /// The run-length coder of this mode for rows of `stride` bytes, and, in the default mode,
  /// libdeflate.
  private func coders(bytesPerPixel: Int, stride: Int, in workspace: PNGWorkspace) throws -> (
    RunLengthDeflate, DeflateCompressor?
  ) {
    var runLength = RunLengthDeflate(bytesPerPixel: bytesPerPixel, stride: stride)
    runLength.bandBytes = Self.bandBytes
    runLength.sampleInterval = mode == .default ? 2 : Self.fastSampleInterval
    return (runLength, mode == .default ? try workspace.deflate() : nil)
  }

  /// Compresses `input` into the workspace's file — the run-length coder down to byte
  /// `runLengthEnd`, libdeflate (when given) from there — calling `ready` before each part of
  /// `input` is read (see `RunLengthDeflate.compress`); nil when `ready` stopped it.
  private func compress(
    _ input: UnsafeBufferPointer<UInt8>, hasAlpha: Bool, rows: PixelRows, runLength: RunLengthDeflate,
    endingAt runLengthEnd: Int, then deflate: DeflateCompressor?, in workspace: PNGWorkspace,
    preparing ready: (_ end: Int) -> Bool = { _ in true }
  ) throws -> UnsafeRawBufferPointer? {
    let runLengthEnd = min(runLengthEnd, input.count)
    let deflate = runLengthEnd < input.count ? deflate : nil
    // The worst case of each part.
    let capacity =
      runLength.capacity(forCount: runLengthEnd)
      + (deflate.map { $0.rawCapacity(forCount: input.count - runLengthEnd) + 16 } ?? 0)
    let file = workspace.file.reserve(PNGFileLayout.headerCount + capacity + PNGFileLayout.trailerCount)
    var stopped = false
    let streamCount = zlibStream(
      input, into: file + PNGFileLayout.headerCount, capacity: capacity, runLength: runLength,
      endingAt: runLengthEnd, then: deflate
    ) { end in
      stopped = !ready(end)
      return !stopped
    }
    if stopped { return nil }
    guard let streamCount else {
      throw CodecError.outOfMemory(operation: "compressing \(input.count) bytes of PNG rows into \(capacity)")
    }
    return complete(file, rows: rows, hasAlpha: hasAlpha, streamCount: streamCount)
  }

  /// The zlib stream of `input` at `stream` (`capacity` bytes): libdeflate alone when
  /// `runLengthEnd` is 0, else the run-length coder down to `runLengthEnd` and libdeflate (when
  /// given) after it. nil when it does not fit or `ready` stopped it.
  private func zlibStream(
    _ input: UnsafeBufferPointer<UInt8>, into stream: UnsafeMutableRawPointer, capacity: Int,
    runLength: RunLengthDeflate, endingAt runLengthEnd: Int, then deflate: DeflateCompressor?,
    preparing ready: (_ end: Int) -> Bool = { _ in true }
  ) -> Int? {
    if runLengthEnd == 0, let deflate {
      guard ready(input.count) else { return nil }
      return deflate.compressIfFits(UnsafeRawBufferPointer(input), into: stream, capacity: capacity)
    }
    return runLength.compress(
      input, into: stream.assumingMemoryBound(to: UInt8.self), capacity: capacity,
      deflatingFrom: min(runLengthEnd, input.count), with: runLengthEnd < input.count ? deflate : nil,
      preparing: ready)
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

  /// An opaque image's RGB file — band by band
  /// (``encodeOpaqueByBands(_:into:inPlace:scratch:runLength:deflate:in:)``) in the fast mode
  /// and for images over ``wholeImageLimit``, else filtering every row first
  /// while the frame's pixels are in the cache, and then, when they fit, the coder choice's
  /// sample and the file into the frame's own memory behind its filtered rows — so a worker
  /// keeps no file buffer resident for small frames.
  ///
  /// - Returns: The file, or nil when a pixel is not opaque (rows filtered in place are then
  ///   put back first, and the image is to be written as RGBA).
  private func encodeOpaque(
    _ rows: PixelRows, into filtered: UnsafeMutablePointer<UInt8>, inPlace: Bool,
    scratch: UnsafeMutablePointer<UInt8>, in workspace: PNGWorkspace
  ) throws -> UnsafeRawBufferPointer? {
    let stride = rows.width * 3 + 1
    let count = rows.height * stride
    let (runLength, libdeflate) = try coders(bytesPerPixel: 3, stride: stride, in: workspace)
    guard let deflate = libdeflate, count <= wholeImageLimit else {
      return try encodeOpaqueByBands(
        rows, into: filtered, inPlace: inPlace, scratch: scratch, runLength: runLength, deflate: libdeflate,
        in: workspace)
    }
    var pass = ScanlineFilter.Pass(
      ScanlineFilter(choosesPaeth: true), rows: rows, alpha: false, into: filtered, inPlace: inPlace, scratch: scratch)
    if let translucentRow = pass.filter(to: rows.height) {
      if inPlace { rows.restoreOpaqueRows(translucentRow, filteredAt: filtered, scratch: scratch) }
      return nil
    }
    let input = UnsafeBufferPointer(start: UnsafePointer(filtered), count: count)
    // The frame's memory past its filtered rows, free now.
    var spare: UnsafeMutableRawBufferPointer?
    if inPlace, rows.height * rows.bytesPerRow > count {
      spare = UnsafeMutableRawBufferPointer(
        start: UnsafeMutableRawPointer(filtered + count), count: rows.height * rows.bytesPerRow - count)
    }
    let outcome = try CompressorChoice(runLength: runLength, deflate: deflate)
      .choose(input, workspace: workspace, spare: spare)
    // Into the spare memory when the sample's ratio says the stream fits with a quarter to
    // spare; if it does not fit after all, into the workspace.
    let estimate = outcome.estimate(forCount: count)
    let spareCapacity = (spare?.count ?? 0) - PNGFileLayout.headerCount - PNGFileLayout.trailerCount
    if let file = spare?.baseAddress, spareCapacity >= estimate + estimate / 4 + 4096,
      let streamCount = zlibStream(
        input, into: file + PNGFileLayout.headerCount, capacity: spareCapacity, runLength: runLength,
        endingAt: outcome.runLengthEnd, then: deflate)
    {
      return complete(file, rows: rows, hasAlpha: false, streamCount: streamCount)
    }
    return try compress(
      input, hasAlpha: false, rows: rows, runLength: runLength, endingAt: outcome.runLengthEnd, then: deflate,
      in: workspace)
  }

  /// An opaque image's RGB file, filtering and compressing one band of rows at a time: each
  /// band (``bandBytes`` of filtered rows, about 38 rows of a 3× frame) is filtered into
  /// `filtered` and compressed, and its Adler-32 taken, while its bytes are still in the cache
  /// — the same bytes as filtering the whole image first and compressing it after. In the
  /// default mode the coder choice's sample is filtered first, on its own (a row's filter
  /// reads only it and the row above); the pass then copies the sampled rows into place rather
  /// than filtering them again, and filters the rows that go to libdeflate just before it
  /// takes them.
  ///
  /// - Returns: The file in `workspace.file`, or nil when a pixel is not opaque (rows filtered
  ///   in place are then put back first, and the image is to be written as RGBA).
  private func encodeOpaqueByBands(
    _ rows: PixelRows, into filtered: UnsafeMutablePointer<UInt8>, inPlace: Bool,
    scratch: UnsafeMutablePointer<UInt8>, runLength: RunLengthDeflate, deflate: DeflateCompressor?,
    in workspace: PNGWorkspace
  ) throws -> UnsafeRawBufferPointer? {
    let filter = ScanlineFilter(choosesPaeth: mode == .default)
    let stride = runLength.stride
    let input = UnsafeBufferPointer(start: UnsafePointer(filtered), count: rows.height * stride)
    var runLengthEnd = input.count
    // The sampled runs of rows, already filtered: the pass below copies them into place.
    var sampled: (layout: CompressorChoice.Sample, rows: UnsafePointer<UInt8>)?
    if let libdeflate = deflate {
      let choice = CompressorChoice(runLength: runLength, deflate: libdeflate)
      let layout = CompressorChoice.Sample(rows: rows.height, stride: stride)
      // One buffer for the file and, behind the largest file, the sample (kept until the pass
      // below takes its rows); the trial output goes where the file will be written (used up
      // before it is). Reserved at its largest at once, it is not reallocated in between.
      let largestFile =
        PNGFileLayout.headerCount + runLength.capacity(forCount: input.count)
        + libdeflate.rawCapacity(forCount: input.count) + 16 + PNGFileLayout.trailerCount
      let memory = workspace.file.reserve(largestFile + layout.count)
      let sample = (memory + largestFile).assumingMemoryBound(to: UInt8.self)
      for chunk in 0..<layout.chunks {
        let first = layout.firstRow(ofChunk: chunk)
        var pass = ScanlineFilter.Pass(
          filter, rows: rows, alpha: false, into: sample + chunk * layout.chunkCount, inPlace: false,
          scratch: scratch, from: first)
        guard pass.filter(to: first + layout.chunkRows) == nil else { return nil }
      }
      runLengthEnd = try choice.choose(sample: sample, of: layout, rows: rows.height, output: memory).runLengthEnd
      sampled = (layout, UnsafePointer(sample))
    }
    var pass = ScanlineFilter.Pass(filter, rows: rows, alpha: false, into: filtered, inPlace: inPlace, scratch: scratch)
    var chunk = 0
    let file = try compress(
      input, hasAlpha: false, rows: rows, runLength: runLength, endingAt: runLengthEnd, then: deflate, in: workspace
    ) { end in
      let endRow = end / stride
      // Sampled runs starting above `endRow`: filter down to each, then take it from the sample.
      while let (layout, sample) = sampled, chunk < layout.chunks, layout.firstRow(ofChunk: chunk) < endRow {
        let first = layout.firstRow(ofChunk: chunk)
        if first >= pass.next {
          guard pass.filter(to: first) == nil,
            pass.take(layout.chunkRows, filteredAt: sample + chunk * layout.chunkCount)
          else { return false }
        }
        chunk += 1
      }
      return pass.filter(to: endRow) == nil
    }
    guard let file else {
      // A pixel that is not opaque: the rows above the pass's next one were filtered.
      if inPlace { rows.restoreOpaqueRows(pass.next, filteredAt: filtered, scratch: scratch) }
      return nil
    }
    return file
  }
}
