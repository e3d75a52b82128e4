import Foundation
import Graphics

extension Shape {
  /// Whether every coordinate and the radius are finite (NaN geometry draws nothing).
  var isFinite: Bool {
    if case .path(let path, _) = self {
      return path.elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }
    let r = boundingRect
    return [r.origin.x, r.origin.y, r.width, r.height, effectiveCornerRadius].allSatisfy(\.isFinite)
  }

  /// The same shape with a non-negative width and height.
  var standardized: Shape {
    switch self {
    case .rect(let r): return .rect(r.standardized)
    case .roundedRect(let r, let radius, let corners):
      return .roundedRect(r.standardized, cornerRadius: radius, corners: corners)
    case .path: return self
    }
  }

  /// The fill rule the shape is filled and clipped with.
  var fillRule: CGPathFillRule {
    if case .path(_, let rule) = self { return rule }
    return .winding
  }
}
