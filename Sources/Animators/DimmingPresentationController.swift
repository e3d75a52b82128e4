import Foundation
import HeadlessUIKit

/// Apple's half-screen dimming presentation controller ("Creating Custom Presentations",
/// listings 11-1…11-3, seed 002): the presented view covers the right half of the container;
/// a dimming view of black at 0.4 alpha covers the container behind it and fades in alongside
/// the presentation (alpha 0 → 1 through the transition coordinator) and out alongside the
/// dismissal; it is removed when the presentation is cancelled or the dismissal ends.
///
/// It brings no animator: with `.custom` and no animation controller, UIKit's system
/// cover-vertical animation moves the presented view into the right half.
public final class DimmingPresentationController: UIPresentationController {
  /// The dimming view behind the presented view.
  public let dimmingView = UIView()

  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.alpha = 0
  }

  /// Listing 11-1: the right half of the container.
  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
  }

  /// Listing 11-3: the dimming view below everything, faded in alongside.
  public override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
    } else {
      dimmingView.alpha = 1
    }
  }

  public override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { dimmingView.removeFromSuperview() }
  }

  public override func dismissalTransitionWillBegin() {
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
    } else {
      dimmingView.alpha = 0
    }
  }

  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { dimmingView.removeFromSuperview() }
  }

  public override func containerViewWillLayoutSubviews() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}
