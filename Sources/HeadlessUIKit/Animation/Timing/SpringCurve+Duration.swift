import Foundation

extension SpringCurve {
  /// The fraction of the distance a spring counts as "arrived": 0.001.
  ///
  /// Duration-based springs decay to it at the requested duration, and `settlingDuration` is
  /// the time after which the displacement stays below it.
  static let settlingThreshold = 0.001

  /// The spring UIKit builds from a duration and a damping ratio, as used by
  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`
  /// and `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
  ///
  /// Mass is 1 and ζ is kept; the natural frequency ω₀ is chosen so that the motion has decayed to
  /// ε = 0.001 of the distance at `t = duration`, by Newton's method on the decay criterion E:
  ///
  /// - ζ < 1: `E(ω₀) = ((ζω₀ − v)/ω_d)·e^(−ζω₀d)`, `ω_d = ω₀√(1 − ζ²)`: the decaying sine
  ///   coefficient b of x, so the true envelope `√(1 + b²)·e^(−ζω₀d)` at `d` is ε·√(1 + b²)/b (1/ζ·ε at rest);
  /// - ζ = 1: `E(ω₀) = e^(−ω₀d)·((ω₀ − v)d + 1)`, the critically damped displacement `x(d)`;
  /// - ζ > 1: `E(ω₀) = x(d)`, the over-damped displacement in closed form.
  ///
  /// then `stiffness = ω₀²` and `damping = 2ζ√stiffness`. The ζ > 1 criterion is the exact
  /// generalisation of the ζ = 1 one: solving the critical formula instead, as if ζ were 1,
  /// would leave an honoured over-damped spring about 3.4 % short of the target at `duration`
  /// (ζ = 1.5), a visible jump when the animation snaps to its end.
  ///
  /// E can have two roots (a positive initial velocity makes it rise from below before it
  /// decays); the solver takes the larger one, on the decaying tail, bracketing it so that every
  /// Newton step that leaves the bracket is replaced by bisection. When no ω₀ satisfies the
  /// criterion (a large initial velocity, e.g. v·d > ln 1000 ≈ 6.9 for ζ = 1, or ζ < 0.001 without
  /// velocity), it takes the ω₀ that maximises E on the tail (the softest spring whose E is at
  /// most ε at `d`), or for ζ < 0.001 the ω₀ with `e^(−ζω₀d) = ε`.
  ///
  /// `allowsOverdamping` is `true` exactly when ζ > 1: UIKit honours the damping ratio a
  /// duration-based API was given, so a ratio above 1 gives a slower, over-damped approach
  /// rather than Core Animation's clamp to critical damping.
  ///
  /// - Parameters:
  ///   - duration: Seconds until the spring is within 0.001 of the distance; finite and > 0.
  ///   - dampingRatio: ζ; finite and > 0 (1 is critical, below 1 oscillates).
  ///   - initialVelocity: Velocity toward the target in whole distance per second (UIKit's
  ///     `initialSpringVelocity`); finite.
  /// - Complexity: O(1): at most a few hundred evaluations of E.
  public init(duration: TimeInterval, dampingRatio: CGFloat, initialVelocity: CGFloat = 0) {
    let zeta = Double(dampingRatio)
    let velocity = Double(initialVelocity)
    precondition(
      duration.isFinite && duration > 0,
      "SpringCurve(duration:dampingRatio:): duration must be finite and > 0, got \(duration)")
    precondition(
      zeta.isFinite && zeta > 0,
      "SpringCurve(duration:dampingRatio:): dampingRatio must be finite and > 0, got \(zeta)")
    precondition(
      velocity.isFinite,
      "SpringCurve(duration:dampingRatio:): initialVelocity must be finite, got \(velocity)")
    let omega = SpringDurationSolver.naturalFrequency(
      duration: duration, dampingRatio: zeta, initialVelocity: velocity)
    let stiffness = omega * omega
    precondition(
      stiffness.isFinite && stiffness > 0,
      "SpringCurve(duration:dampingRatio:): no finite spring settles in \(duration) s with ζ = \(zeta), v = \(velocity)"
    )
    self.init(
      mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(),
      initialVelocity: velocity, allowsOverdamping: zeta > 1)
  }
}
