import Foundation

/// The coordinator of a search controller's presentation or dismissal (what
/// `searchController.transitionCoordinator` and the presenting controller's return while it
/// runs, from `viewWillAppear`/`viewWillDisappear` — after `willPresentSearchController(_:)` /
/// `willDismissSearchController(_:)` — until just before `viewDidAppear`/`viewDidDisappear`).
///
/// Alongside animations registered before the activation's animation block runs (in
/// `viewWillAppear`/`viewWillDisappear`, of the search controller or its results controller)
/// join that block — same
/// ``UISearchController/presentationDuration`` and ease-in-ease-out curve; those registered
/// later run at once without animation. Completions run when the animation ends, before the
/// "did" appearance callback. For a presentation `viewController(forKey: .from)` is the
/// presenting controller and `.to` the search controller (the reverse for a dismissal);
/// `view(forKey:)` gives the search controller's view on its side and nil for the presenting
/// controller, whose view stays, as for `.overCurrentContext`.
@MainActor
final class SearchTransitionCoordinator: UIViewControllerTransitionCoordinator {
  private let from: UIViewController
  private let to: UIViewController
  private let searchView: UIView
  let containerView: UIView
  private let startTime: TimeInterval
  private var pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var hasApplied = false
  private var isComplete = false
  private var coordinated: [UIViewController] = []

  let transitionDuration: TimeInterval

  init(from: UIViewController, to: UIViewController, searchView: UIView, containerView: UIView, animated: Bool) {
    self.from = from
    self.to = to
    self.searchView = searchView
    self.containerView = containerView
    self.transitionDuration = animated ? UISearchController.presentationDuration : 0
    self.startTime = CACurrentMediaTime()
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var presentationStyle: UIModalPresentationStyle { .overCurrentContext }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }
  var targetTransform: CGAffineTransform { .identity }

  /// The time elapsed over the duration, 0…1 (1 once complete).
  var percentComplete: CGFloat {
    if isComplete { return 1 }
    guard transitionDuration > 0 else { return 0 }
    return min(max((CACurrentMediaTime() - startTime) / transitionDuration, 0), 1)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    let search = to is UISearchController ? UITransitionContextViewKey.to : .from
    return key == search ? searchView : nil
  }

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

  /// The search transition is never interactive: the handler never fires, as in UIKit.
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

  /// Makes this the `transitionCoordinator` of `controllers` until ``complete()``.
  func attach(to controllers: [UIViewController]) {
    coordinated = controllers
    for controller in controllers { controller.activeCoordinator = self }
  }

  /// Runs the alongside animations registered so far, in the current animation context.
  func runAlongside() {
    hasApplied = true
    let blocks = pending
    pending = []
    for block in blocks { block(self) }
  }

  /// Marks the transition complete, runs the completions and detaches it (the order of UIKit's
  /// transition context).
  func complete() {
    guard !isComplete else { return }
    isComplete = true
    let blocks = completions
    completions = []
    for block in blocks { block(self) }
    for controller in coordinated where controller.activeCoordinator === self { controller.activeCoordinator = nil }
  }
}
