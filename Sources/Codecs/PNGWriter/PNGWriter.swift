import Graphics

/// Writes PNG files with our own small encoder: the filter pass reads the pixels where they are
/// (cairo's premultiplied ARGB32, or a ``Graphics/Bitmap``), unpremultiplying as it goes, filters
/// every row with Up, and libdeflate (``Mode/default``) or our run-length deflate (``Mode/fast``)
/// compresses the rows.
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
    /// Every row filtered with Up, then libdeflate at level
    /// ``PNGWriter/defaultCompressionLevel``: on UI frames about 25 % smaller than libpng's zlib
    /// level 2 with the same filter, in less time. (Choosing Sub, Up or Paeth per row by the
    /// smallest sum of absolute values gave 5 % smaller files for 50 % more time, so it is not done.)
    case `default`
    /// fpnge's approach: the same Up-filtered rows, one Huffman code per image fitted to a
    /// sample of them, and only run-length matches (distance 1 or one pixel), written by our own
    /// bit writer. Two to four times as fast as ``default``, files 15–30 % larger.
    case fast
  }

  /// The libdeflate level of ``Mode/default``, chosen on 3× frames: level 1 was 40 % slower on
  /// UI frames (and 4 % larger on frames with a photo), level 3 10–20 % slower for 1 % smaller
  /// files, level 6 4 % smaller for 10 % more time.
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
      try encode(
        PixelRows(
          base: bytes.baseAddress!, width: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.width * 4,
          layout: .straightRGBA))
    }
  }

  /// Encodes premultiplied ARGB32 pixels (cairo's surface, read in place) as a PNG file.
  ///
  /// - Returns: The complete file; its pixels decode to the straight-alpha values described above.
  /// - Throws: As ``encode(_:)-(Bitmap)``.
  /// - Complexity: O(width × height).
  public func encode(_ pixels: PremultipliedPixels) throws -> [UInt8] {
    try checkSize(width: pixels.width, height: pixels.height)
    return try encode(
      PixelRows(
        base: pixels.bytes.baseAddress!, width: pixels.width, height: pixels.height,
        bytesPerRow: pixels.bytesPerRow, layout: .premultipliedARGB32))
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

  private func encode(_ rows: PixelRows) throws -> [UInt8] {
    let stream: [UInt8]
    let filtered: ScanlineFilter.Output
    switch mode {
    case .default:
      filtered = ScanlineFilter().filter(rows)
      stream = try DeflateCompressor(level: Self.defaultCompressionLevel).zlibStream(filtered.bytes)
    case .fast:
      filtered = ScanlineFilter().filter(rows)
      stream = RunLengthDeflate(bytesPerPixel: filtered.bytesPerPixel).zlibStream(filtered.bytes)
    }
    return PNGFileLayout.file(width: rows.width, height: rows.height, hasAlpha: filtered.hasAlpha, zlibStream: stream)
  }
}
