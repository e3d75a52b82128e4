import Foundation

/// The tab bar controller's delegate, as `UITabBarControllerDelegate`. Every method is optional.
///
/// A tap on a tab asks `tabBarController(_:shouldSelect:)`, switches (asking
/// `tabBarController(_:animationControllerForTransitionFrom:to:)` and, only when an animator
/// came back, `tabBarController(_:interactionControllerFor:)`), then tells
/// `tabBarController(_:didSelect:)`. Programmatic selection (`selectedIndex`,
/// `selectedViewController`) asks only for the animator, as in UIKit.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether a tapped tab may be selected (default true).
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// A tapped tab was selected.
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
  /// The animator for a tab switch; nil means no animation (tabs switch instantly).
  func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller; asked only when the previous method returned an animator.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
  public func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
