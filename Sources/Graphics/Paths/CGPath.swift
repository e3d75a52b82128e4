import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath`: subpaths of lines and Bézier curves.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves (quarter circles
/// with the control distance `4/3 · tan(θ/4) · r`), as Core Graphics stores them. Paths
/// compare by their elements, as `CGPathEqualToPath`.
///
/// - Note: UIKit difference: `CGPath` is a Swift class wrapping a ``PathData`` value;
///   `applyWithBlock` is replaced by ``elements`` / ``data``.
public class CGPath: Hashable, CustomStringConvertible {
  /// The path's geometry as a value.
  public internal(set) var data: PathData

  init(data: PathData) { self.data = data }

  /// A closed rectangle path (start at the origin corner, then along x), as
  /// `CGPath(rect:transform:)`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(data: path.data)
  }

  /// An ellipse inscribed in `rect` (four cubic curves from the rightmost point, clockwise on
  /// screen), as `CGPath(ellipseIn:transform:)`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(data: path.data)
  }

  /// A rectangle with elliptical corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  ///
  /// - Precondition: the corner sizes are non-negative and at most half the rectangle's size,
  ///   as Core Graphics requires.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
    self.init(data: path.data)
  }

  /// The path's elements in order.
  public var elements: [PathElement] { data.elements }

  /// Whether the path has no elements, as `isEmpty`.
  public var isEmpty: Bool { data.isEmpty }

  /// The bounding box of every point including control points, as `boundingBox`.
  public var boundingBox: CGRect { data.boundingBox }

  /// The bounding box of the drawn outline, as `boundingBoxOfPath`.
  public var boundingBoxOfPath: CGRect { data.boundingBoxOfPath }

  /// The end of the last element, as `currentPoint`.
  public var currentPoint: CGPoint { data.currentPoint }

  /// Whether `point` lies inside the path filled with `rule`, as `contains(_:using:transform:)`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
  )
    -> Bool
  {
    data.applying(transform).contains(point, using: rule)
  }

  /// An immutable copy, as `copy()`.
  public func copy() -> CGPath? { CGPath(data: data) }

  /// An immutable copy with `transform` applied, as `copy(using:)`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(data: data.applying(transform?.pointee ?? .identity))
  }

  /// A mutable copy, as `mutableCopy()`.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(data: data) }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.data == rhs.data }
  public func hash(into hasher: inout Hasher) { hasher.combine(data) }
  public var description: String { data.description }
}
