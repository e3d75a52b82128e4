import Foundation

/// Finds the natural frequency ω₀ of a unit-mass spring with damping ratio ζ and initial velocity
/// v whose decay criterion E(ω₀) reaches ε = 0.001 at t = d (see
/// `SpringCurve.init(duration:dampingRatio:initialVelocity:)` for E in each regime).
///
/// E → 0⁺ as ω₀ → ∞ and, for every ζ, has at most one interior maximum, so the root on the
/// decaying tail is found by: doubling ω₀ until E < ε on a falling slope; stepping down
/// geometrically until E ≥ ε (a bracket) or E starts to fall (the maximum was passed below ε: no
/// root); then Newton steps kept inside the bracket by bisection.
enum SpringDurationSolver {
  static let epsilon = SpringCurve.settlingThreshold

  /// E(ω₀) and dE/dω₀ for damping ratio `zeta`, initial velocity `v` and duration `d`.
  static func criterion(
    _ omega: Double, dampingRatio zeta: Double, initialVelocity v: Double, duration d: Double
  ) -> (value: Double, slope: Double) {
    if zeta < 1 {
      // ((ζω − v)/(ω·s))·e^(−ζωd), s = √(1 − ζ²)
      let s = ((1 - zeta) * (1 + zeta)).squareRoot()
      let decay = exp(-zeta * omega * d)
      let value = (zeta - v / omega) / s * decay
      let slope = decay / s * (v / (omega * omega) - (zeta - v / omega) * zeta * d)
      return (value, slope)
    } else if zeta == 1 {
      let decay = exp(-omega * d)
      return (decay * ((omega - v) * d + 1), -d * d * (omega - v) * decay)
    } else {
      // Roots −αω and −βω with β = ζ + √(ζ² − 1), α = 1/β (no cancellation for large ζ):
      // x(d) = [(βω − v)·e^(−αωd) − (αω − v)·e^(−βωd)] / ((β − α)·ω).
      let beta = zeta + ((zeta - 1) * (zeta + 1)).squareRoot()
      let alpha = 1 / beta
      let slow = exp(-alpha * omega * d)
      let fast = exp(-beta * omega * d)
      let numerator = (beta * omega - v) * slow - (alpha * omega - v) * fast
      let numeratorSlope =
        beta * slow - alpha * d * (beta * omega - v) * slow
        - alpha * fast + beta * d * (alpha * omega - v) * fast
      let spread = beta - alpha
      return (
        numerator / (spread * omega),
        (numeratorSlope * omega - numerator) / (spread * omega * omega)
      )
    }
  }

  /// ω₀ on the decaying tail with E(ω₀) = ε, or the fallback described above.
  static func naturalFrequency(duration d: Double, dampingRatio zeta: Double, initialVelocity v: Double)
    -> Double
  {
    func value(_ omega: Double) -> Double {
      criterion(omega, dampingRatio: zeta, initialVelocity: v, duration: d).value
    }

    // 1. Climb onto the tail: E < ε and not rising.
    var high = 1 / d
    for _ in 0..<1100 {
      let (e, slope) = criterion(high, dampingRatio: zeta, initialVelocity: v, duration: d)
      if e < epsilon && slope <= 0 { break }
      high *= 2
    }

    // 2. Walk down the tail until E ≥ ε (bracket) or E falls again (maximum passed below ε).
    let factor = 1.25
    var previous = high * factor
    var upper = high
    var upperValue = value(upper)
    let floor = 1e-9 / d
    while upper > floor {
      let lower = upper / factor
      let lowerValue = value(lower)
      if lowerValue >= epsilon {
        return refine(bracket: lower, upper, dampingRatio: zeta, initialVelocity: v, duration: d)
      }
      if lowerValue < upperValue {
        return maximum(of: value, between: lower, previous)
      }
      (previous, upper, upperValue) = (upper, lower, lowerValue)
    }
    // E < ε everywhere and falling: ζ/√(1 − ζ²) ≤ ε with no initial velocity. Use the plain
    // envelope e^(−ζω₀d) = ε.
    return log(1 / epsilon) / (zeta * d)
  }

  /// Newton's method on E − ε inside `[low, high]`, where E(low) ≥ ε > E(high) and E falls.
  private static func refine(
    bracket low: Double, _ high: Double, dampingRatio zeta: Double, initialVelocity v: Double, duration d: Double
  ) -> Double {
    var (low, high) = (low, high)
    var omega = (low + high) / 2
    for _ in 0..<200 {
      let (e, slope) = criterion(omega, dampingRatio: zeta, initialVelocity: v, duration: d)
      let residual = e - epsilon
      if residual == 0 { return omega }
      if residual > 0 { low = omega } else { high = omega }
      var next = omega - residual / slope
      if !(next > low && next < high) { next = (low + high) / 2 }
      if abs(next - omega) <= 4 * omega.ulp { return next }
      omega = next
    }
    return omega
  }

  /// Golden-section search for the maximum of a unimodal `f` on `[a, b]`.
  private static func maximum(of f: (Double) -> Double, between a: Double, _ b: Double) -> Double {
    let ratio = (5.0.squareRoot() - 1) / 2
    var (a, b) = (a, b)
    var c = b - ratio * (b - a)
    var d = a + ratio * (b - a)
    var (fc, fd) = (f(c), f(d))
    for _ in 0..<200 where b - a > 4 * b.ulp {
      if fc > fd {
        (b, d, fd) = (d, c, fc)
        c = b - ratio * (b - a)
        fc = f(c)
      } else {
        (a, c, fc) = (c, d, fd)
        d = a + ratio * (b - a)
        fd = f(d)
      }
    }
    return (a + b) / 2
  }
}
