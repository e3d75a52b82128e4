import Foundation

/// A basic animation whose pacing is a damped spring, as `CASpringAnimation`.
///
/// The spring is evaluated in seconds (not as a fraction of `duration`) and cut off when the
/// duration ends, as Core Animation does; set `duration = settlingDuration` to let it settle.
/// An over-damped spring is treated as critically damped unless `allowsOverdamping` is set.
///
/// Nonisolated and not `Sendable`, as in the SDK.
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  /// In units of the whole distance per second.
  open var initialVelocity: CGFloat = 0
  /// iOS 17: honour a damping ratio above 1.
  open var allowsOverdamping = false

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CASpringAnimation {
      mass = other.mass
      stiffness = other.stiffness
      damping = other.damping
      initialVelocity = other.initialVelocity
      allowsOverdamping = other.allowsOverdamping
    }
  }

  /// The spring these parameters describe.
  public var spring: SpringCurve {
    SpringCurve(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity,
      allowsOverdamping: allowsOverdamping)
  }

  /// The time the spring needs to come to rest (within 0.1 % of the distance), as
  /// `settlingDuration`.
  public var settlingDuration: CFTimeInterval { spring.settlingDuration }

  override func curveProgress(_ time: ActiveTime) -> Double {
    guard time.iterationTime < time.duration else { return 1 }
    return spring.progress(at: time.iterationTime)
  }
}
