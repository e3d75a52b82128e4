import Foundation

/// Who presents whom, stored on each controller: the presenter holds its presented controller
/// (strongly, as UIKit does), the presented controller its presenter (weakly) and its
/// presentation controller.
@MainActor
struct PresentationLink {
  /// The controller this one presents.
  var presented: UIViewController?
  /// The controller presenting this one.
  weak var presenting: UIViewController?
  /// The presentation controller managing this controller's presentation.
  var controller: UIPresentationController?
  /// The style the presentation resolved to (`.automatic` → `.pageSheet`, …).
  var style: UIModalPresentationStyle = .none
  /// The running presentation or dismissal, kept alive until it completes.
  var activeTransition: TransitionContext?
  var isBeingPresented = false
  var isBeingDismissed = false
  /// The presentation controller `presentationController` (or `popoverPresentationController`)
  /// created before the presentation, as UIKit creates it lazily; it manages the next
  /// presentation when the style still matches.
  var pendingController: UIPresentationController?
  /// The presenting view whose tint this presentation dims (`.popover`, `.formSheet`,
  /// `.pageSheet`), undimmed when the dismissal begins.
  weak var dimmedPresenterView: UIView?
}

/// The view in which a presentation takes place (UIKit's private `UITransitionView`): the
/// transition context's `containerView` and the presentation controller's `containerView`.
/// Its layout pass calls the presentation controller's `containerViewWillLayoutSubviews()` and
/// `containerViewDidLayoutSubviews()`.
@MainActor
final class PresentationContainerView: UIView {
  weak var presentationController: UIPresentationController?

  /// The container size the presented view was last placed for.
  private var laidOutSize: CGSize?

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    placePresentedViewIfResized()
    presentationController?.containerViewDidLayoutSubviews()
  }

  /// When the container changed size (its window was resized) outside a transition, UIKit's
  /// own presentation styles put the presented view at `frameOfPresentedViewInContainerView`
  /// again; a `.custom` presentation controller does it itself in
  /// `containerViewWillLayoutSubviews()`, as on iOS, and a popover places itself.
  ///
  /// - Note: UIKit difference: a sheet's scaled-back presenting view keeps the transform it
  ///   got for the old size.
  private func placePresentedViewIfResized() {
    guard let controller = presentationController else { return }
    defer { laidOutSize = bounds.size }
    guard let previous = laidOutSize, previous != bounds.size,
      ![.custom, .popover].contains(controller.presentationStyle),
      controller.presentedViewController.presentation.activeTransition == nil,
      let presentedView = controller.presentedView
    else { return }
    presentedView.frame = controller.frameOfPresentedViewInContainerView
  }

  /// As UIKit's transition view: the deepest view under `point`, except that a touch the
  /// presentation controller lets through (a popover's passthrough views) goes to the views
  /// below the container.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    if let controller = presentationController, let window,
      controller.passesTouchThrough(atWindowPoint: convert(point, to: window))
    {
      return nil
    }
    return super.hitTest(point, with: event)
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    presentationController?.traitCollectionDidChange(previousTraitCollection)
  }
}
