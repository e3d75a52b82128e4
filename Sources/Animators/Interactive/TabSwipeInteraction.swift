import Foundation
import HeadlessUIKit

/// Swiping between tabs, written as ordinary UIKit code: a `UIPanGestureRecognizer` on the tab
/// bar controller's view. When the pan begins towards a neighbouring tab (finger moving left →
/// the tab on the right), it creates a `UIPercentDrivenInteractiveTransition` and sets
/// `selectedIndex`; as the tab bar controller's delegate it returns the seed's Slide animator
/// (``SlideAnimationController`` with `.tabTransition`) and, while the pan runs, the
/// interaction. The switch follows the finger (`|translation.x| / width`) and on release
/// finishes past halfway or on a flick towards the new tab faster than ``flickVelocity``;
/// otherwise it is cancelled, and UIKit restores `selectedIndex`.
///
/// Keep a strong reference: `UITabBarController.delegate` is weak.
@preconcurrency @MainActor
public final class TabSwipeInteraction: NSObject, UITabBarControllerDelegate {
  /// The release speed (points per second towards the new tab) that finishes the switch at any
  /// progress, as the navigation controller's edge swipe uses.
  public static let flickVelocity: CGFloat = 300

  public let duration: TimeInterval
  /// The pan on the tab bar controller's view.
  public let panGestureRecognizer = UIPanGestureRecognizer()
  /// The interaction of the running switch; nil when no finger drives one.
  public private(set) var percentDrivenInteractiveTransition: UIPercentDrivenInteractiveTransition?
  public private(set) weak var tabBarController: UITabBarController?
  /// −1 when the finger moves left (to the next tab), +1 when it moves right.
  private var fingerDirection: CGFloat = 0

  /// Adds the pan to `tabBarController.view` and becomes its delegate.
  public init(tabBarController: UITabBarController, duration: TimeInterval = SlideAnimationController.defaultDuration) {
    self.duration = duration
    self.tabBarController = tabBarController
    super.init()
    panGestureRecognizer.addTarget(self, action: TabSwipeInteraction.panned)
    tabBarController.view.addGestureRecognizer(panGestureRecognizer)
    tabBarController.delegate = self
  }

  private func panned(_ gestureRecognizer: UIPanGestureRecognizer) {
    guard let tabBarController else { return }
    let view: UIView = tabBarController.view
    let translation = gestureRecognizer.translation(in: view).x
    let progress = min(max(fingerDirection * translation / max(view.bounds.width, 1), 0), 1)
    switch gestureRecognizer.state {
    case .began:
      let moved = translation != 0 ? translation : gestureRecognizer.velocity(in: view).x
      let direction: CGFloat = moved < 0 ? -1 : 1
      let target = tabBarController.selectedIndex + (direction < 0 ? 1 : -1)
      guard let tabs = tabBarController.viewControllers, tabs.indices.contains(target) else { return }
      fingerDirection = direction
      let interaction = UIPercentDrivenInteractiveTransition()
      percentDrivenInteractiveTransition = interaction
      tabBarController.selectedIndex = target
      interaction.update(min(max(direction * translation / max(view.bounds.width, 1), 0), 1))
    case .changed:
      percentDrivenInteractiveTransition?.update(progress)
    case .ended, .cancelled:
      guard let interaction = percentDrivenInteractiveTransition else { return }
      percentDrivenInteractiveTransition = nil
      let velocity = fingerDirection * gestureRecognizer.velocity(in: view).x
      let finishes =
        gestureRecognizer.state == .ended && (velocity > Self.flickVelocity || (progress > 0.5 && velocity >= 0))
      if finishes { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }

  public func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SlideTabBarDelegate(duration: duration).tabBarController(
      tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
  }

  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    percentDrivenInteractiveTransition
  }
}
