import Foundation

/// The names of Core Animation's predefined timing functions, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Control points (0, 0) (1, 1).
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Control points (0.42, 0) (1, 1).
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Control points (0, 0) (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Control points (0.42, 0) (0.58, 1).
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Control points (0.25, 0.1) (0.25, 1): Core Animation's implicit-animation curve.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction`.
///
/// `x` is the fraction of the duration, `y` the fraction of the change. `y(x)` is found by
/// solving `x(s) = x` for the curve parameter `s` with Newton's method and a bisection fallback
/// (as WebKit's `UnitBezier`), never by a polynomial approximation.
public final class CAMediaTimingFunction: Sendable, Hashable, CustomStringConvertible {
  /// The two inner control points `c1`, `c2`.
  public let c1: CGPoint
  public let c2: CGPoint

  private let ax, bx, cx, ay, by, cy: Double

  /// A curve through (0, 0), `c1`, `c2`, (1, 1), as `init(controlPoints:_:_:_:)`.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    precondition(
      (0...1).contains(c1x) && (0...1).contains(c2x),
      "CAMediaTimingFunction: control point x values must lie in 0…1, got \(c1x) and \(c2x)")
    self.c1 = CGPoint(x: Double(c1x), y: Double(c1y))
    self.c2 = CGPoint(x: Double(c2x), y: Double(c2y))
    cx = 3 * c1.x
    bx = 3 * (c2.x - c1.x) - cx
    ax = 1 - cx - bx
    cy = 3 * c1.y
    by = 3 * (c2.y - c1.y) - cy
    ay = 1 - cy - by
  }

  /// One of the predefined curves, as `init(name:)`.
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default:
      preconditionFailure("CAMediaTimingFunction(name:): unknown name '\(name.rawValue)'")
    }
  }

  /// Writes control point `index` (0…3) into `values`, as `getControlPoint(at:values:)`.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let point: CGPoint
    switch index {
    case 0: point = .zero
    case 1: point = c1
    case 2: point = c2
    case 3: point = CGPoint(x: 1, y: 1)
    default: preconditionFailure("CAMediaTimingFunction.getControlPoint(at:): index \(index) outside 0…3")
    }
    values[0] = Float(point.x)
    values[1] = Float(point.y)
  }

  /// The fraction of the change completed at fraction `x` of the duration (`x` clamped to 0…1).
  public func progress(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return sampleY(solveParameter(forX: x))
  }

  private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// Solves `x(s) = x` for `s` in 0…1.
  private func solveParameter(forX x: Double) -> Double {
    let epsilon = 1e-12
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < epsilon { return s }
      let slope = slopeX(s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<200 {
      let value = sampleX(s)
      if abs(value - x) < epsilon { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }

  public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
    lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(c1.x)
    hasher.combine(c1.y)
    hasher.combine(c2.x)
    hasher.combine(c2.y)
  }
  public var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}
