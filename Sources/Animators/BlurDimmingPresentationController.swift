import Foundation
import HeadlessUIKit

/// A half-screen presentation over a blurred backdrop: the presented view covers the lower
/// two thirds of the container; a `UIVisualEffectView` behind it animates its `effect` from
/// `nil` to a dark blur alongside the presentation and back to `nil` alongside the dismissal —
/// the usual "dimming with blur" presentation iOS apps write, relying on `effect` being
/// animatable inside animation blocks. The effect view is removed when the presentation is
/// cancelled or the dismissal ends.
///
/// It brings no animator: with `.custom` and no animation controller, UIKit's system
/// cover-vertical animation moves the presented view in.
public final class BlurDimmingPresentationController: UIPresentationController {
  /// The blur behind the presented view.
  public let blurView = UIVisualEffectView(effect: nil)
  /// The blur shown once presented.
  public let blurEffect = UIBlurEffect(style: .systemThinMaterialDark)

  /// The lower two thirds of the container.
  public override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let height = (bounds.height * 2 / 3).rounded()
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  public override func presentationTransitionWillBegin() {
    guard let containerView else { return }
    blurView.frame = containerView.bounds
    blurView.effect = nil
    containerView.insertSubview(blurView, at: 0)
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.blurView.effect = self.blurEffect }, completion: nil)
    } else {
      blurView.effect = blurEffect
    }
  }

  public override func presentationTransitionDidEnd(_ completed: Bool) {
    if !completed { blurView.removeFromSuperview() }
  }

  public override func dismissalTransitionWillBegin() {
    if let coordinator = presentedViewController.transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in self.blurView.effect = nil }, completion: nil)
    } else {
      blurView.effect = nil
    }
  }

  public override func dismissalTransitionDidEnd(_ completed: Bool) {
    if completed { blurView.removeFromSuperview() }
  }

  public override func containerViewWillLayoutSubviews() {
    guard let containerView else { return }
    blurView.frame = containerView.bounds
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}
