import Foundation

/// Told about gesture-driven page turns, as `UIPageViewControllerDelegate`. Every method is
/// optional. Programmatic `setViewControllers(_:direction:animated:completion:)` calls none of
/// them (its completion block reports the end), as in UIKit.
///
/// A swipe, a curl pan or a curl tap: `pageViewController(_:willTransitionTo:)` with the page
/// coming in, then its `viewWillAppear` and the current page's `viewWillDisappear`; when the
/// page settles, the "did" appearance callbacks and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
/// (`completed` false when the turn was cancelled and the previous page stays).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
  /// A gesture is about to turn to `pendingViewControllers`.
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  /// A gesture-driven turn ended: `completed` tells whether the new page stayed;
  /// `previousViewControllers` are the pages shown before it.
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
  /// The interface turned to `orientation` (a window resized from portrait to landscape or
  /// back): the spine to use from now on, as `pageViewController(_:spineLocationFor:)`. Set
  /// `isDoubleSided` and call `setViewControllers` with the pages the new spine shows before
  /// returning. The default keeps the spine.
  func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
  ) -> UIPageViewController.SpineLocation {
    pageViewController.spineLocation
  }
}
