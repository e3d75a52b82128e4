import Foundation
import Graphics
import TestSupport
import Testing

@Suite("CGPath and UIBezierPath")
struct CGPathTests {
  /// A quarter circle as one cubic with control distance 4/3·tan(π/8)·r deviates from the true
  /// circle by at most 0.027 % of r (the classic bound); its midpoint is the worst place.
  @Test func ellipseCurvesStayOnTheCircle() {
    let path = UIBezierPath(ovalIn: CGRect(x: -100, y: -100, width: 200, height: 200)).cgPath
    #expect(path.elements.first == .moveToPoint(CGPoint(x: 100, y: 0)))
    #expect(path.elements.last == .closeSubpath)
    for segment in path.data.segments {
      for step in 0...20 {
        let p = segment.point(at: CGFloat(step) / 20)
        #expect(abs(hypot(p.x, p.y) - 100) < 0.03, "point \(p)")
      }
    }
    // Clockwise on a y-down screen: from 3 o'clock towards 6 o'clock (+y) first.
    #expect(isApproximatelyEqual(path.data.segments[0].end, CGPoint(x: 0, y: 100), tolerance: 1e-12))
    #expect(
      isApproximatelyEqual(path.boundingBoxOfPath, CGRect(x: -100, y: -100, width: 200, height: 200), tolerance: 1e-9))
  }

  /// UIBezierPath's `clockwise` is the opposite flag of CGPath's `addArc(clockwise:)`: the
  /// same arc from 0 to π/2 runs through 45° with UIKit's `clockwise: true` and through
  /// 225° (the long way round) with Core Graphics' `clockwise: true`.
  @Test func arcDirectionFlagsMatchUIKitAndCoreGraphics() {
    let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(ui.cgPath.data.segments.count == 1)
    #expect(isApproximatelyEqual(ui.currentPoint, CGPoint(x: 0, y: 10), tolerance: 1e-12))
    let cg = CGMutablePath()
    cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(cg.data.segments.count == 3)
    let through = cg.data.segments[1].point(at: 0.5)
    #expect(isApproximatelyEqual(through, CGPoint(x: -10 / 2.squareRoot(), y: -10 / 2.squareRoot()), tolerance: 0.01))
    // A full turn expressed as start −π/2 … end 3π/2 is one closed-looking circle of 4 curves.
    let ring = UIBezierPath(arcCenter: .zero, radius: 5, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
    #expect(ring.cgPath.data.segments.count == 4)
    #expect(isApproximatelyEqual(ring.currentPoint, CGPoint(x: 0, y: -5), tolerance: 1e-12))
  }

  /// A line to the arc's start joins an existing subpath, as `CGPathAddArc` documents.
  @Test func arcAfterAPointAddsAConnectingLine() throws {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(withCenter: CGPoint(x: 20, y: 0), radius: 5, startAngle: .pi, endAngle: 0, clockwise: true)
    #expect(
      isApproximatelyEqual(try #require(path.cgPath.elements[1].points.first), CGPoint(x: 15, y: 0), tolerance: 1e-12))
    #expect(path.cgPath.data.segments[0].isLine)
    #expect(isApproximatelyEqual(path.bounds, CGRect(x: 0, y: -5, width: 25, height: 5), tolerance: 1e-9))
  }

  @Test func roundedRectRoundsOnlyTheRequestedCornersAndClampsRadii() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 50, height: 50))
    // UIKit ignores the radii's height; the radius is clamped to 20 (half the height): the
    // top-left corner point is outside, the
    // top-right corner point is inside.
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 99, y: 1)))
    #expect(path.contains(CGPoint(x: 1, y: 39)))
    #expect(!path.contains(CGPoint(x: 99, y: 39)))
    #expect(path.contains(CGPoint(x: 20 - 20 / 2.squareRoot() + 0.5, y: 20 - 20 / 2.squareRoot() + 0.5)))
    #expect(!path.contains(CGPoint(x: 20 - 20 / 2.squareRoot() - 0.5, y: 20 - 20 / 2.squareRoot() - 0.5)))
  }

  @Test func fillRulesDecideTheHoleOfTwoNestedRects() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
    #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
    #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
    #expect(path.contains(CGPoint(x: 1, y: 5), using: .evenOdd))
    #expect(!path.contains(CGPoint(x: 11, y: 5)))
  }

  @Test func quadraticAndCubicCurvesAndBoundingBoxes() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    // The quadratic's apex is at half the control height.
    #expect(isApproximatelyEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 5), tolerance: 1e-9))
    #expect(isApproximatelyEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10)))
    let moved = path.copy(using: [CGAffineTransform(translationX: 3, y: 4)])!
    #expect(moved.currentPoint == CGPoint(x: 13, y: 4))
    #expect(path != moved)
    #expect(path.copy() == path)
  }

  /// `strokeEnd` 0.5 of a 40-long square outline ends half way: after two sides.
  @Test func trimmingMeasuresAlongTheWholePath() {
    let square = PathData(elements: CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).elements)
    #expect(isApproximatelyEqual(square.length(), 40, tolerance: 1e-9))
    let half = square.trimmed(from: 0, to: 0.5)
    #expect(half.currentPoint == CGPoint(x: 10, y: 10))
    #expect(!half.elements.contains(.closeSubpath))
    let middle = square.trimmed(from: 0.125, to: 0.375)
    #expect(middle.elements.first == .moveToPoint(CGPoint(x: 5, y: 0)))
    #expect(isApproximatelyEqual(middle.currentPoint, CGPoint(x: 10, y: 5), tolerance: 1e-9))
    #expect(square.trimmed(from: 0, to: 1) == square)
    #expect(square.trimmed(from: 0.6, to: 0.6).isEmpty)
    let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath.data
    #expect(isApproximatelyEqual(circle.length(), 20 * .pi, tolerance: 0.01))
    let quarter = circle.trimmed(from: 0, to: 0.25)
    #expect(isApproximatelyEqual(quarter.currentPoint, CGPoint(x: 10, y: 20), tolerance: 0.01))
  }
}
