import Foundation

/// How a path is stroked: `CAShapeLayer`'s line attributes.
public struct StrokeStyle: Sendable, Hashable, CustomStringConvertible {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat

  public init(lineWidth: CGFloat, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
  }

  public var description: String {
    "width=\(DisplayList.format(lineWidth)) cap=\(lineCap) join=\(lineJoin) miter=\(DisplayList.format(miterLimit))"
  }
}
