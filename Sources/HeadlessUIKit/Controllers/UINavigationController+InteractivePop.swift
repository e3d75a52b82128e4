import Foundation

extension UINavigationController {
  /// The edge swipe that pops the top controller, as `interactivePopGestureRecognizer`: a
  /// `UIScreenEdgePanGestureRecognizer` on the left edge of the navigation controller's view.
  ///
  /// It begins only when there is a controller to go back to and no transition runs. While the
  /// finger moves, the pop animation (UIKit's, scrubbed linearly, or the delegate's animator
  /// when it supplies one without an interaction controller of its own) follows
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
    stack.count > 1 && !isTransitioning
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
