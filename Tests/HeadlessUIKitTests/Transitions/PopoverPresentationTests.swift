import Foundation
import Testing

@testable import HeadlessUIKit

/// `.popover` in a regular environment (an iPad window): the lazily created controller, UIKit's
/// call order, the hierarchy (the presenting view stays), the fade, and dismissal by a tap
/// outside with the delegate asked first and passthrough views respected.
@MainActor
@Suite("Popover presentation: callbacks, hierarchy, tap outside and passthrough views")
struct PopoverPresentationTests {
  @Test func popoverPresentationControllerIsCreatedLazilyOnlyForPopovers() {
    let b = Screen("B")
    #expect(b.popoverPresentationController == nil, "not a popover: nil")
    b.modalPresentationStyle = .popover
    let popover = b.popoverPresentationController
    #expect(popover != nil && popover === b.popoverPresentationController, "created once, then kept")
    #expect(b.presentationController === popover)
    #expect(popover?.presentedViewController === b)
    #expect(popover?.permittedArrowDirections == .any && popover?.sourceRect.isNull == true)
    #expect(popover?.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    #expect(popover?.canOverlapSourceViewRect == false && popover?.arrowDirection == .unknown)
  }

  @Test func presentAndDismissRunUIKitsSequenceAndKeepThePresentingView() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    let delegate = PopoverDelegateStub()
    let popover = b.popoverPresentationController!
    popover.delegate = delegate
    var completions: [String] = []
    rig.root.present(b, animated: true) { completions.append("presented") }
    let chrome = try! #require(popover.presentedView)
    let container = try! #require(chrome.superview)
    #expect(container.superview === rig.window && container.frame == rig.window.bounds)
    rig.run(to: 0.1)
    let midFade = try! #require(chrome.layer.presentation()).opacity
    #expect(midFade > 0 && midFade < 1)
    rig.run(to: 0.5)
    #expect(
      rig.trace.lines == [
        "presentationController.delegate.prepareForPopoverPresentation(_:)",
        "presentationController.delegate.presentationController(_:willPresentWithAdaptiveStyle: .none, transitionCoordinator:)",
        "UIPopoverPresentationController.presentationTransitionWillBegin()", "B.viewWillAppear(true)",
        "PopoverSystemAnimator.animateTransition(using:)", "transitionContext.completeTransition(true)",
        "PopoverSystemAnimator.animationEnded(true)",
        "UIPopoverPresentationController.presentationTransitionDidEnd(true)", "B.viewDidAppear(true)",
      ])
    #expect(delegate.willPresentStyles == [.none])
    #expect(completions == ["presented"])
    #expect(rig.root.view.superview === rig.window, "the presenting view stays under the popover")
    #expect(rig.window.subviews.map { $0 === rig.root.view } == [true, false])
    #expect(chrome.alpha == 1 && rig.root.presentedViewController === b)

    rig.trace.clear()
    rig.root.dismiss(animated: true) { completions.append("dismissed") }
    rig.run(to: 1)
    #expect(
      rig.trace.lines == [
        "UIPopoverPresentationController.dismissalTransitionWillBegin()", "B.viewWillDisappear(true)",
        "PopoverSystemAnimator.animateTransition(using:)", "transitionContext.completeTransition(true)",
        "PopoverSystemAnimator.animationEnded(true)",
        "UIPopoverPresentationController.dismissalTransitionDidEnd(true)", "B.viewDidDisappear(true)",
      ], "a dismissal in code does not ask or tell the delegate")
    #expect(completions == ["presented", "dismissed"])
    #expect(container.superview == nil && rig.window.subviews.count == 1)
    #expect(b.presentationController !== popover, "the next presentation gets a new popover controller")
  }

  @Test func prepareForPopoverPresentationMaySetTheSource() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = Screen("B")
    b.modalPresentationStyle = .popover
    b.preferredContentSize = CGSize(width: 200, height: 100)
    let delegate = PopoverDelegateStub()
    delegate.prepare = { [button = rig.button] popover in
      popover.sourceView = button
      popover.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
      popover.permittedArrowDirections = .left
    }
    b.popoverPresentationController?.delegate = delegate
    rig.root.present(b, animated: false)
    #expect(b.popoverPresentationController?.arrowDirection == .left)
    #expect(b.popoverPresentationController?.presentedView?.frame == CGRect(x: 110, y: 10, width: 213, height: 100))
  }

  @Test func aNewPreferredContentSizeResizesTheShownPopover() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    rig.root.present(b, animated: false)
    b.preferredContentSize = CGSize(width: 200, height: 400)
    #expect(b.popoverPresentationController?.presentedView?.frame == CGRect(x: 40, y: 84, width: 200, height: 413))
    #expect(b.view.frame.size == CGSize(width: 200, height: 400))
  }

  @Test func aTapOutsideAsksTheDelegateThenDismisses() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    let delegate = PopoverDelegateStub()
    b.popoverPresentationController?.delegate = delegate
    rig.root.present(b, animated: true)
    rig.run(to: 0.5)
    rig.tap(at: CGPoint(x: 150, y: 200))
    rig.run(to: 0.7)
    #expect(rig.root.presentedViewController === b, "a tap inside the popover does not dismiss it")
    rig.trace.clear()
    rig.tap(at: CGPoint(x: 600, y: 900))
    rig.run(to: 1.2)
    #expect(rig.root.presentedViewController == nil)
    let delegateLines = rig.trace.lines.filter { $0.hasPrefix("presentationController.delegate") }
    #expect(
      delegateLines == [
        "presentationController.delegate.presentationControllerShouldDismiss(_:)",
        "presentationController.delegate.popoverPresentationControllerShouldDismissPopover(_:)",
        "presentationController.delegate.presentationControllerWillDismiss(_:)",
        "presentationController.delegate.presentationControllerDidDismiss(_:)",
        "presentationController.delegate.popoverPresentationControllerDidDismissPopover(_:)",
      ])
    let willDismiss = rig.trace.lines.firstIndex(
      of: "presentationController.delegate.presentationControllerWillDismiss(_:)")
    let didDisappear = rig.trace.lines.firstIndex(of: "B.viewDidDisappear(true)")
    let didDismiss = rig.trace.lines.firstIndex(
      of: "presentationController.delegate.presentationControllerDidDismiss(_:)")
    #expect(willDismiss! < didDisappear! && didDisappear! < didDismiss!)
  }

  @Test func aDelegateThatRefusesKeepsThePopover() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    let delegate = PopoverDelegateStub()
    delegate.shouldDismiss = false
    b.popoverPresentationController?.delegate = delegate
    rig.root.present(b, animated: false)
    rig.tap(at: CGPoint(x: 600, y: 900))
    rig.run(to: 0.5)
    #expect(rig.root.presentedViewController === b)
    #expect(rig.trace.lines.last == "presentationController.delegate.presentationControllerDidAttemptToDismiss(_:)")
  }

  @Test func aModalInPresentationControllerIsNotDismissedByATapOutside() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    b.isModalInPresentation = true
    let delegate = PopoverDelegateStub()
    b.popoverPresentationController?.delegate = delegate
    rig.root.present(b, animated: false)
    rig.tap(at: CGPoint(x: 600, y: 900))
    rig.run(to: 0.5)
    #expect(rig.root.presentedViewController === b)
    #expect(
      rig.trace.lines.filter { $0.contains("Dismiss") } == [
        "presentationController.delegate.presentationControllerDidAttemptToDismiss(_:)"
      ], "the delegate is not asked, only told")
  }

  @Test func touchesOnPassthroughViewsReachThemAndKeepThePopover() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let toolbar = UIView(frame: CGRect(x: 500, y: 1000, width: 200, height: 60))
    rig.root.view.addSubview(toolbar)
    var taps = 0
    toolbar.addGestureRecognizer(
      UITapGestureRecognizer(target: nil, action: { recognizer in if recognizer.state == .recognized { taps += 1 } }))
    let b = rig.popover()
    b.popoverPresentationController?.passthroughViews = [toolbar]
    rig.root.present(b, animated: false)
    #expect(rig.window.hitTest(CGPoint(x: 600, y: 1030), with: nil) === toolbar)
    rig.tap(at: CGPoint(x: 600, y: 1030))
    rig.run(to: 0.5)
    #expect(taps == 1 && rig.root.presentedViewController === b)
    rig.tap(at: CGPoint(x: 300, y: 1030))
    rig.run(to: 1.2)
    #expect(taps == 1 && rig.root.presentedViewController == nil, "elsewhere the tap dismisses it")
  }

  @Test func resizingTheWindowRepositionsThePopoverAfterAskingTheDelegate() {
    let rig = PopoverRig()
    defer { rig.stop() }
    let b = rig.popover()
    let delegate = PopoverDelegateStub()
    delegate.repositionTo = CGRect(x: 0, y: 0, width: 80, height: 600)
    let popover = b.popoverPresentationController!
    popover.delegate = delegate
    rig.root.present(b, animated: false)
    rig.run(to: 0.1)
    #expect(popover.arrowDirection == .up)
    rig.trace.clear()
    rig.window.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
    rig.run(to: 0.2)
    #expect(
      rig.trace.lines == [
        "presentationController.delegate.popoverPresentationController(_:willRepositionPopoverTo:in:)"
      ])
    #expect(popover.sourceRect == CGRect(x: 0, y: 0, width: 80, height: 600))
    #expect(popover.arrowDirection == .left, "a source 600 pt tall leaves no room above or below in 820 pt")
    #expect(popover.presentedView?.superview?.frame.size == CGSize(width: 1180, height: 820))
  }
}
