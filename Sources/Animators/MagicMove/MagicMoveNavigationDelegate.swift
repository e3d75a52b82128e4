import Foundation
import HeadlessUIKit

/// The navigation delegate of seed 003's part 2: a push from a ``MagicMoveGridViewController``
/// to a ``MagicMoveDetailViewController`` flies the selected cell to the detail view, and the
/// pop back flies it home (``MagicMoveTransition``); any other push or pop gets UIKit's
/// default animation (nil).
///
/// With `interactivePop`, seed 003's part 3 too: each detail screen gets the seed's left-edge
/// pan (``EdgePanPopInteraction``) when it is about to be shown, and the pop it starts follows
/// the finger through its `UIPercentDrivenInteractiveTransition` (returned from
/// `navigationController(_:interactionControllerFor:)` only while the pan runs), finishing past
/// halfway and flying back to the detail view otherwise.
///
/// Keep a strong reference: `UINavigationController.delegate` is weak.
public final class MagicMoveNavigationDelegate: NSObject, UINavigationControllerDelegate {
  /// The duration of the ``MagicMoveTransition``s it hands out.
  public let duration: TimeInterval
  /// Whether detail screens get the seed's interactive edge-pan pop.
  public let isInteractivePopEnabled: Bool
  /// The edge pans installed so far (with `interactivePop`).
  public private(set) var interactions: [EdgePanPopInteraction] = []

  /// A delegate whose Magic Moves last `duration`; `interactivePop` adds the seed's edge pan.
  public init(duration: TimeInterval = MagicMoveTransition.defaultDuration, interactivePop: Bool = false) {
    self.duration = duration
    self.isInteractivePopEnabled = interactivePop
  }

  /// The interaction of the pan that is running, if any.
  public var activeInteraction: UIPercentDrivenInteractiveTransition? {
    interactions.lazy.compactMap(\.percentDrivenInteractiveTransition).first
  }

  /// With `interactivePop`, gives a detail screen about to be shown the seed's edge pan.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    guard isInteractivePopEnabled, viewController is any MagicMoveDetailViewController else { return }
    EdgePanPopInteraction.install(on: viewController, in: navigationController, interactions: &interactions)
  }

  /// A ``MagicMoveTransition`` for a push from a grid to a detail or a pop back; nil (UIKit's
  /// default animation) otherwise.
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

  /// The running edge pan's interaction for a Magic Move; nil (not interactive) otherwise.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    animationController is MagicMoveTransition ? activeInteraction : nil
  }
}
