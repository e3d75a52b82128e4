import Foundation
import HeadlessUIKit

/// The seed's shortcut animator (seed 001, "动画控制器实现", the closing example): no
/// container work at all — `UIView.transition(from:to:duration:options:completion:)` puts the
/// to view in the from view's place with a built-in transition and the completion ends the
/// transition with `!transitionWasCancelled`. Written as ordinary UIKit code.
///
/// For navigation: a push unrolls the new screen down over the old one
/// (`.transitionCurlDown`, as the seed writes it), a pop curls the top screen up and away
/// (`.transitionCurlUp`), like the pages of a notepad.
public final class CurlAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  /// The seed does not state a duration; 0.75 s gives the curl time to read.
  public static let defaultDuration: TimeInterval = 0.75

  /// The `UIView.AnimationOptions` handed to `UIView.transition` (a `.transition…` bit, and
  /// optionally a curve).
  public let options: UIView.AnimationOptions
  public let duration: TimeInterval

  /// An animator running `UIView.transition(from:to:…)` with `options`.
  public init(options: UIView.AnimationOptions, duration: TimeInterval = CurlAnimationController.defaultDuration) {
    self.options = options
    self.duration = duration
  }

  /// The navigation curl: `.transitionCurlDown` for a push, `.transitionCurlUp` for a pop.
  public convenience init(
    operation: UINavigationController.Operation, duration: TimeInterval = CurlAnimationController.defaultDuration
  ) {
    self.init(options: operation == .pop ? .transitionCurlUp : .transitionCurlDown, duration: duration)
  }

  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else { preconditionFailure("CurlAnimationController: the transition context has no from or to view") }
    toView.frame = transitionContext.finalFrame(for: toController)
    UIView.transition(from: fromView, to: toView, duration: duration, options: options) { _ in
      let isCancelled = transitionContext.transitionWasCancelled
      transitionContext.completeTransition(!isCancelled)
    }
  }
}
