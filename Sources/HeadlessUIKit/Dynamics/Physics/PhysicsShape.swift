import Foundation

/// A convex polygon in a body's own coordinates (centre at the origin, unrotated), with the
/// area and the moment of inertia per unit density that give the body its mass.
///
/// Rectangles are exact. An ellipse is the 24-sided polygon inscribed in it and a path is the
/// polygon through its flattened points (see ``PhysicsShape/init(path:)``).
struct PhysicsShape: Sendable {
  /// Vertices in order (either winding is accepted and stored counter-clockwise in maths
  /// terms, i.e. with outward normals).
  private(set) var vertices: [Vector2]
  /// The outward unit normal of the edge from vertex i to vertex i + 1.
  private(set) var normals: [Vector2]
  /// Area in square points.
  private(set) var area: CGFloat
  /// Moment of inertia about the centre for density 1 per square point.
  private(set) var unitInertia: CGFloat

  /// A centred rectangle of `size`.
  init(rectangle size: CGSize) {
    let w = max(size.width, 0.5) / 2
    let h = max(size.height, 0.5) / 2
    self.init(polygon: [
      Vector2(x: -w, y: -h), Vector2(x: w, y: -h), Vector2(x: w, y: h), Vector2(x: -w, y: h),
    ])
  }

  /// The 24-gon inscribed in the ellipse that fills a rectangle of `size`.
  init(ellipse size: CGSize) {
    let a = max(size.width, 0.5) / 2
    let b = max(size.height, 0.5) / 2
    let n = 24
    self.init(
      polygon: (0..<n).map { i in
        let t = CGFloat(i) / CGFloat(n) * 2 * .pi
        return Vector2(x: a * cos(t), y: b * sin(t))
      })
  }

  /// The convex hull of `path`'s points, curves flattened to 8 points each, in the item's
  /// coordinates (the path's (0, 0) is the item's centre, as UIKit requires).
  init?(path: UIBezierPath) {
    var points: [Vector2] = []
    for segment in path.cgPath.data.segments {
      if segment.isLine {
        points.append(Vector2(segment.start))
        points.append(Vector2(segment.end))
      } else {
        for i in 0...8 { points.append(Vector2(segment.point(at: CGFloat(i) / 8))) }
      }
    }
    let hull = Self.convexHull(points)
    guard hull.count >= 3 else { return nil }
    self.init(polygon: hull)
  }

  /// A two-sided segment (a boundary line): two vertices, normals facing both ways.
  init(segmentFrom a: Vector2, to b: Vector2) {
    vertices = [a, b]
    let n = (b - a).normalized
    let normal = Vector2(x: n.y, y: -n.x)
    normals = [normal, -normal]
    area = 0
    unitInertia = 0
  }

  private init(polygon: [Vector2]) {
    var points = polygon
    // Signed area (shoelace); store counter-clockwise so normals point outwards.
    var twice: CGFloat = 0
    for i in points.indices {
      twice += points[i].cross(points[(i + 1) % points.count])
    }
    if twice < 0 {
      points.reverse()
      twice = -twice
    }
    vertices = points
    normals = points.indices.map { i in
      let edge = (points[(i + 1) % points.count] - points[i]).normalized
      return Vector2(x: edge.y, y: -edge.x)
    }
    area = twice / 2
    var inertia: CGFloat = 0
    for i in points.indices {
      let p = points[i]
      let q = points[(i + 1) % points.count]
      let c = abs(p.cross(q))
      inertia += c * (p.dot(p) + p.dot(q) + q.dot(q))
    }
    unitInertia = inertia / 12
  }

  /// Andrew's monotone chain.
  private static func convexHull(_ points: [Vector2]) -> [Vector2] {
    let sorted = Set(points).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
    guard sorted.count >= 3 else { return sorted }
    func half(_ list: [Vector2]) -> [Vector2] {
      var hull: [Vector2] = []
      for p in list {
        while hull.count >= 2, (hull[hull.count - 1] - hull[hull.count - 2]).cross(p - hull[hull.count - 2]) <= 0 {
          hull.removeLast()
        }
        hull.append(p)
      }
      return hull
    }
    let lower = half(sorted)
    let upper = half(sorted.reversed())
    return Array(lower.dropLast() + upper.dropLast())
  }
}
