import Foundation

/// What the default `interruptibleAnimator(using:)` returns: the mark of an animator that does
/// not implement UIKit's optional method. Drivers check for it and never use it; any call on it
/// traps.
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
  static let shared = NoInterruptibleAnimator()

  private func unavailable(_ api: String) -> Never {
    preconditionFailure(
      "\(api) was called on the placeholder that the default interruptibleAnimator(using:) returns; the animator does not implement interruptibleAnimator(using:)"
    )
  }

  var state: UIViewAnimatingState { unavailable("state") }
  var isRunning: Bool { unavailable("isRunning") }
  var isReversed: Bool {
    get { unavailable("isReversed") }
    set { unavailable("isReversed") }
  }
  var fractionComplete: CGFloat {
    get { unavailable("fractionComplete") }
    set { unavailable("fractionComplete") }
  }
  func startAnimation() { unavailable("startAnimation()") }
  func startAnimation(afterDelay delay: TimeInterval) { unavailable("startAnimation(afterDelay:)") }
  func pauseAnimation() { unavailable("pauseAnimation()") }
  func stopAnimation(_ withoutFinishing: Bool) { unavailable("stopAnimation(_:)") }
  func finishAnimation(at finalPosition: UIViewAnimatingPosition) { unavailable("finishAnimation(at:)") }
  func addAnimations(_ animation: @escaping () -> Void) { unavailable("addAnimations(_:)") }
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    unavailable("addAnimations(_:delayFactor:)")
  }
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { unavailable("addCompletion(_:)") }
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
    unavailable("continueAnimation(withTimingParameters:durationFactor:)")
  }
}

extension UIViewControllerAnimatedTransitioning {
  /// The animator's interruptible animator, or nil when it does not implement
  /// `interruptibleAnimator(using:)`.
  func implementedInterruptibleAnimator(using context: any UIViewControllerContextTransitioning)
    -> (any UIViewImplicitlyAnimating)?
  {
    let animator = interruptibleAnimator(using: context)
    return animator is NoInterruptibleAnimator ? nil : animator
  }
}
