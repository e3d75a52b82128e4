import Foundation

/// Timing that follows a damped spring, as UIKit's `UISpringTimingParameters`.
///
/// The initialisers fall in two families, which treat the animation's duration differently:
///
/// - **Damping ratio** (`init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`): the spring
///   is derived from each animation's duration, as `UIViewPropertyAnimator(duration:dampingRatio:)`
///   and `UIView.animate(withDuration:delay:usingSpringWithDamping:…)` do: mass 1 and the
///   stiffness at which the motion decays to 0.001 of the distance at the duration
///   (`SpringCurve(duration:dampingRatio:initialVelocity:)`).
/// - **Explicit spring** (`init()`, `init(mass:stiffness:damping:initialVelocity:)`,
///   `init(duration:bounce:initialVelocity:)`): the spring is fixed, and, as UIKit documents,
///   `UIViewPropertyAnimator` ignores the duration you pass when the spring parameters specify
///   mass, stiffness and damping: the animation runs for the spring's `settlingDuration`.
///
/// ```
/// UIViewPropertyAnimator(duration: 0.3, timingParameters: UISpringTimingParameters())
///   requested    |0 ───────── 0.3|                      (ignored)
///   runs for     |0 ──────────────────────── 0.506|     settlingDuration of the system spring
/// UIViewPropertyAnimator(duration: 0.3, timingParameters: .init(dampingRatio: 0.7))
///   runs for     |0 ───────── 0.3|                      spring solved to settle at 0.3 s
/// ```
///
/// `initialVelocity` is in whole distance per second: UIKit uses `dx` along x and `dy` along y for
/// position animations and `dx` for every other property.
///
/// - Note: UIKit difference: UIKit's class is `@MainActor`, open and `NSCoding`; this one is a
///   `final`, `Sendable` value holder with immutable properties. UIKit exposes only
///   `initialVelocity`; `dampingRatio`, `mass`, `stiffness` and `damping` are added here so
///   tests and tools can inspect the spring.
public final class UISpringTimingParameters: UITimingCurveProvider, Sendable {
  /// ζ: the ratio given, or `damping / (2·√(stiffness·mass))` for an explicit spring (unclamped:
  /// 4.56 for `init()`).
  public let dampingRatio: CGFloat
  /// The velocity at the start, per axis, in whole distance per second.
  public let initialVelocity: CGVector
  /// The mass: as given, 3 for `init()`, and 1 for the duration- and ratio-based initialisers.
  public let mass: CGFloat
  /// The stiffness of an explicit spring; `nil` for the damping-ratio initialisers, whose
  /// stiffness depends on each animation's duration.
  public let stiffness: CGFloat?
  /// The damping coefficient of an explicit spring; `nil` for the damping-ratio initialisers.
  public let damping: CGFloat?
  /// Whether ζ > 1 is honoured rather than clamped to critical damping (Core Animation's
  /// default, which UIKit keeps for `init()` and `init(mass:stiffness:damping:initialVelocity:)`).
  let allowsOverdamping: Bool

  private init(
    dampingRatio: Double, initialVelocity: CGVector, mass: Double, stiffness: Double?, damping: Double?,
    allowsOverdamping: Bool
  ) {
    precondition(
      initialVelocity.dx.isFinite && initialVelocity.dy.isFinite,
      "UISpringTimingParameters: initialVelocity must be finite, got \(initialVelocity)")
    self.dampingRatio = dampingRatio
    self.initialVelocity = initialVelocity
    self.mass = mass
    self.stiffness = stiffness.map { CGFloat($0) }
    self.damping = damping.map { CGFloat($0) }
    self.allowsOverdamping = allowsOverdamping
  }

  /// UIKit's default spring, as `UISpringTimingParameters()`: mass 3, stiffness 1000, damping 500
  /// (ζ = 500 / (2·√3000) ≈ 4.56), no initial velocity.
  ///
  /// This is the system spring of curve 7 (navigation push and pop): Core Animation clamps it to
  /// critical damping, ω₀ = √(1000/3) ≈ 18.26 s⁻¹, and it settles in about 0.506 s whatever
  /// duration the animator was given.
  public convenience init() {
    self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
  }

