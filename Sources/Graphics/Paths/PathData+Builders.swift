import Foundation

extension PathData {
  /// An arc of a circle as a move to its start followed by cubic Bézier curves of at most a
  /// quarter turn each (control distance `4/3 · tan(θ/4) · r`).
  ///
  /// The sweep runs toward increasing angles when `increasing` (clockwise on a y-down screen),
  /// otherwise toward decreasing ones. Unless `exactSweep`, an end angle on the wrong side of
  /// the start is brought round by whole turns, and a sweep beyond a full turn is a full
  /// circle, as Core Graphics draws arcs; a sweep of 0 is the start point alone.
  public static func arc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
    exactSweep: Bool = false
  ) -> [PathElement] {
    let turn = 2 * CGFloat.pi
    var sweep = endAngle - startAngle
    if !exactSweep {
      if increasing && sweep < 0 { sweep += turn * (-sweep / turn).rounded(.up) }
      if !increasing && sweep > 0 { sweep -= turn * (sweep / turn).rounded(.up) }
      sweep = min(max(sweep, -turn), turn)
    }
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    var elements: [PathElement] = [.moveToPoint(point(startAngle))]
    guard sweep != 0, sweep.isFinite else { return elements }
    let count = max(1, Int((abs(sweep) / (turn / 4) - 1e-9).rounded(.up)))
    let step = sweep / CGFloat(count)
    let k = 4.0 / 3.0 * tan(step / 4) * radius
    for index in 0..<count {
      let a0 = startAngle + step * CGFloat(index)
      let a1 = a0 + step
      let p0 = point(a0)
      let p1 = point(a1)
      elements.append(
        .addCurveToPoint(
          p1, control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
          control2: CGPoint(x: p1.x + k * sin(a1), y: p1.y - k * cos(a1))))
    }
    return elements
  }

  /// A closed rounded rectangle: elliptical corners of `radii` on `corners`, square elsewhere,
  /// starting after the top-left corner and running clockwise on a y-down screen.
  ///
  /// `radii` are used as given; callers clamp them (UIKit clamps to half the shorter side).
  public static func roundedRect(_ rect: CGRect, radii: CGSize, corners: UIRectCorner) -> [PathElement] {
    let r = rect.standardized
    func radius(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) ? radii : .zero }
    let tl = radius(.topLeft)
    let tr = radius(.topRight)
    let br = radius(.bottomRight)
    let bl = radius(.bottomLeft)
    var elements: [PathElement] = [.moveToPoint(CGPoint(x: r.minX + tl.width, y: r.minY))]
    func corner(_ size: CGSize, center: CGPoint, from angle: CGFloat) {
      if size.width <= 0 || size.height <= 0 {
        // A square corner: the corner point itself.
        let x = cos(angle + .pi / 4) > 0 ? r.maxX : r.minX
        let y = sin(angle + .pi / 4) > 0 ? r.maxY : r.minY
        elements.append(.addLineToPoint(CGPoint(x: x, y: y)))
        return
      }
      let scale = CGAffineTransform(a: size.width, b: 0, c: 0, d: size.height, tx: center.x, ty: center.y)
      let arc = arc(center: .zero, radius: 1, startAngle: angle, endAngle: angle + .pi / 2, increasing: true)
      elements.append(.addLineToPoint(arc[0].applying(scale).points[0]))
      elements.append(contentsOf: arc.dropFirst().map { $0.applying(scale) })
    }
    corner(tr, center: CGPoint(x: r.maxX - tr.width, y: r.minY + tr.height), from: -.pi / 2)
    corner(br, center: CGPoint(x: r.maxX - br.width, y: r.maxY - br.height), from: 0)
    corner(bl, center: CGPoint(x: r.minX + bl.width, y: r.maxY - bl.height), from: .pi / 2)
    corner(tl, center: CGPoint(x: r.minX + tl.width, y: r.minY + tl.height), from: .pi)
    elements.append(.closeSubpath)
    return elements
  }
}
