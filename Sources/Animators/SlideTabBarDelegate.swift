import Foundation
import HeadlessUIKit

/// The seed's tab bar delegate for the Slide animator (seed 001, "转场代理"): the direction
/// comes from the tabs' order — to a tab on the right, the views move left.
public final class SlideTabBarDelegate: NSObject, UITabBarControllerDelegate {
  public let duration: TimeInterval

  public init(duration: TimeInterval = SlideAnimationController.defaultDuration) {
    self.duration = duration
  }

  public func tabBarController(
    _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    guard let controllers = tabBarController.viewControllers,
      let fromIndex = controllers.firstIndex(where: { $0 === fromVC }),
      let toIndex = controllers.firstIndex(where: { $0 === toVC })
    else { return nil }
    let direction: TabOperationDirection = toIndex > fromIndex ? .left : .right
    return SlideAnimationController(type: .tabTransition(direction), duration: duration)
  }
}
