import Foundation

extension UIView {
  /// The view's first text baseline, as `firstBaselineAnchor`: a label's first line's baseline;
  /// the bottom edge of a view without text, as in UIKit.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }

  /// The view's last text baseline, as `lastBaselineAnchor`: a label's last line's baseline;
  /// the bottom edge of a view without text, as in UIKit.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

  /// Where a label's first and last baselines are, measured from its vertical centre (a label
  /// centres its block of lines): the block is `lines × lineHeight` high, a line is
  /// `ascender + descender` high and its baseline `ascender` below its top. Nil for a view
  /// without text, whose baseline is its bottom.
  ///
  /// - Note: UIKit difference: the ascender and descender are DejaVu Sans's (0.928 and 0.236 of
  ///   the point size, the `hhea` values the rasteriser's `cairo_font_extents` reports), and
  ///   the lines are the text's explicit lines limited by `numberOfLines` (no word wrapping is
  ///   measured here). The offsets are read when the constraint enters the layout engine.
  var baselineOffsets: (first: CGFloat, last: CGFloat)? {
    guard let label = self as? UILabel else { return nil }
    let size = (label.font ?? .systemFont(ofSize: 17)).pointSize
    let ascender = size * 1901 / 2048
    let lineHeight = ascender + size * 483 / 2048
    var lines =
      label.numberOfLines == 1 ? 1 : (label.text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count
    if label.numberOfLines > 0 { lines = min(lines, label.numberOfLines) }
    let first = -CGFloat(lines) * lineHeight / 2 + ascender
    return (first, first + CGFloat(lines - 1) * lineHeight)
  }
}
