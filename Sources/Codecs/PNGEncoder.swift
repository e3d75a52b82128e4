import CPNGShim
import Foundation
import Graphics

/// Encodes a ``Bitmap`` as PNG bytes with libpng, in memory.
///
/// The defaults favour speed, because PNG encoding, not drawing, dominates a frame's cost
/// (DESIGN.md, "Speed"): zlib level 2 and the Up filter. ``small`` trades time for size (level 9,
/// adaptive filters, what `cairo_surface_write_to_png` does at level 6). An opaque bitmap is
/// written as RGB (colour type 2), anything else as RGBA (colour type 6). Output is
/// deterministic: no `tIME`, text or other ancillary chunks, so equal bitmaps give equal bytes.
///
/// The work happens in `fb_png_encode` (Sources/CPNGShim), which wraps
/// `png_create_write_struct`, `png_set_write_fn`, `png_set_compression_level`, `png_set_filter`,
/// `png_write_row` and `png_write_end` so that libpng's longjmp never crosses a Swift frame.
public struct PNGEncoder: Sendable, Hashable {
  /// The PNG row filter(s) libpng may choose from (`png_set_filter`).
  public enum Filter: String, Sendable, Hashable, CaseIterable {
    /// Bytes stored as they are (`PNG_FILTER_NONE`).
    case none
    /// Difference from the pixel to the left (`PNG_FILTER_SUB`).
    case sub
    /// Difference from the pixel above (`PNG_FILTER_UP`): the fast default, good for UI frames.
    case up
    /// Difference from the mean of left and above (`PNG_FILTER_AVG`).
    case average
    /// Paeth predictor (`PNG_FILTER_PAETH`).
    case paeth
    /// libpng picks the best of all five filters for every row (slower, smaller).
    case adaptive

    var mask: Int32 {
      switch self {
      case .none: return Int32(FB_PNG_FILTER_NONE)
      case .sub: return Int32(FB_PNG_FILTER_SUB)
      case .up: return Int32(FB_PNG_FILTER_UP)
      case .average: return Int32(FB_PNG_FILTER_AVG)
      case .paeth: return Int32(FB_PNG_FILTER_PAETH)
      case .adaptive: return Int32(FB_PNG_ALL_FILTERS)
      }
    }
  }

  /// The largest width or height libpng accepts by default (`png_set_user_limits`).
  public static let maximumSide = 1_000_000

  /// zlib compression level, 0 (store) … 9 (smallest). Default 2.
  public var compressionLevel: Int
  /// Row filter. Default ``Filter/up``.
  public var filter: Filter

  /// Creates an encoder; the defaults are the fast frame-writing settings.
  public init(compressionLevel: Int = 2, filter: Filter = .up) {
    self.compressionLevel = compressionLevel
    self.filter = filter
  }

  /// The fast default: zlib level 2, Up filter.
  public static let fast = PNGEncoder()

  /// The opt-in small preset: zlib level 9, adaptive filters (for docs and goldens).
  public static let small = PNGEncoder(compressionLevel: 9, filter: .adaptive)

  /// Encodes `bitmap` as a PNG file's bytes.
  ///
  /// - Parameter bitmap: Straight-alpha RGBA8 pixels. Written as RGB when ``Bitmap/isOpaque``.
  /// - Returns: The complete PNG file (signature, IHDR, IDAT…, IEND).
  /// - Throws: ``CodecError/invalidImageSize(width:height:)`` for an empty or oversized bitmap,
  ///   ``CodecError/invalidCompressionLevel(_:)``, or ``CodecError/pngEncodingFailed(width:height:reason:)``
  ///   when libpng reports an error.
  /// - Complexity: O(width × height).
  public func encode(_ bitmap: Bitmap) throws -> [UInt8] {
    guard (1...Self.maximumSide).contains(bitmap.width), (1...Self.maximumSide).contains(bitmap.height) else {
      throw CodecError.invalidImageSize(width: bitmap.width, height: bitmap.height)
    }
    guard (0...9).contains(compressionLevel) else {
      throw CodecError.invalidCompressionLevel(compressionLevel)
    }
    var buffer = fb_png_buffer()
    defer { fb_png_buffer_free(&buffer) }
    var message = [CChar](repeating: 0, count: 256)
    let status = bitmap.pixels.withUnsafeBufferPointer { pixels in
      fb_png_encode(
        pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
        bitmap.isOpaque ? 0 : 1, Int32(compressionLevel), filter.mask, &buffer, &message, message.count)
    }
    switch status {
    case FB_PNG_OK:
      guard let bytes = buffer.bytes else { return [] }
      return Array(UnsafeBufferPointer(start: bytes, count: buffer.count))
    case FB_PNG_NO_MEMORY:
      throw CodecError.outOfMemory(operation: "PNG encode of a \(bitmap.width)x\(bitmap.height) image")
    default:
      throw CodecError.pngEncodingFailed(
        width: bitmap.width, height: bitmap.height, reason: String(shimMessage: message))
    }
  }
}
