import CGIF

/// What went wrong while encoding or decoding a GIF.
public enum GIFError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A giflib call returned `GIF_ERROR`; `code` is giflib's error code and `reason` its
  /// `GifErrorString` text.
  case giflib(operation: String, code: Int32, reason: String)
  /// A frame lasts less than half a centisecond after rounding, so its GIF delay would be 0
  /// (which viewers replace by about 0.1 s). Reduce the frame rate (at most 50 fps for GIF).
  case frameTooShort(frame: Int, seconds: Double)
  /// An encoder setting outside its range.
  case invalidSetting(name: String, value: String, expected: String)
  /// With the transparency optimisation off, the colours a frame must write (its new colours and
  /// the on-screen colours of unchanged pixels in its rectangle) do not fit one 256-entry table.
  case tooManyColorsWithoutTransparency(frame: Int, colors: Int)
  /// The GIF has no image.
  case noImages(byteCount: Int)
  /// An image lies outside the logical screen or uses a colour index its colour table lacks.
  case corruptImage(index: Int, reason: String)

  /// A one-line message naming the operation, the frame or setting, and the value.
  public var description: String {
    switch self {
    case .giflib(let operation, let code, let reason):
      return "GIF: \(operation) failed in giflib: \(reason) (error \(code))"
    case .frameTooShort(let frame, let seconds):
      return
        "GIF encode: frame \(frame) lasts \(seconds) s, which rounds to a 0 cs delay; reduce the frame rate to at most 50 fps"
    case .invalidSetting(let name, let value, let expected):
      return "GIF encode: \(name) \(value) is invalid; expected \(expected)"
    case .tooManyColorsWithoutTransparency(let frame, let colors):
      return
        "GIF encode: frame \(frame) needs \(colors) colours with the transparency optimisation off; turn it on or use a global palette"
    case .noImages(let count): return "GIF decode: \(count) bytes hold no image"
    case .corruptImage(let index, let reason): return "GIF decode: image \(index) is corrupt: \(reason)"
    }
  }

  /// The error for a giflib status `code` returned by `operation`.
  static func library(_ operation: String, _ code: Int32) -> GIFError {
    let text = GifErrorString(code).map { String(cString: $0) } ?? "unknown error"
    return .giflib(operation: operation, code: code, reason: text)
  }
}
