import Foundation
import HeadlessUIKit

/// The seed's Overlay presentation controller (seed 001, "iOS 8的改进：UIPresentationController"):
/// owns a dimming view of black at 0.5 alpha that grows from the presented view's final size
/// to the whole container alongside the presentation (through the transition coordinator) and
/// fades out alongside the dismissal; keeps the presented view centred at 2/3 of the container
/// when the container lays out.
public final class OverlayPresentationController: UIPresentationController {
  /// The dimming view behind the presented view.
  public let dimmingView = UIView()

  public override init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
  }

  /// The presented view's size: 2/3 of the container in each dimension.
  static func presentedSize(in container: CGRect) -> CGSize {
    CGSize(width: container.width * 2 / 3, height: container.height * 2 / 3)
  }

  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    let size = Self.presentedSize(in: containerView.bounds)
    return CGRect(
      x: containerView.bounds.midX - size.width / 2, y: containerView.bounds.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  public override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    containerView.addSubview(dimmingView)
    let size = Self.presentedSize(in: containerView.bounds)
    dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
    dimmingView.center = containerView.center
    dimmingView.bounds = CGRect(origin: .zero, size: size)
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.bounds = containerView.bounds }, completion: nil)
  }

  public override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(
      alongsideTransition: { _ in self.dimmingView.alpha = 0 }, completion: nil)
  }

  public override func containerViewWillLayoutSubviews() {
    guard let containerView else { return }
    dimmingView.center = containerView.center
    dimmingView.bounds = containerView.bounds
    let size = Self.presentedSize(in: containerView.bounds)
    presentedView?.center = containerView.center
    presentedView?.bounds = CGRect(origin: .zero, size: size)
  }
}
