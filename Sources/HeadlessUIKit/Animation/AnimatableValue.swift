import Foundation

/// A value of an animatable layer property, in a form that can be interpolated and added.
///
/// Arithmetic happens on a flat component vector; transforms use their decomposition
/// (``DecomposedTransform3D``: translate, rotate, scale, skew, perspective), never raw matrix
/// entries, so a rotation stays a rotation.
enum AnimatableValue: Sendable, Hashable {
  case scalar(CGFloat)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(RGBA)
  /// A path: its points' coordinates are the components (paths interpolate point by point).
  case path(PathData)
  /// A list of colours (`CAGradientLayer.colors`), interpolated colour by colour.
  case colors([RGBA])
  /// A list of numbers (`CAGradientLayer.locations`), interpolated entry by entry.
  case scalars([CGFloat])

  var components: [Double] {
    switch self {
    case .scalar(let v): return [v]
    case .point(let p): return [p.x, p.y]
    case .size(let s): return [s.width, s.height]
    case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .transform(let t): return DecomposedTransform3D(t).components.map { Double($0) }
    case .color(let c): return [c.red, c.green, c.blue, c.alpha]
    case .path(let p): return p.elements.flatMap { $0.points.flatMap { [Double($0.x), Double($0.y)] } }
    case .colors(let list): return list.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
    case .scalars(let list): return list.map { Double($0) }
    }
  }

  /// Whether `self` and `other` can be interpolated: the same kind with the same number of
  /// components (paths with matching elements, lists of the same length).
  func isInterpolable(with other: AnimatableValue) -> Bool {
    switch (self, other) {
    case (.scalar, .scalar), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform),
      (.color, .color):
      return true
    case (.path(let a), .path(let b)): return a.elements.map(\.points.count) == b.elements.map(\.points.count)
    case (.colors(let a), .colors(let b)): return a.count == b.count
    case (.scalars(let a), .scalars(let b)): return a.count == b.count
    default: return false
    }
  }

  /// A value of the same kind as `self` built from `components`.
  func replacingComponents(_ c: [Double]) -> AnimatableValue {
    switch self {
    case .scalar: return .scalar(c[0])
    case .point: return .point(CGPoint(x: c[0], y: c[1]))
    case .size: return .size(CGSize(width: c[0], height: c[1]))
    case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .transform: return .transform(DecomposedTransform3D(components: c.map { CGFloat($0) }).transform)
    case .color: return .color(RGBA(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case .colors(let template):
      precondition(
        c.count == template.count * 4,
        "CAGradientLayer colors animation: the values have different numbers of colours (\(template.count) and \(c.count / 4)); Core Animation interpolates colour by colour"
      )
      return .colors(
        stride(from: 0, to: c.count, by: 4).map {
          RGBA(red: c[$0], green: c[$0 + 1], blue: c[$0 + 2], alpha: c[$0 + 3])
        })
    case .scalars(let template):
      precondition(
        c.count == template.count,
        "CAGradientLayer locations animation: the values have different numbers of entries (\(template.count) and \(c.count)); Core Animation interpolates entry by entry"
      )
      return .scalars(c.map { CGFloat($0) })
    case .path(let template):
      precondition(
        c.count == components.count,
        "CGPath animation: the paths have different numbers of points (\(components.count / 2) and \(c.count / 2)); Core Animation needs matching elements"
      )
      var index = 0
      func next() -> CGPoint {
        defer { index += 2 }
        return CGPoint(x: c[index], y: c[index + 1])
      }
      return .path(
        PathData(
          elements: template.elements.map { element in
            switch element {
            case .moveToPoint: return .moveToPoint(next())
            case .addLineToPoint: return .addLineToPoint(next())
            case .addQuadCurveToPoint:
              let control = next()
              return .addQuadCurveToPoint(next(), control: control)
            case .addCurveToPoint:
              let (c1, c2) = (next(), next())
              return .addCurveToPoint(next(), control1: c1, control2: c2)
            case .closeSubpath: return .closeSubpath
            }
          }))
    }
  }

  /// The component-wise difference `self − other`, as an additive delta. Rotations about z
  /// alone take the short way round.
  func delta(from other: AnimatableValue) -> [Double] {
    let mine = components
    let theirs = other.components
    var d = zip(mine, theirs).map { $0 - $1 }
    if case .transform = self, mine[7] == 0, mine[8] == 0, theirs[7] == 0, theirs[8] == 0 {
      while d[2] > .pi { d[2] -= 2 * .pi }
      while d[2] < -.pi { d[2] += 2 * .pi }
    }
    return d
  }

  /// `self + delta × factor`, component by component. The small kinds are computed in place
  /// (the same sums as the component vector gives, without building it): every animated view
  /// evaluates this for each animated property on every frame.
  func adding(_ delta: [Double], times factor: Double) -> AnimatableValue {
    switch self {
    case .scalar(let v) where delta.count == 1: return .scalar(v + delta[0] * factor)
    case .point(let p) where delta.count == 2:
      return .point(CGPoint(x: p.x + delta[0] * factor, y: p.y + delta[1] * factor))
    case .size(let s) where delta.count == 2:
      return .size(CGSize(width: s.width + delta[0] * factor, height: s.height + delta[1] * factor))
    case .rect(let r) where delta.count == 4:
      return .rect(
        CGRect(
          x: r.origin.x + delta[0] * factor, y: r.origin.y + delta[1] * factor, width: r.size.width + delta[2] * factor,
          height: r.size.height + delta[3] * factor))
    case .color(let c) where delta.count == 4:
      return .color(
        RGBA(
          red: c.red + delta[0] * factor, green: c.green + delta[1] * factor, blue: c.blue + delta[2] * factor,
          alpha: c.alpha + delta[3] * factor))
    case .transform(let t) where delta.count == 16:
      return .transform(DecomposedTransform3D(t).adding(delta, times: factor).transform)
    default: return replacingComponents(zip(components, delta).map { $0 + $1 * factor })
    }
  }

  /// The value that leaves another unchanged when accumulated onto it: zero, or the identity
  /// transform.
  var additiveIdentity: AnimatableValue {
    switch self {
    case .transform: return .transform(.identity)
    default: return replacingComponents(components.map { _ in 0 })
    }
  }

  /// Core Animation's additive combination: `self` added to `base` (transforms concatenate,
  /// `self` applied first).
  func accumulating(onto base: AnimatableValue) -> AnimatableValue {
    if case .transform(let own) = self, case .transform(let other) = base {
      return .transform(own.concatenating(other))
    }
    return base.adding(components, times: 1)
  }

  /// The value that undoes `self` when accumulated: the negation, or the inverse transform.
  var inverted: AnimatableValue {
    if case .transform(let t) = self { return .transform(CATransform3DInvert(t)) }
    return replacingComponents(components.map { -$0 })
  }

  /// The value as Core Animation's `Any` values carry it (`fromValue`, `presentation()`).
  var anyValue: Any {
    switch self {
    case .scalar(let v): return v
    case .point(let p): return p
    case .size(let s): return s
    case .rect(let r): return r
    case .transform(let t): return t
    case .color(let c): return CGColor(c)
    case .path(let p): return CGPath(data: p)
    case .colors(let list): return list.map { CGColor($0) }
    case .scalars(let list): return list.map { NSNumber(value: Double($0)) }
    }
  }
}
