import Foundation

/// A closed outline in some local coordinate space; the display list pairs it with the transform
/// that maps it to device pixels.
public enum Shape: Sendable, Hashable, CustomStringConvertible {
  /// An axis-aligned rectangle.
  case rect(CGRect)
  /// A rectangle with circular corners of `cornerRadius`, drawn as Core Animation draws
  /// `cornerRadius`: the radius is clamped to half the shorter side.
  case roundedRect(CGRect, cornerRadius: CGFloat)

  /// The shape's bounding rectangle.
  public var boundingRect: CGRect {
    switch self {
    case .rect(let r), .roundedRect(let r, _): return r
    }
  }

  /// The corner radius after Core Animation's clamp (0 for a plain rectangle).
  public var effectiveCornerRadius: CGFloat {
    switch self {
    case .rect: return 0
    case .roundedRect(let r, let radius):
      return max(0, min(radius, min(abs(r.width), abs(r.height)) / 2))
    }
  }

  /// The shape inset by `amount` on every side, its radius reduced by the same amount (never
  /// below zero): the inner edge of a Core Animation border.
  public func insetBy(_ amount: CGFloat) -> Shape {
    let r = boundingRect.insetBy(dx: amount, dy: amount)
    let radius = max(0, effectiveCornerRadius - amount)
    return radius > 0 ? .roundedRect(r, cornerRadius: radius) : .rect(r)
  }

  public var description: String {
    func f(_ v: CGFloat) -> String { DisplayList.format(v) }
    switch self {
    case .rect(let r):
      return "rect(\(f(r.minX)),\(f(r.minY)) \(f(r.width))x\(f(r.height)))"
    case .roundedRect(let r, let radius):
      return "rrect(\(f(r.minX)),\(f(r.minY)) \(f(r.width))x\(f(r.height)) r=\(f(radius)))"
    }
  }
}
