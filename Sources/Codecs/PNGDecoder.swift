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
public struct PNGDecoder: Sendable, Hashable {
  /// Creates a decoder.
  public init() {}

  /// Decodes a complete PNG file.
  ///
  /// - Throws: ``CodecError/notPNG(byteCount:reason:)`` when the signature is missing,
  ///   ``CodecError/truncatedPNG(byteCount:reason:)`` when the data ends early (including a
  ///   missing IEND), ``CodecError/corruptPNG(byteCount:reason:)`` for anything libpng rejects.
  public func decode(_ bytes: [UInt8]) throws -> Bitmap {
    if let bitmap = bytes.withUnsafeBytes({ InflatingPNGReader.decode($0) }) { return bitmap }
    return try decodeWithLibpng(bytes)
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
    if let bitmap = data.withUnsafeBytes({ InflatingPNGReader.decode($0) }) { return bitmap }
    return try decodeWithLibpng([UInt8](data))
  }
}
