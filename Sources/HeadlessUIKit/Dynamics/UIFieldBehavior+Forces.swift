import Foundation

/// The force laws, applied once per step to each item inside the region.
///
/// With d the vector from the item to `position` in metres (100 points each), r = max(|d|,
/// `minimumRadius`), d̂ its direction, v the item's velocity (m/s), m its mass (kg), q its
/// charge, s the strength and φ = r^−falloff (1 when `falloff` is 0):
///
/// | field | acts as |
/// | --- | --- |
/// | linear gravity | a = s · direction · φ |
/// | radial gravity | a = s · r · d̂ · φ |
/// | spring | F = s · r · d̂ · φ |
/// | drag | F = −s · v · φ |
/// | vortex | a = s · r · t̂ · φ, t̂ = d̂ turned to go counter-clockwise on screen |
/// | electric | F = q · s · (−d̂) · φ |
/// | magnetic | F = q·v·B across v, B = s · φ: v turns q · s · φ / m rad/s counter-clockwise on screen, exactly |
/// | noise | a = s · n(p, t) · φ |
/// | turbulence | a = s · \|v\| · n(p, t) · φ |
/// | velocity | v = s · direction (other accelerations of the step dropped) |
/// | custom | F = the evaluation block's vector |
///
/// n is ``FieldNoise`` sampled every 20 points (smoothness 0) to every 400 points (1), its time
/// axis moving `animationSpeed` lattice cells a second.
extension UIFieldBehavior {
  /// Points per metre of UIKit Dynamics' units.
  static let pointsPerMetre: CGFloat = 100
  /// The noise lattice spacing in points at smoothness 0 and 1 (interpolated between).
  static let noiseCellRange: (noisy: CGFloat, smooth: CGFloat) = (20, 400)

  /// Applies the field to each of its items inside the region (see the table above).
  func applyField(_ world: DynamicsStepContext) {
    let scale = Self.pointsPerMetre
    for item in items {
      guard let body = world.body(item), !body.material.isAnchored else { continue }
      let offset = Vector2(x: body.position.x - position.x, y: body.position.y - position.y)
      guard region.contains(offset.point) else { continue }
      let d = -offset * (1 / scale)
      let r = max(d.length, max(minimumRadius, 0) / scale)
      let toward = d.normalized
      let attenuation = falloff == 0 ? 1 : pow(r, -falloff)
      let v = body.velocity * (1 / scale)
      let charge = body.material.charge
      // Accelerations and forces in metric units, converted once at the end.
      var acceleration = Vector2.zero
      var force = Vector2.zero
      switch kind {
      case .linearGravity: acceleration = Vector2(direction) * (strength * attenuation)
      case .radialGravity: acceleration = toward * (strength * r * attenuation)
      case .spring: force = toward * (strength * r * attenuation)
      case .drag: force = v * (-strength * attenuation)
      case .vortex: acceleration = Vector2(x: toward.y, y: -toward.x) * (-strength * r * attenuation)
      case .electric: force = toward * (-charge * strength * attenuation)
      case .magnetic:
        // F = q·v·B across the motion: a turn of q·B/m radians a second, made exact per step.
        body.velocityTurn += charge * strength * attenuation * body.inverseMass * world.h
        continue
      case .noise: acceleration = noise(at: body.position, time: world.elapsedTime) * (strength * attenuation)
      case .turbulence:
        acceleration = noise(at: body.position, time: world.elapsedTime) * (strength * v.length * attenuation)
      case .velocity:
        body.velocityOverride = Vector2(direction) * (strength * scale)
        continue
      case .custom:
        guard let evaluator else { continue }
        let value = evaluator(
          self, body.position.point, CGVector(dx: body.velocity.x, dy: body.velocity.y), body.mass, charge,
          TimeInterval(world.h))
        force = Vector2(value)
      }
      body.acceleration += acceleration * scale
      body.force += force * scale
    }
  }

  /// The noise vector at `point` (points) and `time` (seconds since the animator started).
  private func noise(at point: Vector2, time: TimeInterval) -> Vector2 {
    let s = min(max(smoothness, 0), 1)
    let cell = Self.noiseCellRange.noisy + (Self.noiseCellRange.smooth - Self.noiseCellRange.noisy) * s
    return FieldNoise.shared.vector(
      x: Double(point.x / cell), y: Double(point.y / cell), t: time * Double(animationSpeed))
  }
}
