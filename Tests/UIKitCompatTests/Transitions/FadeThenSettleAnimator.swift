import UIKit

/// A cross-fade animator that completes the transition from `DispatchQueue.main.asyncAfter`
/// rather than from the animation's completion, a pattern common in iOS code that waits for a
/// "settle" delay; its animation completion hops to the main queue with `DispatchQueue.main.async`.
class FadeThenSettleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let fadeDuration: TimeInterval = 0.2
  let settleDelay: TimeInterval = 0.3
  /// What happened, each entry stamped with its frame at 60 fps (`"settled@24"`).
  var events: [String] = []

  func log(_ event: String) {
    events.append("\(event)@\(Int((CACurrentMediaTime() * 60).rounded()))")
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return settleDelay
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    toView.frame = transitionContext.finalFrame(for: toVC)
    toView.alpha = 0
    transitionContext.containerView.addSubview(toView)
    log("animateTransition")

    UIView.animate(
      withDuration: fadeDuration,
      animations: { toView.alpha = 1 },
      completion: { _ in
        self.log("fade done")
        DispatchQueue.main.async {
          self.log("main.async after fade")
        }
        self.log("fade completion returns")
      })

    DispatchQueue.main.asyncAfter(deadline: .now() + settleDelay) {
      self.log("settled")
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    log("animationEnded(\(transitionCompleted))")
  }
}

/// Hands out `FadeThenSettleAnimator`s for pushes and pops.
class FadeThenSettleNavigationDelegate: NSObject, UINavigationControllerDelegate {
  private(set) var animators: [FadeThenSettleAnimator] = []

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = FadeThenSettleAnimator()
    animators.append(animator)
    return animator
  }
}
