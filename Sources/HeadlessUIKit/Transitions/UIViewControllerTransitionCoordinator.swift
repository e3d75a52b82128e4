import Foundation

/// What a transition coordinator reports about the transition it coordinates, as
/// `UIViewControllerTransitionCoordinatorContext`. Handed to alongside animations and their
/// completions.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition is animated (the container was asked for an animated change).
  var isAnimated: Bool { get }
  /// The modal presentation style of a presentation or dismissal; `.none` for containers.
  var presentationStyle: UIModalPresentationStyle { get }
  /// Whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// Whether the animator supplies an interruptible animator.
  var isInterruptible: Bool { get }
  /// Whether the transition is interactive now.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The animator's `transitionDuration(using:)`; 0 without an animator.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has gone, 0…1.
  var percentComplete: CGFloat { get }
  /// The speed of the part after an interaction ends (1 when not interactive).
  var completionVelocity: CGFloat { get }
  /// The curve of the part after an interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// The transition's controllers, as the transition context gives them.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The transition's views, as the transition context gives them (nil for the presenting view
  /// of a presentation that keeps it in place).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The view in which the transition runs.
  var containerView: UIView { get }
  /// The rotation applied during the transition (identity: HeadlessUIKit does not rotate).
  var targetTransform: CGAffineTransform { get }
}

/// Runs work alongside a view-controller transition, as `UIViewControllerTransitionCoordinator`
/// (what `UIViewController.transitionCoordinator` returns while a transition runs).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` in the same animation context as the animator's (same duration, delay
  /// and curve), and `completion` after the transition completes. Returns true when the
  /// animations will run.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the
  /// container view.
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  /// Registers `handler` for when an interactive transition stops being interactive (finish or
  /// cancel); it never fires for a transition that is not interactive.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` and `completion` as `animate(alongsideTransition:completion:)` does, as
  /// UIKit's `animateAlongsideTransition(in:animation:completion:)`: a view outside the
  /// container view animates in the same animation context (duration, delay, curve) as the
  /// transition. Flipbook's coordinators, and a custom container's own, get this
  /// implementation unless they provide one.
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
}
