import UIKit

/// Slides the presented view up from the bottom (or down when dismissing) with a
/// `UIViewPropertyAnimator`, handed to UIKit as the transition's interruptible animator.
class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let isPresenting: Bool
  private var animator: UIViewImplicitlyAnimating?
  var events: [String] = []

  init(isPresenting: Bool) {
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.4
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let animator = interruptibleAnimator(using: transitionContext)
    animator.startAnimation()
  }

  func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
    -> UIViewImplicitlyAnimating
  {
    if let animator = animator { return animator }
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    let controller = transitionContext.viewController(forKey: key)!
    let sheet = transitionContext.view(forKey: isPresenting ? .to : .from)!
    let container = transitionContext.containerView
    let shownFrame =
      isPresenting
      ? transitionContext.finalFrame(for: controller) : transitionContext.initialFrame(for: controller)
    let hiddenFrame = shownFrame.offsetBy(dx: 0, dy: container.bounds.height - shownFrame.minY)

    if isPresenting {
      container.addSubview(sheet)
      sheet.frame = hiddenFrame
    }
    let propertyAnimator = UIViewPropertyAnimator(
      duration: transitionDuration(using: transitionContext), curve: .linear)
    propertyAnimator.addAnimations {
      sheet.frame = self.isPresenting ? shownFrame : hiddenFrame
    }
    propertyAnimator.addCompletion { position in
      self.events.append("completion(\(position == .end ? "end" : "start"))")
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    events.append("interruptibleAnimator")
    animator = propertyAnimator
    return propertyAnimator
  }

  func animationEnded(_ transitionCompleted: Bool) {
    events.append("animationEnded(\(transitionCompleted))")
    animator = nil
  }
}
