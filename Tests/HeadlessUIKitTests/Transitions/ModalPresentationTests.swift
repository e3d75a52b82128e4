import Animators
import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// Modal presentation and dismissal follow UIKit's rules (UIKIT-REFERENCE.md, "Transition
/// rules"; seeds 001 and 002).
@MainActor
@Suite("Modal presentation: order, hierarchy, context and the .fullScreen/.custom rules")
struct ModalPresentationTests {
  @Test func fullScreenPresentAndDismissRunUIKitsSequence() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    var completions: [String] = []
    a.present(b, animated: true) { completions.append("presented") }
    let managing = b.presentationController
    #expect(a.presentedViewController === b && b.presentingViewController === a)
    #expect(b.isBeingPresented && !b.isBeingDismissed)
    let container = b.view.superview
    #expect(container != nil && container?.superview === h.window)
    #expect(a.view.superview === h.window)
    h.run(to: 0.6)
    #expect(
      h.trace.lines == [
        "SystemPresentationController.presentationTransitionWillBegin()", "A.viewWillDisappear(true)",
        "B.viewWillAppear(true)", "ModalSystemAnimator.animateTransition(using:)",
        "transitionContext.completeTransition(true)", "ModalSystemAnimator.animationEnded(true)",
        "SystemPresentationController.presentationTransitionDidEnd(true)", "B.viewDidAppear(true)",
        "A.viewDidDisappear(true)",
      ])
    #expect(completions == ["presented"])
    #expect(!b.isBeingPresented)
    #expect(a.view.superview == nil, ".fullScreen removes the presenting view when the presentation ends")
    #expect(b.view.frame == h.window.bounds)

    h.trace.clear()
    a.dismiss(animated: true) { completions.append("dismissed") }
    #expect(b.isBeingDismissed)
    #expect(a.view.superview === h.window, "the presenting view is put back for the dismissal")
    h.run(to: 1.2)
    #expect(
      h.trace.lines == [
        "SystemPresentationController.dismissalTransitionWillBegin()", "B.viewWillDisappear(true)",
        "A.viewWillAppear(true)", "ModalSystemAnimator.animateTransition(using:)",
        "transitionContext.completeTransition(true)", "ModalSystemAnimator.animationEnded(true)",
        "SystemPresentationController.dismissalTransitionDidEnd(true)", "A.viewDidAppear(true)",
        "B.viewDidDisappear(true)",
      ])
    #expect(completions == ["presented", "dismissed"])
    #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    #expect(b.presentationController !== managing && !b.isBeingDismissed, "a new one for the next presentation")
    #expect(container?.superview == nil && h.window.subviews.count == 1)
  }

  @Test func coverVerticalRisesOnCurve7() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    // Curve 7 golden values (UIKIT-REFERENCE.md): 0.10 s → 0.545, 0.25 s → 0.942.
    h.run(to: 0.1)
    #expect(isApproximatelyEqual(b.view.layer.presentation()!.position.y, 300 + 600 * (1 - 0.545), tolerance: 0.6))
    h.run(to: 0.25)
    #expect(isApproximatelyEqual(b.view.layer.presentation()!.position.y, 300 + 600 * (1 - 0.942), tolerance: 0.6))
  }

  @Test func customPresentationAsksTheDelegateInOrderAndKeepsThePresentingView() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .custom
    let probe = ContextProbe()
    let delegate = StubTransitioningDelegate()
    delegate.presentAnimator = probe
    delegate.dismissAnimator = probe
    delegate.makePresentationController = {
      OverlayPresentationController(presentedViewController: $0, presenting: $1)
    }
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    let seen = try! #require(probe.seen)
    #expect(seen.fromView == nil, "view(forKey: .from) is nil for the presenting view in .custom")
    #expect(seen.toView === b.view)
    #expect(seen.fromController === a && seen.toController === b)
    #expect(seen.initialTo == .zero)
    #expect(seen.finalTo == CGRect(x: 50, y: 100, width: 200, height: 400))
    #expect(seen.finalTo == b.presentationController?.frameOfPresentedViewInContainerView)
    #expect(seen.style == .custom && seen.isAnimated)
    #expect(b.presentationController is OverlayPresentationController)
    h.run(to: 0.5)
    #expect(
      h.trace.lines == [
        "transitioningDelegate.presentationController(forPresented:presenting:source:)",
        "transitioningDelegate.animationController(forPresented:presenting:source:)",
        "transitioningDelegate.interactionControllerForPresentation(using:)",
        "OverlayPresentationController.presentationTransitionWillBegin()", "B.viewWillAppear(true)",
        "ContextProbe.animateTransition(using:)", "transitionContext.completeTransition(true)",
        "ContextProbe.animationEnded(true)", "OverlayPresentationController.presentationTransitionDidEnd(true)",
        "B.viewDidAppear(true)",
      ], ".custom sends no disappearance callbacks to the presenting controller")
    #expect(a.view.superview === h.window, ".custom keeps the presenting view")

    h.trace.clear()
    b.dismiss(animated: true)
    let dismissal = try! #require(probe.seen)
    #expect(dismissal.toView == nil, "view(forKey: .to) is nil for the presenting view of a .custom dismissal")
    #expect(dismissal.fromView === b.view && dismissal.toController === a)
    #expect(dismissal.initialFrom == CGRect(x: 50, y: 100, width: 200, height: 400))
    h.run(to: 1.0)
    #expect(
      h.trace.lines == [
        "transitioningDelegate.animationController(forDismissed:)",
        "transitioningDelegate.interactionControllerForDismissal(using:)",
        "OverlayPresentationController.dismissalTransitionWillBegin()", "B.viewWillDisappear(true)",
        "ContextProbe.animateTransition(using:)", "transitionContext.completeTransition(true)",
        "ContextProbe.animationEnded(true)", "OverlayPresentationController.dismissalTransitionDidEnd(true)",
        "B.viewDidDisappear(true)",
      ])
    #expect(a.view.superview === h.window)
  }

  @Test func fullScreenContextGivesBothViewsAndTheirFrames() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    let probe = ContextProbe()
    let delegate = StubTransitioningDelegate()
    delegate.presentAnimator = probe
    delegate.dismissAnimator = probe
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    let bounds = CGRect(origin: .zero, size: TransitionHarness.size)
    a.present(b, animated: true)
    var seen = try! #require(probe.seen)
    #expect(seen.fromView === a.view && seen.toView === b.view && seen.style == .fullScreen)
    #expect(seen.initialFrom == bounds && seen.finalFrom == .zero)
    #expect(seen.initialTo == .zero && seen.finalTo == bounds)
    h.run(to: 0.5)
    b.dismiss(animated: true)
    seen = try! #require(probe.seen)
    #expect(seen.fromView === b.view && seen.toView === a.view, "the presenting view is given back for the dismissal")
    #expect(seen.initialFrom == bounds && seen.finalFrom == .zero)
    #expect(seen.initialTo == .zero && seen.finalTo == bounds)
    h.run(to: 1.0)
    #expect(a.view.superview === h.window && h.window.subviews.count == 1)
  }

  @Test func interactionControllerIsAskedOnlyWhenAnAnimatorCameBack() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    let delegate = StubTransitioningDelegate()
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    #expect(
      h.trace.lines.prefix(2) == [
        "transitioningDelegate.animationController(forPresented:presenting:source:)",
        "SystemPresentationController.presentationTransitionWillBegin()",
      ], "no presentation-controller question for .fullScreen, no interaction question without an animator")
  }

  @Test func addingThePresentingViewOnACustomDismissalLosesItWithTheContainer() {
    // The seed's trap (seed 001): on iOS the screen goes blank.
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .custom
    let probe = ContextProbe()
    probe.addsToViewAlways = true
    let delegate = StubTransitioningDelegate()
    delegate.presentAnimator = probe
    delegate.dismissAnimator = probe
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    h.run(to: 0.5)
    b.dismiss(animated: true)
    #expect(a.view.superview === probe.seen?.container)
    h.run(to: 1.0)
    #expect(a.view.window == nil, "the presenting view left with the container")
    #expect(h.window.subviews.isEmpty)
  }

  @Test func fullScreenDismissalPutsAPresentingViewTheAnimatorMovedBack() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .fullScreen
    let delegate = SlideTransitioningDelegate()
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    h.run(to: 0.5)
    b.dismiss(animated: true)
    #expect(a.view.superview === b.view.superview, "Slide inserts the presenting view into the container")
    h.run(to: 1.0)
    #expect(a.view.superview === h.window && h.window.subviews.count == 1)
  }

  @Test func dismissingAStackAnimatesOnlyTheTop() {
    let a = Screen("A")
    let b = Screen("B")
    let c = Screen("C")
    b.modalPresentationStyle = .fullScreen
    c.modalPresentationStyle = .overFullScreen
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: false)
    b.present(c, animated: false)
    #expect(a.presentedViewController === b && b.presentedViewController === c)
    #expect(b.view.window != nil, ".overFullScreen keeps the presenting view")
    h.trace.clear()
    a.dismiss(animated: true)
    #expect(b.view.window == nil || b.view.superview?.isHidden == true, "the middle presentation is hidden at once")
    h.run(to: 0.6)
    #expect(
      h.trace.lines == [
        "SystemPresentationController.dismissalTransitionWillBegin()", "C.viewWillDisappear(true)",
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "ModalSystemAnimator.animateTransition(using:)",
        "transitionContext.completeTransition(true)", "ModalSystemAnimator.animationEnded(true)",
        "SystemPresentationController.dismissalTransitionDidEnd(true)", "A.viewDidAppear(true)",
        "B.viewDidDisappear(true)", "C.viewDidDisappear(true)",
      ])
    #expect(a.presentedViewController == nil && b.presentedViewController == nil && c.presentingViewController == nil)
    #expect(h.window.subviews.count == 1 && h.window.subviews.first === a.view)
  }

  @Test func pageSheetScalesThePresentingViewBackAlongside() {
    let a = Screen("A")
    let b = Screen("B")
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    #expect(b.presentationController?.presentationStyle == .pageSheet, ".automatic is a page sheet on iPhone")
    // A 300 × 600 pt window has no known safe area: the sheet starts 10 pt from the top.
    #expect(b.view.frame == CGRect(x: 0, y: 10, width: 300, height: 590))
    // Alongside the cover-vertical block: same curve 7, so the presenting view's scale follows
    // the sheet's progress.
    h.run(to: 0.1)
    let progress = (600 - (b.view.layer.presentation()!.position.y - 590 / 2)) / (600 - 10)
    let scale = a.view.layer.presentation()!.affineTransform.a
    let target = (300 - 32) / 300.0
    #expect(isApproximatelyEqual(scale, 1 + (target - 1) * progress, tolerance: 1e-6))
    h.run(to: 0.6)
    #expect(a.view.window === h.window, "a sheet keeps the presenting view")
    #expect(a.view.layer.cornerRadius == 10 && a.view.clipsToBounds)
    #expect(h.trace.lines.contains("A.viewWillDisappear(true)") == false)
    b.dismiss(animated: true)
    h.run(to: 1.2)
    #expect(a.view.transform == .identity && a.view.layer.cornerRadius == 0 && !a.view.clipsToBounds)
  }

  @Test func aSheetOverASheetPushesTheFirstSheetBack() {
    let a = Screen("A")
    let b = Screen("B")
    let c = Screen("C")
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: false)
    let rootTransform = a.view.transform
    b.present(c, animated: false)
    let scale = (300 - 32) / 300.0
    let lift = 0 - (10 + (1 - scale) * 590 / 2)
    #expect(
      isApproximatelyEqual(b.view.transform, CGAffineTransform(translationX: 0, y: lift).scaledBy(x: scale, y: scale)))
    #expect(
      isApproximatelyEqual(b.view.frame.minY, 0, tolerance: 1e-9), "the first sheet peeks 10 pt above the second")
    #expect(a.view.transform == rootTransform)
    c.dismiss(animated: false)
    #expect(b.view.transform == .identity)
    // Still a sheet: its rounded corners (the sheet's 10 pt radius) and clipping stay.
    #expect(b.view.layer.cornerRadius == 10 && b.view.clipsToBounds)
  }

  @Test func currentContextCoversTheControllerDefiningTheContext() {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    nav.definesPresentationContext = true
    let b = Screen("B")
    b.modalPresentationStyle = .currentContext
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    a.present(b, animated: false)
    #expect(b.presentingViewController === nav)
    #expect(nav.visibleViewController === b)
    #expect(nav.view.superview == nil, ".currentContext removes the context controller's view")
    #expect(b.view.superview?.frame == nav.view.frame)
  }
}
