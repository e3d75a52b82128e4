import Foundation

/// UIKit's modal presentation machinery (what `present(_:animated:completion:)` runs): picks
/// the presenting controller and the presentation controller, asks the transitioning delegate,
/// builds the container view and runs the shared ``TransitionContext``.
///
/// Presentation order (recorded by ``TransitionTrace``):
/// ```
/// delegate.presentationController(forPresented:presenting:source:)   (.custom only)
/// presentationController.delegate.adaptivePresentationStyle(for:traitCollection:)   (compact width; see adapt)
/// presentationController.delegate.presentationController(_:viewControllerForAdaptivePresentationStyle:)
/// presentationController.delegate.prepareForPopoverPresentation(_:)   (a popover that stays one)
/// delegate.animationController(forPresented:presenting:source:)      (animated only)
/// delegate.interactionControllerForPresentation(using:)              (only if an animator came back)
/// presentationController.delegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)
/// presentationController.presentationTransitionWillBegin()   (the adapted style's controller when adapted)
/// presenting.viewWillDisappear   (only when the presentation removes the presenting view)
/// presented.viewWillAppear
/// animator.animateTransition(using:) … completeTransition(true) → animationEnded(true)
/// presentationController.presentationTransitionDidEnd(true)
/// presented.viewDidAppear, presenting.viewDidDisappear, presenting view removed, completion
/// ```
/// Dismissal is the mirror (`animationController(forDismissed:)`,
/// `interactionControllerForDismissal(using:)`, `dismissalTransitionWillBegin()`, …), with the
/// presenting view put back before the animator runs when the presentation had removed it.
@MainActor
enum ModalTransition {
  /// `.automatic` and `.formSheet` are page sheets on an iPhone in portrait (iOS 13+).
  ///
  /// - Note: UIKit difference: in a horizontally regular environment (an iPad) UIKit shows form
  ///   and page sheets as centred cards; HeadlessUIKit shows the iPhone sheet there too.
  static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .automatic, .formSheet, .pageSheet: return .pageSheet
    case .none: preconditionFailure(TransitionDiagnostics.unsupportedPresentationStyle(style))
    default: return style
    }
  }

  /// UIKit's private presentation controller for a resolved non-custom `style`, created before
  /// the presentation's presenting controller is known.
  static func systemController(for style: UIModalPresentationStyle, presented: UIViewController)
    -> UIPresentationController
  {
    switch style {
    case .pageSheet: UISheetPresentationController(presentedViewController: presented, presenting: nil)
    case .popover: UIPopoverPresentationController(presentedViewController: presented, presenting: nil)
    default: SystemPresentationController(style: style, presented: presented, presenting: nil)
    }
  }

  /// The controller that presents for `style` when `present` is called on `source`.
  static func presentingController(for style: UIModalPresentationStyle, source: UIViewController)
    -> UIViewController
  {
    if style == .currentContext || style == .overCurrentContext {
      var node: UIViewController? = source
      while let current = node {
        if current.definesPresentationContext { return current }
        node = current.parent
      }
    }
    return source.rootAncestor
  }

  /// The styles whose presentation dims the presenting view's tint while shown, as UIKit does
  /// for presentations that leave the presenter visible behind them.
  static let tintDimmingStyles: [UIModalPresentationStyle] = [.popover, .formSheet, .pageSheet]

  static func present(
    _ presented: UIViewController, source: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    // A search controller is always presented over the current context (UIKit's private
    // search presentation controller).
    let style = presented is UISearchController ? .overCurrentContext : resolvedStyle(presented.modalPresentationStyle)
    let presenting = presentingController(for: style, source: source)
    if let already = presenting.presentation.presented {
      preconditionFailure(
        TransitionDiagnostics.presentingWhileAlreadyPresenting(presenting, presented: already, attempted: presented))
    }
    if presenting.presentation.isBeingPresented || presenting.presentation.isBeingDismissed {
      preconditionFailure(TransitionDiagnostics.transitionInProgress("present(_:animated:completion:)", presenting))
    }
    if let search = presented as? UISearchController {
      return search.presentSearch(by: presenting, animated: animated, completion: completion)
    }
    checkPartialCurl(presented, style: style, presenting: presenting)
    guard let presentingView = presenting.viewIfLoaded, let window = presentingView.window,
      let presentingSuperview = presentingView.superview
    else {
      preconditionFailure(
        "UIViewController.present(_:animated:completion:): attempt to present '\(TransitionTrace.name(of: presented))' on '\(TransitionTrace.name(of: presenting))' whose view is not in the window hierarchy"
      )
    }
    let controller = presentationController(for: style, presented: presented, presenting: presenting, source: source)
    let plan = adapt(controller, style: style, presented: presented, presenting: presenting)
    let acting = plan.acting
    let shown = plan.shown
    if let popover = acting as? UIPopoverPresentationController { preparePopover(popover, presenting: presenting) }
    let (animator, interaction) =
      animated
      ? presentationAnimator(shown, presenting: presenting, source: source, style: plan.style) : (nil, nil)

    presenting.presentation.presented = shown
    shown.presentation.presenting = presenting
    shown.presentation.controller = controller
    shown.presentation.style = plan.style
    let container = PresentationContainerView()
    container.presentationController = acting
    if acting.shouldPresentInFullscreen {
      container.frame = window.bounds
      window.addSubview(container)
    } else {
      container.frame = presentingView.frame
      presentingSuperview.insertSubview(container, aboveSubview: presentingView)
    }
    controller.containerView = container
    acting.containerView = container
    let presentedView = acting.presentedView ?? shown.view!
    let finalFrame = acting.frameOfPresentedViewInContainerView
    presentedView.frame = finalFrame
    let removes = acting.shouldRemovePresentersView
    let context = TransitionContext(
      operation: "present", containerView: container,
      from: .init(
        controller: presenting, view: removes ? presentingView : nil,
        initialFrame: removes ? container.convert(presentingView.frame, from: presentingSuperview) : .zero,
        finalFrame: .zero),
      to: .init(controller: shown, view: presentedView, initialFrame: .zero, finalFrame: finalFrame),
      animated: animated, presentationStyle: plan.style, animator: animator, interactionController: interaction)
    shown.presentation.isBeingPresented = true
    shown.presentation.activeTransition = context
    let dimmedView = tintDimmingStyles.contains(plan.style) ? presentingView : nil
    shown.presentation.dimmedPresenterView = dimmedView
    context.onComplete = { completed in
      if !completed { dimmedView?.setDimmedByPresentation(false) }
      window.updateStatusBarAppearance()
      finishPresentation(shown, presenting: presenting, completed: completed, animated: animated)
      if completed { completion?() }
    }
    context.start(
      coordinating: [presenting, shown],
      willBegin: {
        if let delegate = controller.delegate {
          TransitionTrace.record(
            "presentationController.delegate",
            "presentationController(_:willPresentWithAdaptiveStyle: .\(plan.adaptiveStyle), transitionCoordinator:)")
          delegate.presentationController(
            controller, willPresentWithAdaptiveStyle: plan.adaptiveStyle,
            transitionCoordinator: shown.transitionCoordinator)
        }
        dimmedView?.setDimmedByPresentation(true)
        TransitionTrace.record(TransitionTrace.name(of: acting), "presentationTransitionWillBegin()")
        acting.presentationTransitionWillBegin()
        if removes { presenting.beginAppearanceTransition(false, animated: animated) }
        shown.beginAppearanceTransition(true, animated: animated)
      },
      withoutAnimator: {
        container.addSubview(presentedView)
        if presented.modalTransitionStyle == .partialCurl, presented.transitioningDelegate == nil {
          ModalSystemAnimator.addCurledPage(
            of: presentingView, to: container, progress: ModalSystemAnimator.partialCurlProgress)
        }
      })
  }

  /// UIKit's rules for `.partialCurl`: the presented controller must be shown `.fullScreen`
  /// from a full-screen controller (one not itself presented in another style), and a
  /// controller presented with a partial curl cannot present another.
  private static func checkPartialCurl(
    _ presented: UIViewController, style: UIModalPresentationStyle, presenting: UIViewController
  ) {
    let presentingStyle: UIModalPresentationStyle =
      presenting.presentation.presenting == nil ? .fullScreen : presenting.presentation.style
    if presenting.presentation.presenting != nil, presenting.modalTransitionStyle == .partialCurl {
      preconditionFailure(TransitionDiagnostics.presentingFromPartialCurl(presenting, attempted: presented))
    }
    guard presented.modalTransitionStyle == .partialCurl else { return }
    guard style == .fullScreen, presentingStyle == .fullScreen else {
      preconditionFailure(
        TransitionDiagnostics.partialCurlNotFullScreen(
          presented, style: presented.modalPresentationStyle, presenting: presenting,
          presentingStyle: presentingStyle))
    }
  }

  /// The presentation controller: the delegate's (or a plain one) for `.custom`, UIKit's
  /// private one for the other styles.
  private static func presentationController(
    for style: UIModalPresentationStyle, presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIPresentationController {
    guard style == .custom else {
      guard let controller = presented.lazyPresentationController() else {
        preconditionFailure(TransitionDiagnostics.unsupportedPresentationStyle(style))
      }
      controller.resolvePresenting(presenting)
      return controller
    }
    var controller: UIPresentationController?
    if let delegate = presented.transitioningDelegate {
      TransitionTrace.record("transitioningDelegate", "presentationController(forPresented:presenting:source:)")
      controller = delegate.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
    let resolved = controller ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
    resolved.resolvePresenting(presenting)
    return resolved
  }

  /// The delegate's animator (and, only then, its interaction controller), or UIKit's system
  /// animation: the popover fade for a popover, else the presented controller's
  /// `modalTransitionStyle`.
  private static func presentationAnimator(
    _ presented: UIViewController, presenting: UIViewController, source: UIViewController,
    style: UIModalPresentationStyle
  ) -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?) {
    if let delegate = presented.transitioningDelegate {
      TransitionTrace.record("transitioningDelegate", "animationController(forPresented:presenting:source:)")
      if let animator = delegate.animationController(forPresented: presented, presenting: presenting, source: source) {
        TransitionTrace.record("transitioningDelegate", "interactionControllerForPresentation(using:)")
        return (animator, delegate.interactionControllerForPresentation(using: animator))
      }
    }
    if style == .popover { return (PopoverSystemAnimator(isPresenting: true), nil) }
    return (ModalSystemAnimator(style: presented.modalTransitionStyle, isPresenting: true), nil)
  }

  private static func finishPresentation(
    _ presented: UIViewController, presenting: UIViewController, completed: Bool, animated: Bool
  ) {
    guard let controller = presented.presentation.controller?.acting else { return }
    TransitionTrace.record(TransitionTrace.name(of: controller), "presentationTransitionDidEnd(\(completed))")
    controller.presentationTransitionDidEnd(completed)
    let removes = controller.shouldRemovePresentersView
    if completed {
      presented.endAppearanceTransition()
      if removes {
        presenting.endAppearanceTransition()
        if let view = presenting.viewIfLoaded, let superview = view.superview,
          let index = superview.subviews.firstIndex(where: { $0 === view })
        {
          controller.removedPresenterView = (view, superview, index)
          view.removeFromSuperview()
        }
      }
    } else {
      // Cancelled: the presented controller disappears again, the presenting one reappears.
      presented.beginAppearanceTransition(false, animated: animated)
      presented.endAppearanceTransition()
      if removes {
        presenting.beginAppearanceTransition(true, animated: animated)
        presenting.endAppearanceTransition()
      }
      controller.containerView?.removeFromSuperview()
      controller.containerView = nil
      presented.presentation.controller?.containerView = nil
      presented.presentation.controller?.presentationEnded()
      presenting.presentation.presented = nil
      presented.presentation = PresentationLink()
    }
    presented.presentation.isBeingPresented = false
    presented.presentation.activeTransition = nil
  }
}
