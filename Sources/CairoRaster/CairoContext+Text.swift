import CCairo
import Foundation
import Graphics
import TextLayout

extension CairoContext {
  /// Draws a label's text as `UILabel.drawText(in:)` lays it out, glyph by glyph where the
  /// shared ``TextLayout/Typesetter`` puts them, so the pixels fill the box the model measured.
  ///
  /// The run is typeset in `run.frame`'s width, keeping the lines its height holds (at least
  /// one); the block of lines is centred vertically in the frame (or starts at its top when
  /// `run.isTopAligned`). Each glyph run is drawn with its FreeType face (`cairo_set_font_face`)
  /// at its size (`cairo_set_font_size`; the transform carries the device scale), `options`
  /// (`cairo_set_font_options`) and colour, with `cairo_show_glyphs` at the typeset positions on
  /// the line's baseline. `.byClipping` lines are clipped to the frame's width.
  ///
  /// - Throws: ``CairoError/fontFileMissing(path:)`` or ``CairoError/freeTypeFailed(function:code:path:)``
  ///   when a font cannot be loaded;
  ///   ``CairoError/fontTooLarge(devicePixels:limit:)`` when a font's em square would be more than
  ///   ``maximumDeviceFontSize`` device pixels: FreeType refuses such sizes, and the failure would
  ///   stay in the shared face's scale state and break other threads' text.
  /// - Note: UIKit difference: kerning comes from the font's `kern` table and there are no
  ///   ligatures or font fallback; DejaVu Sans stands in for San Francisco.
  func draw(
    _ run: TextRun, transform: CGAffineTransform, typesetter: Typesetter, faces: (FontWeight) throws -> FontFace,
    options: CairoFontOptions
  ) throws {
    let frame = run.frame.standardized
    guard !run.string.isEmpty, run.font.size.isFinite, run.font.size > 0,
      [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
      setMatrix(transform)
    else { return }
    let deviceScale = max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
    try Self.checkDeviceFontSize(run.font.size * deviceScale)
    let text: TypesetText
    do {
      text = try typesetter.typeset(run, width: frame.width, maximumHeight: frame.height)
    } catch TextLayoutError.fontFileMissing(let path) {
      throw CairoError.fontFileMissing(path: path)
    } catch TextLayoutError.freeTypeFailed(let function, let code, let path) {
      throw CairoError.freeTypeFailed(function: function, code: code, path: path)
    }
    let top = run.isTopAligned ? frame.minY : frame.midY - text.size.height / 2
    cairo_save(pointer)
    defer { cairo_restore(pointer) }
    if run.lineBreakMode == .byClipping {
      cairo_rectangle(pointer, frame.minX, -1e6, frame.width, 2e6)
      cairo_clip(pointer)
    }
    cairo_set_font_options(pointer, options.pointer)
    var glyphs: [cairo_glyph_t] = []
    for line in text.lines {
      for glyphRun in line.runs where glyphRun.color.alpha > 0 && glyphRun.font.size > 0 {
        try Self.checkDeviceFontSize(glyphRun.font.size * deviceScale)
        cairo_set_font_face(pointer, try faces(glyphRun.font.weight).pointer)
        cairo_set_font_size(pointer, glyphRun.font.size)
        setSource(glyphRun.color)
        glyphs.removeAll(keepingCapacity: true)
        for (glyph, x) in zip(glyphRun.glyphs, glyphRun.positions) {
          glyphs.append(cairo_glyph_t(index: UInt(glyph), x: frame.minX + line.x + x, y: top + line.baseline))
        }
        cairo_show_glyphs(pointer, glyphs, Int32(glyphs.count))
      }
    }
    cairo_new_path(pointer)
  }

  /// The largest em square text is drawn with, in device pixels: 16384, the largest surface
  /// side (FreeType's own limit is 65535 pixels per em).
  static let maximumDeviceFontSize: Double = 16384

  /// Throws ``CairoError/fontTooLarge(devicePixels:limit:)`` when `devicePixels` is over
  /// ``maximumDeviceFontSize``.
  static func checkDeviceFontSize(_ devicePixels: Double) throws {
    guard devicePixels <= maximumDeviceFontSize else {
      throw CairoError.fontTooLarge(devicePixels: devicePixels, limit: maximumDeviceFontSize)
    }
  }
}
