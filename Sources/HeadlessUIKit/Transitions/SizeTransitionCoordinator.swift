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
final class SizeTransitionCoordinator: TimedTransitionCoordinator {
  init(window: UIWindow, duration: TimeInterval) {
    super.init(duration: duration, containerView: window, presentationStyle: .none)
  }
}
