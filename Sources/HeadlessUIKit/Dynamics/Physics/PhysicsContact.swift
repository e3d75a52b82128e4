import Foundation

/// A touching point between two convex polygons, found by the separating-axis test and
/// clipping of the incident edge (the method of Box2D's polygon collider), and the impulses the
/// solver accumulates for it.
struct PhysicsContact {
  /// The body the normal points away from, or nil for a boundary.
  var a: PhysicsBody?
  var b: PhysicsBody
  /// Unit normal from `a` towards `b`.
  var normal: Vector2
  /// The contact point in world coordinates.
  var point: Vector2
  /// How far the shapes overlap along the normal (> 0 when overlapping).
  var penetration: CGFloat
  var normalImpulse: CGFloat = 0
  var tangentImpulse: CGFloat = 0
  var restitutionBias: CGFloat = 0
  var normalMass: CGFloat = 0
  var tangentMass: CGFloat = 0
  var elasticity: CGFloat = 0
  var friction: CGFloat = 0

  /// Contacts between polygon `pa` (world vertices and normals) and polygon `pb`: the normal
  /// points from `pa` to `pb`. Empty when they are apart by more than `margin`.
  static func collide(
    _ pa: (vertices: [Vector2], normals: [Vector2]), _ pb: (vertices: [Vector2], normals: [Vector2]),
    margin: CGFloat
  ) -> [(point: Vector2, normal: Vector2, penetration: CGFloat)] {
    let (edgeA, separationA) = maxSeparation(pa, pb)
    if separationA > margin { return [] }
    let (edgeB, separationB) = maxSeparation(pb, pa)
    if separationB > margin { return [] }
    let flip = separationB > separationA + 0.1
    let reference = flip ? pb : pa
    let incident = flip ? pa : pb
    let referenceEdge = flip ? edgeB : edgeA
    let normal = reference.normals[referenceEdge]
    // The incident edge: the one whose normal is most against the reference normal.
    var incidentEdge = 0
    var lowest = CGFloat.infinity
    for (i, n) in incident.normals.enumerated() where n.dot(normal) < lowest {
      lowest = n.dot(normal)
      incidentEdge = i
    }
    var clip = [
      incident.vertices[incidentEdge], incident.vertices[(incidentEdge + 1) % incident.vertices.count],
    ]
    let v1 = reference.vertices[referenceEdge]
    let v2 = reference.vertices[(referenceEdge + 1) % reference.vertices.count]
    let tangent = (v2 - v1).normalized
    // Clip to the side planes of the reference edge.
    clip = clipSegment(clip, normal: -tangent, offset: -tangent.dot(v1))
    if clip.count < 2 { return [] }
    clip = clipSegment(clip, normal: tangent, offset: tangent.dot(v2))
    if clip.count < 2 { return [] }
    let front = normal.dot(v1)
    var result: [(point: Vector2, normal: Vector2, penetration: CGFloat)] = []
    for p in clip {
      let separation = normal.dot(p) - front
      if separation <= margin {
        result.append((p, flip ? -normal : normal, -separation))
      }
    }
    return result
  }

  /// The edge of `p` along whose normal `q` is farthest out, and that distance.
  private static func maxSeparation(
    _ p: (vertices: [Vector2], normals: [Vector2]), _ q: (vertices: [Vector2], normals: [Vector2])
  ) -> (Int, CGFloat) {
    var best = 0
    var bestSeparation = -CGFloat.infinity
    for i in p.normals.indices {
      let n = p.normals[i]
      let v = p.vertices[i]
      var s = CGFloat.infinity
      for w in q.vertices { s = min(s, n.dot(w - v)) }
      if s > bestSeparation {
        bestSeparation = s
        best = i
      }
    }
    return (best, bestSeparation)
  }

  /// Keeps the part of segment `points` where `normal · x ≤ offset`.
  private static func clipSegment(_ points: [Vector2], normal: Vector2, offset: CGFloat) -> [Vector2] {
    let d0 = normal.dot(points[0]) - offset
    let d1 = normal.dot(points[1]) - offset
    var out: [Vector2] = []
    if d0 <= 0 { out.append(points[0]) }
    if d1 <= 0 { out.append(points[1]) }
    if d0 * d1 < 0 {
      let t = d0 / (d0 - d1)
      out.append(points[0] + (points[1] - points[0]) * t)
    }
    return out
  }
}
