import CFreeType
import Foundation

/// A font file opened with FreeType (`FT_New_Face`, face 0), read for layout: font-wide metrics
/// in font units, glyph indices, unhinted advances and pair kerning.
///
/// Values are read unscaled (`FT_LOAD_NO_SCALE`, `FT_KERNING_UNSCALED`) and scaled by the
/// caller as `units × pointSize / unitsPerEm`, which is exactly what cairo's FreeType backend
/// draws with hinting and hinted metrics off (the rasteriser's font options): a string measured
/// here is as wide as it is drawn.
///
/// Thread safety: an `FT_Face` must not be used from two threads at once, so every FreeType
/// call on it holds ``lock``; results are cached, so a warmed-up face is a dictionary lookup.
/// The face is never closed (faces are few and live for the process, like the rasteriser's).
public final class Typeface: @unchecked Sendable {
  /// The file the face was loaded from.
  public let path: String
  /// Font units per em (`units_per_EM`; 2048 for DejaVu Sans).
  public let unitsPerEm: Int
  /// Distance from the baseline to the top of the line, in font units (`ascender`, from hhea).
  public let ascender: Int
  /// Distance from the baseline to the bottom of the line, negative below it, in font units
  /// (`descender`, from hhea).
  public let descender: Int
  /// Extra space between lines the font asks for, in font units: FreeType's `height` minus
  /// `ascender − descender` (hhea's line gap; 0 for DejaVu Sans).
  public let lineGap: Int
  /// Height of a flat capital ("H") above the baseline, in font units.
  public let capHeight: Int
  /// Height of a flat lowercase letter ("x") above the baseline, in font units.
  public let xHeight: Int

  private let face: FT_Face
  private let lock = NSLock()
  private var glyphIndices: [UInt32: UInt32] = [:]
  private var advances: [UInt32: Int] = [:]
  private var kernings: [UInt64: Int] = [:]
  private let hasKerning: Bool

  /// Opens face 0 of `path` with `library`; the caller holds the library's lock.
  ///
  /// - Throws: ``TextLayoutError/fontFileMissing(path:)`` when there is no file,
  ///   ``TextLayoutError/freeTypeFailed(function:code:path:)`` when FreeType cannot open it.
  init(library: FT_Library, path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else { throw TextLayoutError.fontFileMissing(path: path) }
    var opened: FT_Face?
    let error = FT_New_Face(library, path, 0, &opened)
    guard error == 0, let opened else {
      throw TextLayoutError.freeTypeFailed(function: "FT_New_Face", code: error, path: path)
    }
    face = opened
    self.path = path
    let record = opened.pointee
    unitsPerEm = Int(record.units_per_EM)
    ascender = Int(record.ascender)
    descender = Int(record.descender)
    lineGap = max(0, Int(record.height) - (Int(record.ascender) - Int(record.descender)))
    hasKerning = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
    // DejaVu's OS/2 table (version 1) has no sCapHeight/sxHeight: measure the glyphs, as Core
    // Text does for such fonts.
    capHeight = Self.top(of: "H", in: opened)
    xHeight = Self.top(of: "x", in: opened)
  }

  /// The glyph for `scalar` (`FT_Get_Char_Index`; 0, the missing-glyph box, when the font has
  /// none).
  public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    if let glyph = glyphIndices[scalar.value] { return glyph }
    let glyph = UInt32(FT_Get_Char_Index(face, FT_ULong(scalar.value)))
    glyphIndices[scalar.value] = glyph
    return glyph
  }

  /// The unhinted advance width of `glyph` in font units (`FT_Load_Glyph` with
  /// `FT_LOAD_NO_SCALE`, `metrics.horiAdvance`); 0 if the glyph cannot be loaded.
  public func advance(of glyph: UInt32) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if let advance = advances[glyph] { return advance }
    var advance = 0
    if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 {
      advance = Int(face.pointee.glyph.pointee.metrics.horiAdvance)
    }
    advances[glyph] = advance
    return advance
  }

  /// The kerning between `left` and `right` in font units, from the font's `kern` table
  /// (`FT_Get_Kerning` with `FT_KERNING_UNSCALED`); negative pulls the pair together.
  public func kerning(between left: UInt32, and right: UInt32) -> Int {
    guard hasKerning, left != 0, right != 0 else { return 0 }
    lock.lock()
    defer { lock.unlock() }
    let key = UInt64(left) << 32 | UInt64(right)
    if let kerning = kernings[key] { return kerning }
    var vector = FT_Vector()
    var kerning = 0
    if FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0 {
      kerning = Int(vector.x)
    }
    kernings[key] = kerning
    return kerning
  }

  private static func top(of character: Unicode.Scalar, in face: FT_Face) -> Int {
    let glyph = FT_Get_Char_Index(face, FT_ULong(character.value))
    guard glyph != 0, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
    return Int(face.pointee.glyph.pointee.metrics.horiBearingY)
  }
}
