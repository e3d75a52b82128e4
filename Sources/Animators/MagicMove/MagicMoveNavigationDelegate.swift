import Foundation
import HeadlessUIKit

/// The navigation delegate of seed 003's part 2: a push from a ``MagicMoveGridViewController``
/// to a ``MagicMoveDetailViewController`` flies the selected cell to the detail view, and the
/// pop back flies it home (``MagicMoveTransition``); any other push or pop gets UIKit's
/// default animation (nil). Keep a strong reference: `UINavigationController.delegate` is weak.
public final class MagicMoveNavigationDelegate: NSObject, UINavigationControllerDelegate {
  public let duration: TimeInterval

  public init(duration: TimeInterval = MagicMoveTransition.defaultDuration) { self.duration = duration }

  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push where fromVC is any MagicMoveGridViewController && toVC is any MagicMoveDetailViewController:
      MagicMoveTransition(direction: .toDetail, duration: duration)
    case .pop where fromVC is any MagicMoveDetailViewController && toVC is any MagicMoveGridViewController:
      MagicMoveTransition(direction: .backToGrid, duration: duration)
    default: nil
    }
  }
}
