import CFreeType
import Foundation
import Graphics

/// Where the font files for each ``Graphics/FontWeight`` are, and the process-wide table of
/// ``Typeface``s opened from them.
///
/// The model (measuring) and the rasteriser (drawing) both ask this type for their faces, so the
/// same file lays out the same text in both.
///
/// - Note: UIKit difference: the system font is San Francisco; DejaVu Sans (Debian's
///   fonts-dejavu-core) stands in for it.
public struct FontFiles: Sendable, Hashable {
  /// Where Debian's fonts-dejavu-core installs DejaVu Sans: `/usr/share/fonts/truetype/dejavu`.
  public static let defaultDirectory = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")

  /// The fonts in ``defaultDirectory``: what the model measures with.
  public static let standard = FontFiles()

  /// The directory holding `DejaVuSans.ttf` and `DejaVuSans-Bold.ttf`.
  public var directory: URL

  /// The fonts of `directory`.
  public init(directory: URL = FontFiles.defaultDirectory) {
    self.directory = directory
  }

  /// The font file used for `weight`: `DejaVuSans.ttf` (regular) or `DejaVuSans-Bold.ttf` (bold).
  public static func fileName(for weight: FontWeight) -> String {
    switch weight {
    case .regular: return "DejaVuSans.ttf"
    case .bold: return "DejaVuSans-Bold.ttf"
    }
  }

  /// The full path of the font file for `weight`.
  public func path(for weight: FontWeight) -> String {
    directory.appendingPathComponent(Self.fileName(for: weight)).path
  }

  /// The face for `weight`, opened on first use and shared by the whole process.
  ///
  /// - Throws: ``TextLayoutError`` when the file is missing or FreeType cannot open it (not
  ///   cached: the next call tries again).
  public func typeface(for weight: FontWeight) throws -> Typeface {
    try TypefaceCache.shared.typeface(atPath: path(for: weight))
  }

  /// The metrics of `font` at its size.
  public func metrics(for font: FontDescriptor) throws -> FontMetrics {
    FontMetrics(typeface: try typeface(for: font.weight), pointSize: font.size)
  }
}

/// The FreeType library of the text layout and the faces opened with it, keyed by path. A lock
/// guards both: `FT_New_Face` is not thread-safe for one `FT_Library`.
final class TypefaceCache: @unchecked Sendable {
  static let shared = TypefaceCache()

  private let lock = NSLock()
  private var library: FT_Library?
  private var faces: [String: Typeface] = [:]

  func typeface(atPath path: String) throws -> Typeface {
    lock.lock()
    defer { lock.unlock() }
    if let face = faces[path] { return face }
    if library == nil {
      var created: FT_Library?
      let error = FT_Init_FreeType(&created)
      guard error == 0, let created else {
        throw TextLayoutError.freeTypeFailed(function: "FT_Init_FreeType", code: error, path: path)
      }
      library = created
    }
    let face = try Typeface(library: library!, path: path)
    faces[path] = face
    return face
  }
}
