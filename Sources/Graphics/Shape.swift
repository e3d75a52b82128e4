import Foundation

/// A closed outline in some local coordinate space; the display list pairs it with the transform
/// that maps it to device pixels.
public enum Shape: Sendable, Hashable, CustomStringConvertible {
  /// An axis-aligned rectangle.
  case rect(CGRect)
  /// A rectangle with circular corners of `cornerRadius` on `corners` (Core Animation's
  /// `maskedCorners`), drawn as Core Animation draws `cornerRadius`: the radius is clamped to
  /// half the shorter side.
  case roundedRect(CGRect, cornerRadius: CGFloat, corners: UIRectCorner = .allCorners)
  /// An arbitrary path filled with `fillRule` (a `shadowPath`, a shape layer's path, a mask).
  case path(PathData, fillRule: CGPathFillRule = .winding)

  /// The shape's bounding rectangle (a path's `boundingBoxOfPath`).
  public var boundingRect: CGRect {
    switch self {
    case .rect(let r), .roundedRect(let r, _, _): return r
    case .path(let path, _): return path.boundingBoxOfPath
    }
  }

  /// The corner radius after Core Animation's clamp (0 for a plain rectangle or a path).
  public var effectiveCornerRadius: CGFloat {
    switch self {
    case .rect, .path: return 0
    case .roundedRect(let r, let radius, let corners):
      return corners.isEmpty ? 0 : max(0, min(radius, min(abs(r.width), abs(r.height)) / 2))
    }
  }

  /// The outline as path elements (rounded corners as cubic curves).
  public var pathData: PathData {
    switch self {
    case .rect(let r): return PathData(elements: PathData.roundedRect(r, radii: .zero, corners: []))
    case .roundedRect(let r, _, let corners):
      let radius = effectiveCornerRadius
      return PathData(
        elements: PathData.roundedRect(r, radii: CGSize(width: radius, height: radius), corners: corners))
    case .path(let path, _): return path
    }
  }

  /// The shape inset by `amount` on every side, its radius reduced by the same amount (never
  /// below zero): the inner edge of a Core Animation border.
  ///
  /// - Precondition: the shape is a rectangle or rounded rectangle (borders follow the bounds).
  public func insetBy(_ amount: CGFloat) -> Shape {
    if case .path = self { preconditionFailure("Shape.insetBy: a path outline has no inset (\(self))") }
    let r = boundingRect.insetBy(dx: amount, dy: amount)
    let radius = max(0, effectiveCornerRadius - amount)
    guard radius > 0, case .roundedRect(_, _, let corners) = self else { return .rect(r) }
    return .roundedRect(r, cornerRadius: radius, corners: corners)
  }

  public var description: String {
    func f(_ v: CGFloat) -> String { DisplayList.format(v) }
    switch self {
    case .rect(let r):
      return "rect(\(f(r.minX)),\(f(r.minY)) \(f(r.width))x\(f(r.height)))"
    case .roundedRect(let r, let radius, let corners):
      let mask = corners == .allCorners ? "" : " corners=\(corners.rawValue)"
      return "rrect(\(f(r.minX)),\(f(r.minY)) \(f(r.width))x\(f(r.height)) r=\(f(radius))\(mask))"
    case .path(let path, let rule):
      return rule == .winding ? "\(path)" : "\(path) even-odd"
    }
  }
}
