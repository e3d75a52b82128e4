import Foundation

extension SpringCurve {
  /// The time after which the spring stays within 0.001 of the distance from its target, as
  /// `CASpringAnimation.settlingDuration` ("the estimated duration required for the spring
  /// system to be considered at rest").
  ///
  /// The threshold is `|x(t)| < 0.001`, the same ε that duration-based springs decay to at their
  /// duration. Apple does not publish its threshold, so values can differ slightly from a device.
  ///
  /// - Under-damped (ζ < 1): where the envelope `√(1 + b²)·e^(−ζω₀t)` of
  ///   `x = e^(−ζω₀t)·(cos ω_d t + b·sin ω_d t)` falls to 0.001, in closed form. The envelope
  ///   bounds |x|, so the motion has settled by then; it may dip below 0.001 up to half a period
  ///   earlier, between peaks. An undamped spring (damping 0) never settles: `.infinity`.
  /// - Critically and over-damped (ζ ≥ 1, or ζ > 1 clamped to 1): exact. x has at most one
  ///   extremum for t > 0 and |x| falls monotonically after it, so the answer is the root of
  ///   |x(t)| = 0.001 on that monotone tail, found by bisection, or, if the extremum (an overshoot)
  ///   already lies within the threshold, the root of x(t) = 0.001 before it.
  ///
  /// The result is the first representable time at which |x| is below the threshold (for ζ ≥ 1),
  /// so `|x(t)| < 0.001` for every `t ≥ settlingDuration`.
  public var settlingDuration: TimeInterval {
    let threshold = Self.settlingThreshold
    switch solution {
    case .underdamped(let decay, _, let b):
      guard decay > 0 else { return .infinity }
      return max(0, log(hypot(1, b) / threshold) / decay)
    case .critical(let omega, let a):
      // x′ = e^(−ω₀t)·(a − ω₀ − ω₀·a·t) vanishes once, at t = (a − ω₀)/(ω₀·a).
      let extremum = a == 0 ? 0 : (a - omega) / (omega * a)
      return settlingTime(afterLastExtremum: extremum)
    case .overdamped(let r1, let r2, let c1, let c2):
      // x′ = c₁r₁e^(r₁t) + c₂r₂e^(r₂t) vanishes once, at e^((r₁ − r₂)t) = −c₂r₂/(c₁r₁), if at all.
      let ratio = -(c2 * r2) / (c1 * r1)
      let extremum = c1 != 0 && ratio > 0 ? log(ratio) / (r1 - r2) : 0
      return settlingTime(afterLastExtremum: extremum)
    }
  }

  /// For ζ ≥ 1: the last time |x| crosses the threshold, given the time of x's only extremum
  /// (≤ 0 or non-finite when there is none for t > 0).
  private func settlingTime(afterLastExtremum extremum: Double) -> TimeInterval {
    let threshold = Self.settlingThreshold
    let start = extremum.isFinite && extremum > 0 ? extremum : 0
    var low: Double
    var high: Double
    if abs(displacement(at: start)) >= threshold {
      // |x| falls monotonically to 0 after the extremum: bracket the crossing by doubling.
      var step = 1 / naturalFrequency
      low = start
      high = start + step
      while abs(displacement(at: high)) >= threshold {
        low = high
        step *= 2
        high = start + step
      }
    } else {
      // The extremum is an overshoot already inside the threshold; x falls from 1 through it first.
      low = 0
      high = start
    }
    // Invariant: |x(low)| ≥ threshold > |x(high)|.
    for _ in 0..<2000 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if abs(displacement(at: middle)) >= threshold { low = middle } else { high = middle }
    }
    return high
  }
}
