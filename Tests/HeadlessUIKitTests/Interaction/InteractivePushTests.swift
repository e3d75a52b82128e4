import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// An interactive push: the navigation delegate returns an animator and a
/// `UIPercentDrivenInteractiveTransition` for `.push`, driven by direct update/finish/cancel
/// calls or by a scripted pan. A finish ends as a push does; a cancel leaves the stack, the
/// view hierarchy, containment, transforms and alpha exactly as before, with UIKit's callbacks.
@MainActor
@Suite("Interactive push: finish and cancel")
struct InteractivePushTests {
  static let width = Double(TransitionHarness.size.width)
  static let duration = 0.4

  struct Stage {
    let h: TransitionHarness
    let nav: UINavigationController
    let a: ContainedScreen
    let b: ContainedScreen
    let delegate: ScriptedInteractionDelegate
    let interaction: UIPercentDrivenInteractiveTransition
    /// Where the trace stood before the push.
    let traceStart: Int

    /// The views a cancel must leave exactly where they were.
    @MainActor var identified: [UIView] { [nav.view, nav.transitionView, a.view, b.view] }
  }

  /// A alone on a navigation stack whose delegate makes the next push interactive.
  static func stage() -> Stage {
    let a = ContainedScreen("A", .red)
    let b = ContainedScreen("B", .blue)
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    let delegate = ScriptedInteractionDelegate(duration: duration)
    nav.delegate = delegate
    h.run(to: 0.05)
    let stage = Stage(
      h: h, nav: nav, a: a, b: b, delegate: delegate, interaction: UIPercentDrivenInteractiveTransition(),
      traceStart: h.trace.lines.count)
    delegate.interaction = stage.interaction
    return stage
  }

  /// B's shown progress: how far it has come in from the right edge.
  static func shownProgress(_ b: UIViewController) -> Double {
    1 - Double(b.view.layer.presentation()!.affineTransform.tx) / width
  }

