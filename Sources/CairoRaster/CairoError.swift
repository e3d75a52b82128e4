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
  /// A text run's font would be `devicePixels` device pixels per em, more than `limit`
  /// (FreeType refuses such sizes).
  case fontTooLarge(devicePixels: Double, limit: Double)
  /// An offscreen surface (a group, shadow or blur canvas, a projection's or page's surface, an
  /// image's copy) would take the scratch memory of one render past
  /// ``CairoRasterizer/scratchMemoryLimit``: `bytes` asked for `what`, `inUse` already held.
  case overMemoryLimit(what: String, bytes: Int, inUse: Int, limit: Int)
  /// Drawing display item `itemIndex` failed with `underlying`: `view` is the view it came from
  /// (``Graphics/DisplayItemSource``, nil when the list does not say) and `field` the item's
  /// field and value most likely at fault (`text run font size 1e+15`, `shadow radius 5000`,
  /// `surface 40000×40000`).
  indirect case drawingFailed(itemIndex: Int, view: String?, field: String, underlying: CairoError)

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
    case .overMemoryLimit(let what, let bytes, let inUse, let limit):
      return "\(what) needs \(Self.describe(bytes))"
        + (inUse > 0 ? " with \(Self.describe(inUse)) already in use" : "")
        + ", more than the \(Self.describe(limit)) one render may use for offscreen surfaces (--max-memory)"
    case .fontTooLarge(let size, let limit):
      return
        "a font of \(String(format: "%g", size)) device pixels per em is larger than the \(Int(limit)) px text may have"
    case .drawingFailed(let index, let view, let field, let underlying):
      return "\(view ?? "a view") (display item \(index)): \(field): \(underlying)"
    }
  }

  /// `1.5 GiB`, `300 MiB`, `12 KiB`, `512 bytes`.
  static func describe(_ bytes: Int) -> String {
    let value = Double(bytes)
    if value >= Double(1 << 30) { return String(format: "%.1f GiB", value / Double(1 << 30)) }
    if value >= Double(1 << 20) { return String(format: "%.0f MiB", value / Double(1 << 20)) }
    if value >= 1024 { return String(format: "%.0f KiB", value / 1024) }
    return "\(bytes) bytes"
  }
}
