import Foundation

/// UIKit's modal presentation machinery (what `present(_:animated:completion:)` runs): picks
/// the presenting controller and the presentation controller, asks the transitioning delegate,
/// builds the container view and runs the shared ``TransitionContext``.
///
/// Presentation order (recorded by ``TransitionTrace``):
/// ```
/// delegate.presentationController(forPresented:presenting:source:)   (.custom only)
/// delegate.animationController(forPresented:presenting:source:)      (animated only)
/// delegate.interactionControllerForPresentation(using:)              (only if an animator came back)
/// presentationController.presentationTransitionWillBegin()
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
  static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .automatic, .formSheet, .pageSheet: return .pageSheet
    case .popover, .none: preconditionFailure(TransitionDiagnostics.unsupportedPresentationStyle(style))
    default: return style
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

  static func present(
    _ presented: UIViewController, source: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let style = resolvedStyle(presented.modalPresentationStyle)
    let presenting = presentingController(for: style, source: source)
    if let already = presenting.presentation.presented {
      preconditionFailure(
        TransitionDiagnostics.presentingWhileAlreadyPresenting(presenting, presented: already, attempted: presented))
    }
    if presenting.presentation.isBeingPresented || presenting.presentation.isBeingDismissed {
      preconditionFailure(TransitionDiagnostics.transitionInProgress("present(_:animated:completion:)", presenting))
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
    let (animator, interaction) =
      animated ? presentationAnimator(presented, presenting: presenting, source: source) : (nil, nil)

    presenting.presentation.presented = presented
    presented.presentation.presenting = presenting
    presented.presentation.controller = controller
    presented.presentation.style = style
    let container = PresentationContainerView()
    container.presentationController = controller
    if controller.shouldPresentInFullscreen {
      container.frame = window.bounds
      window.addSubview(container)
    } else {
      container.frame = presentingView.frame
      presentingSuperview.insertSubview(container, aboveSubview: presentingView)
    }
    controller.containerView = container
    let presentedView = controller.presentedView ?? presented.view!
    let finalFrame = controller.frameOfPresentedViewInContainerView
    presentedView.frame = finalFrame
    let removes = controller.shouldRemovePresentersView
    let context = TransitionContext(
      operation: "present", containerView: container,
      from: .init(
        controller: presenting, view: removes ? presentingView : nil,
        initialFrame: removes ? container.convert(presentingView.frame, from: presentingSuperview) : .zero,
        finalFrame: .zero),
      to: .init(controller: presented, view: presentedView, initialFrame: .zero, finalFrame: finalFrame),
      animated: animated, presentationStyle: style, animator: animator, interactionController: interaction)
    presented.presentation.isBeingPresented = true
    presented.presentation.activeTransition = context
    context.onComplete = { completed in
      finishPresentation(presented, presenting: presenting, completed: completed, animated: animated)
      if completed { completion?() }
    }
    context.start(
      coordinating: [presenting, presented],
      willBegin: {
        TransitionTrace.record(TransitionTrace.name(of: controller), "presentationTransitionWillBegin()")
        controller.presentationTransitionWillBegin()
        if removes { presenting.beginAppearanceTransition(false, animated: animated) }
        presented.beginAppearanceTransition(true, animated: animated)
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
      if style == .pageSheet { return SheetPresentationController(presented: presented, presenting: presenting) }
      return SystemPresentationController(style: style, presented: presented, presenting: presenting)
    }
    var controller: UIPresentationController?
    if let delegate = presented.transitioningDelegate {
      TransitionTrace.record("transitioningDelegate", "presentationController(forPresented:presenting:source:)")
      controller = delegate.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
    let resolved = controller ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
    resolved.resolvePresenting(presenting)
    if resolved.delegate != nil {
      TransitionTrace.record("presentationController.delegate", "adaptivePresentationStyle(for:)")
      let adapted = resolved.adaptivePresentationStyle
      guard adapted == .none else {
        preconditionFailure(TransitionDiagnostics.adaptationNotImplemented(from: .custom, to: adapted))
      }
    }
    return resolved
  }

  /// The delegate's animator (and, only then, its interaction controller), or UIKit's system
  /// animation for the presented controller's `modalTransitionStyle`.
  private static func presentationAnimator(
    _ presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning, (any UIViewControllerInteractiveTransitioning)?) {
    if let delegate = presented.transitioningDelegate {
      TransitionTrace.record("transitioningDelegate", "animationController(forPresented:presenting:source:)")
      if let animator = delegate.animationController(forPresented: presented, presenting: presenting, source: source) {
        TransitionTrace.record("transitioningDelegate", "interactionControllerForPresentation(using:)")
        return (animator, delegate.interactionControllerForPresentation(using: animator))
      }
    }
    return (ModalSystemAnimator(style: presented.modalTransitionStyle, isPresenting: true), nil)
  }

  private static func finishPresentation(
    _ presented: UIViewController, presenting: UIViewController, completed: Bool, animated: Bool
  ) {
    guard let controller = presented.presentation.controller else { return }
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
      presenting.presentation.presented = nil
      presented.presentation = PresentationLink()
    }
    presented.presentation.isBeingPresented = false
    presented.presentation.activeTransition = nil
  }
}
