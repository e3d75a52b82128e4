import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `CAKeyframeAnimation.path` and `rotationMode`: positions along lines and curves in every
/// calculation mode, against hand-computed points.
@MainActor
@Suite("Keyframe animations along a path")
struct KeyframePathTests {
  /// (0,0) → (100,0) → (100,100): two 100 pt legs.
  static let ell: CGPath = {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 100, y: 0))
    path.addLine(to: CGPoint(x: 100, y: 100))
    return path
  }()

  /// A layer animated along `path` for 1 s from t = 0, sampled at `t`.
  static func sample(
    _ path: CGPath, mode: CAAnimationCalculationMode = .linear, rotation: CAAnimationRotationMode? = nil,
    at times: [Double]
  ) -> [CALayerPresentation] {
    let timeline = Timeline(fps: 100)
    timeline.advance(to: 0)
    let layer = CALayer()
    let animation = CAKeyframeAnimation(keyPath: "position")
    animation.path = path
    animation.duration = 1
    animation.calculationMode = mode
    animation.rotationMode = rotation
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(animation, forKey: "move")
    return times.map { t in
      timeline.advance(to: FrameIndex(Int((t * 100).rounded())))
      return layer.presentation()!
    }
  }

  @Test func linearGivesEachSegmentAnEqualShareOfTheDuration() {
    let shown = Self.sample(Self.ell, at: [0.25, 0.5, 0.75]).map(\.position)
    #expect(isApproximatelyEqual(shown[0], CGPoint(x: 50, y: 0)))
    #expect(isApproximatelyEqual(shown[1], CGPoint(x: 100, y: 0)))
    #expect(isApproximatelyEqual(shown[2], CGPoint(x: 100, y: 50)))
  }

  @Test func pacedMovesAtConstantSpeedAlongTheLength() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 300, y: 0))
    path.addLine(to: CGPoint(x: 300, y: 100))
    let shown = Self.sample(path, mode: .paced, at: [0.5, 0.85]).map(\.position)
    #expect(isApproximatelyEqual(shown[0], CGPoint(x: 200, y: 0), tolerance: 1e-6))
    #expect(isApproximatelyEqual(shown[1], CGPoint(x: 300, y: 40), tolerance: 1e-6))
  }

  @Test func aCurveIsFollowedNotCut() {
    // A quarter circle of radius 100 about the origin, from (100, 0) to (0, 100).
    let arc = UIBezierPath(arcCenter: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    let halfway = Self.sample(arc.cgPath, mode: .paced, at: [0.5])[0].position
    // Halfway along the arc is at 45°; the cubic approximation of a circle is within 0.03 %.
    #expect(
      isApproximatelyEqual(halfway, CGPoint(x: 100 / 2.0.squareRoot(), y: 100 / 2.0.squareRoot()), tolerance: 0.05))
    #expect(abs(hypot(halfway.x, halfway.y) - 100) < 0.05)
  }

  @Test func discreteShowsEachKeyframePointInTurn() {
    // Three keyframes (start and two segment ends) at 0, 1/3, 2/3.
    let shown = Self.sample(Self.ell, mode: .discrete, at: [0.1, 0.4, 0.7]).map(\.position)
    #expect(shown == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
  }

  @Test func rotationModeTurnsTheLayerToTheTangent() {
    let auto = Self.sample(Self.ell, rotation: .rotateAuto, at: [0.25, 0.75])
    #expect(isApproximatelyEqual(DecomposedTransform(auto[0].affineTransform).rotation, 0))
    #expect(isApproximatelyEqual(DecomposedTransform(auto[1].affineTransform).rotation, .pi / 2))
    let reverse = Self.sample(Self.ell, rotation: .rotateAutoReverse, at: [0.75])
    let angle = DecomposedTransform(reverse[0].affineTransform).rotation
    #expect(isApproximatelyEqual(cos(angle), cos(3 * .pi / 2), tolerance: 1e-9))
    #expect(isApproximatelyEqual(sin(angle), sin(3 * .pi / 2), tolerance: 1e-9))
    let none = Self.sample(Self.ell, at: [0.75])
    #expect(none[0].affineTransform == .identity)
  }

  @Test func keyTimesAndTimingFunctionsApplyPerSegment() {
    let timeline = Timeline(fps: 100)
    timeline.advance(to: 0)
    let layer = CALayer()
    let animation = CAKeyframeAnimation(keyPath: "position")
    animation.path = Self.ell
    animation.duration = 1
    animation.keyTimes = [0, 0.8, 1]
    animation.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.add(animation, forKey: "move")
    timeline.advance(to: 40)
    #expect(isApproximatelyEqual(layer.presentation()!.position, CGPoint(x: 50, y: 0)))
    timeline.advance(to: 90)
    let easeIn = CAMediaTimingFunction(name: .easeIn).progress(at: 0.5)
    #expect(isApproximatelyEqual(layer.presentation()!.position, CGPoint(x: 100, y: 100 * easeIn)))
  }
}
