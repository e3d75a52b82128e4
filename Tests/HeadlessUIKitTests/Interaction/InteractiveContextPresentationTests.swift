import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The context styles inside a navigation controller: the presentation covers only the
/// controller that defines the context, inside the navigation controller's transition view.
@MainActor
@Suite("Interactive context presentations inside a navigation controller: cancel")
struct InteractiveContextPresentationTests {
  static func stage(_ style: UIModalPresentationStyle) -> (
    TransitionHarness, UINavigationController, ContainedScreen, ContainedScreen, ScriptedInteractionDelegate
  ) {
    let a = ContainedScreen("A", .red)
    let c = ContainedScreen("C", .blue)
    a.definesPresentationContext = true
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    let delegate = ScriptedInteractionDelegate(duration: 0.4)
    c.modalPresentationStyle = style
    c.transitioningDelegate = delegate
    h.run(to: 0.05)
    return (h, nav, a, c, delegate)
  }

  @Test(arguments: [UIModalPresentationStyle.currentContext, .overCurrentContext])
  func cancelledPresentationAndDismissalLeaveTheNavigationControllerAsItWas(style: UIModalPresentationStyle) {
    let (h, nav, a, c, delegate) = Self.stage(style)
    defer { h.stop() }
    let identified: [UIView] = [nav.view, nav.transitionView, a.view, c.view]
    let original = ViewTreeSnapshot(h.window, identifying: identified)
    let presenting = UIPercentDrivenInteractiveTransition()
    delegate.interaction = presenting
    h.drive(
      presenting, startingAt: 0.1, { a.present(c, animated: true) }, updates: [(0.2, 0.5)], release: 0.3, finish: false)
    h.run(to: 0.25)
    #expect(
      c.presentationController?.containerView?.superview === nav.transitionView,
      "\(style): over A, inside the navigation controller")
    h.run(to: 1)
    #expect(a.presentedViewController == nil)
    let afterPresentation = ViewTreeSnapshot(h.window, identifying: identified)
    #expect(
      afterPresentation.differences(from: original).isEmpty,
      "\(style): \(afterPresentation.differences(from: original))")

    delegate.interaction = nil
    a.present(c, animated: false)
    h.run(to: 1.1)
    #expect(nav.presentedViewController == nil, "the navigation controller presents nothing itself")
    #expect((a.view.superview == nil) == (style == .currentContext))
    let presented = ViewTreeSnapshot(h.window, identifying: identified + [c.presentationController!.containerView!])
    let dismissing = UIPercentDrivenInteractiveTransition()
    delegate.interaction = dismissing
    h.drive(
      dismissing, startingAt: 1.2, { c.dismiss(animated: true) }, updates: [(1.3, 0.6)], release: 1.4, finish: false)
    h.run(to: 2.5)
    #expect(a.presentedViewController === c)
    let afterDismissal = ViewTreeSnapshot(
      h.window, identifying: identified + [c.presentationController!.containerView!])
    #expect(
      afterDismissal.differences(from: presented).isEmpty, "\(style): \(afterDismissal.differences(from: presented))")
  }
}
