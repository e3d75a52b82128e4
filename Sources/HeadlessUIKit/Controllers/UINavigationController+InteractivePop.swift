import Foundation

extension UINavigationController {
  /// The edge swipe that pops the top controller, as `interactivePopGestureRecognizer`: a
  /// `UIScreenEdgePanGestureRecognizer` on the left edge of the navigation controller's view.
  ///
  /// It begins only when there is a controller to go back to, no transition runs and the
  /// delegate supplies no animator of its own for the pop (UIKit's own gesture drives only its
  /// own animation). While the finger moves, UIKit's pop animation is scrubbed linearly with
  /// progress = translation.x / width; on release it finishes when the finger moves right
  /// faster than ``interactivePopFinishVelocity`` or is past halfway without moving left, and
  /// cancels otherwise — restoring the stack, the hierarchy and the appearance state.
  public var interactivePopGestureRecognizer: UIGestureRecognizer? { systemPopGesture }

  /// The release velocity (points per second, rightwards) above which an edge swipe finishes
  /// the pop whatever its progress.
  /// - Note: UIKit does not document its rule; HeadlessUIKit uses this threshold and half the
  ///   width.
  public static let interactivePopFinishVelocity: CGFloat = 300

  func makeSystemPopGesture() -> UIScreenEdgePanGestureRecognizer {
    let gesture = UIScreenEdgePanGestureRecognizer()
    gesture.edges = .left
    gesture.name = "interactivePopGestureRecognizer"
    gesture.delegate = systemPopGestureDelegate
    systemPopGestureDelegate.navigationController = self
    gesture.addTarget(self, action: UINavigationController.handleSystemPop)
    return gesture
  }

  /// Whether the edge swipe may begin (see `interactivePopGestureRecognizer`).
  func shouldBeginSystemPop() -> Bool {
    guard stack.count > 1, !isTransitioning, let top = stack.last else { return false }
    if let delegate {
      let below = stack[stack.count - 2]
      TransitionTrace.record(
        "interactivePopGestureRecognizer", "asks navigationController(_:animationControllerFor:from:to:) pop")
      if delegate.navigationController(self, animationControllerFor: .pop, from: top, to: below) != nil {
        return false
      }
    }
    return true
  }

  private func handleSystemPop(_ gesture: UIScreenEdgePanGestureRecognizer) {
    let width = max(view.bounds.width, 1)
    let progress = min(max(gesture.translation(in: view).x / width, 0), 1)
    switch gesture.state {
    case .began:
      let interaction = UIPercentDrivenInteractiveTransition()
      systemPopInteraction = interaction
      popViewController(animated: true)
      // The pop took the interaction (the context retains it); updates go to it directly.
      interaction.update(progress)
    case .changed:
      systemPopInteraction?.update(progress)
    case .ended, .cancelled:
      guard let interaction = systemPopInteraction else { return }
      systemPopInteraction = nil
      let velocity = gesture.velocity(in: view).x
      let finishes =
        gesture.state == .ended
        && (velocity > Self.interactivePopFinishVelocity || (progress > 0.5 && velocity >= 0))
      if finishes { interaction.finish() } else { interaction.cancel() }
    default:
      break
    }
  }
}

/// The delegate of `interactivePopGestureRecognizer` (UIKit's is private too).
@MainActor
final class InteractivePopGestureDelegate: UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    navigationController?.shouldBeginSystemPop() ?? false
  }
}
