import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// An interactive dismissal of a stack of presentations (A presents B, B presents C, then A
/// dismisses both): the top one animates and the ones in between are hidden; a cancel leaves
/// the whole stack presented, the window as before, and appearance callbacks only to the
/// controllers whose views were shown or are shown again.
@MainActor
@Suite("Interactive dismissal of stacked presentations: finish and cancel")
struct InteractiveStackedDismissalTests {
  struct Stage {
    let h: TransitionHarness
    let a: ContainedScreen
    let b: ContainedScreen
    let c: ContainedScreen
    let delegate: ScriptedInteractionDelegate
    let traceStart: Int
    @MainActor var identified: [UIView] { [a.view, b.view, c.view] }
  }

  /// A presents B in `style`, B presents C in `style`, both at once; A's dismissal of both is
  /// interactive (C's transitioning delegate gives the animator and the interaction).
  static func stage(_ style: UIModalPresentationStyle) -> Stage {
    let a = ContainedScreen("A", .red)
    let b = ContainedScreen("B", .green)
    let c = ContainedScreen("C", .blue)
    let h = TransitionHarness(root: a)
    let delegate = ScriptedInteractionDelegate(duration: 0.4)
    b.modalPresentationStyle = style
    c.modalPresentationStyle = style
    c.transitioningDelegate = delegate
    a.present(b, animated: false)
    b.present(c, animated: false)
    h.run(to: 0.1)
    return Stage(h: h, a: a, b: b, c: c, delegate: delegate, traceStart: h.trace.lines.count)
  }

  static func dismiss(_ s: Stage, finish: Bool) {
    let interaction = UIPercentDrivenInteractiveTransition()
    s.delegate.interaction = interaction
    s.h.drive(
      interaction, startingAt: 0.2, { s.a.dismiss(animated: true) }, updates: [(0.3, 0.4)], release: 0.4,
      finish: finish)
  }

  @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
  func aCancelLeavesTheStackPresented(style: UIModalPresentationStyle) {
    let s = Self.stage(style)
    defer { s.h.stop() }
    let before = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    Self.dismiss(s, finish: false)
    s.h.run(to: 0.35)
    #expect(s.c.isBeingDismissed)
    s.h.run(to: 1.5)
    #expect(s.a.presentedViewController === s.b)
    #expect(s.b.presentedViewController === s.c)
    #expect(!s.c.isBeingDismissed)
    let after = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    #expect(after.differences(from: before).isEmpty, "\(style): \(after.differences(from: before))")
    let callbacks = s.h.callbacks(of: ["A", "B", "C"], from: s.traceStart)
    if style == .fullScreen {
      // B stays covered by C throughout: it gets no callbacks at all.
      #expect(
        callbacks == [
          "C.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
          "A.viewDidDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)",
        ])
    } else {
      // B shows under C, is hidden for the dismissal and shown again; A stays shown throughout.
      #expect(
        callbacks == [
          "C.viewWillDisappear(true)", "B.viewWillDisappear(true)", "B.viewWillAppear(true)",
          "B.viewDidAppear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)",
        ])
    }
    #expect(s.b.isViewLoaded && (s.b.view.window != nil) == (style == .overFullScreen))
  }

  @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
  func aFinishDismissesTheWholeStack(style: UIModalPresentationStyle) {
    let s = Self.stage(style)
    defer { s.h.stop() }
    Self.dismiss(s, finish: true)
    s.h.run(to: 1.5)
    #expect(s.a.presentedViewController == nil)
    #expect(s.b.presentedViewController == nil)
    #expect(s.h.window.subviews == [s.a.view!])
    let callbacks = s.h.callbacks(of: ["A", "B", "C"], from: s.traceStart)
    let expected =
      style == .fullScreen
      ? ["C.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)", "C.viewDidDisappear(true)"]
      : [
        "C.viewWillDisappear(true)", "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
        "C.viewDidDisappear(true)",
      ]
    #expect(callbacks == expected, "\(style)")
  }
}
