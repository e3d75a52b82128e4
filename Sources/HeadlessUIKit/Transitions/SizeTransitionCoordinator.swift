import Foundation

/// The coordinator UIKit hands to `viewWillTransition(to:with:)` when a window changes size
/// (a rotation, an iPad multitasking resize): the private `_UIViewControllerTransitionCoordinator`
/// of a size transition.
///
/// Alongside animations registered during `viewWillTransition(to:with:)` run inside the
/// animation block that changes the window's size (same duration and curve), after the new
/// size is applied and laid out; those registered later run at once without animation.
/// Completions run when that block's animations end (at the end of the tick when it did not
/// animate). A size transition has no controllers or views of its own: `viewController(forKey:)`
/// and `view(forKey:)` return nil, `containerView` is the window, `presentationStyle` is `.none`.
@MainActor
final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
  private let window: UIWindow
  private let startTime: TimeInterval
  private var pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var hasApplied = false
  private var isComplete = false

  let transitionDuration: TimeInterval

  init(window: UIWindow, duration: TimeInterval) {
    self.window = window
    self.transitionDuration = duration
    self.startTime = CACurrentMediaTime()
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var presentationStyle: UIModalPresentationStyle { .none }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var completionVelocity: CGFloat { 1 }
  /// `.easeInOut`: a size transition is not interactive, so it has no completion curve of its own.
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var containerView: UIView { window }
  var targetTransform: CGAffineTransform { .identity }

  /// The time elapsed over the duration, 0…1 (1 once complete).
  var percentComplete: CGFloat {
    if isComplete { return 1 }
    guard transitionDuration > 0 else { return 0 }
    return min(max((CACurrentMediaTime() - startTime) / transitionDuration, 0), 1)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
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

  /// A size transition is never interactive: the handler never fires, as in UIKit.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

  /// Runs the alongside animations registered so far, in the current animation context.
  func runAlongside() {
    hasApplied = true
    let blocks = pending
    pending = []
    for block in blocks { block(self) }
  }

  /// Marks the transition complete and runs the completions.
  func complete() {
    isComplete = true
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
  }
}
