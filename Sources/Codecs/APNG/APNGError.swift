/// What went wrong while writing or reading an APNG.
public enum APNGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// zlib returned an error status (`Z_*`) in the named operation.
  case zlib(operation: String, status: Int32)
  /// The data is not a PNG, or a chunk is malformed (bad length, bad CRC, bad field).
  case malformed(byteCount: Int, reason: String)
  /// A valid PNG feature this reader does not implement (it reads 8-bit RGB/RGBA, non-interlaced).
  case unsupported(reason: String)
  /// A frame delay that cannot be written as a 16-bit fraction of a second.
  case delayOutOfRange(frame: Int, seconds: Double)

  /// A one-line message naming the operation or chunk and the offending value.
  public var description: String {
    switch self {
    case .zlib(let operation, let status): return "APNG: zlib \(operation) failed with status \(status)"
    case .malformed(let count, let reason): return "APNG decode: \(count) bytes are not a valid APNG: \(reason)"
    case .unsupported(let reason): return "APNG decode: unsupported: \(reason)"
    case .delayOutOfRange(let frame, let seconds):
      return
        "APNG encode: frame \(frame) lasts \(seconds) s, which does not fit a 16-bit delay fraction (at most 65535 s)"
    }
  }
}
