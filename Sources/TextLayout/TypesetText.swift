import Foundation
import Graphics

/// Text laid out by ``Typesetter``: lines top to bottom with positioned glyphs, and the size
/// they use.
public struct TypesetText: Sendable, Hashable {
  /// The lines, top to bottom.
  public var lines: [TypesetLine]
  /// The widest line's width and the height from the first line's top to the last line's
  /// bottom (line spacing only between lines), in points, unrounded, as TextKit's used rect.
  public var size: CGSize
}

/// One laid-out line: where it sits in the layout box and the glyphs to draw.
public struct TypesetLine: Sendable, Hashable {
  /// The characters shown, with the "…" of a truncation; trailing spaces of a wrapped line
  /// removed.
  public var text: String
  /// The x of the line's start in the layout box, from its alignment.
  public var x: CGFloat
  /// The top of the line's box, from the top of the first line.
  public var top: CGFloat
  /// The line's height (its fonts' line height, adjusted by the paragraph style).
  public var height: CGFloat
  /// The baseline, from the top of the first line.
  public var baseline: CGFloat
  /// The advance width of the line's glyphs (kerning included, hanging spaces excluded).
  public var width: CGFloat
  /// Runs of glyphs that share a font and colour, in order.
  public var runs: [GlyphRun]
}

/// Glyphs of one font and colour with their x positions from the line's start.
public struct GlyphRun: Sendable, Hashable {
  public var font: FontDescriptor
  public var color: RGBA
  /// Glyph indices in the font file.
  public var glyphs: [UInt32]
  /// Each glyph's pen position (left edge of its advance) from the line's `x`.
  public var positions: [CGFloat]
}
