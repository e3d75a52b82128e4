import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// An interactive dismissal (`interactionControllerForDismissal(using:)`) in every modal style.
/// A cancel leaves C presented with the window exactly as before the dismissal began (the
/// `.fullScreen` presenting view, put back for the dismissal, removed again; the sheet's
/// scaled-back presenting view scaled back again), `dismissalTransitionDidEnd(false)`, and
/// UIKit's callbacks for a cancel. A finish leaves the window as it was before the presentation.
@MainActor
@Suite("Interactive dismissal in every modal style: finish and cancel")
struct InteractiveDismissalStyleTests {
  typealias Style = ModalInteractionStage.Style

  @Test(arguments: Style.allCases)
  func aCancelledDismissalLeavesThePresentationAsItWas(style: Style) {
    let s = ModalInteractionStage(style)
    defer { s.h.stop() }
    s.presentAtOnce()
    let before = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    let start = s.h.trace.lines.count
    s.dismissInteractively(finish: false)
    s.h.run(to: 0.32)
    #expect(s.c.isBeingDismissed)
    #expect(isApproximatelyEqual(s.shownProgress, 1 - 0.35, tolerance: 1e-9), "\(style): the scrubbed frame")
    #expect(s.a.view.window === s.h.window, "\(style): the presenting view shows during the dismissal")
    s.h.run(to: 1.5)
    #expect(s.a.presentedViewController === s.c)
    #expect(s.c.presentingViewController === s.a)
    #expect(!s.c.isBeingDismissed && !s.c.isBeingPresented)
    #expect(s.c.view.window === s.h.window)
    #expect((s.a.view.superview == nil) == style.removesPresenter, "\(style): removed again after the cancel")
    s.expectWindow(unchangedSince: before)
    #expect(
      s.presentationControllerCalls(from: start) == [
        "dismissalTransitionWillBegin()", "dismissalTransitionDidEnd(false)",
      ]
    )
    let expected =
      style.removesPresenter
      ? [
        "C.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
        "A.viewDidDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)",
      ]
      : ["C.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)"]
    #expect(s.appearance(from: start) == expected, "\(style)")
    // A second dismissal, not interactive, still works.
    s.delegate.interaction = nil
    s.c.dismiss(animated: true)
    s.h.run(to: 2.5)
    #expect(s.a.presentedViewController == nil)
  }

  @Test(arguments: Style.allCases)
  func aFinishedDismissalLeavesTheWindowAsBeforeThePresentation(style: Style) {
    let s = ModalInteractionStage(style)
    defer { s.h.stop() }
    let original = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    s.presentAtOnce()
    let start = s.h.trace.lines.count
    s.dismissInteractively(finish: true)
    s.h.run(to: 1.5)
    #expect(s.a.presentedViewController == nil)
    #expect(s.c.presentingViewController == nil)
    #expect(!s.c.isBeingDismissed)
    #expect(s.c.view.superview == nil)
    #expect(s.a.view.superview === s.h.window)
    s.expectWindow(unchangedSince: original)
    #expect(
      s.presentationControllerCalls(from: start) == [
        "dismissalTransitionWillBegin()", "dismissalTransitionDidEnd(true)",
      ])
    let expected =
      style.removesPresenter
      ? ["C.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)", "C.viewDidDisappear(true)"]
      : ["C.viewWillDisappear(true)", "C.viewDidDisappear(true)"]
    #expect(s.appearance(from: start) == expected, "\(style)")
  }

  /// After release the rest plays at the completion speed along the completion curve.
  @Test(arguments: [true, false])
  func theReleasedDismissalFollowsTheCompletionCurveAndSpeed(finish: Bool) {
    let s = ModalInteractionStage(.pageSheet)
    defer { s.h.stop() }
    s.presentAtOnce()
    let p = 0.45
    let release = 0.4
    let end = s.h.transitionEnd(of: s.c, probeAt: 0.25)
    s.dismissInteractively(updates: [(0.3, CGFloat(p))], release: release, finish: finish) { interaction in
      interaction.completionSpeed = 1.6
      interaction.completionCurve = .linear
    }
    let rest = s.h.expectReleasedProgress(
      from: p, release: release, finish: finish, duration: ModalInteractionStage.duration, speed: 1.6, curve: .linear,
      running: { s.c.isBeingDismissed }, shown: { 1 - s.shownProgress })
    s.h.run(to: 2.5)
    #expect(isApproximatelyEqual(end() ?? -1, release + rest, tolerance: 1.0 / 60 + 1e-9))
    #expect((s.a.presentedViewController == nil) == finish)
  }

  /// Released where it started: a cancel at 0 or a finish at 1 leaves nothing to play and ends
  /// the transition at once, with the same end state as a played one.
  @Test(arguments: [(0.0, false), (1.0, true)])
  func aReleaseWithNothingLeftToPlayEndsAtOnce(percent: Double, finish: Bool) {
    let s = ModalInteractionStage(.fullScreen)
    defer { s.h.stop() }
    s.presentAtOnce()
    let before = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    s.dismissInteractively(updates: [(0.2, CGFloat(percent))], release: 0.2, finish: finish)
    s.h.run(to: 0.25)
    #expect(!s.c.isBeingDismissed)
    #expect((s.a.presentedViewController == nil) == finish)
    if !finish { s.expectWindow(unchangedSince: before) }
    #expect(s.c.view.transform == .identity)
  }
}
