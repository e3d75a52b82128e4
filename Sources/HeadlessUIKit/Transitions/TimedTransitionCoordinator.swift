import Foundation

/// What the coordinators of UIKit's non-interactive, timed transitions share — a size transition
/// (``SizeTransitionCoordinator``) and a search controller's activation
/// (``SearchTransitionCoordinator``): a duration on the ease-in-ease-out curve, alongside
/// animations that join the transition's animation block when it runs (``runAlongside()``) and
/// run at once without animation when registered later, and completions that run when it ends
/// (``complete()``), or at once when registered after that. They are never interactive,
/// interruptible or cancelled, so `notifyWhenInteractionChanges(_:)` never calls its handler, as
/// in UIKit. Subclasses give the container, the presentation style and the controllers and views
/// by key.
@MainActor
class TimedTransitionCoordinator: UIViewControllerTransitionCoordinator {
  private let startTime: TimeInterval
  private var pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var hasApplied = false
  private(set) var isComplete = false

  let transitionDuration: TimeInterval
  let containerView: UIView
  let presentationStyle: UIModalPresentationStyle

  /// A coordinator of `duration` seconds (0: not animated), starting now.
  init(duration: TimeInterval, containerView: UIView, presentationStyle: UIModalPresentationStyle) {
    self.transitionDuration = duration
    self.containerView = containerView
    self.presentationStyle = presentationStyle
    self.startTime = CACurrentMediaTime()
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var completionVelocity: CGFloat { 1 }
  /// `.easeInOut`: the transition is not interactive, so it has no completion curve of its own.
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var targetTransform: CGAffineTransform { .identity }

  /// The time elapsed over the duration, 0…1 (1 once complete).
  var percentComplete: CGFloat {
    if isComplete { return 1 }
    guard transitionDuration > 0 else { return 0 }
    return min(max((CACurrentMediaTime() - startTime) / transitionDuration, 0), 1)
  }

  /// None by default.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
  /// None by default.
  func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion {
      if isComplete { completion(self) } else { completions.append(completion) }
    }
    guard let animation else { return true }
    if hasApplied {
      UIView.performWithoutAnimation { animation(self) }
    } else {
      pending.append(animation)
    }
    return true
  }

  /// Never called: the transition is not interactive.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

  /// Runs the alongside animations registered so far, in the current animation context.
  func runAlongside() {
    hasApplied = true
    let blocks = pending
    pending = []
    for block in blocks { block(self) }
  }

  /// Marks the transition complete and runs the completions (once).
  func complete() {
    guard !isComplete else { return }
    isComplete = true
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
