import UIKit

/// A presentation controller that shows the presented view in the bottom half of the screen over
/// a dimming view that fades alongside the transition.
class HalfSheetPresentationController: UIPresentationController {
  let dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    view.alpha = 0
    return view
  }()
  var events: [String] = []

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let container = containerView else { return .zero }
    let height = container.bounds.height / 2
    return CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
  }

  override func presentationTransitionWillBegin() {
    events.append("presentationTransitionWillBegin")
    guard let container = containerView else { return }
    dimmingView.fill(container)
    container.insertSubview(dimmingView, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(
        alongsideTransition: { _ in
          self.dimmingView.alpha = 1
        }, completion: nil)
    } else {
      dimmingView.alpha = 1
    }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) {
    events.append("presentationTransitionDidEnd(\(completed))")
    if !completed { dimmingView.removeFromSuperview() }
  }

  override func dismissalTransitionWillBegin() {
    events.append("dismissalTransitionWillBegin")
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in
        self.dimmingView.alpha = 0
      }, completion: nil)
  }

  override func dismissalTransitionDidEnd(_ completed: Bool) {
    events.append("dismissalTransitionDidEnd(\(completed))")
    if completed { dimmingView.removeFromSuperview() }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}
