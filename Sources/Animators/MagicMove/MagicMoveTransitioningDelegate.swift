import Foundation
import HeadlessUIKit

/// The transitioning delegate of seed 003's part 1: presenting a
/// ``MagicMoveDetailViewController`` flies the presenting grid's selected cell to it, and the
/// dismissal flies it back (``MagicMoveTransition``). Set it as the presented controller's
/// `transitioningDelegate` and keep a strong reference (the property is weak).
public final class MagicMoveTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  public let duration: TimeInterval

  public init(duration: TimeInterval = MagicMoveTransition.defaultDuration) { self.duration = duration }

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    MagicMoveTransition(direction: .toDetail, duration: duration)
  }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { MagicMoveTransition(direction: .backToGrid, duration: duration) }
}
