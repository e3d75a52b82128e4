import Foundation

@testable import HeadlessUIKit

/// A pan that drives a percent-driven transition the way an app's gesture handler does: on
/// `.began` a new `UIPercentDrivenInteractiveTransition` goes to `start`, which begins the
/// transition with it; every change updates it with `progress(pan)`; the release finishes past
/// halfway and cancels otherwise.
@MainActor
func makeTransitionPan(
  progress: @escaping (UIPanGestureRecognizer) -> CGFloat,
  start: @escaping (UIPercentDrivenInteractiveTransition) -> Void
) -> UIPanGestureRecognizer {
  let pan = UIPanGestureRecognizer()
  var active: UIPercentDrivenInteractiveTransition?
  pan.addTarget(nil) { (gesture: UIGestureRecognizer) in
    let pan = gesture as! UIPanGestureRecognizer
    let p = progress(pan)
    switch pan.state {
    case .began:
      let interaction = UIPercentDrivenInteractiveTransition()
      active = interaction
      start(interaction)
      interaction.update(p)
    case .changed: active?.update(p)
    case .ended: if p > 0.5 { active?.finish() } else { active?.cancel() }
    default: break
    }
  }
  return pan
}
