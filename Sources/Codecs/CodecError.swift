import Foundation

/// What went wrong in an encoder, a decoder or an atomic file write.
///
/// Each case carries the values needed to say what was being done, to which object, and the
/// offending value; ``description`` spells them out.
public enum CodecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A bitmap cannot be stored as a PNG: PNG needs each side in 1…`PNGEncoder.maximumSide`.
  case invalidImageSize(width: Int, height: Int)
  /// An image too large for ``PNGWriter``: its filtered rows (`height × (1 + width × 4)` bytes)
  /// exceed ``PNGWriter/maximumDataSize``.
  case pngDataTooLarge(width: Int, height: Int, byteCount: Int)
  /// A zlib compression level outside 0…9.
  case invalidCompressionLevel(Int)
  /// libpng (png_write_*) reported an error while encoding an image of the given size.
  case pngEncodingFailed(width: Int, height: Int, reason: String)
  /// The input does not start with the PNG signature.
  case notPNG(byteCount: Int, reason: String)
  /// The input ended early (png_read_* asked for bytes past the end).
  case truncatedPNG(byteCount: Int, reason: String)
  /// libpng rejected the data (bad CRC, bad header, corrupt zlib stream, …).
  case corruptPNG(byteCount: Int, reason: String)
  /// The PNG's header declares more pixels than the decoder's limits allow
  /// (``PNGDecoder/maximumSide``, ``PNGDecoder/maximumPixelCount``); refused before any pixel
  /// memory is allocated.
  case pngTooLarge(width: Int, height: Int, maximumSide: Int, maximumPixelCount: Int)
  /// An allocation failed in the named operation.
  case outOfMemory(operation: String)
  /// A system call failed while writing `destination` atomically; `path` is the file it acted on
  /// (the temporary file or the destination) and `errno` the error it set.
  case fileOperationFailed(operation: String, path: String, destination: String, errno: Int32)

  /// A one-line message naming the operation, the object and the offending value.
  public var description: String {
    switch self {
    case .invalidImageSize(let width, let height):
      return "PNG encode: image size \(width)x\(height) is invalid (each side must be 1…\(PNGEncoder.maximumSide))"
    case .pngDataTooLarge(let width, let height, let count):
      return
        "PNG encode: a \(width)x\(height) image needs \(count) bytes of filtered rows, more than the \(PNGWriter.maximumDataSize) one IDAT chunk holds"
    case .invalidCompressionLevel(let level):
      return "PNG encode: compression level \(level) is outside zlib's 0…9"
    case .pngEncodingFailed(let width, let height, let reason):
      return "PNG encode of a \(width)x\(height) image failed in libpng: \(reason)"
    case .notPNG(let count, let reason):
      return "PNG decode: \(count) bytes are not a PNG: \(reason)"
    case .truncatedPNG(let count, let reason):
      return "PNG decode: data is truncated (\(count) bytes): \(reason)"
    case .corruptPNG(let count, let reason):
      return "PNG decode: data is corrupt (\(count) bytes): \(reason)"
    case .pngTooLarge(let width, let height, let side, let pixels):
      return
        "PNG decode: the header declares \(width)x\(height) pixels; the decoder takes at most \(side) pixels a side and \(pixels) pixels in all"
    case .outOfMemory(let operation):
      return "\(operation): out of memory"
    case .fileOperationFailed(let operation, let path, let destination, let code):
      let subject = path == destination ? "'\(path)'" : "'\(path)' (writing '\(destination)')"
      return "atomic write: \(operation) of \(subject) failed: \(String(cString: strerror(code))) (errno \(code))"
    }
  }
}
