import Foundation

// The UIKit Dynamics integrator.
//
// A `PhysicsWorld` moves the rigid bodies of one `UIDynamicAnimator` in fixed steps of
// `PhysicsWorld.stepDuration` (1/240 s) laid on the media clock's grid — step k happens at
// t = k/240 s whatever the render frame rate — so a scene's frames are the same at 30 or 60 fps
// and on any number of threads. Each step: the behaviours accumulate forces, accelerations and
// impulses on the bodies (gravity, pushes, snap springs); velocities are integrated
// (semi-implicit Euler) and damped by each item's resistance; then a sequential-impulse solver
// iterates `solverIterations` times over the attachment joints (rigid or spring, soft
// constraints as Box2D writes them) and the contacts (convex polygons found by the
// separating-axis test and incident-edge clipping, with elasticity as restitution, Coulomb
// friction and a Baumgarte push-out of overlaps); finally positions and angles move by the new
// velocities. UIKit's own solver is private, so its numbers are not reproduced exactly; the
// units are UIKit's (gravity 1 = 1000 points/s², a push of 1 accelerates a 100 × 100 pt item of
// density 1 at 100 points/s², masses = density × area / 10 000) and the README's approximation
// list says what differs.

/// The rigid-body world of a dynamic animator (see the overview above).
final class PhysicsWorld {
  /// The fixed step, 1/240 s: a multiple of every usual frame rate (24, 30, 60, 120, 240).
  static let stepsPerSecond: CGFloat = 240
  static var stepDuration: CGFloat { 1 / stepsPerSecond }
  /// Velocity iterations per step.
  static let solverIterations = 12
  /// Overlap (points) left alone, so resting contacts do not jitter.
  static let slop: CGFloat = 0.25
  /// Fraction of the remaining overlap removed per step.
  static let baumgarte: CGFloat = 0.2
  /// Approach speed (points/s) below which a contact does not bounce.
  static let bounceThreshold: CGFloat = 20

  /// Something items collide with.
  enum Obstacle {
    /// The inside of a rectangle (the reference bounds): items stay within.
    case container(CGRect)
    /// A two-sided line segment.
    case segment(Vector2, Vector2)
  }

  /// A set of bodies that collide with each other and/or with obstacles (one collision
  /// behaviour).
  struct CollisionGroup {
    var bodies: [PhysicsBody]
    var itemsCollide: Bool
    var obstacles: [(key: Int, obstacle: Obstacle)]
  }

  /// Who a contact touches: another body or an obstacle's key.
  enum Touching: Hashable {
    case body(ObjectIdentifier)
    case obstacle(Int)
  }

  /// A contact reported to collision delegates: group index, body, what it touches, where.
  struct ContactReport {
    var group: Int
    var body: PhysicsBody
    var other: PhysicsBody?
    var touching: Touching
    var point: Vector2
  }

  /// Advances `bodies` by one step of `h` seconds under `joints` and `groups`; returns the
  /// contacts of the step.
  static func step(
    bodies: [PhysicsBody], joints: [PhysicsJoint], groups: [CollisionGroup], h: CGFloat
  ) -> [ContactReport] {
    integrateVelocities(bodies, h: h)
    var reports: [ContactReport] = []
    var contacts = findContacts(groups, reports: &reports)
    prepare(&contacts, h: h)
    var solver = JointSolver(joints: joints, h: h)
    for _ in 0..<solverIterations {
      solver.iterate()
      for i in contacts.indices { solve(&contacts[i]) }
    }
    for body in bodies {
      body.position += body.velocity * h
      body.angle += body.angularVelocity * h
      body.force = .zero
      body.torque = 0
      body.acceleration = .zero
      body.velocityOverride = nil
      body.velocityTurn = 0
    }
    return reports
  }

  private static func integrateVelocities(_ bodies: [PhysicsBody], h: CGFloat) {
    for body in bodies {
      if body.material.isAnchored {
        body.velocity = .zero
        body.angularVelocity = 0
        continue
      }
      if let imposed = body.velocityOverride {
        body.velocity = imposed
        if !body.material.allowsRotation { body.angularVelocity = 0 }
        continue
      }
      if body.velocityTurn != 0 { body.velocity = body.velocity.rotated(by: -body.velocityTurn) }
      body.velocity += (body.acceleration + body.force * body.inverseMass) * h
      body.angularVelocity += body.torque * body.inverseInertia * h
      // Resistance r divides the speed by (1 + r) every 1/60 s, whatever the step.
      if body.material.resistance > 0 {
        body.velocity = body.velocity * pow(1 + body.material.resistance, -h * 60)
      }
      if body.material.angularResistance > 0 {
        body.angularVelocity *= pow(1 + body.material.angularResistance, -h * 60)
      }
      if !body.material.allowsRotation { body.angularVelocity = 0 }
    }
  }

