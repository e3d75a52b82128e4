import Foundation

@testable import HeadlessUIKit

/// A `.custom` presentation controller that removes the presenting view (as `.fullScreen`
/// does) and adds a dimming view for the presentation, removed again when a presentation is
/// cancelled or a dismissal completes, as UIKit's documentation asks of subclasses.
@MainActor
final class RemovingPresentationController: UIPresentationController {
  let dimmingView = UIView()

  override var shouldRemovePresentersView: Bool { true }

  override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.frame = containerView.bounds
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  /// A cancelled dismissal dims again: the alongside animation only reversed what was shown.
  override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
  }
}
