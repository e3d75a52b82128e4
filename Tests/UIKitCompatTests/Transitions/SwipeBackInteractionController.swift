import UIKit

/// Pops the navigation controller as the finger moves right: the pop follows the finger and
/// finishes past halfway (or on a fast flick), otherwise it is cancelled.
class SwipeBackInteractionController: UIPercentDrivenInteractiveTransition {
  var interactionInProgress = false
  private var shouldCompleteTransition = false
  private weak var viewController: UIViewController?

  init(viewController: UIViewController) {
    self.viewController = viewController
    super.init()
    completionCurve = .linear
    // iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
    let pan = UIPanGestureRecognizer(target: self, action: SwipeBackInteractionController.handlePan)
    viewController.view.addGestureRecognizer(pan)
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    guard let view = gesture.view else { return }
    let translation = gesture.translation(in: view)
    let progress = min(max(translation.x / view.bounds.width, 0), 1)
    switch gesture.state {
    case .began:
      interactionInProgress = true
      viewController?.navigationController?.popViewController(animated: true)
    case .changed:
      shouldCompleteTransition = progress > 0.5 || gesture.velocity(in: view).x > 1000
      update(progress)
    case .cancelled:
      interactionInProgress = false
      cancel()
    case .ended:
      interactionInProgress = false
      if shouldCompleteTransition { finish() } else { cancel() }
    default:
      break
    }
  }
}
