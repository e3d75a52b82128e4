import Foundation

/// What went wrong while rasterising a ``Graphics/DisplayList``.
///
/// Each case names the C function or the display-list item involved and the offending value;
/// ``description`` spells them out. No C type appears in a payload: statuses are carried as the
/// strings `cairo_status_to_string` and FreeType's error codes give.
public enum CairoError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A cairo call left the object in an error state (`cairo_status` ≠ `CAIRO_STATUS_SUCCESS`).
  case cairoFailed(function: String, status: String)
  /// A FreeType call returned a non-zero `FT_Error`.
  case freeTypeFailed(function: String, code: Int32, path: String)
  /// The font file for a weight does not exist (the project installs Debian's fonts-dejavu-core).
  case fontFileMissing(path: String)
  /// The output size cannot back a cairo image surface (each side must be 0…32767).
  case invalidSurfaceSize(width: Int, height: Int)
  /// A `popClip`/`endGroup` without its opener, one that closes the wrong kind, or an opener
  /// never closed. `itemIndex` is the offending item's position in `DisplayList.items`.
  case unbalancedDisplayList(itemIndex: Int, item: String, problem: String)
  /// A `beginBlendGroup` whose mode has no bounded cairo operator (`CGBlendMode.isSupported`).
  case unsupportedBlendMode(String)

  /// A one-line message naming the C function or item and the offending value.
  public var description: String {
    switch self {
    case .cairoFailed(let function, let status):
      return "\(function) failed: \(status)"
    case .freeTypeFailed(let function, let code, let path):
      return "\(function) failed with FreeType error \(code) for '\(path)'"
    case .fontFileMissing(let path):
      return "font file '\(path)' is missing (install Debian's fonts-dejavu-core)"
    case .invalidSurfaceSize(let width, let height):
      return "cannot create a \(width)x\(height) cairo image surface (each side must be 0…32767)"
    case .unbalancedDisplayList(let index, let item, let problem):
      return "unbalanced display list: item \(index) '\(item)' \(problem)"
    case .unsupportedBlendMode(let mode):
      return "blend mode '\(mode)' cannot be drawn (no bounded cairo operator); use a supported CGBlendMode"
    }
  }
}
