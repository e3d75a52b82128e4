/// What went wrong while encoding or decoding an animated WebP.
public enum WebPError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A libwebp call failed; `reason` is `WebPAnimEncoderGetError`'s text or the call's meaning.
  case libwebp(operation: String, reason: String)
  /// An encoder setting outside its range.
  case invalidSetting(name: String, value: String, expected: String)
  /// A frame lasting less than half a millisecond (WebP timestamps are whole milliseconds).
  case frameTooShort(frame: Int, seconds: Double)

  /// A one-line message naming the call or setting and the value.
  public var description: String {
    switch self {
    case .libwebp(let operation, let reason): return "WebP: \(operation) failed in libwebp: \(reason)"
    case .invalidSetting(let name, let value, let expected):
      return "WebP encode: \(name) \(value) is invalid; expected \(expected)"
    case .frameTooShort(let frame, let seconds):
      return "WebP encode: frame \(frame) lasts \(seconds) s, which rounds to a 0 ms duration"
    }
  }
}
