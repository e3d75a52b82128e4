import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// An interactive presentation (`interactionControllerForPresentation(using:)`) in every modal
/// style: a finish presents as usual; a cancel leaves nothing presented, the window exactly as
/// before, the presentation controller told `presentationTransitionDidEnd(false)`, and the
/// appearance callbacks UIKit sends for a cancel.
@MainActor
@Suite("Interactive presentation: finish and cancel")
struct InteractivePresentationTests {
  typealias Style = ModalInteractionStage.Style

  @Test(arguments: Style.allCases)
  func aCancelledPresentationLeavesNothingPresented(style: Style) {
    let s = ModalInteractionStage(style)
    defer { s.h.stop() }
    let before = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    let start = s.h.trace.lines.count
    let interaction = UIPercentDrivenInteractiveTransition()
    s.delegate.interaction = interaction
    s.h.drive(
      interaction, startingAt: 0.1, { s.a.present(s.c, animated: true) }, updates: [(0.2, 0.55)], release: 0.3,
      finish: false)
    s.h.run(to: 1.5)
    #expect(s.a.presentedViewController == nil)
    #expect(s.c.presentingViewController == nil)
    #expect(s.c.presentationController == nil)
    #expect(!s.c.isBeingPresented && !s.c.isBeingDismissed)
    #expect(s.c.view.superview == nil)
    #expect(s.a.view.superview === s.h.window, "the presenting view never left")
    let after = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    #expect(after.differences(from: before).isEmpty, "\(style): \(after.differences(from: before))")
    #expect(
      s.presentationControllerCalls(from: start) == [
        "presentationTransitionWillBegin()", "presentationTransitionDidEnd(false)",
      ])
    let expected =
      style.removesPresenter
      ? [
        "A.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewWillDisappear(true)",
        "C.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
      ]
      : ["C.viewWillAppear(true)", "C.viewWillDisappear(true)", "C.viewDidDisappear(true)"]
    #expect(s.appearance(from: start) == expected, "\(style)")
    // The presentation can run again after the cancel.
    s.delegate.interaction = nil
    s.a.present(s.c, animated: true)
    s.h.run(to: 2.5)
    #expect(s.a.presentedViewController === s.c)
  }

  @Test(arguments: Style.allCases)
  func aFinishedPresentationPresents(style: Style) {
    let s = ModalInteractionStage(style)
    defer { s.h.stop() }
    let start = s.h.trace.lines.count
    let interaction = UIPercentDrivenInteractiveTransition()
    s.delegate.interaction = interaction
    s.h.drive(
      interaction, startingAt: 0.1, { s.a.present(s.c, animated: true) }, updates: [(0.2, 0.55)], release: 0.3,
      finish: true)
    s.h.run(to: 1.5)
    #expect(s.a.presentedViewController === s.c)
    #expect(s.c.presentingViewController === s.a)
    #expect(!s.c.isBeingPresented)
    #expect(s.c.view.transform == .identity)
    #expect(s.c.view.window === s.h.window)
    #expect((s.a.view.superview == nil) == style.removesPresenter, "\(style)")
    #expect(
      s.presentationControllerCalls(from: start) == [
        "presentationTransitionWillBegin()", "presentationTransitionDidEnd(true)",
      ])
    let expected =
      style.removesPresenter
      ? ["A.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)", "A.viewDidDisappear(true)"]
      : ["C.viewWillAppear(true)", "C.viewDidAppear(true)"]
    #expect(s.appearance(from: start) == expected, "\(style)")
  }

  /// After release the rest plays at the completion speed along the completion curve:
  /// (1 − p)·duration / speed on finish, p·duration / speed on cancel.
  @Test(arguments: [true, false])
  func theReleasedPresentationFollowsTheCompletionCurveAndSpeed(finish: Bool) {
    let s = ModalInteractionStage(.fullScreen)
    defer { s.h.stop() }
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.completionSpeed = 0.5
    interaction.completionCurve = .easeOut
    s.delegate.interaction = interaction
    let p = 0.3
    let release = 0.3
    let end = s.h.transitionEnd(of: s.c, probeAt: 0.15)
    s.h.drive(
      interaction, startingAt: 0.1, { s.a.present(s.c, animated: true) }, updates: [(0.2, CGFloat(p))],
      release: release, finish: finish)
    let duration = ModalInteractionStage.duration
    let rest = (finish ? 1 - p : p) * duration / 0.5
    var time = release
    while time < release + rest - 1e-9 {
      time += 1.0 / 60
      s.h.run(to: time)
      guard s.c.isBeingPresented else { break }
      let expected = TransitionHarness.releasedProgress(
        from: p, finish: finish, duration: duration, speed: 0.5, curve: .easeOut, elapsed: time - release)
      #expect(isApproximatelyEqual(s.shownProgress, expected, tolerance: 1e-6), "at \(time) s")
    }
    s.h.run(to: 2.5)
    #expect(isApproximatelyEqual(end() ?? -1, release + rest, tolerance: 1.0 / 60 + 1e-9))
    #expect((s.a.presentedViewController != nil) == finish)
  }
}
