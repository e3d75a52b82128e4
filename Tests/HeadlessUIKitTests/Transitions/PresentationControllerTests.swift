import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// `UIPresentationController`'s hooks and defaults, and the system styles' presenting-view rules.
@MainActor
@Suite("UIPresentationController: defaults, layout hooks, content size, system styles")
struct PresentationControllerTests {
  final class Recording: UIPresentationController {
    var calls: [String] = []
    override func containerViewWillLayoutSubviews() { calls.append("willLayout") }
    override func containerViewDidLayoutSubviews() { calls.append("didLayout") }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
      calls.append("preferredContentSizeDidChange \(container.preferredContentSize)")
    }
    override func size(
      forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { CGSize(width: parentSize.width, height: parentSize.height / 2) }
  }

  @Test func defaultsFollowTheCustomStyle() {
    let controller = UIPresentationController(presentedViewController: Screen("B"), presenting: nil)
    #expect(controller.presentationStyle == .custom)
    #expect(!controller.shouldRemovePresentersView && !controller.shouldPresentInFullscreen)
    #expect(controller.containerView == nil && controller.frameOfPresentedViewInContainerView == .zero)
    #expect(controller.presentedView === controller.presentedViewController.view)
  }

  @Test func layoutHooksRunInTheTimelinesLayoutPassAndSizeDrivesTheFrame() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .custom
    let delegate = StubTransitioningDelegate()
    var made: Recording?
    delegate.makePresentationController = {
      let controller = Recording(presentedViewController: $0, presenting: $1)
      made = controller
      return controller
    }
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    let controller = try! #require(made)
    #expect(controller.calls.isEmpty, "layout waits for the tick's layout pass")
    #expect(
      b.view.frame == CGRect(x: 0, y: 0, width: 300, height: 300),
      "size(forChildContentContainer:…) sizes the default frame")
    h.run(to: 1 / 60)
    #expect(controller.calls == ["willLayout", "didLayout"])
    b.preferredContentSize = CGSize(width: 100, height: 50)
    #expect(controller.calls.last == "preferredContentSizeDidChange CGSize(width: 100.0, height: 50.0)")
  }

  @Test(arguments: [
    (UIModalPresentationStyle.fullScreen, true), (.overFullScreen, false), (.currentContext, true),
    (.overCurrentContext, false), (.pageSheet, false), (.formSheet, false), (.automatic, false),
  ])
  func systemStylesRemoveThePresentingViewOrKeepIt(style: UIModalPresentationStyle, removes: Bool) {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = style
    b.modalTransitionStyle = .crossDissolve
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    #expect(b.presentationController?.shouldRemovePresentersView == removes)
    h.run(to: 0.2)
    #expect(
      isApproximatelyEqual(Double(b.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6),
      "crossDissolve: half way at 0.2 of 0.4 s")
    h.run(to: 0.5)
    #expect((a.view.window == nil) == removes)
    #expect(h.trace.lines.contains("A.viewWillDisappear(true)") == removes)
  }

  final class RemovingController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
  }

  @Test func customControllerThatRemovesThePresentersViewBehavesLikeFullScreen() {
    // Seed 001: with shouldRemovePresentersView true, .custom is no different from .fullScreen.
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .custom
    let probe = ContextProbe()
    let delegate = StubTransitioningDelegate()
    delegate.presentAnimator = probe
    delegate.dismissAnimator = probe
    delegate.makePresentationController = { RemovingController(presentedViewController: $0, presenting: $1) }
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    #expect(probe.seen?.fromView === a.view)
    h.run(to: 0.5)
    #expect(a.view.superview == nil)
    #expect(h.trace.lines.contains("A.viewDidDisappear(true)"))
    b.dismiss(animated: true)
    #expect(probe.seen?.toView === a.view)
    h.run(to: 1.0)
    #expect(a.view.superview === h.window && h.window.subviews.count == 1)
  }

  final class Adaptive: NSObject, UIAdaptivePresentationControllerDelegate {
    let style: UIModalPresentationStyle
    init(_ style: UIModalPresentationStyle) { self.style = style }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { style }
  }
  final class Silent: NSObject, UIAdaptivePresentationControllerDelegate {}

  @Test func adaptivePresentationStyleComesFromTheDelegateAndOnlyValidValuesCount() {
    let controller = UIPresentationController(presentedViewController: Screen("B"), presenting: nil)
    #expect(controller.adaptivePresentationStyle == .none, "no delegate: no adaptation")
    let silent = Silent()
    controller.delegate = silent
    #expect(controller.adaptivePresentationStyle == .none, "an unimplemented optional method: no adaptation")
    for (answer, expected) in [
      (UIModalPresentationStyle.fullScreen, UIModalPresentationStyle.fullScreen),
      (.overFullScreen, .overFullScreen), (.pageSheet, .pageSheet), (.formSheet, .formSheet), (.custom, .none),
      (.popover, .none),
    ] {
      let adaptive = Adaptive(answer)
      controller.delegate = adaptive
      #expect(controller.adaptivePresentationStyle == expected)
    }
  }
}
