import Foundation

/// A constraint between a body and a fixed anchor or between two bodies, solved with
/// sequential impulses (soft when it has a frequency, as a damped spring).
struct PhysicsJoint {
  enum Kind {
    /// The anchor points stay `length` apart: rigid when `frequency` is 0, else a spring of
    /// that frequency (Hz) and damping ratio.
    case distance
    /// The anchor points stay at most `length` apart (a rope).
    case limit
    /// The anchor points coincide (a pin); `angleRange` limits the relative rotation.
    case pin
    /// The anchor points coincide and the relative rotation is frozen (a weld).
    case fixed
    /// Body b's anchor slides along `axis` through body a's anchor (or the fixed anchor) within
    /// `translationRange`, without relative rotation.
    case sliding
  }

  var kind: Kind
  /// Nil when the joint holds body b to the fixed point `anchorA`.
  var a: PhysicsBody?
  var b: PhysicsBody
  /// Body a's anchor offset in its own (unrotated) coordinates, or the world anchor.
  var anchorA: Vector2
  /// Body b's anchor offset in its own coordinates.
  var anchorB: Vector2
  var length: CGFloat = 0
  var frequency: CGFloat = 0
  var damping: CGFloat = 0
  /// Angular friction: the largest torque the joint applies against relative spinning.
  var frictionTorque: CGFloat = 0
  /// For `.pin`: the allowed relative rotation (radians) from `referenceAngle`.
  var angleRange: ClosedRange<CGFloat>?
  /// For `.sliding`: the allowed travel along the axis (points) from the start.
  var translationRange: ClosedRange<CGFloat>?
  /// For `.sliding`: the unit axis in body a's coordinates (world coordinates without body a).
  var axis = Vector2(x: 1, y: 0)
  /// The relative angle b − a at creation.
  var referenceAngle: CGFloat = 0
  /// Where b's anchor started along the axis (for sliding ranges).
  var referenceTranslation: CGFloat = 0

  /// World anchor of side a and its offset from a's centre.
  func worldA() -> (point: Vector2, r: Vector2) {
    guard let a else { return (anchorA, .zero) }
    let r = anchorA.rotated(by: a.angle)
    return (a.position + r, r)
  }

  func worldB() -> (point: Vector2, r: Vector2) {
    let r = anchorB.rotated(by: b.angle)
    return (b.position + r, r)
  }

  var relativeAngle: CGFloat { b.angle - (a?.angle ?? 0) }
  var worldAxis: Vector2 { a.map { axis.rotated(by: $0.angle) } ?? axis }
}