  /// A spring with damping ratio `ratio` and no initial velocity, as `init(dampingRatio:)`.
  ///
  /// The spring is derived from the animation's duration (see the type's discussion); 1 is
  /// critical damping, values toward 0 oscillate more, values above 1 are honoured (over-damped).
  ///
  /// - Precondition: `ratio` is finite and > 0.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring with damping ratio `ratio` and initial velocity `velocity`, as
  /// `init(dampingRatio:initialVelocity:)`; the spring is derived from the animation's duration.
  ///
  /// - Precondition: `ratio` is finite and > 0; the velocity is finite.
  public convenience init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    precondition(
      ratio.isFinite && ratio > 0,
      "UISpringTimingParameters(dampingRatio:): the ratio must be finite and > 0, got \(ratio)")
    self.init(
      dampingRatio: Double(ratio), initialVelocity: velocity, mass: 1, stiffness: nil, damping: nil,
      allowsOverdamping: true)
  }

  /// An explicit spring, as `init(mass:stiffness:damping:initialVelocity:)`.
  ///
  /// ζ = `damping / (2·√(stiffness·mass))`; as in Core Animation, ζ > 1 is treated as critical
  /// damping. The animation's duration is ignored in favour of the spring's `settlingDuration`.
  ///
  /// - Precondition: mass > 0, stiffness > 0, damping ≥ 0, all finite.
  public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    precondition(
      mass.isFinite && stiffness.isFinite && damping.isFinite && mass > 0 && stiffness > 0 && damping >= 0,
      "UISpringTimingParameters(mass:stiffness:damping:): need finite mass > 0, stiffness > 0, damping ≥ 0; got \(mass), \(stiffness), \(damping)"
    )
    self.init(
      dampingRatio: Double(damping) / (2 * (Double(stiffness) * Double(mass)).squareRoot()),
      initialVelocity: velocity, mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      allowsOverdamping: false)
  }

  /// A spring described by its perceptual duration and bounce, as iOS 17's
  /// `init(duration:bounce:)` and `init(duration:bounce:initialVelocity:)` (SwiftUI's
  /// `Spring(duration:bounce:)`).
  ///
  /// Mass 1, stiffness `(2π / duration)²` (`duration` is the period of the undamped spring) and
  /// damping ratio `1 − bounce` for bounce ≥ 0, `1 / (1 + bounce)` for bounce < 0, so bounce 0 is
  /// critical, toward 1 undamped, and negative bounce over-damped (honoured). Apple's example:
  /// duration 0.5, bounce 0.3 gives mass 1, stiffness 157.9, damping 17.6. The spring is explicit,
  /// so the animation runs for its `settlingDuration`.
  ///
  /// - Precondition: `duration` is finite and > 0; `bounce` is in −1 < bounce ≤ 1 (−1 would be
  ///   infinitely damped).
  public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
    precondition(
      duration.isFinite && duration > 0,
      "UISpringTimingParameters(duration:bounce:): duration must be finite and > 0, got \(duration)")
    precondition(
      bounce > -1 && bounce <= 1,
      "UISpringTimingParameters(duration:bounce:): bounce must lie in −1 < bounce ≤ 1, got \(bounce)")
    let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
    let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
    self.init(
      dampingRatio: ratio, initialVelocity: velocity, mass: 1, stiffness: stiffness,
      damping: 2 * ratio * stiffness.squareRoot(), allowsOverdamping: true)
  }

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// `nil`: spring parameters carry no cubic curve.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// `self`: the provider's spring.
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// The spring for an animation of `duration` seconds whose property starts at `velocity`
  /// (whole distance per second): solved from the duration for the damping-ratio initialisers,
  /// the explicit spring otherwise. `nil` for a damping-ratio spring and a duration ≤ 0.
  func spring(duration: TimeInterval, initialVelocity velocity: CGFloat) -> SpringCurve? {
    if let stiffness, let damping {
      return SpringCurve(
        mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
        initialVelocity: Double(velocity), allowsOverdamping: allowsOverdamping)
    }
    guard duration > 0 else { return nil }
    return SpringCurve(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
  }

  /// The curve for one animated component whose velocity is `velocity` (`initialVelocity.dy` for
  /// the y of a position, `dx` otherwise).
  ///
  /// A damping-ratio spring with a duration ≤ 0 completes at once, so its curve is irrelevant:
  /// `.linear` is returned.
  func timingCurve(duration: TimeInterval, initialVelocity velocity: CGFloat) -> TimingCurve {
    spring(duration: duration, initialVelocity: velocity).map { .spring($0) } ?? .linear
  }

  /// The curve for an animation of `duration` seconds, using `initialVelocity.dx`.
  func timingCurve(duration: TimeInterval) -> TimingCurve {
    timingCurve(duration: duration, initialVelocity: initialVelocity.dx)
  }

  /// How long an animation given `duration` seconds actually runs: `duration` for the
  /// damping-ratio initialisers, the explicit spring's `settlingDuration` otherwise.
  ///
  /// - Note: UIKit difference: an undamped explicit spring (damping 0, bounce 1) never settles;
  ///   it is stopped at `duration` rather than running forever.
  func animationDuration(requested duration: TimeInterval) -> TimeInterval {
    guard stiffness != nil, let spring = spring(duration: duration, initialVelocity: initialVelocity.dx) else {
      return duration
    }
    let settling = spring.settlingDuration
    return settling.isFinite ? settling : duration
  }
}
