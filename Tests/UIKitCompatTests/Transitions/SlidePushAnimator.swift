import UIKit

/// A push/pop animator written as iOS apps write them: the incoming view slides in from the
/// trailing edge while the outgoing one moves a third of the way and fades.
class SlidePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let operation: UINavigationController.Operation
  let duration: TimeInterval
  var events: [String] = []

  init(operation: UINavigationController.Operation, duration: TimeInterval = defaultTransitionDuration) {
    self.operation = operation
    self.duration = duration
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    events.append("animateTransition")
    guard let fromView = transitionContext.view(forKey: .from),
      let toView = transitionContext.view(forKey: .to),
      let toVC = transitionContext.viewController(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let container = transitionContext.containerView
    let width = container.bounds.width
    let direction: CGFloat = operation == .push ? 1 : -1

    toView.frame = transitionContext.finalFrame(for: toVC)
    if operation == .push {
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
    }
    toView.transform = CGAffineTransform(translationX: direction * width, y: 0)

    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
      animations: {
        toView.transform = .identity
        fromView.transform = CGAffineTransform(translationX: -direction * width / 3, y: 0)
        fromView.alpha = 0.5
      },
      completion: { finished in
        fromView.transform = .identity
        fromView.alpha = 1
        self.events.append("completion(\(finished))")
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }

  func animationEnded(_ transitionCompleted: Bool) {
    events.append("animationEnded(\(transitionCompleted))")
  }
}
