import Foundation

/// A `CAGradientLayer`'s content as the display list carries it: colours at stops, the kind,
/// and the start and end points already in the item's local space (points).
public struct Gradient: Sendable, Hashable, CustomStringConvertible {
  /// The geometry, as `CAGradientLayerType`.
  public enum Kind: String, Sendable, Hashable {
    /// Varies along the line from `start` to `end`, constant across it; padded beyond.
    case axial
    /// An ellipse centred at `start` whose radii are `|end − start|` on each axis.
    case radial
    /// Sweeps clockwise (y-down) around `start`, beginning in the direction of `end`.
    case conic
    /// Core Graphics' radial gradient (`drawRadialGradient`): the circles centred on `start`
    /// with `startRadius` (location 0) and on `end` with `endRadius` (location 1), and the
    /// circles interpolated between them; where several cover a point the one of the
    /// largest location wins.
    case circles
  }

  public var kind: Kind
  /// Colours and their positions 0…1, positions non-decreasing.
  public var stops: [(location: Double, color: RGBA)]
  public var start: CGPoint
  public var end: CGPoint
  /// The area painted (the layer's bounds).
  public var rect: CGRect
  /// The radius of the start circle (``Kind/circles`` only).
  public var startRadius: CGFloat
  /// The radius of the end circle (``Kind/circles`` only).
  public var endRadius: CGFloat
  /// Whether the first and last colours continue beyond the ends (Core Animation's gradients
  /// always; Core Graphics' with `drawsBeforeStartLocation` and `drawsAfterEndLocation`);
  /// false leaves what lies beyond transparent.
  public var extends: Bool

  public init(
    kind: Kind, stops: [(location: Double, color: RGBA)], start: CGPoint, end: CGPoint, rect: CGRect,
    startRadius: CGFloat = 0, endRadius: CGFloat = 0, extends: Bool = true
  ) {
    self.kind = kind
    self.stops = stops
    self.start = start
    self.end = end
    self.rect = rect
    self.startRadius = startRadius
    self.endRadius = endRadius
    self.extends = extends
  }

  public static func == (l: Gradient, r: Gradient) -> Bool {
    l.kind == r.kind && l.start == r.start && l.end == r.end && l.rect == r.rect
      && l.startRadius == r.startRadius && l.endRadius == r.endRadius && l.extends == r.extends
      && l.stops.map(\.location) == r.stops.map(\.location) && l.stops.map(\.color) == r.stops.map(\.color)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(rect)
    hasher.combine(startRadius)
    hasher.combine(endRadius)
    hasher.combine(extends)
    for stop in stops {
      hasher.combine(stop.location)
      hasher.combine(stop.color)
    }
  }

  /// The colour at `t` (0…1, clamped): linear between the surrounding stops in premultiplied
  /// components, the first and last colours beyond the ends.
  public func color(at t: Double) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return .clear }
    let t = min(max(t, 0), 1)
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for index in 1..<stops.count where t <= stops[index].location {
      let a = stops[index - 1]
      let b = stops[index]
      let span = b.location - a.location
      let f = span > 0 ? (t - a.location) / span : 1
      let alpha = a.color.alpha + (b.color.alpha - a.color.alpha) * f
      guard alpha > 0 else { return .clear }
      func mix(_ x: Double, _ y: Double) -> Double {
        (x * a.color.alpha + (y * b.color.alpha - x * a.color.alpha) * f) / alpha
      }
      return RGBA(
        red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
        blue: mix(a.color.blue, b.color.blue), alpha: alpha)
    }
    return last.color
  }

  /// The gradient parameter 0…1 at local point `p`.
  public func parameter(at p: CGPoint) -> Double {
    switch kind {
    case .axial:
      let dx = end.x - start.x
      let dy = end.y - start.y
      let length2 = dx * dx + dy * dy
      guard length2 > 0 else { return 0 }
      return ((p.x - start.x) * dx + (p.y - start.y) * dy) / length2
    case .radial:
      let rx = abs(end.x - start.x)
      let ry = abs(end.y - start.y)
      guard rx > 0 || ry > 0 else { return 1 }
      let nx = rx > 0 ? (p.x - start.x) / rx : (p.x == start.x ? 0 : .infinity)
      let ny = ry > 0 ? (p.y - start.y) / ry : (p.y == start.y ? 0 : .infinity)
      return (nx * nx + ny * ny).squareRoot()
    case .circles:
      return circlesParameter(at: p)
    case .conic:
      let base = atan2(end.y - start.y, end.x - start.x)
      var angle = atan2(p.y - start.y, p.x - start.x) - base
      while angle < 0 { angle += 2 * .pi }
      while angle >= 2 * .pi { angle -= 2 * .pi }
      return angle / (2 * .pi)
    }
  }

  public var description: String {
    let f = DisplayList.format
    let list = stops.map { "\(f($0.location)):\($0.color)" }.joined(separator: ",")
    let radii = kind == .circles ? " r=\(f(startRadius))→\(f(endRadius))" : ""
    return
      "\(kind.rawValue)-gradient [\(list)] \(f(start.x)),\(f(start.y))→\(f(end.x)),\(f(end.y))\(radii) in \(Shape.rect(rect))"
      + (extends ? "" : " unextended")
  }

  /// The largest location `t` whose circle (centre `start + t·(end − start)`, radius
  /// `startRadius + t·(endRadius − startRadius)` ≥ 0) passes through `p`; `-infinity` when none
  /// does. Solves `|p − c(t)|² = r(t)²`, a quadratic in `t`.
  private func circlesParameter(at p: CGPoint) -> Double {
    let dcx = end.x - start.x
    let dcy = end.y - start.y
    let dr = endRadius - startRadius
    let px = p.x - start.x
    let py = p.y - start.y
    let a = dcx * dcx + dcy * dcy - dr * dr
    let b = px * dcx + py * dcy + startRadius * dr
    let c = px * px + py * py - startRadius * startRadius
    func valid(_ t: CGFloat) -> Bool { startRadius + t * dr >= 0 }
    if abs(a) < 1e-12 {
      guard b != 0 else { return -.infinity }
      let t = c / (2 * b)
      return valid(t) ? Double(t) : -.infinity
    }
    let discriminant = b * b - a * c
    guard discriminant >= 0 else { return -.infinity }
    let root = discriminant.squareRoot()
    let roots = [(b + root) / a, (b - root) / a].sorted(by: >)
    return Double(roots.first(where: valid) ?? -.infinity)
  }
}
