import Foundation

/// A 2D vector of the physics world (points, points per second, newtons in UIKit units).
struct Vector2: Hashable, Sendable {
  var x: CGFloat
  var y: CGFloat

  static let zero = Vector2(x: 0, y: 0)

  init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  init(_ point: CGPoint) { self.init(x: point.x, y: point.y) }
  init(_ vector: CGVector) { self.init(x: vector.dx, y: vector.dy) }

  var point: CGPoint { CGPoint(x: x, y: y) }
  var length: CGFloat { (x * x + y * y).squareRoot() }
  var lengthSquared: CGFloat { x * x + y * y }
  /// The unit vector in this direction, or zero for a zero vector.
  var normalized: Vector2 {
    let l = length
    return l > 1e-12 ? Vector2(x: x / l, y: y / l) : .zero
  }
  /// The vector turned a quarter turn counter-clockwise in a y-down space's maths sense:
  /// (x, y) → (−y, x).
  var perpendicular: Vector2 { Vector2(x: -y, y: x) }

  func dot(_ other: Vector2) -> CGFloat { x * other.x + y * other.y }
  /// The z component of the 3D cross product.
  func cross(_ other: Vector2) -> CGFloat { x * other.y - y * other.x }
  /// The vector rotated by `angle` radians (positive = clockwise on screen, as UIKit's
  /// `CGAffineTransform(rotationAngle:)`).
  func rotated(by angle: CGFloat) -> Vector2 {
    let c = cos(angle)
    let s = sin(angle)
    return Vector2(x: c * x - s * y, y: s * x + c * y)
  }

  static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
  static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
  static prefix func - (a: Vector2) -> Vector2 { Vector2(x: -a.x, y: -a.y) }
  static func * (a: Vector2, s: CGFloat) -> Vector2 { Vector2(x: a.x * s, y: a.y * s) }
  static func * (s: CGFloat, a: Vector2) -> Vector2 { Vector2(x: a.x * s, y: a.y * s) }
  static func += (a: inout Vector2, b: Vector2) { a = a + b }
  static func -= (a: inout Vector2, b: Vector2) { a = a - b }
}

/// The velocity of a point `r` away from the centre of a body spinning at `w` rad/s: ω × r.
func crossScalar(_ w: CGFloat, _ r: Vector2) -> Vector2 { Vector2(x: -w * r.y, y: w * r.x) }
