import Foundation

/// UIKit's transition coordinator (private `_UIViewControllerTransitionCoordinator`): what
/// `transitionCoordinator` returns while a ``TransitionContext`` runs.
///
/// Alongside animations registered before the animator starts join the animator's first
/// top-level `UIView.animate` block (same duration, delay and curve — UIKit's "same animation
/// context"); those registered later run at once in a block lasting what remains of the
/// transition. Completions run when the transition completes, before the container's "did"
/// callbacks.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  private let context: TransitionContext
  private var pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private(set) var hasApplied = false

  init(context: TransitionContext) { self.context = context }

  var isAnimated: Bool { context.isAnimated }
  var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
  var initiallyInteractive: Bool { context.initiallyInteractive }
  /// Whether an interruptible animator runs the transition.
  var isInterruptible: Bool { context.interruptibleAnimatorInUse != nil }
  var isInteractive: Bool { context.isInteractive }
  /// Whether the transition was cancelled: by its interaction, or by its animator calling
  /// `completeTransition(false)` (the change did not happen either way, and completion handlers
  /// must undo what they prepared, such as the navigation bar's items).
  var isCancelled: Bool { context.transitionWasCancelled || context.endedIncomplete }
  var transitionDuration: TimeInterval { context.duration }
  /// The interaction's progress while (or since) it was interactive, else the time elapsed.
  var percentComplete: CGFloat {
    if context.interactionController != nil { return context.interactivePercent }
    guard context.duration > 0 else { return context.isComplete ? 1 : 0 }
    return min(max((CACurrentMediaTime() - context.startTime) / context.duration, 0), 1)
  }
  /// The interaction controller's `completionSpeed` (1 without one).
  var completionVelocity: CGFloat { context.interactionController?.completionSpeed ?? 1 }
  /// The interaction controller's `completionCurve` (`.easeInOut` without one).
  var completionCurve: UIView.AnimationCurve { context.interactionController?.completionCurve ?? .easeInOut }
  var containerView: UIView { context.containerView }
  var targetTransform: CGAffineTransform { context.targetTransform }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    context.viewController(forKey: key)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    guard hasApplied else {
      pending.append(animation)
      return true
    }
    if let interruptible = context.interruptibleAnimatorInUse, context.isAnimated, !context.isComplete {
      // An interruptible transition runs later alongside animations on its property animator
      // too, so they scrub, reverse and continue with it (UIKit's behaviour).
      interruptible.addAnimations { animation(self) }
      return true
    }
    let remaining = max(0, context.startTime + context.duration - CACurrentMediaTime())
    if context.isAnimated && remaining > 0 && !context.isComplete {
      UIView.animate(
        withDuration: remaining, delay: 0, options: UIView.AnimationOptions(curve: completionCurve),
        animations: { animation(self) })
    } else {
      UIView.performWithoutAnimation { animation(self) }
    }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
    interactionHandlers.append(handler)
  }

  /// Runs the pending alongside animations in the current animation context (or without
  /// animation).
  func applyAlongside(animated: Bool) {
    guard !hasApplied else { return }
    hasApplied = true
    let blocks = pending
    pending = []
    if animated {
      for block in blocks { block(self) }
    } else {
      UIView.performWithoutAnimation { for block in blocks { block(self) } }
    }
  }

  /// Tells the `notifyWhenInteractionChanges` handlers that the transition stopped being
  /// interactive (finished or cancelled).
  func interactionDidChange() {
    for handler in interactionHandlers { handler(self) }
  }

  /// Runs the completions registered with the alongside animations.
  func runCompletions() {
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
