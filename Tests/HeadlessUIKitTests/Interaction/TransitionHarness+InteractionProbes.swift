import Foundation

@testable import HeadlessUIKit

extension TransitionHarness {
  /// When the transition `controller` runs ends, as its coordinator's completion reports it
  /// (the coordinator is asked at `time`, while the transition runs); nil if it never ended.
  func transitionEnd(of controller: UIViewController, probeAt time: Double) -> () -> Double? {
    var ended: Double?
    timeline.schedule(at: time) {
      controller.transitionCoordinator?.animate(
        alongsideTransition: nil, completion: { _ in ended = CACurrentMediaTime() })
    }
    return { ended }
  }

  /// The interaction's `percentComplete` at the pan's last `.changed` — what the release
  /// decides on (−1 if the pan never changed while an interaction ran).
  func progressAtLastChange(
    of pan: UIPanGestureRecognizer, _ interaction: @escaping () -> UIPercentDrivenInteractiveTransition?
  ) -> () -> CGFloat {
    var last: CGFloat = -1
    pan.addTarget(nil) { (gesture: UIGestureRecognizer) in
      if gesture.state == .changed { last = interaction()?.percentComplete ?? -1 }
    }
    return { last }
  }
}
