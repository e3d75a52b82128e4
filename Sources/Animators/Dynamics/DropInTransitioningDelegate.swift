import Foundation
import HeadlessUIKit

/// A card presentation driven by UIKit Dynamics, written as iOS code writes it: the card drops
/// in from above the screen, tilted, and a `UISnapBehavior` settles it upright in the middle
/// (``DropInAnimator``); the dismissal throws it away with gravity and a spin
/// (``ThrowAwayAnimator``). A ``DropInPresentationController`` dims the screen behind it. Use
/// with `modalPresentationStyle = .custom`; keep a strong reference.
public final class DropInTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  public override init() {}

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    DropInPresentationController(presentedViewController: presented, presenting: presenting)
  }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    DropInAnimator()
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  {
    ThrowAwayAnimator()
  }
}
