import Foundation
import HeadlessUIKit

/// A navigation delegate and transitioning delegate for interactive-transition tests: it returns
/// a ``LinearTransitionAnimator`` for every push, presentation and dismissal, and — only then,
/// as UIKit asks — ``interaction`` as the interaction controller while it is set. A test (or a
/// gesture handler) sets ``interaction`` before starting the transition and drives it with
/// `update(_:)`, `finish()` and `cancel()`.
///
/// Keep a strong reference: both delegate properties are weak in UIKit and here.
@MainActor
public final class ScriptedInteractionDelegate: NSObject, UINavigationControllerDelegate,
  UIViewControllerTransitioningDelegate
{
  public let duration: TimeInterval
  /// The interaction controller handed out for the next transition (nil: not interactive).
  public var interaction: UIPercentDrivenInteractiveTransition?
  /// The presentation controller for `.custom` presentations (nil: UIKit's plain one).
  public var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?
  /// What the navigation delegate was told, as "willShow B" / "didShow A".
  public private(set) var navigationEvents: [String] = []

  /// A delegate whose animators last `duration` seconds.
  public init(duration: TimeInterval) {
    self.duration = duration
  }

  // MARK: UINavigationControllerDelegate

  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) { navigationEvents.append("willShow \(viewController.title ?? "?")") }

  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) { navigationEvents.append("didShow \(viewController.title ?? "?")") }

  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operation == .push ? LinearTransitionAnimator(.push, duration: duration) : nil
  }

  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }

  // MARK: UIViewControllerTransitioningDelegate

  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { LinearTransitionAnimator(.presentation, duration: duration) }

  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { LinearTransitionAnimator(.dismissal, duration: duration) }

  public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { interaction }

  public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { interaction }

  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? { makePresentationController?(presented, presenting) }
}