  private static func findContacts(_ groups: [CollisionGroup], reports: inout [ContactReport]) -> [PhysicsContact] {
    var contacts: [PhysicsContact] = []
    func add(_ a: PhysicsBody?, _ b: PhysicsBody, _ found: [(point: Vector2, normal: Vector2, penetration: CGFloat)]) {
      for c in found {
        var contact = PhysicsContact(a: a, b: b, normal: c.normal, point: c.point, penetration: c.penetration)
        contact.elasticity = max(b.material.elasticity, a?.material.elasticity ?? 0)
        contact.friction = a.map { (b.material.friction * $0.material.friction).squareRoot() } ?? b.material.friction
        contacts.append(contact)
      }
    }
    for (g, group) in groups.enumerated() {
      let shapes = group.bodies.map { body in
        (vertices: body.worldVertices, normals: body.shape.normals.map { $0.rotated(by: body.angle) })
      }
      for (i, body) in group.bodies.enumerated() {
        for (key, obstacle) in group.obstacles {
          let found: [(point: Vector2, normal: Vector2, penetration: CGFloat)]
          switch obstacle {
          case .container(let rect): found = containerContacts(shapes[i].vertices, rect)
          case .segment(let p, let q):
            let segment = PhysicsShape(segmentFrom: p, to: q)
            found = PhysicsContact.collide((segment.vertices, segment.normals), shapes[i], margin: 0)
          }
          add(nil, body, found)
          if let first = found.first {
            reports.append(ContactReport(group: g, body: body, touching: .obstacle(key), point: first.point))
          }
        }
        guard group.itemsCollide else { continue }
        for j in group.bodies.indices where j > i {
          let other = group.bodies[j]
          if body.material.isAnchored && other.material.isAnchored { continue }
          let found = PhysicsContact.collide(shapes[i], shapes[j], margin: 0)
          add(body, other, found)
          if let first = found.first {
            reports.append(
              ContactReport(
                group: g, body: body, other: other, touching: .body(ObjectIdentifier(other)), point: first.point))
          }
        }
      }
    }
    return contacts
  }

  /// The corners of a body outside `rect`, each pushed back in along the side it crossed.
  private static func containerContacts(_ vertices: [Vector2], _ rect: CGRect)
    -> [(point: Vector2, normal: Vector2, penetration: CGFloat)]
  {
    var found: [(point: Vector2, normal: Vector2, penetration: CGFloat)] = []
    for v in vertices {
      if v.x <= rect.minX { found.append((v, Vector2(x: 1, y: 0), rect.minX - v.x)) }
      if v.x >= rect.maxX { found.append((v, Vector2(x: -1, y: 0), v.x - rect.maxX)) }
      if v.y <= rect.minY { found.append((v, Vector2(x: 0, y: 1), rect.minY - v.y)) }
      if v.y >= rect.maxY { found.append((v, Vector2(x: 0, y: -1), v.y - rect.maxY)) }
    }
    return found
  }

  private static func prepare(_ contacts: inout [PhysicsContact], h: CGFloat) {
    for i in contacts.indices {
      var c = contacts[i]
      let ra = c.a.map { c.point - $0.position } ?? .zero
      let rb = c.point - c.b.position
      let t = c.normal.perpendicular
      func mass(_ d: Vector2) -> CGFloat {
        var k = c.b.inverseMass + c.b.inverseInertia * pow(rb.cross(d), 2)
        if let a = c.a { k += a.inverseMass + a.inverseInertia * pow(ra.cross(d), 2) }
        return k > 0 ? 1 / k : 0
      }
      c.normalMass = mass(c.normal)
      c.tangentMass = mass(t)
      let relative = c.b.velocity(at: rb) - (c.a?.velocity(at: ra) ?? .zero)
      let approach = relative.dot(c.normal)
      let push = baumgarte / h * max(c.penetration - slop, 0)
      c.restitutionBias = max(approach < -bounceThreshold ? -c.elasticity * approach : 0, push)
      contacts[i] = c
    }
  }

  private static func solve(_ c: inout PhysicsContact) {
    let ra = c.a.map { c.point - $0.position } ?? .zero
    let rb = c.point - c.b.position
    var relative = c.b.velocity(at: rb) - (c.a?.velocity(at: ra) ?? .zero)
    let vn = relative.dot(c.normal)
    var lambda = c.normalMass * (-vn + c.restitutionBias)
    let old = c.normalImpulse
    c.normalImpulse = max(old + lambda, 0)
    lambda = c.normalImpulse - old
    let p = c.normal * lambda
    c.b.applyImpulse(p, at: rb)
    c.a?.applyImpulse(-p, at: ra)
    guard c.friction > 0 else { return }
    relative = c.b.velocity(at: rb) - (c.a?.velocity(at: ra) ?? .zero)
    let t = c.normal.perpendicular
    var lambdaT = c.tangentMass * -relative.dot(t)
    let limit = c.friction * c.normalImpulse
    let oldT = c.tangentImpulse
    c.tangentImpulse = min(max(oldT + lambdaT, -limit), limit)
    lambdaT = c.tangentImpulse - oldT
    let pt = t * lambdaT
    c.b.applyImpulse(pt, at: rb)
    c.a?.applyImpulse(-pt, at: ra)
  }
}
