import Foundation

/// What a scroll view tells about scrolling, as `UIScrollViewDelegate`. Every method is
/// optional (the default implementations do nothing), as in UIKit.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed (once per change; every frame while scrolling).
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A drag began (the pan recognized).
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger is lifting with `velocity` (points per millisecond, as UIKit reports it);
  /// `targetContentOffset` holds where deceleration will stop and may be changed.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` tells whether the content keeps moving.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on its own after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content stopped after a drag.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated `setContentOffset(_:animated:)` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// `adjustedContentInset` changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
