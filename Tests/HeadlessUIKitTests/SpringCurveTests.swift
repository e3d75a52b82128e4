import Foundation
import Testing

@testable import HeadlessUIKit

/// Closed-form springs against a fourth-order Runge–Kutta integration of m·x″ + c·x′ + k·x = 0.
@Suite("Spring closed forms")
struct SpringCurveTests {
  static func rk4(_ spring: SpringCurve, until end: Double, step h: Double = 1e-4) -> [Double: Double] {
    let zeta = spring.effectiveDampingRatio
    let omega = spring.naturalFrequency
    var x = 1.0
    var v = -spring.initialVelocity
    var samples: [Double: Double] = [:]
    let stepsPerSample = 1000
    var step = 0
    func accel(_ x: Double, _ v: Double) -> Double { -2 * zeta * omega * v - omega * omega * x }
    while Double(step) * h <= end + 1e-12 {
      if step % stepsPerSample == 0 { samples[(Double(step) * h * 10).rounded() / 10] = 1 - x }
      let k1x = v
      let k1v = accel(x, v)
      let k2x = v + h / 2 * k1v
      let k2v = accel(x + h / 2 * k1x, v + h / 2 * k1v)
      let k3x = v + h / 2 * k2v
      let k3v = accel(x + h / 2 * k2x, v + h / 2 * k2v)
      let k4x = v + h * k3v
      let k4v = accel(x + h * k3x, v + h * k3v)
      x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      step += 1
    }
    return samples
  }

  static let regimes: [SpringCurve] = [
    SpringCurve(mass: 1, stiffness: 100, damping: 10),  // ζ = 0.5, CASpringAnimation defaults
    SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3),  // ζ = 1
    SpringCurve(mass: 1, stiffness: 100, damping: 40, initialVelocity: -1, allowsOverdamping: true),  // ζ = 2
    SpringCurve(mass: 2, stiffness: 300, damping: 5, initialVelocity: 8),  // light damping
  ]

  @Test(arguments: regimes)
  func startsAtRestAtZeroWithTheGivenVelocity(_ spring: SpringCurve) {
    #expect(abs(spring.displacement(at: 0) - 1) < 1e-12)
    #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) < 1e-9)
  }

  @Test(arguments: regimes)
  func matchesRungeKutta(_ spring: SpringCurve) {
    for (t, expected) in Self.rk4(spring, until: 1.5) {
      #expect(abs(spring.progress(at: t) - expected) < 1e-6, "t = \(t)")
    }
  }

  @Test func overdampingIsClampedUnlessAllowed() {
    let clamped = SpringCurve(mass: 1, stiffness: 100, damping: 40)
    let critical = SpringCurve(mass: 1, stiffness: 100, damping: 20)
    #expect(clamped.effectiveDampingRatio == 1)
    #expect(abs(clamped.progress(at: 0.2) - critical.progress(at: 0.2)) < 1e-12)
    var allowed = clamped
    allowed.allowsOverdamping = true
    #expect(allowed.progress(at: 0.2) < critical.progress(at: 0.2))
  }
}
