import Foundation
import HeadlessUIKit

/// A navigation delegate pairing the seed's Slide animator with its interactive pop (seed
/// 003): pushes and pops use ``SlideAnimationController``; every pushed screen gets an
/// ``EdgePanPopInteraction`` when it is about to be shown, and while that pan runs its
/// `UIPercentDrivenInteractiveTransition` is returned from
/// `navigationController(_:interactionControllerFor:)`. The system's
/// `interactivePopGestureRecognizer` is disabled, as apps installing their own edge pan do
/// (both would compete for the same touches).
///
/// Keep a strong reference: `UINavigationController.delegate` is weak.
@preconcurrency @MainActor
public final class InteractiveSlideNavigationDelegate: NSObject, UINavigationControllerDelegate {
  public let duration: TimeInterval
  /// The edge pans installed so far, in the order their screens were pushed.
  public private(set) var interactions: [EdgePanPopInteraction] = []

  public init(duration: TimeInterval = SlideAnimationController.defaultDuration) {
    self.duration = duration
  }

  /// The interaction of the pan that is running, if any.
  public var activeInteraction: UIPercentDrivenInteractiveTransition? {
    interactions.lazy.compactMap(\.percentDrivenInteractiveTransition).first
  }

  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {
    EdgePanPopInteraction.install(on: viewController, in: navigationController, interactions: &interactions)
  }

  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SlideAnimationController(type: .navigationTransition(operation), duration: duration)
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    activeInteraction
  }
}
