import Foundation
import HeadlessUIKit

/// The transitioning delegate of seed 003's part 1: presenting a
/// ``MagicMoveDetailViewController`` flies the presenting grid's selected cell to it, and the
/// dismissal flies it back (``MagicMoveTransition``). Set it as the presented controller's
/// `transitioningDelegate` and keep a strong reference (the property is weak).
public final class MagicMoveTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// The duration of the ``MagicMoveTransition``s it hands out.
  public let duration: TimeInterval

  /// A delegate whose Magic Moves last `duration`.
  public init(duration: TimeInterval = MagicMoveTransition.defaultDuration) { self.duration = duration }

  /// The flight to the presented detail.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    MagicMoveTransition(direction: .toDetail, duration: duration)
  }

  /// The flight back to the presenting grid.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { MagicMoveTransition(direction: .backToGrid, duration: duration) }
}
