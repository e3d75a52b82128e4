/// A comparison that cannot be made: bad options or unreadable input.
public enum ImageDiffError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An option is outside its range.
  case invalidOption(name: String, value: String, expected: String)
  /// The mask bitmap is not the size of the images.
  case maskSizeMismatch(maskWidth: Int, maskHeight: Int, imageWidth: Int, imageHeight: Int)
  /// An image file could not be read or decoded.
  case unreadableImage(path: String, reason: String)

  public var description: String {
    switch self {
    case .invalidOption(let name, let value, let expected):
      return "image comparison: \(name) is \(value); expected \(expected)"
    case .maskSizeMismatch(let mw, let mh, let iw, let ih):
      return "image comparison: mask is \(mw)x\(mh) but the images are \(iw)x\(ih)"
    case .unreadableImage(let path, let reason):
      return "image comparison: cannot read '\(path)': \(reason)"
    }
  }
}
