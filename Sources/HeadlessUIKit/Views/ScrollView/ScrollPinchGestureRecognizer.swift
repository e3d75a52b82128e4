import Foundation

/// The scroll view's own pinch recognizer (UIKit's private
/// `UIScrollViewPinchGestureRecognizer`): a `UIPinchGestureRecognizer` that recognizes
/// together with its scroll view's pan, as on iOS (two fingers may scroll and zoom at once),
/// and fails at once when the delegate gives no view to zoom.
@MainActor
final class ScrollPinchGestureRecognizer: UIPinchGestureRecognizer {
  weak var scrollView: UIScrollView?
  /// The zoom scale when the pinch began.
  var startScale: CGFloat = 1
  /// The point of the zooming view (its own coordinates) under the fingers' centroid.
  var anchor = CGPoint.zero

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard scrollView?.pinchGestureRecognizer != nil else {
      state = .failed
      return
    }
    super.touchesBegan(touches, with: event)
  }

  override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventedGestureRecognizer !== scrollView?.panGestureRecognizer
  }

  override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
    preventingGestureRecognizer !== scrollView?.panGestureRecognizer
  }
}
