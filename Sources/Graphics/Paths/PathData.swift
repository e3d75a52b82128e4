import Foundation

/// The immutable geometry of a path: its elements in order. The `Sendable` value behind
/// ``CGPath`` and ``UIBezierPath`` that display lists carry.
public struct PathData: Sendable, Hashable, CustomStringConvertible {
  /// The elements, in drawing order.
  public var elements: [PathElement]

  /// A path made of `elements`.
  public init(elements: [PathElement] = []) { self.elements = elements }

  /// Whether the path has no elements, as `CGPath.isEmpty`.
  public var isEmpty: Bool { elements.isEmpty }

  /// The path with every point mapped through `transform`.
  public func applying(_ transform: CGAffineTransform) -> PathData {
    transform == .identity ? self : PathData(elements: elements.map { $0.applying(transform) })
  }

  /// The smallest rectangle holding every point, control points included, as
  /// `CGPath.boundingBox` (`.null` for an empty path).
  public var boundingBox: CGRect {
    var xs: [CGFloat] = []
    var ys: [CGFloat] = []
    for element in elements {
      for p in element.points {
        xs.append(p.x)
        ys.append(p.y)
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The smallest rectangle holding the drawn outline (curve extrema, not control points), as
  /// `CGPath.boundingBoxOfPath` (`.null` for an empty path).
  public var boundingBoxOfPath: CGRect {
    var points: [CGPoint] = []
    for segment in segments {
      points.append(segment.start)
      points.append(segment.end)
      points.append(contentsOf: segment.extrema)
    }
    if points.isEmpty, case .moveToPoint(let p) = elements.first { points = [p] }
    guard !points.isEmpty else { return .null }
    let minX = points.map(\.x).min()!
    let maxX = points.map(\.x).max()!
    let minY = points.map(\.y).min()!
    let maxY = points.map(\.y).max()!
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The end point of the last element (the start of the subpath after a close), as
  /// `CGPath.currentPoint` (`.zero` for an empty path).
  public var currentPoint: CGPoint {
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .moveToPoint(let p):
        current = p
        start = p
      case .closeSubpath: current = start
      default: current = element.points.last!
      }
    }
    return current
  }

  public var description: String { "path(\(elements.map(\.description).joined(separator: " ")))" }
}
