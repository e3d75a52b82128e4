import CCairo
import Foundation
import Graphics

extension CairoContext {
  /// Draws a label's text as `UILabel.drawText(in:)` lays it out.
  ///
  /// The font is `face` at `run.font.size` points (`cairo_set_font_face`,
  /// `cairo_set_font_size`; the transform already carries the device scale) with `options`
  /// (`cairo_set_font_options`). A line is `ascent + descent` high (`cairo_font_extents`, as
  /// `UIFont.lineHeight` without leading); the block of lines is centred vertically in
  /// `run.frame` (or starts at its top when `run.isTopAligned`); each line is placed left, centred or right by its advance width
  /// (`cairo_text_extents`' `x_advance`) and drawn with `cairo_show_text`. Lines come from
  /// ``TextLayout``, limited to `run.numberOfLines` (0: unlimited) and to the lines that fit the
  /// frame's height (at least one), as `UILabel` limits its text rect to its bounds.
  ///
  /// - Note: UIKit difference: no kerning or ligatures (cairo's toy text API maps characters
  ///   to glyphs one to one); DejaVu Sans stands in for San Francisco.
  ///
  /// - Throws: ``CairoError/fontTooLarge(devicePixels:limit:)`` when the font's em square would
  ///   be more than ``maximumDeviceFontSize`` device pixels: FreeType refuses such sizes, and the
  ///   failure would stay in the shared face's scale state and break other threads' text.
  func draw(_ run: TextRun, transform: CGAffineTransform, face: FontFace, options: CairoFontOptions) throws {
    let frame = run.frame.standardized
    let size = run.font.size
    guard !run.string.isEmpty, run.color.alpha > 0, size.isFinite, size > 0,
      [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite)
    else { return }
    let deviceSize = size * max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
    guard deviceSize <= Self.maximumDeviceFontSize else {
      throw CairoError.fontTooLarge(devicePixels: deviceSize, limit: Self.maximumDeviceFontSize)
    }
    guard setMatrix(transform) else { return }

    cairo_set_font_face(pointer, face.pointer)
    cairo_set_font_size(pointer, size)
    cairo_set_font_options(pointer, options.pointer)
    var extents = cairo_font_extents_t()
    cairo_font_extents(pointer, &extents)
    let lineHeight = extents.ascent + extents.descent
    guard lineHeight > 0 else { return }

    let linesThatFit = max(1, Int(((frame.height + 1e-6) / lineHeight).rounded(.down)))
    let limit = run.numberOfLines <= 0 ? linesThatFit : min(run.numberOfLines, linesThatFit)
    let layout = TextLayout(width: frame.width, maximumLines: limit, measure: advance)
    let lines = layout.lines(for: run.string)

    setSource(run.color)
    let top = run.isTopAligned ? frame.minY : frame.midY - lineHeight * Double(lines.count) / 2
    for (index, line) in lines.enumerated() where !line.isEmpty {
      let width = advance(line)
      let x: Double
      switch run.alignment {
      case .left: x = frame.minX
      case .center: x = frame.midX - width / 2
      case .right: x = frame.maxX - width
      }
      cairo_move_to(pointer, x, top + lineHeight * Double(index) + extents.ascent)
      cairo_show_text(pointer, line)
    }
    cairo_new_path(pointer)
  }

  /// The largest em square text is drawn with, in device pixels: 16384, the largest surface
  /// side (FreeType's own limit is 65535 pixels per em).
  static let maximumDeviceFontSize: Double = 16384

  /// The advance width of `text` in user space with the current font (`cairo_text_extents`).
  func advance(_ text: String) -> Double {
    var extents = cairo_text_extents_t()
    cairo_text_extents(pointer, text, &extents)
    return extents.x_advance
  }
}
