import Foundation

/// A damped harmonic oscillator moving a value from 0 to 1, solved in closed form — the model
/// behind `CASpringAnimation`, `UISpringTimingParameters` and UIKit's spring animations.
///
/// The displacement from the target, `x(t)`, obeys `m·x″ + c·x′ + k·x = 0` with `x(0) = 1` and
/// `x′(0) = −initialVelocity` (velocity in "whole distance per second", UIKit's unit), and the
/// progress is `1 − x(t)`. Time is in seconds, not a fraction of a duration.
public struct SpringCurve: Sendable, Hashable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  public var initialVelocity: Double
  /// Whether a damping ratio above 1 is honoured. Core Animation treats an over-damped spring
  /// as critically damped unless `allowsOverdamping` is set (iOS 17).
  public var allowsOverdamping: Bool

  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    precondition(
      mass > 0 && stiffness > 0 && damping >= 0,
      "spring needs mass > 0, stiffness > 0, damping ≥ 0; got \(mass), \(stiffness), \(damping)")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// The system spring UIKit uses for curve 7 (navigation push/pop, cover-vertical, keyboard)
  /// and `UISpringTimingParameters()`: mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56),
  /// which Core Animation clamps to critical damping.
  public static let system = SpringCurve(mass: 3, stiffness: 1000, damping: 500)

  /// Undamped angular frequency ω₀ = √(k/m).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2·√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The damping ratio actually simulated: ζ, or 1 when ζ > 1 and over-damping is not allowed.
  public var effectiveDampingRatio: Double {
    let zeta = dampingRatio
    return zeta > 1 && !allowsOverdamping ? 1 : zeta
  }

  /// Displacement from the target at `t` seconds (1 at t = 0).
  public func displacement(at t: Double) -> Double {
    let omega = naturalFrequency
    let zeta = effectiveDampingRatio
    let x0 = 1.0
    let v0 = -initialVelocity
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * omega * x0) / omegaD
      return exp(-zeta * omega * t) * (x0 * cos(omegaD * t) + b * sin(omegaD * t))
    } else if zeta == 1 {
      return exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// Progress `1 − x(t)` at `t` seconds; may overshoot 1 for under-damped springs.
  public func progress(at t: Double) -> Double {
    t <= 0 ? 0 : 1 - displacement(at: t)
  }

  /// Progress velocity (per second) at `t`, by the closed-form derivative.
  public func velocity(at t: Double) -> Double {
    let omega = naturalFrequency
    let zeta = effectiveDampingRatio
    let x0 = 1.0
    let v0 = -initialVelocity
    let dx: Double
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      let b = (v0 + zeta * omega * x0) / omegaD
      let decay = exp(-zeta * omega * t)
      let cosine = cos(omegaD * t)
      let sine = sin(omegaD * t)
      dx = decay * ((-zeta * omega) * (x0 * cosine + b * sine) + (-x0 * omegaD * sine + b * omegaD * cosine))
    } else if zeta == 1 {
      let a = v0 + omega * x0
      dx = exp(-omega * t) * (a - omega * (x0 + a * t))
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      dx = c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    }
    return -dx
  }
}
