import Foundation
import Testing

@testable import HeadlessUIKit

/// The duration-based spring solver, `settlingDuration`, and UIKit's timing-parameter classes.
@Suite("Spring timing")
struct SpringTimingTests {
  static let epsilon = 0.001

  /// The decay criterion of the reference, recomputed from the spring's own parameters:
  /// ((ζω₀ − v)/ω_d)·e^(−ζω₀d) for ζ < 1, e^(−ω₀d)·((ω₀ − v)d + 1) for ζ = 1, x(d) for ζ > 1.
  static func envelope(_ spring: SpringCurve, at d: Double) -> Double {
    let zeta = spring.dampingRatio
    let omega = spring.naturalFrequency
    let v = spring.initialVelocity
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return (zeta * omega - v) / omegaD * exp(-zeta * omega * d)
    } else if zeta == 1 {
      return exp(-omega * d) * ((omega - v) * d + 1)
    } else {
      return spring.displacement(at: d)
    }
  }

  // MARK: - Duration-based solver

  @Test(arguments: [0.3, 0.5, 0.7, 1.0, 1.5], [0.3, 0.5, 1.0])
  func solverDecaysToEpsilonAtTheDuration(dampingRatio zeta: Double, duration d: Double) {
    for v in [0.0, 2.0] {
      let spring = SpringCurve(duration: d, dampingRatio: zeta, initialVelocity: v)
      let label = "ζ = \(zeta), d = \(d), v = \(v)"
      #expect(spring.mass == 1, "\(label)")
      #expect(spring.initialVelocity == v, "\(label)")
      #expect(spring.allowsOverdamping == (zeta > 1), "\(label)")
      #expect(abs(spring.naturalFrequency * spring.naturalFrequency - spring.stiffness) <= 1e-12 * spring.stiffness)
      #expect(abs(spring.damping - 2 * zeta * spring.stiffness.squareRoot()) <= 1e-12 * spring.damping, "\(label)")
      #expect(abs(spring.dampingRatio - zeta) <= 1e-12, "\(label)")
      #expect(abs(Self.envelope(spring, at: d) - Self.epsilon) <= 1e-9 * Self.epsilon, "\(label)")

      // The remaining displacement at d: exactly ε from ζ = 1 up; for ζ < 1 bounded by the true
      // envelope √(1 + b²)·e^(−ζω₀d) = ε·√(1 + b²)/b, which the reference criterion b·e^(−ζω₀d) = ε
      // leaves up to 3.4 times ε (ζ = 0.3).
      let remaining = abs(1 - spring.progress(at: d))
      if zeta >= 1 {
        #expect(abs(remaining - Self.epsilon) <= 1e-9, "\(label)")
      } else {
        let omega = spring.naturalFrequency
        let b = (zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot())
        #expect(remaining <= Self.epsilon * (1 + b * b).squareRoot() / b + 1e-12, "\(label)")
        #expect(remaining < 0.0035, "\(label)")
        if zeta >= 0.7 { #expect(remaining < 0.002, "\(label)") }
      }
    }
  }

  @Test(arguments: [0.3, 0.7, 1.0, 1.5, 3.0])
  func solverSpringsStartAtOneWithTheGivenVelocity(dampingRatio zeta: Double) {
    for v in [-1.0, 0, 2] {
      let spring = SpringCurve(duration: 0.5, dampingRatio: zeta, initialVelocity: v)
      #expect(abs(spring.displacement(at: 0) - 1) < 1e-12)
      #expect(abs(spring.velocity(at: 0) - v) < 1e-9 * max(1, spring.naturalFrequency))
      #expect(spring.effectiveDampingRatio == spring.dampingRatio, "ratio honoured, ζ = \(zeta)")
    }
  }

  @Test func solverCriticalSpringIsExactlyCritical() {
    let spring = SpringCurve(duration: 0.5, dampingRatio: 1, initialVelocity: 2)
    #expect(spring.dampingRatio == 1)
    #expect(!spring.allowsOverdamping)
  }

  @Test func solverOverdampedSpringMatchesRungeKutta() {
    let spring = SpringCurve(duration: 0.5, dampingRatio: 1.5, initialVelocity: 2)
    #expect(spring.effectiveDampingRatio == 1.5)
    let samples = SpringCurveTests.rk4(spring, until: 1)
    #expect(samples.count == 11)
    for (t, expected) in samples {
      #expect(abs(spring.progress(at: t) - expected) < 1e-6, "t = \(t)")
    }
  }

  @Test func solverTakesTheRootOnTheDecayingTail() {
    // With v = 2 the ζ = 0.3, d = 1 criterion has roots near ω₀ = 6.84 (where ζω₀ ≈ v, not a
    // settled spring: x(1) ≈ 0.125) and 17.58; the solver must take the larger.
    let spring = SpringCurve(duration: 1, dampingRatio: 0.3, initialVelocity: 2)
    #expect(abs(spring.naturalFrequency - 17.5806) < 1e-3)
  }

  @Test func solverFallsBackWhenNoSpringMeetsTheCriterion() {
    // ζ = 1, v·d = 20 > ln 1000: x(d) < ε for every ω₀; E peaks at ω₀ = v, where x = e^(−vt).
    let critical = SpringCurve(duration: 1, dampingRatio: 1, initialVelocity: 20)
    #expect(abs(critical.naturalFrequency - 20) < 1e-6)
    #expect(abs(critical.displacement(at: 0.1) - exp(-2)) < 1e-6)

    // ζ = 0.5, v = 20, d = 0.3: the under-damped criterion has no root either; the spring still
    // settles by about the duration.
    let fast = SpringCurve(duration: 0.3, dampingRatio: 0.5, initialVelocity: 20)
    #expect(fast.settlingDuration < 0.3 * 1.05)
    #expect(abs(Self.envelope(fast, at: 0.3)) < Self.epsilon)

    // ζ below ε/√(1 − ε²) without velocity: b·e^(−ζω₀d) < ε for every ω₀; use e^(−ζω₀d) = ε.
    let undamped = SpringCurve(duration: 1, dampingRatio: 0.0005)
    #expect(abs(exp(-0.0005 * undamped.naturalFrequency) - Self.epsilon) < 1e-12)
  }

  @Test func solverNeverDiverges() {
    for zeta in [0.002, 0.05, 0.2, 0.5, 0.9, 0.999, 1, 1.001, 1.2, 2, 5, 20] {
      for d in [0.01, 0.25, 1, 5, 60] {
        for v in [-50.0, -1, 0, 0.5, 5, 50, 500] {
          let spring = SpringCurve(duration: d, dampingRatio: zeta, initialVelocity: v)
          let label = "ζ = \(zeta), d = \(d), v = \(v)"
          #expect(spring.stiffness.isFinite && spring.stiffness > 0, "\(label)")
          #expect(spring.settlingDuration.isFinite, "\(label)")
          // Wherever the criterion has a root, it is met.
          let e = Self.envelope(spring, at: d)
          #expect(e <= Self.epsilon * (1 + 1e-9), "\(label): E = \(e)")
        }
      }
    }
  }

  // MARK: - settlingDuration

  static let settlingSprings: [SpringCurve] = [
    SpringCurve(),  // CASpringAnimation defaults, ζ = 0.5
    SpringCurve(mass: 2, stiffness: 300, damping: 5, initialVelocity: 8),  // light damping
    SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3),  // critical, no overshoot
    SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: -4),  // critical, moving away first
    SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 40),  // critical, large overshoot
    SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 12),  // critical, overshoot < ε
    SpringCurve(mass: 1, stiffness: 100, damping: 40, initialVelocity: -1, allowsOverdamping: true),  // ζ = 2
    // ζ = 1.2, overshooting
    SpringCurve(mass: 1, stiffness: 100, damping: 24, initialVelocity: 60, allowsOverdamping: true),
    SpringCurve(mass: 1, stiffness: 100, damping: 60, initialVelocity: 0, allowsOverdamping: true),  // ζ = 3
    .system,  // ζ 4.56 clamped to 1
  ]

  @Test(arguments: settlingSprings)
  func settlingDurationIsTheLastThresholdCrossing(_ spring: SpringCurve) {
    let settling = spring.settlingDuration
    #expect(settling.isFinite && settling > 0)
    // Below the threshold from then on (sampled over 4 s).
    for step in 0...4000 {
      let t = settling + Double(step) * 1e-3
      #expect(abs(spring.displacement(at: t)) < Self.epsilon, "t = \(t)")
      if abs(spring.displacement(at: t)) >= Self.epsilon { break }
    }
    if spring.effectiveDampingRatio < 1 {
      // The envelope √(1 + b²)·e^(−ζω₀t) crosses ε there, and not later.
      let omega = spring.naturalFrequency
      let zeta = spring.effectiveDampingRatio
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (zeta * omega - spring.initialVelocity) / omegaD
      func envelope(_ t: Double) -> Double { (1 + b * b).squareRoot() * exp(-zeta * omega * t) }
      #expect(abs(envelope(settling) - Self.epsilon) < 1e-9 * Self.epsilon)
      #expect(envelope(settling - 1e-6) > Self.epsilon)
    } else {
      // Exact: |x| is still at the threshold just before.
      #expect(abs(spring.displacement(at: settling - 1e-9)) >= Self.epsilon)
      // And no later crossing exists: brute force on a 0.1 ms grid agrees.
      var lastAbove = 0.0
      let steps = Int((settling + 1) / 1e-4)
      for step in 0...steps where abs(spring.displacement(at: Double(step) * 1e-4)) >= Self.epsilon {
        lastAbove = Double(step) * 1e-4
      }
      #expect(lastAbove < settling && settling <= lastAbove + 1e-4)
    }
  }

  @Test func systemSpringSettlesInAboutHalfASecond() {
    // Critical: e^(−u)(1 + u) = 0.001 at u = ω₀t ≈ 9.233413, ω₀ = √(1000/3).
    let u = 9.233413476
    #expect(abs(SpringCurve.system.settlingDuration - u / (1000.0 / 3).squareRoot()) < 1e-8)
    #expect(abs(SpringCurve.system.settlingDuration - 0.50573) < 1e-5)
  }

  @Test func undampedSpringNeverSettles() {
    #expect(SpringCurve(mass: 1, stiffness: 100, damping: 0).settlingDuration == .infinity)
  }

  @Test(arguments: [0.3, 0.5, 0.7, 1.0, 1.5])
  func solverSpringSettlesAtAboutItsDuration(dampingRatio zeta: Double) {
    // From ζ = 1 up the duration is exactly where x reaches ε; below, the envelope bound
    // overestimates by less than the extra factor √(1 + b²)/b of the reference criterion.
    let spring = SpringCurve(duration: 0.5, dampingRatio: zeta)
    if zeta >= 1 {
      #expect(abs(spring.settlingDuration - 0.5) < 1e-9)
    } else {
      #expect(spring.settlingDuration > 0.5 && spring.settlingDuration < 0.5 * 1.25)
    }
  }

  // MARK: - UISpringTimingParameters

  @Test func defaultSpringParametersAreTheSystemSpring() {
    let parameters = UISpringTimingParameters()
    #expect(parameters.mass == 3)
    #expect(parameters.stiffness == 1000)
    #expect(parameters.damping == 500)
    #expect(abs(parameters.dampingRatio - 500 / (2 * 3000.0.squareRoot())) < 1e-12)
    #expect(abs(parameters.dampingRatio - 4.564) < 1e-3)
    #expect(parameters.initialVelocity == .zero)
    #expect(parameters.timingCurveType == .spring)
    #expect(parameters.springTimingParameters === parameters)
    #expect(parameters.cubicTimingParameters == nil)
    // The animator's duration is ignored; the spring is curve 7's, clamped to critical.
    #expect(parameters.timingCurve(duration: 0.3) == .system)
    #expect(abs(parameters.animationDuration(requested: 0.3) - SpringCurve.system.settlingDuration) < 1e-12)
    let golden: [(Double, Double)] = [
      (0.05, 0.232), (0.10, 0.545), (0.15, 0.758), (0.20, 0.879), (0.25, 0.942),
      (0.30, 0.973), (0.35, 0.988), (0.40, 0.994), (0.45, 0.998), (0.50, 0.999),
    ]
    let curve = parameters.timingCurve(duration: parameters.animationDuration(requested: 0.3))
    for (t, expected) in golden {
      #expect(abs(curve.progress(elapsed: t, duration: 0.506) - expected) < 6e-4, "t = \(t)")
    }
  }

  @Test func dampingRatioParametersSolveTheSpringFromTheDuration() {
    let parameters = UISpringTimingParameters(dampingRatio: 0.7)
    #expect(parameters.dampingRatio == 0.7)
    #expect(parameters.mass == 1)
    #expect(parameters.stiffness == nil && parameters.damping == nil)
    #expect(parameters.initialVelocity == .zero)
    #expect(parameters.timingCurve(duration: 0.4) == .spring(SpringCurve(duration: 0.4, dampingRatio: 0.7)))
    #expect(parameters.animationDuration(requested: 0.4) == 0.4)
    #expect(parameters.timingCurve(duration: 0) == .linear)

    let moving = UISpringTimingParameters(dampingRatio: 1.3, initialVelocity: CGVector(dx: 2, dy: -1))
    #expect(moving.initialVelocity == CGVector(dx: 2, dy: -1))
    let x = SpringCurve(duration: 0.5, dampingRatio: 1.3, initialVelocity: 2)
    let y = SpringCurve(duration: 0.5, dampingRatio: 1.3, initialVelocity: -1)
    #expect(moving.timingCurve(duration: 0.5) == .spring(x))
    #expect(moving.timingCurve(duration: 0.5, initialVelocity: moving.initialVelocity.dy) == .spring(y))
    #expect(x.allowsOverdamping)
  }

  @Test func explicitSpringParametersIgnoreTheDuration() {
    let parameters = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0.5, dy: 0))
    #expect(parameters.dampingRatio == 0.5)
    let spring = SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0.5)
    #expect(parameters.timingCurve(duration: 0.2) == .spring(spring))
    #expect(parameters.timingCurve(duration: 3) == .spring(spring))
    #expect(parameters.animationDuration(requested: 0.2) == spring.settlingDuration)
    // Over-damped explicit springs are clamped, as Core Animation does.
    let stiff = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 40, initialVelocity: .zero)
    guard case .spring(let clamped) = stiff.timingCurve(duration: 1) else {
      Issue.record("expected a spring")
      return
    }
    #expect(clamped.effectiveDampingRatio == 1)
    // An undamped spring stops at the requested duration.
    let undamped = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 0, initialVelocity: .zero)
    #expect(undamped.animationDuration(requested: 0.7) == 0.7)
  }

  @Test(arguments: [(0.0, 1.0), (0.3, 0.7), (-0.3, 1 / 0.7)])
  func durationAndBounceMapToStiffnessAndDampingRatio(bounce: Double, expectedRatio: Double) {
    let duration = 0.4
    let parameters = UISpringTimingParameters(duration: duration, bounce: bounce)
    let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
    #expect(parameters.mass == 1)
    #expect(abs(parameters.dampingRatio - expectedRatio) < 1e-12)
    #expect(abs(parameters.stiffness! - stiffness) < 1e-9)
    #expect(abs(parameters.damping! - 2 * expectedRatio * stiffness.squareRoot()) < 1e-9)
    guard case .spring(let spring) = parameters.timingCurve(duration: 5) else {
      Issue.record("expected a spring")
      return
    }
    #expect(abs(spring.effectiveDampingRatio - expectedRatio) < 1e-12, "negative bounce is over-damped")
    #expect(parameters.animationDuration(requested: 5) == spring.settlingDuration)
  }

  @Test func durationAndBounceMatchApplesExample() {
    // SwiftUI's Spring documentation: Spring(duration: 0.5, bounce: 0.3) has
    // (mass, stiffness, damping) = (1.0, 157.9, 17.6).
    let parameters = UISpringTimingParameters(
      duration: 0.5, bounce: 0.3, initialVelocity: CGVector(dx: 1, dy: 0))
    #expect(parameters.mass == 1)
    #expect((parameters.stiffness! * 10).rounded() / 10 == 157.9)
    #expect((parameters.damping! * 10).rounded() / 10 == 17.6)
    #expect(parameters.initialVelocity == CGVector(dx: 1, dy: 0))
  }

  // MARK: - UICubicTimingParameters

  @Test func cubicParametersDefaultToEaseInOut() {
    let parameters = UICubicTimingParameters()
    #expect(parameters.timingCurveType == .builtin)
    #expect(parameters.animationCurve == .easeInOut)
    #expect(parameters.controlPoint1 == CGPoint(x: 0.42, y: 0))
    #expect(parameters.controlPoint2 == CGPoint(x: 0.58, y: 1))
    #expect(parameters.cubicTimingParameters === parameters)
    #expect(parameters.springTimingParameters == nil)
    #expect(parameters.timingCurve == .easeInOut)
  }

  @Test(arguments: [
    (UIView.AnimationCurve.easeInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1), TimingCurve.easeInOut),
    (.easeIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1), .easeIn),
    (.easeOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1), .easeOut),
    (.linear, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), .linear),
  ])
  func builtinCurvesHaveCoreAnimationsControlPoints(
    curve: UIView.AnimationCurve, point1: CGPoint, point2: CGPoint, timingCurve: TimingCurve
  ) {
    let parameters = UICubicTimingParameters(animationCurve: curve)
    #expect(parameters.timingCurveType == .builtin)
    #expect(parameters.animationCurve == curve)
    #expect(parameters.controlPoint1 == point1)
    #expect(parameters.controlPoint2 == point2)
    #expect(parameters.timingCurve == timingCurve)
  }

  @Test func customControlPointsMakeACubicCurve() {
    let parameters = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 1.4), controlPoint2: CGPoint(x: 0.4, y: 1))
    #expect(parameters.timingCurveType == .cubic)
    #expect(parameters.controlPoint1 == CGPoint(x: 0.2, y: 1.4))
    #expect(parameters.controlPoint2 == CGPoint(x: 0.4, y: 1))
    #expect(parameters.timingCurve == .bezier(CAMediaTimingFunction(controlPoints: 0.2, 1.4, 0.4, 1)))
    #expect(parameters.timingCurve.progress(elapsed: 0.5, duration: 1) > 1, "y > 1 overshoots")
  }

  @Test func timingCurveTypeHasUIKitsRawValues() {
    #expect(UITimingCurveType.builtin.rawValue == 0)
    #expect(UITimingCurveType.cubic.rawValue == 1)
    #expect(UITimingCurveType.spring.rawValue == 2)
    #expect(UITimingCurveType.composed.rawValue == 3)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0) && CGVector() == .zero)
  }
}
