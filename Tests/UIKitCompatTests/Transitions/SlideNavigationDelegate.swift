import UIKit

/// Gives every push and pop the slide animator, and the swipe-back controller while a swipe is
/// in progress.
class SlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
  var swipeBack: SwipeBackInteractionController?
  /// An interaction controller for every transition, e.g. one that starts non-interactively.
  var playingInteraction: UIPercentDrivenInteractiveTransition?
  private(set) var animators: [SlidePushAnimator] = []
  private(set) var shown: [String] = []

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    let animator = SlidePushAnimator(operation: operation)
    animators.append(animator)
    return animator
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
  ) -> UIViewControllerInteractiveTransitioning? {
    if let interaction = playingInteraction { return interaction }
    guard let swipeBack = swipeBack, swipeBack.interactionInProgress else { return nil }
    return swipeBack
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {
    shown.append(viewController.title ?? "?")
  }
}
