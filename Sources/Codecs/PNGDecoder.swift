import CDeflate
import CPNGShim
import Foundation
import Graphics

/// Decodes PNG bytes into a ``Bitmap`` with libpng.
///
/// Any colour type and bit depth is expanded to 8-bit straight-alpha RGBA: palettes and
/// low-bit greys are expanded (`png_set_expand`), 16-bit samples stripped to 8
/// (`png_set_strip_16`), grey turned into RGB (`png_set_gray_to_rgb`), an opaque alpha added when
/// the file has none (`png_set_add_alpha`), and interlaced images de-interlaced. Gamma and colour
/// profile chunks are ignored: samples are taken as sRGB, as the encoder writes them.
///
/// The PNGs Flipbook writes (8-bit RGB or RGBA, not interlaced) take a faster path with the same
/// result: libdeflate inflates them and the rows are unfiltered straight into the bitmap
/// (``InflatingPNGReader``). Everything else, and every error, goes through libpng in
/// `fb_png_decode` (Sources/CPNGShim), which keeps libpng's longjmp in C.
///
/// PNGs arrive from untrusted places (goldens in a pull request, `flipbook diff`'s arguments, a
/// scene's images), and a file of under 100 bytes can declare a million pixels a side: the
/// header's size is checked against ``maximumSide`` and ``maximumPixelCount`` before any pixel
/// memory is allocated (``CodecError/pngTooLarge(width:height:maximumSide:maximumPixelCount:)``),
/// so the most one image takes is `maximumPixelCount × 4` bytes.
public struct PNGDecoder: Sendable, Hashable {
  /// The default ``maximumSide``: 1,000,000 pixels, the longest side the PNG writers write
  /// (``PNGEncoder/maximumSide``, libpng's own default limit); ``maximumPixelCount`` is the
  /// limit that bounds memory.
  public static let defaultMaximumSide = PNGEncoder.maximumSide
  /// The default ``maximumPixelCount``: 64 M pixels (256 MiB decoded).
  public static let defaultMaximumPixelCount = 64 << 20

  /// The longest side, in pixels, an image may declare.
  public var maximumSide: Int
  /// The most pixels (width × height) an image may declare.
  public var maximumPixelCount: Int

  /// Creates a decoder that refuses images beyond the given limits.
  public init(maximumSide: Int = defaultMaximumSide, maximumPixelCount: Int = defaultMaximumPixelCount) {
    self.maximumSide = maximumSide
    self.maximumPixelCount = maximumPixelCount
  }

  /// Decodes a complete PNG file.
  ///
  /// - Throws: ``CodecError/notPNG(byteCount:reason:)`` when the signature is missing,
  ///   ``CodecError/truncatedPNG(byteCount:reason:)`` when the data ends early (including a
  ///   missing IEND), ``CodecError/pngTooLarge(width:height:maximumSide:maximumPixelCount:)``
  ///   when the header declares more pixels than the limits, ``CodecError/corruptPNG(byteCount:reason:)``
  ///   for anything libpng rejects.
  public func decode(_ bytes: [UInt8]) throws -> Bitmap {
    try bytes.withUnsafeBytes { try checkDeclaredSize($0) }
    if let bitmap = bytes.withUnsafeBytes({ InflatingPNGReader.decode($0, within: self) }) { return bitmap }
    return try decodeWithLibpng(bytes)
  }

  /// Throws when the IHDR chunk, which a PNG must start with, is intact (length 13, its CRC
  /// right) and declares a size beyond the limits. Anything else — not a PNG, a damaged header —
  /// is left to the decoders to report in their words.
  func checkDeclaredSize(_ bytes: UnsafeRawBufferPointer) throws {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 33, bytes.starts(with: signature) else { return }
    func bigEndian(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    guard bigEndian(8) == 13, bytes[12..<16].elementsEqual("IHDR".utf8),
      libdeflate_crc32(0, bytes.baseAddress! + 12, 17) == UInt32(bigEndian(29))
    else { return }
    let width = bigEndian(16)
    let height = bigEndian(20)
    let pixels = width.multipliedReportingOverflow(by: height)
    if width > maximumSide || height > maximumSide || pixels.overflow || pixels.partialValue > maximumPixelCount {
      throw CodecError.pngTooLarge(
        width: width, height: height, maximumSide: maximumSide, maximumPixelCount: maximumPixelCount)
    }
  }

  /// Whether the fast reader (libdeflate and our unfiltering) decodes `bytes` to libpng's
  /// pixels; nil when it leaves the file to libpng. The fuzzer's check (`make fuzz-png`).
  @_spi(Checking) public func fastReaderAgreesWithLibpng(_ bytes: [UInt8]) -> Bool? {
    guard let fast = bytes.withUnsafeBytes({ InflatingPNGReader.decode($0, within: self) }) else { return nil }
    return (try? decodeWithLibpng(bytes)) == fast
  }

  /// `bytes` decoded by libpng alone (the reference the faster path is tested against).
  func decodeWithLibpng(_ bytes: [UInt8]) throws -> Bitmap {
    var buffer = fb_png_buffer()
    defer { fb_png_buffer_free(&buffer) }
    var width: UInt32 = 0
    var height: UInt32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer { data in
      fb_png_decode(data.baseAddress, data.count, &width, &height, &buffer, &message, message.count)
    }
    let reason = String(shimMessage: message)
    switch status {
    case FB_PNG_OK:
      let count = Int(width) * Int(height) * 4
      let pixels = [UInt8](unsafeUninitializedCapacity: count) { destination, initialized in
        if count > 0, let source = buffer.bytes {
          destination.baseAddress!.initialize(from: source, count: count)
        }
        initialized = count
      }
      return Bitmap(width: Int(width), height: Int(height), pixels: pixels)
    case FB_PNG_NOT_PNG: throw CodecError.notPNG(byteCount: bytes.count, reason: reason)
    case FB_PNG_TRUNCATED: throw CodecError.truncatedPNG(byteCount: bytes.count, reason: reason)
    case FB_PNG_NO_MEMORY: throw CodecError.outOfMemory(operation: "PNG decode of \(bytes.count) bytes")
    default: throw CodecError.corruptPNG(byteCount: bytes.count, reason: reason)
    }
  }

  /// Decodes a complete PNG file held in `data`; see ``decode(_:)-([UInt8])``.
  public func decode(_ data: Data) throws -> Bitmap {
    try data.withUnsafeBytes { try checkDeclaredSize($0) }
    if let bitmap = data.withUnsafeBytes({ InflatingPNGReader.decode($0, within: self) }) { return bitmap }
    return try decodeWithLibpng([UInt8](data))
  }
}
