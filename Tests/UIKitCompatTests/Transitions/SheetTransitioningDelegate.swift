import UIKit

/// Vends the sheet animators and the half-sheet presentation controller.
class SheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  private(set) var presentationController: HalfSheetPresentationController?
  private(set) var presentAnimator: SheetAnimator?
  private(set) var dismissAnimator: SheetAnimator?
  /// Drives the presentation when set (a "grab the sheet while it rises" interaction).
  var presentationInteraction: UIPercentDrivenInteractiveTransition?

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    let controller = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    presentationController = controller
    return controller
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    presentAnimator = SheetAnimator(isPresenting: true)
    return presentAnimator
  }

  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    dismissAnimator = SheetAnimator(isPresenting: false)
    return dismissAnimator
  }

  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  {
    return presentationInteraction
  }
}
