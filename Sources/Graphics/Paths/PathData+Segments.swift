import Foundation

extension PathData {
  /// One subpath's drawn segments and whether it is closed.
  public struct Subpath: Sendable, Hashable {
    public var segments: [PathSegment]
    public var isClosed: Bool
  }

  /// The subpaths as cubic segments; a close adds the closing line when it has length. A move
  /// without drawing forms an empty subpath.
  public var subpaths: [Subpath] {
    var result: [Subpath] = []
    var current = Subpath(segments: [], isClosed: false)
    var hasSubpath = false
    var start = CGPoint.zero
    var point = CGPoint.zero
    func finish() {
      if hasSubpath { result.append(current) }
      current = Subpath(segments: [], isClosed: false)
      hasSubpath = false
    }
    for element in elements {
      switch element {
      case .moveToPoint(let p):
        finish()
        start = p
        point = p
        hasSubpath = true
      case .addLineToPoint(let p):
        if !hasSubpath { hasSubpath = true; start = point }
        current.segments.append(.line(point, p))
        point = p
      case .addQuadCurveToPoint(let p, let c):
        if !hasSubpath { hasSubpath = true; start = point }
        current.segments.append(
          PathSegment(
            start: point, control1: point.lerp(c, 2.0 / 3), control2: p.lerp(c, 2.0 / 3), end: p, isLine: false))
        point = p
      case .addCurveToPoint(let p, let c1, let c2):
        if !hasSubpath { hasSubpath = true; start = point }
        current.segments.append(PathSegment(start: point, control1: c1, control2: c2, end: p, isLine: false))
        point = p
      case .closeSubpath:
        if point != start { current.segments.append(.line(point, start)) }
        current.isClosed = true
        point = start
        finish()
      }
    }
    finish()
    return result
  }

  /// Every drawn segment in order.
  public var segments: [PathSegment] { subpaths.flatMap(\.segments) }

  /// The total drawn length (closing lines included).
  public func length(tolerance: CGFloat = 0.01) -> CGFloat {
    segments.reduce(0) { $0 + $1.length(tolerance: tolerance) }
  }

  /// Whether `point` is inside the filled path under `rule`, as `CGPath.contains(_:using:)`.
  /// Every subpath counts as closed, as filling closes it.
  public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding) -> Bool {
    var winding = 0
    for subpath in subpaths {
      guard let first = subpath.segments.first else { continue }
      var previous = first.start
      var polyline: [CGPoint] = []
      for segment in subpath.segments { polyline += segment.flattened(tolerance: 0.01) }
      polyline.append(first.start)
      for p in polyline {
        if previous.y <= point.y {
          if p.y > point.y && cross(previous, p, point) > 0 { winding += 1 }
        } else if p.y <= point.y && cross(previous, p, point) < 0 {
          winding -= 1
        }
        previous = p
      }
    }
    return rule == .winding ? winding != 0 : winding % 2 != 0
  }

  private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// The part of the path between the fractions `start` and `end` of its total length (both
  /// clamped to 0…1), as `CAShapeLayer.strokeStart`/`strokeEnd` select it: the path is measured
  /// as one run through its subpaths in order; pieces keep their subpath breaks; a trimmed
  /// subpath is open.
  public func trimmed(from start: CGFloat, to end: CGFloat) -> PathData {
    let from = min(max(start, 0), 1)
    let to = min(max(end, 0), 1)
    guard to > from else { return PathData() }
    if from == 0 && to == 1 { return self }
    let total = length()
    let lower = from * total
    let upper = to * total
    var elements: [PathElement] = []
    var position: CGFloat = 0
    for subpath in subpaths {
      var started = false
      var keptWhole = true
      for segment in subpath.segments {
        let length = segment.length()
        defer { position += length }
        let a = position
        let b = position + length
        guard b > lower, a < upper else {
          keptWhole = false
          continue
        }
        var piece = segment
        if lower > a {
          piece = piece.split(at: segment.parameter(atLength: lower - a)).1
          keptWhole = false
        }
        if upper < b {
          let cut = segment.parameter(atLength: upper - a)
          let t0 = lower > a ? segment.parameter(atLength: lower - a) : 0
          piece = segment.split(at: cut).0
          if t0 > 0 { piece = piece.split(at: t0 / cut).1 }
          keptWhole = false
        }
        if !started {
          elements.append(.moveToPoint(piece.start))
          started = true
        }
        elements.append(
          piece.isLine
            ? .addLineToPoint(piece.end)
            : .addCurveToPoint(piece.end, control1: piece.control1, control2: piece.control2))
      }
      if started && keptWhole && subpath.isClosed { elements.append(.closeSubpath) }
    }
    return PathData(elements: elements)
  }
}

extension PathData {
  /// How far into its subpath the point at the fraction `fraction` of the total length lies
  /// (0 at a subpath's start), measuring as ``trimmed(from:to:)`` does: where the dash pattern
  /// of a stroke trimmed to start there stands.
  public func lengthIntoSubpath(atFraction fraction: CGFloat) -> CGFloat {
    let target = min(max(fraction, 0), 1) * length()
    guard target > 0 else { return 0 }
    var position: CGFloat = 0
    for subpath in subpaths {
      let length = subpath.segments.reduce(0) { $0 + $1.length() }
      if target < position + length { return target - position }
      position += length
    }
    return 0
  }

  /// The path's first subpath (up to the second move) and the rest.
  public func splittingFirstSubpath() -> (first: PathData, rest: PathData) {
    guard
      let second = elements.indices.dropFirst().first(where: {
        if case .moveToPoint = elements[$0] { return true }
        return false
      })
    else { return (self, PathData()) }
    return (PathData(elements: Array(elements[..<second])), PathData(elements: Array(elements[second...])))
  }
}
