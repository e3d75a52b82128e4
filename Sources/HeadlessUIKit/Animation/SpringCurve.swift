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

  /// The closed-form solution `x(t)` for the effective damping regime, with `x(0) = 1` and
  /// `x′(0) = −initialVelocity`. Internal so that extensions (`settlingDuration`) can use the
  /// regime's constants.
  enum Solution {
    /// ζ < 1: `x = e^(−ζω₀t)·(cos ω_d t + b·sin ω_d t)`.
    case underdamped(decay: Double, omegaD: Double, b: Double)
    /// ζ = 1: `x = e^(−ω₀t)·(1 + a·t)`.
    case critical(omega: Double, a: Double)
    /// ζ > 1: `x = c₁·e^(r₁t) + c₂·e^(r₂t)`.
    case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
  }

  var solution: Solution {
    let omega = naturalFrequency
    let zeta = effectiveDampingRatio
    let v0 = -initialVelocity
    if zeta < 1 {
      let omegaD = omega * (1 - zeta * zeta).squareRoot()
      return .underdamped(decay: zeta * omega, omegaD: omegaD, b: (v0 + zeta * omega) / omegaD)
    } else if zeta == 1 {
      return .critical(omega: omega, a: v0 + omega)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let c2 = (v0 - r1) / (r2 - r1)
      return .overdamped(r1: r1, r2: r2, c1: 1 - c2, c2: c2)
    }
  }

  /// Displacement from the target at `t` seconds (1 at t = 0).
  public func displacement(at t: Double) -> Double {
    switch solution {
    case .underdamped(let decay, let omegaD, let b):
      return exp(-decay * t) * (cos(omegaD * t) + b * sin(omegaD * t))
    case .critical(let omega, let a):
      return exp(-omega * t) * (1 + a * t)
    case .overdamped(let r1, let r2, let c1, let c2):
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }

  /// Progress `1 − x(t)` at `t` seconds; may overshoot 1 for under-damped springs.
  public func progress(at t: Double) -> Double {
    t <= 0 ? 0 : 1 - displacement(at: t)
  }

  /// Progress velocity (per second) at `t`, `−x′(t)` by the closed-form derivative.
  public func velocity(at t: Double) -> Double {
    switch solution {
    case .underdamped(let decay, let omegaD, let b):
      let cosine = cos(omegaD * t)
      let sine = sin(omegaD * t)
      return -exp(-decay * t) * (-decay * (cosine + b * sine) + omegaD * (b * cosine - sine))
    case .critical(let omega, let a):
      return -exp(-omega * t) * (a - omega * (1 + a * t))
    case .overdamped(let r1, let r2, let c1, let c2):
      return -(c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }
  }
}
