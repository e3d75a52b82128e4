import Foundation

/// A path with stroke attributes, as UIKit's `UIBezierPath`, backed by a ``CGMutablePath``.
///
/// Angles follow UIKit: in the y-down screen space `clockwise: true` runs toward increasing
/// angles (the opposite of `CGMutablePath.addArc`'s flag, as in UIKit).
///
/// - Note: UIKit difference: `init(roundedRect:cornerRadius:)` draws circular corners, not
///   UIKit's continuous ("squircle") corners. `fill()`, `stroke()` and `addClip()` (which
///   draw into the current graphics context) are defined by HeadlessUIKit.
public final class UIBezierPath: CustomStringConvertible {
  private var path: CGMutablePath

  /// The line width used when the path is stroked, as `lineWidth` (default 1).
  public var lineWidth: CGFloat = 1
  /// As `lineCapStyle` (default `.butt`).
  public var lineCapStyle: CGLineCap = .butt
  /// As `lineJoinStyle` (default `.miter`).
  public var lineJoinStyle: CGLineJoin = .miter
  /// As `miterLimit` (default 10).
  public var miterLimit: CGFloat = 10
  /// Whether the even-odd rule decides the inside, as `usesEvenOddFillRule` (default false).
  public var usesEvenOddFillRule = false

  /// An empty path, as `UIBezierPath()`.
  public init() { path = CGMutablePath() }

  /// A closed rectangle, as `UIBezierPath(rect:)`.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An ellipse inscribed in `rect`, as `UIBezierPath(ovalIn:)`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rounded rectangle with circular corners of `cornerRadius` (clamped to half the shorter
  /// side), as `UIBezierPath(roundedRect:cornerRadius:)`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(
      roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
  }

  /// A rectangle with only `corners` rounded, as
  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: the corners are circular with
  /// radius `cornerRadii.width` (UIKit ignores the height), clamped to half the shorter side.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let r = rect.standardized
    let radius = min(max(cornerRadii.width, 0), min(r.width, r.height) / 2)
    let radii = CGSize(width: radius, height: radius)
    for element in PathData.roundedRect(r, radii: radii, corners: corners) { path.data.elements.append(element) }
  }

  /// An open arc, as `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with the elements of `cgPath`, as `UIBezierPath(cgPath:)`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path = CGMutablePath(data: cgPath.data)
  }

  /// The Core Graphics path, as `cgPath` (an immutable copy; setting replaces the elements).
  public var cgPath: CGPath {
    get { CGPath(data: path.data) }
    set { path = CGMutablePath(data: newValue.data) }
  }

  /// Starts a new subpath, as `move(to:)`.
  public func move(to point: CGPoint) { path.move(to: point) }
  /// Adds a line, as `addLine(to:)`.
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// Adds a cubic curve, as `addCurve(to:controlPoint1:controlPoint2:)`.
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }
  /// Adds a quadratic curve, as `addQuadCurve(to:controlPoint:)`.
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }
  /// Adds an arc (a line to its start first when the path has a current point), as
  /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }
  /// Closes the current subpath, as `close()`.
  public func close() { path.closeSubpath() }
  /// Removes every element, as `removeAllPoints()`.
  public func removeAllPoints() { path = CGMutablePath() }
  /// Appends another path's elements, as `append(_:)`.
  public func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }
  /// Transforms every point, as `apply(_:)`.
  public func apply(_ transform: CGAffineTransform) { path = CGMutablePath(data: path.data.applying(transform)) }

  /// The bounds of the drawn outline, as `bounds`.
  public var bounds: CGRect { path.boundingBoxOfPath }
  /// As `currentPoint`.
  public var currentPoint: CGPoint { path.currentPoint }
  /// As `isEmpty`.
  public var isEmpty: Bool { path.isEmpty }
  /// Whether the filled path contains `point` (by the path's fill rule), as `contains(_:)`.
  public func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  public var description: String { "UIBezierPath(\(path.data))" }
}
