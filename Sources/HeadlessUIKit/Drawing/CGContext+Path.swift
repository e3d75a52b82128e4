import Foundation

/// How `drawPath(using:)` paints the current path, as `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable, Hashable, CaseIterable {
  case fill = 0
  case eoFill = 1
  case stroke = 2
  case fillStroke = 3
  case eoFillStroke = 4
}

extension CGContext {
  // MARK: Building the current path (points mapped by the CTM as they are added)

  /// Discards the current path, as `beginPath()`.
  public func beginPath() { currentPath = CGMutablePath() }

  /// Starts a new subpath at `point`, as `move(to:)`.
  public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

  /// Adds a line from the current point to `point`, as `addLine(to:)`.
  public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

  /// Adds a polyline through `points` as a new subpath, as `addLines(between:)`.
  public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }

  /// Adds a cubic Bézier curve, as `addCurve(to:control1:control2:)`.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
  }

  /// Adds a quadratic Bézier curve, as `addQuadCurve(to:control:)`.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
  }

  /// Adds a closed rectangle subpath, as `addRect(_:)`.
  public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

  /// Adds each rectangle as a closed subpath, as `addRects(_:)`.
  public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

  /// Adds an ellipse inscribed in `rect`, as `addEllipse(in:)`.
  public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

  /// Adds an arc of a circle (a line to its start first when the path has a current point),
  /// as `addArc(center:radius:startAngle:endAngle:clockwise:)`. `clockwise` is Core Graphics'
  /// flag: in a UIKit (y-down) context `true` runs counter-clockwise on screen.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    currentPath.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
      transform: state.ctm)
  }

  /// Adds the arc of `radius` tangent to the lines from the current point to `tangent1End`
  /// and from `tangent1End` to `tangent2End` (preceded by a line from the current point to
  /// the first tangent point), as `addArc(tangent1End:tangent2End:radius:)`. Collinear points
  /// or a zero radius add a line to `tangent1End`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    guard let inverse = state.ctm.invertedIfPossible, !currentPath.isEmpty else {
      return move(to: tangent1End)
    }
    let p0 = currentPath.currentPoint.applying(inverse)
    guard radius > 0, let u = CGVector(dx: p0.x - tangent1End.x, dy: p0.y - tangent1End.y).normalized,
      let v = CGVector(dx: tangent2End.x - tangent1End.x, dy: tangent2End.y - tangent1End.y).normalized,
      abs(u.dx * v.dx + u.dy * v.dy) < 1 - 1e-12
    else { return addLine(to: tangent1End) }
    let half = acos(u.dx * v.dx + u.dy * v.dy) / 2
    let distance = radius / tan(half)
    let start = CGPoint(x: tangent1End.x + u.dx * distance, y: tangent1End.y + u.dy * distance)
    let end = CGPoint(x: tangent1End.x + v.dx * distance, y: tangent1End.y + v.dy * distance)
    let bisector = CGVector(dx: u.dx + v.dx, dy: u.dy + v.dy).normalized ?? u
    let centreDistance = radius / sin(half)
    let center = CGPoint(
      x: tangent1End.x + bisector.dx * centreDistance, y: tangent1End.y + bisector.dy * centreDistance)
    let a0 = atan2(start.y - center.y, start.x - center.x)
    let a1 = atan2(end.y - center.y, end.x - center.x)
    // The short way round (the arc spans π − 2·half < π).
    var delta = a1 - a0
    if delta > .pi { delta -= 2 * .pi }
    if delta <= -.pi { delta += 2 * .pi }
    addLine(to: start)
    addArc(center: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: delta < 0)
  }

  /// Appends `path`'s elements (mapped by the CTM), as `addPath(_:)`.
  public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

  /// Closes the current subpath, as `closePath()`.
  public func closePath() { currentPath.closeSubpath() }

  /// Whether the current path is empty, as `isPathEmpty`.
  public var isPathEmpty: Bool { currentPath.isEmpty }

  /// The current point in user space, as `currentPointOfPath`.
  public var currentPointOfPath: CGPoint {
    currentPath.currentPoint.applying(state.ctm.invertedIfPossible ?? .identity)
  }

  /// The bounding box of the current path in user space, as `boundingBoxOfPath`.
  public var boundingBoxOfPath: CGRect {
    currentPath.data.applying(state.ctm.invertedIfPossible ?? .identity).boundingBoxOfPath
  }

  /// A copy of the current path in user space, as `path` (nil when empty).
  public var path: CGPath? {
    guard !currentPath.isEmpty else { return nil }
    return CGPath(data: currentPath.data.applying(state.ctm.invertedIfPossible ?? .identity))
  }

  // MARK: Painting paths

  /// Fills the current path with the fill colour and clears it, as `fillPath(using:)`.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    let data = currentPath.data
    beginPath()
    fillBasePath(data, rule: rule)
  }

  /// Fills the current path by the even-odd rule, as `eoFillPath()`.
  public func eoFillPath() { fillPath(using: .evenOdd) }

  /// Strokes the current path with the stroke colour and line attributes and clears it, as
  /// `strokePath()`. The line width and dashes are in user space at the time of the stroke.
  public func strokePath() {
    let data = currentPath.data
    beginPath()
    strokeBasePath(data)
  }

  /// Paints the current path as `mode` says and clears it, as `drawPath(using:)`.
  public func drawPath(using mode: CGPathDrawingMode) {
    let data = currentPath.data
    beginPath()
    switch mode {
    case .fill: fillBasePath(data, rule: .winding)
    case .eoFill: fillBasePath(data, rule: .evenOdd)
    case .stroke: strokeBasePath(data)
    case .fillStroke:
      fillBasePath(data, rule: .winding)
      strokeBasePath(data)
    case .eoFillStroke:
      fillBasePath(data, rule: .evenOdd)
      strokeBasePath(data)
    }
  }

  /// Fills `rect` with the fill colour, as `fill(_:)` (the current path is left alone).
  public func fill(_ rect: CGRect) {
    record([.fill(.rect(rect.standardized), color: state.fillColor, transform: pixelTransform)])
  }

  /// Fills each rectangle, as `fill(_:)` with an array.
  public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

  /// Fills the ellipse inscribed in `rect`, as `fillEllipse(in:)`.
  public func fillEllipse(in rect: CGRect) {
    record([.fill(.path(CGPath(ellipseIn: rect).data), color: state.fillColor, transform: pixelTransform)])
  }

  /// Strokes `rect`'s outline, as `stroke(_:)`.
  public func stroke(_ rect: CGRect) { strokeUserPath(CGPath(rect: rect).data) }

  /// Strokes `rect`'s outline with `width`, as `stroke(_:width:)`.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }

  /// Strokes the ellipse inscribed in `rect`, as `strokeEllipse(in:)`.
  public func strokeEllipse(in rect: CGRect) { strokeUserPath(CGPath(ellipseIn: rect).data) }

  /// Strokes a line for each pair of `points`, as `strokeLineSegments(between:)`.
  public func strokeLineSegments(between points: [CGPoint]) {
    let path = CGMutablePath()
    var index = 0
    while index + 1 < points.count {
      path.move(to: points[index])
      path.addLine(to: points[index + 1])
      index += 2
    }
    strokeUserPath(path.data)
  }

  /// Makes `rect` transparent, as `clear(_:)`.
  public func clear(_ rect: CGRect) {
    saveGState()
    state.alpha = 1
    state.shadow = nil
    state.blendMode = .clear
    record([.fill(.rect(rect.standardized), color: .black, transform: pixelTransform)])
    restoreGState()
  }

  private func fillBasePath(_ data: PathData, rule: CGPathFillRule) {
    guard !data.isEmpty else { return }
    record([.fill(.path(data, fillRule: rule), color: state.fillColor, transform: pixelScale)])
  }

  private func strokeBasePath(_ data: PathData) {
    guard !data.isEmpty, let inverse = state.ctm.invertedIfPossible else { return }
    strokeUserPath(data.applying(inverse))
  }

  /// Strokes `data` (user space) with the current line attributes.
  private func strokeUserPath(_ data: PathData) {
    guard !data.isEmpty, state.stroke.lineWidth > 0 else { return }
    record([.stroke(data, style: state.stroke, color: state.strokeColor, transform: pixelTransform)])
  }
}

extension CGAffineTransform {
  /// The inverse, or nil when the transform is singular.
  var invertedIfPossible: CGAffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    return inverted()
  }
}

extension CGVector {
  /// The unit vector in the same direction, or nil for a zero vector.
  var normalized: CGVector? {
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return nil }
    return CGVector(dx: dx / length, dy: dy / length)
  }
}
