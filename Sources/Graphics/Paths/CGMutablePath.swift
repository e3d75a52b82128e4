import Foundation

/// A path being built, as Core Graphics' `CGMutablePath`. Every `add…` method takes an optional
/// `transform` applied to the points it adds.
public final class CGMutablePath: CGPath {
  /// An empty path, as `CGMutablePath()`.
  public init() { super.init(data: PathData()) }

  override init(data: PathData) { super.init(data: data) }

  private func append(_ element: PathElement, _ transform: CGAffineTransform) {
    data.elements.append(element.applying(transform))
  }

  /// Starts a new subpath at `point`, as `move(to:transform:)`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.moveToPoint(point), transform)
  }

  /// Adds a line from the current point, as `addLine(to:transform:)`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    append(.addLineToPoint(point), transform)
  }

  /// Adds a polyline as a new subpath through `points`, as `addLines(between:transform:)`.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    for (index, point) in points.enumerated() {
      append(index == 0 ? .moveToPoint(point) : .addLineToPoint(point), transform)
    }
  }

  /// Adds a quadratic Bézier curve, as `addQuadCurve(to:control:transform:)`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    append(.addQuadCurveToPoint(end, control: control), transform)
  }

  /// Adds a cubic Bézier curve, as `addCurve(to:control1:control2:transform:)`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
  ) {
    append(.addCurveToPoint(end, control1: control1, control2: control2), transform)
  }

  /// Closes the current subpath, as `closeSubpath()`.
  public func closeSubpath() { data.elements.append(.closeSubpath) }

  /// Adds a closed rectangle subpath, as `addRect(_:transform:)`.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Adds each rectangle as its own closed subpath, as `addRects(_:transform:)`.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds an ellipse inscribed in `rect` as a closed subpath of four cubic curves starting at
  /// the rightmost point and turning clockwise on screen (toward +y first), as
  /// `addEllipse(in:transform:)`.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let toRect = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
    let unit = PathData.arc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, increasing: true)
    for element in unit { append(element.applying(toRect), transform) }
    closeSubpath()
  }

  /// Adds a rectangle with elliptical corners of `cornerWidth × cornerHeight`, as
  /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
  ///
  /// - Precondition: `0 ≤ 2·cornerWidth ≤ width` and `0 ≤ 2·cornerHeight ≤ height`, as Core
  ///   Graphics asserts.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    precondition(
      cornerWidth >= 0 && cornerHeight >= 0 && cornerWidth * 2 <= r.width && cornerHeight * 2 <= r.height,
      "CGMutablePath.addRoundedRect: corner size \(cornerWidth)x\(cornerHeight) does not fit \(r.size)")
    let elements = PathData.roundedRect(
      r, radii: CGSize(width: cornerWidth, height: cornerHeight), corners: .allCorners)
    for element in elements { append(element, transform) }
  }

  /// Adds an arc of a circle, as `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`:
  /// a line from the current point to the arc's start (a move when the path is empty), then
  /// the arc.
  ///
  /// `clockwise` is Core Graphics' flag: in a flipped (UIKit, y-down) space `clockwise: true`
  /// runs toward decreasing angles, i.e. counter-clockwise on screen — the opposite of
  /// `UIBezierPath`'s flag.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let arc = PathData.arc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise)
    appendArc(arc, transform)
  }

  /// Adds an arc sweeping `delta` radians from `startAngle`, as
  /// `addRelativeArc(center:radius:startAngle:delta:transform:)`.
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
  ) {
    let arc = PathData.arc(
      center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, increasing: delta >= 0,
      exactSweep: true)
    appendArc(arc, transform)
  }

  private func appendArc(_ arc: [PathElement], _ transform: CGAffineTransform) {
    guard case .moveToPoint(let start) = arc.first else { return }
    let startOnPath = start.applying(transform)
    if data.isEmpty {
      data.elements.append(.moveToPoint(startOnPath))
    } else if data.currentPoint != startOnPath {
      data.elements.append(.addLineToPoint(startOnPath))
    }
    for element in arc.dropFirst() { append(element, transform) }
  }

  /// Appends `path`'s elements, as `addPath(_:transform:)`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    data.elements.append(contentsOf: path.data.applying(transform).elements)
  }
}
