import CCairo
import CFreeType
import Foundation

/// A font file opened with FreeType (`FT_New_Face`) and wrapped as a cairo font face
/// (`cairo_ft_font_face_create_for_ft_face`), so no fontconfig lookup or preference is involved.
///
/// Owns one reference to the `cairo_font_face_t` (released with `cairo_font_face_destroy` in
/// `deinit`). The `FT_Face` is handed to cairo as user data with an `FT_Done_Face` destructor,
/// as cairo's documentation prescribes, so it lives exactly as long as cairo's last reference
/// to the face (cairo's scaled-font cache may outlive this object).
///
/// Thread safety: immutable after creation. Cairo serialises every use of an `FT_Face` through
/// the mutex of its unscaled font (`_cairo_ft_unscaled_font_lock_face`), and this type never
/// touches the `FT_Face` after handing it to cairo, so one instance may be used by any number of
/// cairo contexts on any threads.
final class FontFace: @unchecked Sendable {
  /// The file the face was loaded from.
  let path: String
  /// The `cairo_font_face_t *`.
  let pointer: OpaquePointer

  /// Key for the `FT_Face` user data; only its address matters.
  nonisolated(unsafe) private static let faceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

  /// Loads face 0 of the font file at `path`.
  ///
  /// Must be called with the FreeType library's lock held: `FT_New_Face` mutates `library`.
  ///
  /// - Throws: ``CairoError/fontFileMissing(path:)`` when there is no file,
  ///   ``CairoError/freeTypeFailed(function:code:path:)`` when FreeType cannot open it,
  ///   ``CairoError/cairoFailed(function:status:)`` when cairo cannot wrap it.
  init(library: OpaquePointer, path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else { throw CairoError.fontFileMissing(path: path) }
    var face: FT_Face?
    let error = FT_New_Face(library, path, 0, &face)
    guard error == 0, let face else {
      throw CairoError.freeTypeFailed(function: "FT_New_Face", code: error, path: path)
    }
    // Hinting is off in the font options too; FT_LOAD_NO_HINTING makes the load flags agree.
    let cairoFace = cairo_ft_font_face_create_for_ft_face(face, Int32(FT_LOAD_NO_HINTING))!
    var status = cairo_font_face_status(cairoFace)
    if status == CAIRO_STATUS_SUCCESS {
      status = cairo_font_face_set_user_data(cairoFace, Self.faceKey, UnsafeMutableRawPointer(face)) { face in
        if let face { FT_Done_Face(face.assumingMemoryBound(to: FT_FaceRec.self)) }
      }
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_font_face_destroy(cairoFace)
      FT_Done_Face(face)
      throw CairoError(function: "cairo_ft_font_face_create_for_ft_face", status: status)
    }
    self.path = path
    self.pointer = cairoFace
  }

  deinit { cairo_font_face_destroy(pointer) }
}
