import Foundation

extension UITabBarController {
  /// Replaces the tabs, as `setViewControllers(_:animated:)`. Controllers that leave are removed
  /// from the children (their view too); new ones become children. The selection stays on the
  /// same controller when it remains, else on the same index (clamped), else on the first tab.
  /// The shown controller changes without animation (`animated` concerns the bar's items).
  ///
  /// - Precondition: each controller appears once and is not a tab bar controller's tab already.
  public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    if isTransitioning {
      return queued.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
    }
    let new = viewControllers ?? []
    for (index, controller) in new.enumerated() where new[..<index].contains(where: { $0 === controller }) {
      preconditionFailure(
        "UITabBarController.setViewControllers(_:animated:): '\(TransitionTrace.name(of: controller))' appears twice")
    }
    let oldShown = selectedViewController
    let newIndex: Int? =
      new.isEmpty
      ? nil : (oldShown.flatMap { shown in new.firstIndex { $0 === shown } } ?? min(selected ?? 0, new.count - 1))
    let newShown = newIndex.map { new[$0] }
    let visible = isViewLoaded && view.window != nil && isAppearingOrAppeared
    if oldShown !== newShown {
      if visible { oldShown?.beginAppearanceTransition(false, animated: false) }
      oldShown?.viewIfLoaded?.removeFromSuperview()
      if visible { oldShown?.endAppearanceTransition() }
    }
    for controller in tabs where !new.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    for controller in new where controller.parent !== self {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    tabs = new
    selected = newIndex
    if oldShown !== newShown, let newShown, isViewLoaded {
      if visible { newShown.beginAppearanceTransition(true, animated: false) }
      newShown.view.frame = transitionView.bounds
      transitionView.addSubview(newShown.view)
      if visible { newShown.endAppearanceTransition() }
    }
  }

  /// Does what tapping the tab bar item at `index` does: asks the delegate's
  /// `tabBarController(_:shouldSelect:)`, switches, then tells `tabBarController(_:didSelect:)`
  /// (also when the tab was already selected, as UIKit does; tapping the selected tab of a
  /// navigation controller pops it to its root, animated). Returns whether the tab was
  /// selected.
  ///
  /// - Note: UIKit difference: there are no touches; this is the tap's effect.
  @discardableResult
  public func tapTabBarItem(at index: Int) -> Bool {
    precondition(
      tabs.indices.contains(index),
      "UITabBarController.tapTabBarItem(at:): \(index) is outside 0..<\(tabs.count) (the tab bar has \(tabs.count) tabs)"
    )
    let controller = tabs[index]
    if let delegate {
      TransitionTrace.record("delegate", "tabBarController(_:shouldSelect:) \(TransitionTrace.name(of: controller))")
      guard delegate.tabBarController(self, shouldSelect: controller) else { return false }
    }
    if index == selected, let navigation = controller as? UINavigationController {
      navigation.popToRootViewController(animated: true)
    } else {
      select(index)
    }
    if let delegate {
      TransitionTrace.record("delegate", "tabBarController(_:didSelect:) \(TransitionTrace.name(of: controller))")
      delegate.tabBarController(self, didSelect: controller)
    }
    return true
  }

  /// Switches to tab `index` through the transition driver.
  func select(_ index: Int) {
    if isTransitioning { return queued.append { [weak self] in self?.select(index) } }
    guard index != selected else { return }
    guard let previous = selected, isViewLoaded, view.window != nil, isAppearingOrAppeared else {
      let old = selected.map { tabs[$0] }
      selected = index
      if isViewLoaded { placeSelectedView(removing: old) }
      return
    }
    let from = tabs[previous]
    let to = tabs[index]
    selected = index
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    if let delegate {
      TransitionTrace.record("delegate", "tabBarController(_:animationControllerForTransitionFrom:to:)")
      animator = delegate.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
      if let animator {
        TransitionTrace.record("delegate", "tabBarController(_:interactionControllerFor:)")
        interaction = delegate.tabBarController(self, interactionControllerFor: animator)
      }
    }
    let animated = animator != nil
    let bounds = transitionView.bounds
    to.view.frame = bounds
    let context = TransitionContext(
      operation: "select", containerView: transitionView,
      from: .init(controller: from, view: from.view, initialFrame: bounds, finalFrame: .zero),
      to: .init(controller: to, view: to.view, initialFrame: .zero, finalFrame: bounds),
      animated: animated, animator: animator, interactionController: interaction)
    activeTransition = context
    context.onComplete = { [weak self] completed in
      self?.finishSwitch(from: from, to: to, previous: previous, completed: completed, animated: animated)
    }
    context.start(
      coordinating: [self, from, to],
      willBegin: {
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
      },
      withoutAnimator: { self.transitionView.addSubview(to.view) })
  }

  private func finishSwitch(
    from: UIViewController, to: UIViewController, previous: Int, completed: Bool, animated: Bool
  ) {
    if completed {
      from.endAppearanceTransition()
      to.endAppearanceTransition()
    } else {
      selected = previous
      to.beginAppearanceTransition(false, animated: animated)
      to.endAppearanceTransition()
      from.beginAppearanceTransition(true, animated: animated)
      from.endAppearanceTransition()
    }
    activeTransition = nil
    placeSelectedView(removing: completed ? from : to)
    let next = queued
    queued = []
    for work in next { work() }
  }

  /// Puts the selected controller's view in the content area and takes `removing`'s out.
  private func placeSelectedView(removing old: UIViewController?) {
    if let old, old !== selectedViewController { old.viewIfLoaded?.removeFromSuperview() }
    guard let shown = selectedViewController else { return }
    if shown.view.superview !== transitionView {
      shown.view.frame = transitionView.bounds
      transitionView.addSubview(shown.view)
    }
  }
}
