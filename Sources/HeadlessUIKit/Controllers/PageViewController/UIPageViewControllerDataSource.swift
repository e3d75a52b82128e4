import Foundation

/// Supplies a page view controller's pages on demand, as `UIPageViewControllerDataSource`.
///
/// The page view controller asks for a neighbour only when a gesture needs it: the `.scroll`
/// style asks for the page after and then the page before the current one when a drag
/// begins, keeps what it got, and after a completed swipe asks only for the new page's far
/// neighbour (the page it left is its neighbour on the other side); the `.pageCurl` style asks
/// for the one neighbour in the direction of the pan or tap. Return nil at either end: the
/// gesture then bounces (scroll) or does nothing (curl). Programmatic
/// `setViewControllers(_:direction:animated:completion:)` asks nothing. (The `.scroll` order is
/// the one logged on iOS 9 in "UIPageViewController Test Note", wisdomskyduan.blogspot.com, 2015.)
///
/// When both `presentationCount(for:)` and `presentationIndex(for:)` are implemented, a
/// `.scroll` page view controller shows a ``UIPageControl`` at its bottom; it asks for the count
/// and the index after each `setViewControllers(_:direction:animated:completion:)` and moves the
/// dot itself after a swipe, as UIKit does.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
  /// The page before `viewController`, or nil at the beginning.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  /// The page after `viewController`, or nil at the end.
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  /// The number of dots of the page control (optional).
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  /// The dot highlighted after `setViewControllers` (optional).
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  /// Not implemented (UIKit's optional method): without it no page control is shown. The
  /// value is a marker the page view controller recognises, not a count.
  public func presentationCount(for pageViewController: UIPageViewController) -> Int {
    UIPageViewController.unimplementedPresentationValue
  }

  /// Not implemented (UIKit's optional method): without it no page control is shown. The
  /// value is a marker the page view controller recognises, not an index.
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    UIPageViewController.unimplementedPresentationValue
  }
}
