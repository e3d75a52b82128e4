import Foundation

extension UINavigationController {
  /// Pops every controller above `viewController` and shows it, as
  /// `popToViewController(_:animated:)`. Returns the popped controllers (bottom first), or nil
  /// when `viewController` is already the top.
  ///
  /// - Precondition: `viewController` is on the stack (UIKit raises "Tried to pop to a view
  ///   controller that doesn't exist").
  @discardableResult
  public func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    if isTransitioning {
      queued.append { [weak self] in self?.popToViewController(viewController, animated: animated) }
      return nil
    }
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure(TransitionDiagnostics.popToControllerNotInStack(viewController))
    }
    guard index < stack.count - 1 else { return nil }
    let popped = Array(stack[(index + 1)...])
    changeStack(to: Array(stack[...index]), animated: animated)
    return popped
  }

  /// Pops every controller but the root, as `popToRootViewController(animated:)`. Returns the
  /// popped controllers (bottom first), or nil when the root is already the top.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [UIViewController]? {
    if isTransitioning {
      queued.append { [weak self] in self?.popToRootViewController(animated: animated) }
      return nil
    }
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Replaces the stack, as `setViewControllers(_:animated:)`. When the top controller changes
  /// the change animates as a push (the new top was not on the stack) or a pop (it was);
  /// controllers that leave are removed from the children when the transition ends, new ones
  /// are added at once.
  ///
  /// - Precondition: the stack is not empty and holds each controller once.
  public func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if isTransitioning {
      return queued.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) }
    }
    changeStack(to: viewControllers, animated: animated)
  }

  /// Moves from the current stack to `new`: containment, then the transition between the old
  /// and the new top (none when the top stays).
  func changeStack(to new: [UIViewController], animated: Bool) {
    precondition(!new.isEmpty, TransitionDiagnostics.emptyStack())
    for (index, controller) in new.enumerated() where new[..<index].contains(where: { $0 === controller }) {
      preconditionFailure(TransitionDiagnostics.duplicateControllers(controller))
    }
    let old = stack
    guard let from = old.last, let to = new.last else { return }
    let removed = old.filter { controller in !new.contains { $0 === controller } }
    let added = new.filter { controller in !old.contains { $0 === controller } }
    for controller in added { addChild(controller) }
    for controller in removed { controller.willMove(toParent: nil) }
    stack = new
    let containment = { [weak self] (completed: Bool) in
      guard let self else { return }
      to.movingToParent = false
      from.movingFromParent = false
      if completed {
        for controller in added { controller.didMove(toParent: self) }
        for controller in removed { controller.removeFromParent() }
      } else {
        self.stack = old
        for controller in added {
          controller.willMove(toParent: nil)
          controller.removeFromParent()
        }
        for controller in removed { controller.didMove(toParent: self) }
      }
    }
    guard to !== from else {
      containment(true)
      return syncNavigationBar()
    }
    let operation: Operation = old.contains { $0 === to } ? .pop : .push
    to.movingToParent = added.contains { $0 === to }
    from.movingFromParent = removed.contains { $0 === from }
    transition(operation, from: from, to: to, animated: animated, containment: containment)
  }

  private func transition(
    _ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
    containment: @escaping (Bool) -> Void
  ) {
    let visible = isViewLoaded && view.window != nil && isAppearingOrAppeared
    guard visible else {
      // Off screen: update the hierarchy without animation or appearance callbacks.
      if isViewLoaded {
        from.viewIfLoaded?.removeFromSuperview()
        to.view.frame = transitionView.bounds
        transitionView.addSubview(to.view)
      }
      containment(true)
      tabBarController?.viewIfLoaded?.setNeedsLayout()
      return syncNavigationBar()
    }
    if let delegate {
      TransitionTrace.record("delegate", "navigationController(_:willShow:animated:) \(TransitionTrace.name(of: to))")
      delegate.navigationController(self, willShow: to, animated: animated)
    }
    let (animator, interaction) = animated ? navigationAnimator(operation, from: from, to: to) : (nil, nil)
    prepareTabBarTransition(from: from, to: to)
    let bounds = transitionView.bounds
    to.view.frame = bounds
    let context = TransitionContext(
      operation: operation.name, containerView: transitionView,
      from: .init(controller: from, view: from.view, initialFrame: bounds, finalFrame: .zero),
      to: .init(controller: to, view: to.view, initialFrame: .zero, finalFrame: bounds),
      animated: animated, animator: animator, interactionController: interaction)
    activeTransition = context
    context.onComplete = { [weak self] completed in
      self?.finishTransition(from: from, to: to, completed: completed, animated: animated, containment: containment)
    }
    context.start(
      coordinating: [self, from, to],
      willBegin: {
        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        self.navigationBarWillTransition(operation)
      },
      withoutAnimator: { transitionView.addSubview(to.view) })
  }

  /// The delegate's animator (and, only then, its interaction controller), or UIKit's default
  /// — driven by the edge swipe's interaction when the pop comes from
  /// `interactivePopGestureRecognizer`.
  private func navigationAnimator(_ operation: Operation, from: UIViewController, to: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
  {
    if let delegate {
      TransitionTrace.record("delegate", "navigationController(_:animationControllerFor:from:to:) \(operation.name)")
      if let custom = delegate.navigationController(self, animationControllerFor: operation, from: from, to: to) {
        TransitionTrace.record("delegate", "navigationController(_:interactionControllerFor:)")
        let interaction = delegate.navigationController(self, interactionControllerFor: custom)
        return (custom, interaction ?? (operation == .pop ? systemPopInteraction : nil))
      }
    }
    return (defaultAnimator(for: operation, from: from, to: to), operation == .pop ? systemPopInteraction : nil)
  }

  private func finishTransition(
    from: UIViewController, to: UIViewController, completed: Bool, animated: Bool,
    containment: (Bool) -> Void
  ) {
    let (gone, shown) = completed ? (from, to) : (to, from)
    if completed {
      from.endAppearanceTransition()
      to.endAppearanceTransition()
    } else {
      // UIKit's cancel order: the would-be incoming controller disappears (will, did), then
      // the outgoing one appears again (will, did).
      to.beginAppearanceTransition(false, animated: animated)
      to.endAppearanceTransition()
      from.beginAppearanceTransition(true, animated: animated)
      from.endAppearanceTransition()
    }
    gone.viewIfLoaded?.removeFromSuperview()
    if shown.view.superview !== transitionView {
      shown.view.frame = transitionView.bounds
      transitionView.addSubview(shown.view)
    }
    containment(completed)
    activeTransition = nil
    let bottomBarEnd = bottomBarTransitionEnd
    bottomBarTransitionEnd = nil
    bottomBarEnd?(completed)
    // UIKit tells the delegate only about a controller actually shown: a cancelled interactive
    // push or pop sent `willShow` for the controller that never arrived, and no `didShow`.
    if completed, let delegate {
      TransitionTrace.record("delegate", "navigationController(_:didShow:animated:) \(TransitionTrace.name(of: shown))")
      delegate.navigationController(self, didShow: shown, animated: animated)
    }
    let next = queued
    queued = []
    for work in next { work() }
  }
}

extension UINavigationController.Operation {
  /// `push`, `pop` or `none`, for traces and manifests.
  var name: String {
    switch self {
    case .none: "none"
    case .push: "push"
    case .pop: "pop"
    }
  }
}
