import Foundation

/// One rigid body of a ``PhysicsWorld``: a dynamic item's centre, rotation, velocities and
/// material, in the reference view's coordinates.
final class PhysicsBody {
  /// The centre (the item's `center`).
  var position: Vector2
  /// Rotation in radians, clockwise on screen (the item's transform's rotation).
  var angle: CGFloat
  /// Points per second.
  var velocity = Vector2.zero
  /// Radians per second.
  var angularVelocity: CGFloat = 0
  /// Force accumulated for the current step (UIKit newtons: 1 accelerates a mass of 1 — a
  /// 100 × 100 pt item of density 1 — at 1 point/s²).
  var force = Vector2.zero
  /// Torque accumulated for the current step.
  var torque: CGFloat = 0
  /// Acceleration applied regardless of mass (gravity), points/s².
  var acceleration = Vector2.zero
  /// The velocity a velocity field imposes for the current step (points/s), replacing what
  /// the step's forces and accelerations would make of it.
  var velocityOverride: Vector2?
  /// How far a magnetic field turns the velocity this step, radians counter-clockwise on
  /// screen (a turn, not a force: the field does no work, so the speed is kept exactly).
  var velocityTurn: CGFloat = 0
  var shape: PhysicsShape
  /// The material the item behaviours give the body (UIKit's defaults otherwise).
  var material = Material() { didSet { updateMass() } }
  private(set) var inverseMass: CGFloat = 0
  private(set) var inverseInertia: CGFloat = 0
  /// Consecutive steps the body has moved slower than the rest thresholds.
  var stepsAtRest = 0

  /// What a `UIDynamicItemBehavior` sets; defaults as UIKit's.
  struct Material: Equatable {
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var allowsRotation = true
    var isAnchored = false
    /// The charge electric and magnetic fields act on.
    var charge: CGFloat = 0
  }

  init(position: Vector2, angle: CGFloat, shape: PhysicsShape) {
    self.position = position
    self.angle = angle
    self.shape = shape
    updateMass()
  }

  /// Mass in UIKit units: density × area / 10 000, so that a 100 × 100 pt item of density 1
  /// weighs 1 (the unit in which UIKit states push magnitudes).
  var mass: CGFloat { inverseMass > 0 ? 1 / inverseMass : 0 }

  private func updateMass() {
    let density = max(material.density, 1e-6)
    let m = density * shape.area / 10_000
    inverseMass = material.isAnchored || m <= 0 ? 0 : 1 / m
    let inertia = density * shape.unitInertia / 10_000
    inverseInertia = material.isAnchored || !material.allowsRotation || inertia <= 0 ? 0 : 1 / inertia
  }

  /// The body's vertices in world coordinates.
  var worldVertices: [Vector2] { shape.vertices.map { position + $0.rotated(by: angle) } }

  /// Applies an impulse `impulse` at offset `r` from the centre (world orientation).
  func applyImpulse(_ impulse: Vector2, at r: Vector2) {
    velocity += impulse * inverseMass
    angularVelocity += r.cross(impulse) * inverseInertia
  }

  /// The velocity of the point at offset `r` from the centre.
  func velocity(at r: Vector2) -> Vector2 { velocity + crossScalar(angularVelocity, r) }
}
