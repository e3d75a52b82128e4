import Foundation
import Graphics

/// A font's vertical metrics at a point size, as `UIFont` reports them: `ascender`,
/// `descender` (negative), `leading`, `lineHeight` (ascender − descender + leading),
/// `capHeight` and `xHeight`, all in points.
public struct FontMetrics: Sendable, Hashable {
  /// The size the metrics are scaled to.
  public var pointSize: CGFloat
  public var ascender: CGFloat
  public var descender: CGFloat
  public var leading: CGFloat
  public var capHeight: CGFloat
  public var xHeight: CGFloat

  /// The metrics of `typeface` at `pointSize`: each value is `units × pointSize / unitsPerEm`.
  public init(typeface: Typeface, pointSize: CGFloat) {
    let scale = pointSize / CGFloat(typeface.unitsPerEm)
    self.pointSize = pointSize
    ascender = CGFloat(typeface.ascender) * scale
    descender = CGFloat(typeface.descender) * scale
    leading = CGFloat(typeface.lineGap) * scale
    capHeight = CGFloat(typeface.capHeight) * scale
    xHeight = CGFloat(typeface.xHeight) * scale
  }

  /// The height of one line: `ascender − descender + leading` (`UIFont.lineHeight`).
  public var lineHeight: CGFloat { ascender - descender + leading }
}
