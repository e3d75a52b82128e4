import Foundation

/// Solves a step's ``PhysicsJoint``s with sequential impulses: each joint becomes one or more
/// rows (a direction or a rotation with a bias, an optional spring softness and bounds on the
/// accumulated impulse), prepared at the start of the step and iterated with the contacts.
struct JointSolver {
  private struct Row {
    var a: PhysicsBody?
    var b: PhysicsBody
    /// World direction of a linear row; nil for an angular row.
    var direction: Vector2?
    /// For an angular row: +1 constrains ωb − ωa, −1 its opposite.
    var sign: CGFloat = 1
    var ra = Vector2.zero
    var rb = Vector2.zero
    var mass: CGFloat = 0
    var bias: CGFloat = 0
    var gamma: CGFloat = 0
    var accumulated: CGFloat = 0
    var lower = -CGFloat.infinity
    var upper = CGFloat.infinity
  }

  private var rows: [Row] = []

  init(joints: [PhysicsJoint], h: CGFloat) {
    for joint in joints { add(joint, h: h) }
  }

  private mutating func add(_ joint: PhysicsJoint, h: CGFloat) {
    let (pa, ra) = joint.worldA()
    let (pb, rb) = joint.worldB()
    // Joints correct most of their error each step, so an item held by a rigid attachment
    // follows a moving anchor (a finger) closely.
    let beta = Self.baumgarte / h
    func linear(_ d: Vector2, _ c: CGFloat) -> Row {
      var row = Row(a: joint.a, b: joint.b, direction: d, ra: ra, rb: rb)
      var k = joint.b.inverseMass + joint.b.inverseInertia * pow(rb.cross(d), 2)
      if let a = joint.a { k += a.inverseMass + a.inverseInertia * pow(ra.cross(d), 2) }
      row.mass = k > 0 ? 1 / k : 0
      row.bias = beta * c
      return row
    }
    func angular(_ c: CGFloat, sign: CGFloat = 1) -> Row {
      var row = Row(a: joint.a, b: joint.b, direction: nil, sign: sign)
      let k = joint.b.inverseInertia + (joint.a?.inverseInertia ?? 0)
      row.mass = k > 0 ? 1 / k : 0
      row.bias = beta * c
      return row
    }
    let delta = pb - pa
    switch joint.kind {
    case .distance where joint.length < 1e-3:
      // A zero-length attachment holds the point on the anchor in both directions.
      for (d, c) in [(Vector2(x: 1, y: 0), delta.x), (Vector2(x: 0, y: 1), delta.y)] {
        rows.append(soften(linear(d, c), c, joint, h: h))
      }
    case .distance, .limit:
      let length = delta.length
      guard length > 1e-6 else { break }
      let n = delta * (1 / length)
      let c = length - joint.length
      var row = linear(n, c)
      if joint.kind == .limit {
        // A rope only pulls; while slack it lets the ends approach the limit (speculative).
        row.upper = 0
        if c < 0 { row.bias = c / h }
      } else {
        row = soften(row, c, joint, h: h)
      }
      rows.append(row)
    case .pin, .fixed:
      rows.append(linear(Vector2(x: 1, y: 0), delta.x))
      rows.append(linear(Vector2(x: 0, y: 1), delta.y))
      let relative = joint.relativeAngle - joint.referenceAngle
      if joint.kind == .fixed {
        rows.append(angular(relative))
      } else if let range = joint.angleRange {
        addAngleLimits(relative, range, h: h, angular)
      }
    case .sliding:
      let axis = joint.worldAxis
      rows.append(linear(axis.perpendicular, delta.dot(axis.perpendicular)))
      rows.append(angular(joint.relativeAngle - joint.referenceAngle))
      if let range = joint.translationRange {
        let travel = delta.dot(axis) - joint.referenceTranslation
        // Each end stop only pushes, and only once it is reached (or about to be this step).
        for (c, direction) in [(travel - range.lowerBound, axis), (range.upperBound - travel, -axis)] {
          var stop = linear(direction, c)
          stop.bias = c < 0 ? beta * c : c / h
          stop.lower = 0
          rows.append(stop)
        }
      }
    }
    if joint.frictionTorque > 0 {
      var row = angular(0)
      row.bias = 0
      row.lower = -joint.frictionTorque * h
      row.upper = joint.frictionTorque * h
      rows.append(row)
    }
  }

  /// The share of a joint's position error corrected per step.
  static let baumgarte: CGFloat = 0.8

  /// `row` as a damped spring of the joint's frequency (Hz) and damping ratio, when it has a
  /// frequency (Box2D's soft constraint); unchanged otherwise.
  private func soften(_ row: Row, _ c: CGFloat, _ joint: PhysicsJoint, h: CGFloat) -> Row {
    guard joint.frequency > 0, row.mass > 0 else { return row }
    var row = row
    let omega = 2 * .pi * joint.frequency
    let stiffness = row.mass * omega * omega
    let damper = 2 * row.mass * max(joint.damping, 0) * omega
    let g = h * (damper + h * stiffness)
    row.gamma = g > 0 ? 1 / g : 0
    row.bias = c * h * stiffness * row.gamma
    row.mass = 1 / (1 / row.mass + row.gamma)
    return row
  }

  private mutating func addAngleLimits(
    _ relative: CGFloat, _ range: ClosedRange<CGFloat>, h: CGFloat, _ angular: (CGFloat, CGFloat) -> Row
  ) {
    let beta = Self.baumgarte / h
    for (c, sign) in [(relative - range.lowerBound, CGFloat(1)), (range.upperBound - relative, CGFloat(-1))] {
      var row = angular(c, sign)
      row.bias = c < 0 ? beta * c : c / h
      row.lower = 0
      rows.append(row)
    }
  }

  /// One pass over every row.
  mutating func iterate() {
    for i in rows.indices {
      var row = rows[i]
      let cdot: CGFloat
      if let d = row.direction {
        cdot = (row.b.velocity(at: row.rb) - (row.a?.velocity(at: row.ra) ?? .zero)).dot(d)
      } else {
        cdot = row.sign * (row.b.angularVelocity - (row.a?.angularVelocity ?? 0))
      }
      var lambda = -row.mass * (cdot + row.bias + row.gamma * row.accumulated)
      let old = row.accumulated
      row.accumulated = min(max(old + lambda, row.lower), row.upper)
      lambda = row.accumulated - old
      if let d = row.direction {
        let p = d * lambda
        row.b.applyImpulse(p, at: row.rb)
        row.a?.applyImpulse(-p, at: row.ra)
      } else {
        row.b.angularVelocity += row.sign * lambda * row.b.inverseInertia
        if let a = row.a { a.angularVelocity -= row.sign * lambda * a.inverseInertia }
      }
      rows[i] = row
    }
  }
}
