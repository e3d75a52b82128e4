import CFreeType
import Foundation

/// The process-wide FreeType library and the font faces opened from it, keyed by file path.
///
/// Each font file is opened once per process and shared by every rasteriser and thread (see
/// ``FontFace`` for why sharing is safe). A lock guards the library and the table, because
/// `FT_New_Face` is not thread-safe for one `FT_Library`. The library and faces live until the
/// process ends: faces are few (one per weight) and cairo may reference them from its caches.
final class FontCache: @unchecked Sendable {
  /// The shared cache.
  static let shared = FontCache()

  private let lock = NSLock()
  /// The `FT_Library`, created on first use with `FT_Init_FreeType`; never freed.
  private var library: OpaquePointer?
  private var faces: [String: FontFace] = [:]

  private init() {}

  /// The face for the font file at `path`, opening it on first use.
  ///
  /// - Throws: The errors of ``FontFace/init(library:path:)`` and of `FT_Init_FreeType`. A
  ///   failure is not cached: the next call tries again.
  func face(atPath path: String) throws -> FontFace {
    lock.lock()
    defer { lock.unlock() }
    if let face = faces[path] { return face }
    let face = try FontFace(library: try lockedLibrary(), path: path)
    faces[path] = face
    return face
  }

  /// FreeType's run-time version (`FT_Library_Version`), e.g. "2.13.2".
  func freeTypeVersion() throws -> String {
    lock.lock()
    defer { lock.unlock() }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(try lockedLibrary(), &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  private func lockedLibrary() throws -> OpaquePointer {
    if let library { return library }
    var created: FT_Library?
    let error = FT_Init_FreeType(&created)
    guard error == 0, let created else {
      throw CairoError.freeTypeFailed(function: "FT_Init_FreeType", code: error, path: "(library)")
    }
    library = created
    return created
  }
}
