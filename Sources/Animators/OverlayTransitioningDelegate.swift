import Foundation
import HeadlessUIKit

/// The seed's transitioning delegate for the Overlay effect (seed 001, "转场代理"): the same
/// ``OverlayAnimationController`` for presentation and dismissal and an
/// ``OverlayPresentationController``. Set it as the presented controller's
/// `transitioningDelegate` with `modalPresentationStyle = .custom`, and keep a strong reference
/// to it: the property is weak.
public final class OverlayTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  public let duration: TimeInterval

  public init(duration: TimeInterval = OverlayAnimationController.defaultDuration) {
    self.duration = duration
  }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { OverlayAnimationController(duration: duration) }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { OverlayAnimationController(duration: duration) }

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    OverlayPresentationController(presentedViewController: presented, presenting: presenting)
  }
}
