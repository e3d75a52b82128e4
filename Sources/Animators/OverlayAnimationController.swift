import Foundation
import HeadlessUIKit

/// The seed's Overlay animator (seed 001, "Modal 转场实践"), in its final form where
/// ``OverlayPresentationController`` owns the dimming view: a `.custom` presentation whose
/// presented view is 2/3 of the container in each dimension, centred, and grows from a width of
/// 1 point; dismissal shrinks the width back to 1.
///
/// As the seed requires for `.custom`, the dismissal does not add the presenting view to the
/// container, and the presentation tells the two phases apart with `isBeingPresented` /
/// `isBeingDismissed`.
public final class OverlayAnimationController: NSObject, UIViewControllerAnimatedTransitioning {
  /// The seed's demo duration.
  public static let defaultDuration: TimeInterval = 0.4

  public let duration: TimeInterval

  public init(duration: TimeInterval = OverlayAnimationController.defaultDuration) {
    precondition(
      duration >= 0 && duration.isFinite, "OverlayAnimationController: duration must be ≥ 0, got \(duration)")
    self.duration = duration
  }

  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    duration
  }

  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let containerView = transitionContext.containerView
    guard let fromVC = transitionContext.viewController(forKey: .from),
      let toVC = transitionContext.viewController(forKey: .to)
    else { preconditionFailure("OverlayAnimationController: the context has no from/to view controller") }
    let finish = { (_: Bool) in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    if toVC.isBeingPresented {
      let toView: UIView = transitionContext.view(forKey: .to) ?? toVC.view
      containerView.addSubview(toView)
      let width = containerView.frame.width * 2 / 3
      let height = containerView.frame.height * 2 / 3
      toView.center = CGPoint(x: containerView.bounds.midX, y: containerView.bounds.midY)
      toView.bounds = CGRect(x: 0, y: 0, width: 1, height: height)
      UIView.animate(
        withDuration: duration, delay: 0, options: .curveEaseInOut,
        animations: { toView.bounds = CGRect(x: 0, y: 0, width: width, height: height) }, completion: finish)
    } else if fromVC.isBeingDismissed {
      let fromView: UIView = transitionContext.view(forKey: .from) ?? fromVC.view
      let height = fromView.frame.height
      UIView.animate(
        withDuration: duration, animations: { fromView.bounds = CGRect(x: 0, y: 0, width: 1, height: height) },
        completion: finish)
    } else {
      preconditionFailure("OverlayAnimationController animates modal presentations and dismissals only")
    }
  }
}