  @Test func theScrubbedPushShowsEachUpdateExactly() {
    let s = Self.stage()
    defer { s.h.stop() }
    s.h.drive(
      s.interaction, startingAt: 0.1, { s.nav.pushViewController(s.b, animated: true) },
      updates: [(0.2, 0.3), (0.3, 0.7), (0.4, 0.2)], release: 0.5, finish: false)
    for (time, p) in [(0.15, 0.0), (0.25, 0.3), (0.35, 0.7), (0.45, 0.2)] {
      s.h.run(to: time)
      #expect(isApproximatelyEqual(Self.shownProgress(s.b), p, tolerance: 1e-9), "at \(time) s")
      let parallax = Double(s.a.view.layer.presentation()!.affineTransform.tx)
      #expect(
        isApproximatelyEqual(parallax, -Double(LinearTransitionAnimator.parallax) * Self.width * p, tolerance: 1e-9))
      #expect(s.nav.transitionCoordinator?.isInteractive == true)
      #expect(s.b.isMovingToParent)
    }
    #expect(s.nav.viewControllers == [s.a, s.b], "as in UIKit the stack changes at once; a cancel restores it")
    #expect(s.nav.topViewController === s.b)
  }

  @Test func aFinishedPushEndsAsAPushDoes() {
    let s = Self.stage()
    defer { s.h.stop() }
    s.h.drive(
      s.interaction, startingAt: 0.1, { s.nav.pushViewController(s.b, animated: true) },
      updates: [(0.2, 0.6)], release: 0.3, finish: true)
    s.h.run(to: 1.5)
    #expect(s.nav.viewControllers == [s.a, s.b])
    #expect(s.nav.topViewController === s.b)
    #expect(s.nav.children == [s.a, s.b])
    #expect(s.b.parent === s.nav)
    #expect(s.nav.transitionView.subviews == [s.b.view!])
    #expect(s.a.view.superview == nil)
    #expect(s.a.view.transform == .identity && s.b.view.transform == .identity)
    #expect(
      s.h.callbacks(of: ["A", "B"], from: s.traceStart) == [
        "B.willMove(toParent: UINavigationController)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: UINavigationController)",
      ])
    #expect(s.delegate.navigationEvents == ["willShow B", "didShow B"])
    #expect(!s.nav.isTransitioning)
  }

  @Test func aCancelledPushLeavesEverythingAsBefore() {
    let s = Self.stage()
    defer { s.h.stop() }
    let before = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    var interactionChanged: [Bool] = []
    s.h.timeline.schedule(at: 0.15) {
      s.nav.transitionCoordinator?.notifyWhenInteractionChanges { interactionChanged.append($0.isCancelled) }
    }
    s.h.drive(
      s.interaction, startingAt: 0.1, { s.nav.pushViewController(s.b, animated: true) },
      updates: [(0.2, 0.6), (0.3, 0.35)], release: 0.4, finish: false)
    s.h.run(to: 1.5)
    #expect(interactionChanged == [true])
    #expect(s.nav.viewControllers == [s.a])
    #expect(s.nav.topViewController === s.a)
    #expect(s.nav.children == [s.a])
    #expect(s.b.parent == nil)
    #expect(s.b.view.superview == nil)
    #expect(s.nav.transitionView.subviews == [s.a.view!], "only the from view is in the container")
    #expect(s.a.view.transform == .identity && s.a.view.alpha == 1)
    #expect(s.b.view.transform == .identity)
    let after = ViewTreeSnapshot(s.h.window, identifying: s.identified)
    #expect(after.differences(from: before).isEmpty, "\(after.differences(from: before))")
    // UIKit's order for a cancelled push: the pushed controller appears, then disappears again;
    // the top one disappears, then appears again; B leaves the parent it was added to.
    #expect(
      s.h.callbacks(of: ["A", "B"], from: s.traceStart) == [
        "B.willMove(toParent: UINavigationController)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
        "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
        "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
      ])
    #expect(s.delegate.navigationEvents == ["willShow B"], "didShow is not sent for a cancelled push")
    #expect(!s.b.isMovingToParent && !s.nav.isTransitioning)
    #expect(s.nav.transitionCoordinator == nil)
  }

  @Test func afterACancelTheSameControllerCanBePushedAgain() {
    let s = Self.stage()
    defer { s.h.stop() }
    s.h.drive(
      s.interaction, startingAt: 0.1, { s.nav.pushViewController(s.b, animated: true) },
      updates: [(0.2, 0.4)], release: 0.3, finish: false)
    s.h.run(to: 1)
    s.delegate.interaction = nil
    s.nav.pushViewController(s.b, animated: true)
    s.h.run(to: 2)
    #expect(s.nav.viewControllers == [s.a, s.b])
    #expect(s.nav.transitionView.subviews == [s.b.view!])
  }

  @Test func oneInteractionControllerDrivesTheNextPushFromTheStart() {
    let s = Self.stage()
    defer { s.h.stop() }
    s.h.drive(
      s.interaction, startingAt: 0.1, { s.nav.pushViewController(s.b, animated: true) },
      updates: [(0.2, 0.8)], release: 0.3, finish: true)
    s.h.run(to: 1)
    s.delegate.interaction = nil
    s.nav.popViewController(animated: false)
    s.h.run(to: 1.1)
    s.delegate.interaction = s.interaction
    s.nav.pushViewController(s.b, animated: true)
    s.h.run(to: 1.2)
    #expect(s.interaction.percentComplete == 0)
    #expect(s.nav.transitionCoordinator?.percentComplete == 0)
    #expect(Self.shownProgress(s.b) == 0)
    s.interaction.update(0.25)
    s.h.run(to: 1.25)
    #expect(isApproximatelyEqual(Self.shownProgress(s.b), 0.25, tolerance: 1e-9))
    s.interaction.cancel()
    s.h.run(to: 2)
    #expect(s.nav.viewControllers == [s.a])
  }

  /// A pushed screen that hides the navigation bar in `viewWillAppear` (a common pattern): after
  /// a cancel the top screen's `viewWillAppear` shows it again, and the window ends as before.
  @Test func aCancelledPushOfAScreenWithoutTheBarBringsTheBarBack() {
    final class BarHiding: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
      }
    }
    final class BarShowing: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
      }
    }
    let a = BarShowing()
    a.title = "A"
    let b = BarHiding()
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    let delegate = ScriptedInteractionDelegate(duration: Self.duration)
    nav.delegate = delegate
    h.run(to: 0.05)
    let identified: [UIView] = [nav.view, nav.transitionView, nav.navigationBar, a.view]
    let before = ViewTreeSnapshot(h.window, identifying: identified)
    let interaction = UIPercentDrivenInteractiveTransition()
    delegate.interaction = interaction
    h.drive(
      interaction, startingAt: 0.1, { nav.pushViewController(b, animated: true) }, updates: [(0.2, 0.5)],
      release: 0.3, finish: false)
    h.run(to: 0.25)
    #expect(nav.isNavigationBarHidden)
    h.run(to: 1.5)
    #expect(!nav.isNavigationBarHidden)
    #expect(!nav.navigationBar.isHidden)
    let differences = ViewTreeSnapshot(h.window, identifying: identified).differences(from: before)
    #expect(differences.isEmpty, "\(differences)")
  }

  /// Progress after release: the rest of the animation (1 − p of the duration on finish, p on
  /// cancel) divided by the completion speed, along the completion curve.
  @Test(arguments: [true, false])
  func theReleasedPushFollowsTheCompletionCurveAndSpeed(finish: Bool) {
    let s = Self.stage()
    defer { s.h.stop() }
    s.interaction.completionSpeed = 2.5
    s.interaction.completionCurve = .easeIn
    let p = 0.6
    let release = 0.3
    let end = s.h.transitionEnd(of: s.nav, probeAt: 0.15)
    s.h.drive(
      s.interaction, startingAt: 0.1, { s.nav.pushViewController(s.b, animated: true) },
      updates: [(0.2, CGFloat(p))], release: release, finish: finish)
    let rest = s.h.expectReleasedProgress(
      from: p, release: release, finish: finish, duration: Self.duration, speed: 2.5, curve: .easeIn,
      running: { s.nav.isTransitioning }, shown: { Self.shownProgress(s.b) })
    s.h.run(to: 1.5)
    #expect(isApproximatelyEqual(end() ?? -1, release + rest, tolerance: 1.0 / 60 + 1e-9))
    #expect(s.nav.viewControllers.count == (finish ? 2 : 1))
  }

  /// `timingCurve` takes precedence over `completionCurve`, and a completion speed ≤ 0 counts as
  /// 1: with control points on the diagonal the rest plays linearly over the unscaled share.
  @Test(arguments: [(true, 0.0), (false, -2.0)])
  func aTimingCurveWinsAndANonPositiveSpeedCountsAsOne(finish: Bool, speed: Double) {
    let s = Self.stage()
    defer { s.h.stop() }
    s.interaction.completionSpeed = CGFloat(speed)
    s.interaction.completionCurve = .easeIn
    s.interaction.timingCurve = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 1.0 / 3, y: 1.0 / 3), controlPoint2: CGPoint(x: 2.0 / 3, y: 2.0 / 3))
    let p = 0.4
    let release = 0.3
    s.h.drive(
      s.interaction, startingAt: 0.1, { s.nav.pushViewController(s.b, animated: true) },
      updates: [(0.2, CGFloat(p))], release: release, finish: finish)
    // Speed ≤ 0 counts as 1; the diagonal control points make the rest linear.
    s.h.expectReleasedProgress(
      from: p, release: release, finish: finish, duration: Self.duration, speed: 1, curve: .linear,
      running: { s.nav.isTransitioning }, shown: { Self.shownProgress(s.b) })
    s.h.run(to: 1.5)
    #expect(s.nav.viewControllers.count == (finish ? 2 : 1))
  }

  @Test func aScriptedPanFromTheRightEdgePushesOrCancels() {
    for (endX, pushes) in [(60.0, true), (230.0, false)] {
      let s = Self.stage()
      defer { s.h.stop() }
      s.delegate.interaction = nil
      let pan = makeTransitionPan(
        progress: { min(max(-$0.translation(in: nil).x / TransitionHarness.size.width, 0), 1) },
        start: { interaction in
          s.delegate.interaction = interaction
          s.nav.pushViewController(s.b, animated: true)
          s.delegate.interaction = nil
        })
      s.a.view.addGestureRecognizer(pan)
      var track = TouchTrack(downAt: CGPoint(x: 290, y: 300), time: 0.1)
      track.move(to: CGPoint(x: endX, y: 300), duration: 0.5)
      track.lift()
      s.h.timeline.play(track, in: s.h.window)
      for time in [0.4, 0.5] {
        s.h.run(to: time)
        let finger = Double(track.location(at: time).x)
        #expect(isApproximatelyEqual(Self.shownProgress(s.b), (290 - finger) / Self.width, tolerance: 1e-9))
      }
      s.h.run(to: 2)
      #expect(s.nav.viewControllers == (pushes ? [s.a, s.b] : [s.a]), "finger to \(endX)")
      #expect(s.nav.transitionView.subviews == [pushes ? s.b.view! : s.a.view!])
    }
  }
}
