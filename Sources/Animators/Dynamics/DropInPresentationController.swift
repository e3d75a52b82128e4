import Foundation
import HeadlessUIKit

/// The drop-in card's presentation controller: the card is 80 % of the container's width and
/// 40 % of its height, centred; a black dimming view at 0.4 alpha fades in alongside the
/// presentation and out alongside the dismissal. It does not lay the card out while the
/// transition runs: the dynamic animator moves it.
public final class DropInPresentationController: UIPresentationController {
  /// The dimming view behind the card.
  public let dimmingView = UIView()

  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let bounds = containerView.bounds
    let size = CGSize(width: (bounds.width * 0.8).rounded(), height: (bounds.height * 0.4).rounded())
    return CGRect(
      x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(), width: size.width,
      height: size.height)
  }

  public override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 1 }, completion: nil)
  }

  public override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }
}
