import Foundation

/// One element of a path, as Core Graphics' `CGPathElement` reports it (`type` + `points`),
/// as a Swift value.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as Core Graphics
/// stores them.
public enum PathElement: Sendable, Hashable, CustomStringConvertible {
  /// Starts a new subpath at the point (`CGPathElementType.moveToPoint`).
  case moveToPoint(CGPoint)
  /// A straight line to the point (`.addLineToPoint`).
  case addLineToPoint(CGPoint)
  /// A quadratic Bézier curve to `point` (`.addQuadCurveToPoint`).
  case addQuadCurveToPoint(CGPoint, control: CGPoint)
  /// A cubic Bézier curve to `point` (`.addCurveToPoint`).
  case addCurveToPoint(CGPoint, control1: CGPoint, control2: CGPoint)
  /// Closes the current subpath with a line to its start (`.closeSubpath`).
  case closeSubpath

  /// The element with every point mapped through `transform`.
  public func applying(_ transform: CGAffineTransform) -> PathElement {
    switch self {
    case .moveToPoint(let p): return .moveToPoint(p.applying(transform))
    case .addLineToPoint(let p): return .addLineToPoint(p.applying(transform))
    case .addQuadCurveToPoint(let p, let c):
      return .addQuadCurveToPoint(p.applying(transform), control: c.applying(transform))
    case .addCurveToPoint(let p, let c1, let c2):
      return .addCurveToPoint(p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
    case .closeSubpath: return .closeSubpath
    }
  }

  /// Every point the element carries (end point last), as `CGPathElement.points`.
  public var points: [CGPoint] {
    switch self {
    case .moveToPoint(let p), .addLineToPoint(let p): return [p]
    case .addQuadCurveToPoint(let p, let c): return [c, p]
    case .addCurveToPoint(let p, let c1, let c2): return [c1, c2, p]
    case .closeSubpath: return []
    }
  }

  public var description: String {
    func f(_ p: CGPoint) -> String { "\(DisplayList.format(p.x)),\(DisplayList.format(p.y))" }
    switch self {
    case .moveToPoint(let p): return "M\(f(p))"
    case .addLineToPoint(let p): return "L\(f(p))"
    case .addQuadCurveToPoint(let p, let c): return "Q\(f(c)) \(f(p))"
    case .addCurveToPoint(let p, let c1, let c2): return "C\(f(c1)) \(f(c2)) \(f(p))"
    case .closeSubpath: return "Z"
    }
  }
}
