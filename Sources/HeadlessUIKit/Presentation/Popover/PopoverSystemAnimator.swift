import Foundation

/// UIKit's popover animation, used when the transitioning delegate supplies no animator: the
/// popover fades in where it belongs and fades out on dismissal; the presenting view stays.
/// `modalTransitionStyle` does not apply to popovers, as in UIKit.
///
/// ```
/// present   t=0 alpha 0 ──easeInOut──▶ t=0.2 s alpha 1
/// dismiss   t=0 alpha 1 ──easeInOut──▶ t=0.2 s alpha 0
/// ```
@MainActor
final class PopoverSystemAnimator: UIViewControllerAnimatedTransitioning {
  /// The fade's duration.
  /// - Note: UIKit does not document it; 0.2 s matches the popover fade on iPadOS.
  static let duration: TimeInterval = 0.2

  let isPresenting: Bool

  init(isPresenting: Bool) { self.isPresenting = isPresenting }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let view = transitionContext.view(forKey: isPresenting ? .to : .from) else {
      preconditionFailure("UIKit's popover animation: the transition context has no popover view")
    }
    if isPresenting {
      transitionContext.containerView.addSubview(view)
      view.alpha = 0
    }
    let target: CGFloat = isPresenting ? 1 : 0
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: [], animations: { view.alpha = target },
      completion: { _ in
        if !self.isPresenting { view.alpha = 1 }
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
