import Foundation

extension ModalTransition {
  /// Dismisses every controller above `presenter`: the top one animates, the ones in between
  /// are hidden at once and removed when it ends (UIKit's rule for a stack of presentations).
  static func dismiss(presentedBy presenter: UIViewController, animated: Bool, completion: (() -> Void)?) {
    if let search = presenter.presentation.presented as? UISearchController {
      return search.dismissSearch(animated: animated, automatic: false, completion: completion)
    }
    // An active search controller higher up goes at once, with what it presents; the
    // controllers below it are dismissed as usual.
    var above = presenter.presentation.presented?.presentation.presented
    while let current = above {
      if let search = current as? UISearchController, search.isActive {
        search.dismissSearch(animated: false, automatic: false, completion: nil)
        break
      }
      above = current.presentation.presented
    }
    var stack: [UIViewController] = []
    var next = presenter.presentation.presented
    while let current = next {
      if current.presentation.isBeingPresented || current.presentation.isBeingDismissed {
        preconditionFailure(TransitionDiagnostics.transitionInProgress("dismiss(animated:completion:)", current))
      }
      stack.append(current)
      next = current.presentation.presented
    }
    guard let top = stack.last, let topController = top.presentation.controller?.acting,
      let firstController = stack.first?.presentation.controller?.acting, let container = topController.containerView
    else { preconditionFailure(TransitionDiagnostics.dismissingWithNothingPresented(presenter)) }
    let intermediates = Array(stack.dropLast())
    for controller in intermediates { controller.presentation.controller?.acting.containerView?.isHidden = true }
    let (animator, interaction) = animated ? dismissalAnimator(top) : (nil, nil)

    // The presentation removed the presenting view: put it back where it was, under the
    // presentation, so the dismissal reveals it (a dismissal animator may also move it into
    // the container; it is put back in its place at the end).
    let restored = firstController.removedPresenterView
    if let restored {
      restored.superview.insertSubview(restored.view, at: min(restored.index, restored.superview.subviews.count))
      firstController.removedPresenterView = nil
    }
    let removes = firstController.shouldRemovePresentersView
    let presenterView = presenter.view!
    let topView = topController.presentedView ?? top.view!
    let context = TransitionContext(
      operation: "dismiss", containerView: container,
      from: .init(controller: top, view: topView, initialFrame: topView.frame, finalFrame: .zero),
      to: .init(
        controller: presenter, view: removes ? presenterView : nil, initialFrame: .zero,
        finalFrame: removes ? container.convert(presenterView.frame, from: presenterView.superview) : .zero),
      animated: animated, presentationStyle: top.presentation.style, animator: animator,
      interactionController: interaction)
    top.presentation.isBeingDismissed = true
    top.presentation.activeTransition = context
    // A presenter still shown under the presented view (`.custom`, `.overFullScreen`) gets no
    // appearance callbacks, so a cancel must not send it any either.
    var presenterWasShown = false
    if case .appeared = presenter.appearance { presenterWasShown = true }
    // Likewise, only the controllers in between that were shown (under an `over…` style) get
    // "disappear" callbacks now and so "appear" ones after a cancel; a covered one gets none.
    let shownIntermediates = intermediates.filter { $0.isAppearingOrAppeared }
    context.onComplete = { completed in
      finishDismissal(
        DismissalParts(
          presenter: presenter, stack: stack, restored: restored, removes: removes,
          presenterWasShown: presenterWasShown, shownIntermediates: shownIntermediates),
        completed: completed, animated: animated)
      if completed { completion?() }
    }
    context.start(
      coordinating: [presenter] + stack,
      willBegin: {
        for controller in stack { controller.presentation.dimmedPresenterView?.setDimmedByPresentation(false) }
        TransitionTrace.record(TransitionTrace.name(of: topController), "dismissalTransitionWillBegin()")
        topController.dismissalTransitionWillBegin()
        top.beginAppearanceTransition(false, animated: animated)
        for controller in intermediates.reversed() { controller.beginAppearanceTransition(false, animated: animated) }
        presenter.beginAppearanceTransition(true, animated: animated)
      },
      withoutAnimator: { topView.removeFromSuperview() })
  }

  /// The delegate's dismissal animator (and, only then, its interaction controller), or UIKit's
  /// system animation for the dismissed controller's `modalTransitionStyle`.
  private static func dismissalAnimator(_ dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?)
  {
    if let delegate = dismissed.transitioningDelegate {
      TransitionTrace.record("transitioningDelegate", "animationController(forDismissed:)")
      if let animator = delegate.animationController(forDismissed: dismissed) {
        TransitionTrace.record("transitioningDelegate", "interactionControllerForDismissal(using:)")
        return (animator, delegate.interactionControllerForDismissal(using: animator))
      }
    }
    if dismissed.presentation.style == .popover { return (PopoverSystemAnimator(isPresenting: false), nil) }
    return (ModalSystemAnimator(style: dismissed.modalTransitionStyle, isPresenting: false), nil)
  }

  private struct DismissalParts {
    var presenter: UIViewController
    var stack: [UIViewController]
    var restored: (view: UIView, superview: UIView, index: Int)?
    var removes: Bool
    var presenterWasShown: Bool
    var shownIntermediates: [UIViewController]
  }

  private static func finishDismissal(_ parts: DismissalParts, completed: Bool, animated: Bool) {
    guard let top = parts.stack.last, let topController = top.presentation.controller?.acting else { return }
    let intermediates = Array(parts.stack.dropLast())
    TransitionTrace.record(TransitionTrace.name(of: topController), "dismissalTransitionDidEnd(\(completed))")
    topController.dismissalTransitionDidEnd(completed)
    guard completed else {
      // Cancelled: the presented controller stays; the presenting view leaves again.
      if !parts.presenterWasShown {
        parts.presenter.beginAppearanceTransition(false, animated: animated)
        parts.presenter.endAppearanceTransition()
      }
      for controller in intermediates {
        if parts.shownIntermediates.contains(where: { $0 === controller }) {
          controller.beginAppearanceTransition(true, animated: animated)
          controller.endAppearanceTransition()
        }
        controller.presentation.controller?.acting.containerView?.isHidden = false
      }
      top.beginAppearanceTransition(true, animated: animated)
      top.endAppearanceTransition()
      if let restored = parts.restored, let firstController = parts.stack.first?.presentation.controller?.acting {
        restored.view.removeFromSuperview()
        firstController.removedPresenterView = restored
      }
      for controller in parts.stack { controller.presentation.dimmedPresenterView?.setDimmedByPresentation(true) }
      top.presentation.isBeingDismissed = false
      top.presentation.activeTransition = nil
      return
    }
    parts.presenter.endAppearanceTransition()
    for controller in intermediates.reversed() { controller.endAppearanceTransition() }
    top.endAppearanceTransition()
    for controller in parts.stack.reversed() {
      // On .custom a presenting view the animator moved into the container goes with it, as
      // on iOS (the seed's blank-screen trap); a removed presenting view is put back.
      controller.presentation.controller?.acting.containerView?.removeFromSuperview()
      controller.presentation.controller?.acting.containerView = nil
      controller.presentation.controller?.containerView = nil
      controller.presentation.controller?.presentationEnded()
    }
    if parts.removes, let restored = parts.restored, restored.view.superview !== restored.superview {
      restored.superview.insertSubview(restored.view, at: min(restored.index, restored.superview.subviews.count))
    }
    parts.presenter.presentation.presented = nil
    for controller in parts.stack { controller.presentation = PresentationLink() }
    parts.presenter.viewIfLoaded?.window?.updateStatusBarAppearance()
  }
}
