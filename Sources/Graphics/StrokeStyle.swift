import Foundation

/// How a path is stroked: `CAShapeLayer`'s line attributes.
public struct StrokeStyle: Sendable, Hashable, CustomStringConvertible {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  /// The dash pattern, as `lineDashPattern`: alternating painted and unpainted lengths along
  /// the path, in the path's units, repeated (an odd count repeats the pattern twice so the
  /// roles alternate, as Core Graphics does); empty is a solid line. Every subpath restarts the
  /// pattern, as PostScript and Core Graphics do.
  public var dashes: [CGFloat]
  /// How far into the pattern each subpath starts, as `lineDashPhase`.
  public var dashPhase: CGFloat

  public init(
    lineWidth: CGFloat, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dashes: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashPhase = dashPhase
  }

  /// Whether the stroke is dashed: a non-empty pattern with some length. An all-zero pattern
  /// has nothing to alternate and draws solid.
  public var isDashed: Bool { dashes.contains { $0 > 0 } }

  public var description: String {
    var text =
      "width=\(DisplayList.format(lineWidth)) cap=\(lineCap) join=\(lineJoin) miter=\(DisplayList.format(miterLimit))"
    if isDashed {
      text +=
        " dash=[\(dashes.map { DisplayList.format($0) }.joined(separator: ","))] phase=\(DisplayList.format(dashPhase))"
    }
    return text
  }
}
