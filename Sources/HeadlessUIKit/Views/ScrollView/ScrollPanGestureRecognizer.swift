import Foundation

/// The scroll view's own pan recognizer (UIKit's private `UIScrollViewPanGestureRecognizer`):
/// a `UIPanGestureRecognizer` that also tells its scroll view when a finger goes down and when
/// it lifts, so a touch stops a running deceleration at once and `isTracking` is true while
/// the finger is down, before any drag has begun (as on iOS).
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
  weak var scrollView: UIScrollView?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    guard let scrollView, isEnabled else { return }
    scrollView.stopMotion()
    scrollView.isTracking = true
  }

  override func shouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool {
    scrollView?.scrollPanShouldBegin(movingFrom: start, by: movement) ?? true
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if state == .possible || state == .failed { scrollView?.isTracking = false }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    scrollView?.isTracking = false
  }
}
