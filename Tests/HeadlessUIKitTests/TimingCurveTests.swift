import Foundation
import Testing

@testable import HeadlessUIKit

@Suite("Core Animation timing curves")
struct TimingCurveTests {
  /// Symmetric up to the `Float` rounding of Core Animation's control points (0.42 and 0.58
  /// are not exact in `Float`, so the curve is symmetric only to about 1e-7).
  @Test func easeInOutIsSymmetricAboutTheMiddle() {
    let f = CAMediaTimingFunction(name: .easeInEaseOut)
    #expect(abs(f.progress(at: 0.5) - 0.5) < 1e-7)
    for x in stride(from: 0.05, to: 1, by: 0.05) {
      #expect(abs(f.progress(at: x) + f.progress(at: 1 - x) - 1) < 1e-7)
    }
  }

  @Test func endpointsAreExact() {
    for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
      let f = CAMediaTimingFunction(name: name)
      #expect(f.progress(at: 0) == 0)
      #expect(f.progress(at: 1) == 1)
    }
  }

  @Test func controlPointsAreCoreAnimations() {
    var values: [Float] = [0, 0]
    let expected: [(CAMediaTimingFunctionName, [Float])] = [
      (.default, [0.25, 0.1, 0.25, 1]), (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.easeIn, [0.42, 0, 1, 1]),
      (.easeOut, [0, 0, 0.58, 1]), (.linear, [0, 0, 1, 1]),
    ]
    for (name, points) in expected {
      let f = CAMediaTimingFunction(name: name)
      f.getControlPoint(at: 1, values: &values)
      #expect(values == [points[0], points[1]], "\(name.rawValue) c1")
      f.getControlPoint(at: 2, values: &values)
      #expect(values == [points[2], points[3]], "\(name.rawValue) c2")
    }
  }

  @Test func linearIsIdentity() {
    let f = CAMediaTimingFunction(name: .linear)
    for x in stride(from: 0.0, through: 1, by: 0.125) { #expect(abs(f.progress(at: x) - x) < 1e-12) }
  }

  /// Reference values from evaluating the cubic parametrically: pick s, compute (x(s), y(s)),
  /// and check that solving for x(s) gives y(s) — independent of the solver.
  @Test(arguments: [0.1, 0.25, 0.4, 0.6, 0.75, 0.9])
  func solverInvertsTheCurve(_ s: Double) {
    func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    for (c1x, c1y, c2x, c2y) in [
      (0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0),
    ] {
      let f = CAMediaTimingFunction(controlPoints: Float(c1x), Float(c1y), Float(c2x), Float(c2y))
      let x = bezier(Double(Float(c1x)), Double(Float(c2x)), s)
      let y = bezier(Double(Float(c1y)), Double(Float(c2y)), s)
      #expect(abs(f.progress(at: x) - y) < 1e-9)
    }
  }

  @Test func easeInStartsSlowAndEaseOutEndsSlow() {
    #expect(CAMediaTimingFunction(name: .easeIn).progress(at: 0.25) < 0.25)
    #expect(CAMediaTimingFunction(name: .easeOut).progress(at: 0.75) > 0.75)
  }

  /// `UIKIT-REFERENCE.md`: curve 7 golden table, within 1e-3.
  @Test func systemCurveSevenMatchesTheGoldenTable() {
    let golden: [(Double, Double)] = [
      (0.05, 0.232), (0.10, 0.545), (0.15, 0.758), (0.20, 0.879), (0.25, 0.942), (0.30, 0.973),
      (0.35, 0.988), (0.40, 0.994), (0.45, 0.998), (0.50, 0.999),
    ]
    let curve = UIView.AnimationOptions(rawValue: 7 << 16).timingCurve
    for (t, expected) in golden {
      // Evaluate inside a longer animation so t = 0.5 is not snapped to 1.
      #expect(abs(curve.progress(elapsed: t, duration: 10) - expected) < 1e-3, "t = \(t)")
    }
    #expect(curve.progress(elapsed: 0.5, duration: 0.5) == 1, "snapped at the end of its duration")
  }

  @Test func systemSpringIsTheClampedUIKitSpring() {
    let spring = SpringCurve.system
    #expect(abs(spring.dampingRatio - 500 / (2 * (1000.0 * 3).squareRoot())) < 1e-12)
    #expect(abs(spring.dampingRatio - 4.56) < 0.01)
    #expect(spring.effectiveDampingRatio == 1)
    #expect(abs(spring.naturalFrequency - 18.2574) < 1e-4)
  }

  @Test func optionCurveBitsSelectCurves() {
    #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
    #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
    #expect(UIView.AnimationOptions.curveLinear.timingCurve == .linear)
    #expect(UIView.AnimationOptions([]).timingCurve == .easeInOut)
  }
}
