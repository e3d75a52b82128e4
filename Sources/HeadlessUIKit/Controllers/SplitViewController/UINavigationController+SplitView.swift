import Foundation

extension UINavigationController {
  /// Takes every controller off the stack at once (a split view collapsing moves them onto
  /// another navigation controller): the top view leaves, with appearance callbacks when the
  /// navigation controller is on screen; containment ends for each.
  func releaseStack() -> [UIViewController] {
    let released = stack
    let visible = isViewLoaded && view.window != nil && isAppearingOrAppeared
    if let top = released.last, let topView = top.viewIfLoaded, topView.superview != nil {
      if visible { top.beginAppearanceTransition(false, animated: false) }
      topView.removeFromSuperview()
      if visible { top.endAppearanceTransition() }
    }
    for controller in released {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    stack = []
    syncNavigationBar()
    return released
  }

  /// Replaces the stack at once, without a transition or the delegate (a split view collapsing
  /// or expanding): containment for the controllers that come and go, the new top's view in
  /// place, appearance callbacks when on screen.
  func replaceStackAtOnce(with new: [UIViewController]) {
    precondition(!new.isEmpty, TransitionDiagnostics.emptyStack())
    let old = stack
    let visible = isViewLoaded && view.window != nil && isAppearingOrAppeared
    let removed = old.filter { controller in !new.contains { $0 === controller } }
    let added = new.filter { controller in controller.parent !== self }
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    stack = new
    let oldTop = old.last
    let newTop = new[new.count - 1]
    if isViewLoaded, oldTop !== newTop {
      if let oldTop, let oldView = oldTop.viewIfLoaded, oldView.superview === transitionView {
        if visible { oldTop.beginAppearanceTransition(false, animated: false) }
        oldView.removeFromSuperview()
        if visible { oldTop.endAppearanceTransition() }
      }
      let appearing = newTop.viewIfLoaded?.superview !== transitionView
      if appearing && visible { newTop.beginAppearanceTransition(true, animated: false) }
      newTop.view.frame = transitionView.bounds
      transitionView.addSubview(newTop.view)
      if appearing && visible { newTop.endAppearanceTransition() }
    }
    for controller in added { controller.didMove(toParent: self) }
    for controller in removed { controller.removeFromParent() }
    syncNavigationBar()
  }
}
