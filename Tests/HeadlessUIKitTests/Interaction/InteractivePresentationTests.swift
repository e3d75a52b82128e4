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
    s.presentInteractively(finish: false)
    s.h.run(to: 1.5)
    #expect(s.a.presentedViewController == nil)
    #expect(s.c.presentingViewController == nil)
    #expect(
      s.c.presentation.controller == nil && s.c.presentationController?.containerView == nil,
      "no presentation controller manages it; the next access creates a new one, as in UIKit")
    #expect(!s.c.isBeingPresented && !s.c.isBeingDismissed)
    #expect(s.c.view.superview == nil)
    #expect(s.a.view.superview === s.h.window, "the presenting view never left")
    s.expectWindow(unchangedSince: before)
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
    s.presentInteractively(finish: true)
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
    let p = 0.3
    let release = 0.3
    let end = s.h.transitionEnd(of: s.c, probeAt: 0.15)
    s.presentInteractively(updates: [(0.2, CGFloat(p))], release: release, finish: finish) { interaction in
      interaction.completionSpeed = 0.5
      interaction.completionCurve = .easeOut
    }
    let rest = s.h.expectReleasedProgress(
      from: p, release: release, finish: finish, duration: ModalInteractionStage.duration, speed: 0.5, curve: .easeOut,
      running: { s.c.isBeingPresented }, shown: { s.shownProgress })
    s.h.run(to: 2.5)
    #expect(isApproximatelyEqual(end() ?? -1, release + rest, tolerance: 1.0 / 60 + 1e-9))
    #expect((s.a.presentedViewController != nil) == finish)
  }

  /// A pan up on A presents C under the finger (progress = upward translation / height) and
  /// finishes past halfway, otherwise cancels — both follow the scripted track exactly.
  @Test(arguments: [(140.0, true), (420.0, false)])
  func aScriptedPanUpPresentsOrCancels(endY: Double, presents: Bool) {
    let s = ModalInteractionStage(.fullScreen)
    defer { s.h.stop() }
    let height = Double(TransitionHarness.size.height)
    let pan = makeTransitionPan(
      progress: { CGFloat(min(max(-Double($0.translation(in: nil).y) / height, 0), 1)) },
      start: { interaction in
        s.delegate.interaction = interaction
        s.a.present(s.c, animated: true)
        s.delegate.interaction = nil
      })
    s.a.view.addGestureRecognizer(pan)
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 590), time: 0.1)
    track.move(to: CGPoint(x: 150, y: endY), duration: 0.5)
    track.lift()
    s.h.timeline.play(track, in: s.h.window)
    for time in [0.35, 0.5] {
      s.h.run(to: time)
      let finger = Double(track.location(at: time).y)
      #expect(isApproximatelyEqual(s.shownProgress, (590 - finger) / height, tolerance: 1e-9), "at \(time) s")
    }
    s.h.run(to: 2)
    #expect((s.a.presentedViewController === s.c) == presents)
    #expect((s.a.view.superview == nil) == presents, "the full-screen presentation removed A only when it finished")
  }
}
