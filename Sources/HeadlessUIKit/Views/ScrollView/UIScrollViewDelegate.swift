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
  /// The view to scale when zooming, as `viewForZooming(in:)` (default nil: no zooming).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// An animated zoom of `view` is about to start, as `scrollViewWillBeginZooming(_:with:)`.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// The zoom scale changed (every frame of an animated zoom), as `scrollViewDidZoom(_:)`.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// An animated zoom ended at `scale`, as `scrollViewDidEndZooming(_:with:atScale:)`.
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
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
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
}
