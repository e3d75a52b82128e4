import Foundation
import Graphics

extension Shape {
  /// Whether every coordinate and the radius are finite (NaN geometry draws nothing).
  var isFinite: Bool {
    let r = boundingRect
    return [r.origin.x, r.origin.y, r.width, r.height, effectiveCornerRadius].allSatisfy(\.isFinite)
  }

  /// The same shape with a non-negative width and height.
  var standardized: Shape {
    switch self {
    case .rect(let r): return .rect(r.standardized)
    case .roundedRect(let r, let radius): return .roundedRect(r.standardized, cornerRadius: radius)
    }
  }
}
