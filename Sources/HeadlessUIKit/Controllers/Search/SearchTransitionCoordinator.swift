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
final class SearchTransitionCoordinator: TimedTransitionCoordinator {
  private let from: UIViewController
  private let to: UIViewController
  private let searchView: UIView
  private var coordinated: [UIViewController] = []

  init(from: UIViewController, to: UIViewController, searchView: UIView, containerView: UIView, animated: Bool) {
    self.from = from
    self.to = to
    self.searchView = searchView
    super.init(
      duration: animated ? UISearchController.presentationDuration : 0, containerView: containerView,
      presentationStyle: .overCurrentContext)
  }

  override func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  override func view(forKey key: UITransitionContextViewKey) -> UIView? {
    let search = to is UISearchController ? UITransitionContextViewKey.to : .from
    return key == search ? searchView : nil
  }

  /// Makes this the `transitionCoordinator` of `controllers` until ``complete()``.
  func attach(to controllers: [UIViewController]) {
    coordinated = controllers
    for controller in controllers { controller.activeCoordinator = self }
  }

  /// Marks the transition complete, runs the completions and detaches it (the order of UIKit's
  /// transition context).
  override func complete() {
    guard !isComplete else { return }
    super.complete()
    for controller in coordinated where controller.activeCoordinator === self { controller.activeCoordinator = nil }
  }
}
