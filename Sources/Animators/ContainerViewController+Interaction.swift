import Foundation
import HeadlessUIKit

extension ContainerViewController {
  /// Adds ``panGestureRecognizer`` to the container's view (once, when it loads).
  func installPanGesture() {
    panDelegate.container = self
    panGestureRecognizer.name = "containerPan"
    panGestureRecognizer.delegate = panDelegate
    panGestureRecognizer.addTarget(self, action: ContainerViewController.handlePan)
    view.addGestureRecognizer(panGestureRecognizer)
  }

  /// The child a pan with horizontal translation `dx` leads to (nil: none that way).
  func swipeTarget(forTranslation dx: CGFloat) -> UIViewController? {
    guard dx != 0, let selected = selectedViewController,
      let index = viewControllers.firstIndex(where: { $0 === selected })
    else { return nil }
    let target = dx < 0 ? index + 1 : index - 1
    return viewControllers.indices.contains(target) ? viewControllers[target] : nil
  }

  private func handlePan(_ gesture: UIPanGestureRecognizer) {
    let width = max(privateContainerView.bounds.width, 1)
    let dx = gesture.translation(in: view).x
    switch gesture.state {
    case .began:
      guard let target = swipeTarget(forTranslation: dx) else { return }
      transition(to: target, interactive: true)
      activeContext?.updateInteractiveTransition(abs(dx) / width)
    case .changed:
      guard let context = activeContext, context.isInteractive else { return }
      context.updateInteractiveTransition(abs(dx) / width)
    case .ended, .cancelled:
      guard let context = activeContext, context.isInteractive else { return }
      if gesture.state == .ended && abs(dx) / width > 0.5 {
        context.finishInteractiveTransition()
      } else {
        context.cancelInteractiveTransition()
      }
    default:
      break
    }
  }
}

/// Lets the container's pan begin only when swiping is enabled, no switch runs and there is a
/// child in the pan's direction.
@MainActor
final class ContainerPanDelegate: UIGestureRecognizerDelegate {
  weak var container: ContainerViewController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let container, container.isInteractiveSwipeEnabled, !container.isTransitioning,
      let pan = gestureRecognizer as? UIPanGestureRecognizer
    else { return false }
    return container.swipeTarget(forTranslation: pan.translation(in: container.view).x) != nil
  }
}
