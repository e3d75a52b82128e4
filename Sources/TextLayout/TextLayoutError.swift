/// Why text could not be measured or laid out: the font file behind it is missing or FreeType
/// refused it. The description names the file and, for FreeType, the function and its code.
public enum TextLayoutError: Error, Equatable, CustomStringConvertible {
  /// The font file does not exist.
  case fontFileMissing(path: String)
  /// A FreeType call failed with `code` (an `FT_Error`).
  case freeTypeFailed(function: String, code: Int32, path: String)

  public var description: String {
    switch self {
    case .fontFileMissing(let path):
      return "font file '\(path)' is missing (install Debian's fonts-dejavu-core)"
    case .freeTypeFailed(let function, let code, let path):
      return "\(function) failed with FreeType error \(code) for '\(path)'"
    }
  }
}
