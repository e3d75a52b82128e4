import Foundation

/// Supplies what a presentation or dismissal uses, as `UIViewControllerTransitioningDelegate`;
/// read from the **presented** controller's `transitioningDelegate`. Every method is optional
/// (default implementations return nil).
///
/// UIKit asks, on present: `presentationController(forPresented:presenting:source:)` (only for
/// `.custom`), `animationController(forPresented:presenting:source:)`, then — only when an
/// animator came back — `interactionControllerForPresentation(using:)`. On dismiss:
/// `animationController(forDismissed:)`, then — only when an animator came back —
/// `interactionControllerForDismissal(using:)`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator for a presentation; nil means UIKit's system animation
  /// (`modalTransitionStyle`).
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator for a dismissal; nil means UIKit's system animation.
  func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller of a presentation; asked only when an animator came back.
  func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The interaction controller of a dismissal; asked only when an animator came back.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation; nil means a plain
  /// `UIPresentationController`, which adds no views.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { nil }
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { nil }
}
