import Foundation

/// One drawn piece of a path as a cubic Bézier curve (lines and quadratic curves are raised to
/// cubics exactly), used for bounds, lengths, hit-testing and trimming.
public struct PathSegment: Sendable, Hashable {
  public var start: CGPoint
  public var control1: CGPoint
  public var control2: CGPoint
  public var end: CGPoint
  /// Whether the segment is a straight line (its controls lie on it at thirds).
  public var isLine: Bool

  /// A straight line from `start` to `end`.
  public static func line(_ start: CGPoint, _ end: CGPoint) -> PathSegment {
    PathSegment(
      start: start, control1: start.lerp(end, 1.0 / 3), control2: start.lerp(end, 2.0 / 3), end: end, isLine: true)
  }

  /// The point at parameter `t` (0…1), by de Casteljau.
  public func point(at t: CGFloat) -> CGPoint {
    let a = start.lerp(control1, t)
    let b = control1.lerp(control2, t)
    let c = control2.lerp(end, t)
    return a.lerp(b, t).lerp(b.lerp(c, t), t)
  }

  /// The two halves of the curve split at `t` (de Casteljau).
  public func split(at t: CGFloat) -> (PathSegment, PathSegment) {
    let a = start.lerp(control1, t)
    let b = control1.lerp(control2, t)
    let c = control2.lerp(end, t)
    let ab = a.lerp(b, t)
    let bc = b.lerp(c, t)
    let mid = ab.lerp(bc, t)
    return (
      PathSegment(start: start, control1: a, control2: ab, end: mid, isLine: isLine),
      PathSegment(start: mid, control1: bc, control2: c, end: end, isLine: isLine)
    )
  }

  /// The points where the curve's x or y is extreme inside (0, 1): roots of the derivative.
  public var extrema: [CGPoint] {
    guard !isLine else { return [] }
    func roots(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
      // B'(t)/3 = a t² + b t + c
      let a = -p0 + 3 * p1 - 3 * p2 + p3
      let b = 2 * (p0 - 2 * p1 + p2)
      let c = p1 - p0
      if abs(a) < 1e-12 { return abs(b) < 1e-12 ? [] : [-c / b] }
      let disc = b * b - 4 * a * c
      guard disc >= 0 else { return [] }
      let s = disc.squareRoot()
      return [(-b + s) / (2 * a), (-b - s) / (2 * a)]
    }
    let ts = roots(start.x, control1.x, control2.x, end.x) + roots(start.y, control1.y, control2.y, end.y)
    return ts.filter { $0 > 0 && $0 < 1 }.map { point(at: $0) }
  }

  /// The curve as a polyline whose chords stay within about `tolerance` of it, `start`
  /// excluded, `end` included.
  public func flattened(tolerance: CGFloat) -> [CGPoint] {
    guard !isLine else { return [end] }
    // Wang's bound on the second difference gives the number of chords for the tolerance.
    let dd1 = hypot(start.x - 2 * control1.x + control2.x, start.y - 2 * control1.y + control2.y)
    let dd2 = hypot(control1.x - 2 * control2.x + end.x, control1.y - 2 * control2.y + end.y)
    let m = max(dd1, dd2)
    let n = max(1, min(1024, Int((6 * m / (8 * max(tolerance, 1e-6))).squareRoot().rounded(.up))))
    return (1...n).map { point(at: CGFloat($0) / CGFloat(n)) }
  }

  /// The arc length, to within `tolerance` of the flattened curve.
  public func length(tolerance: CGFloat = 0.01) -> CGFloat {
    var previous = start
    var total: CGFloat = 0
    for p in flattened(tolerance: tolerance) {
      total += hypot(p.x - previous.x, p.y - previous.y)
      previous = p
    }
    return total
  }

  /// The parameter at which the arc length from `start` reaches `distance` (bisection on the
  /// flattened length).
  public func parameter(atLength distance: CGFloat, tolerance: CGFloat = 0.01) -> CGFloat {
    if isLine {
      let total = hypot(end.x - start.x, end.y - start.y)
      return total > 0 ? min(max(distance / total, 0), 1) : 0
    }
    var low: CGFloat = 0
    var high: CGFloat = 1
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if split(at: mid).0.length(tolerance: tolerance) < distance { low = mid } else { high = mid }
    }
    return (low + high) / 2
  }
}

extension CGPoint {
  /// The point `t` of the way from `self` to `other`.
  func lerp(_ other: CGPoint, _ t: CGFloat) -> CGPoint {
    CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
  }
}
