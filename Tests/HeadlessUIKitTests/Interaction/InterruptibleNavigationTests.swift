import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The WWDC 2016 interruptible push/pop on one `UIViewPropertyAnimator`: a pan grabs and
/// scrubs it, a release continues it with a spring carrying the finger's velocity, a tap
/// reverses it, and the transition completes with the animator's final position.
@MainActor
@Suite("Interruptible navigation animator")
struct InterruptibleNavigationTests {
  static let width = TransitionHarness.size.width

  /// A navigation controller on A with the interruptible delegate installed.
  static func rig() -> (TransitionHarness, UINavigationController, InterruptibleNavigationDelegate, Screen, Screen) {
    let a = Screen("A", .red)
    let b = Screen("B", .blue)
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    let delegate = InterruptibleNavigationDelegate(duration: 0.5)
    delegate.install(on: nav)
    h.run(to: 0.05)
    return (h, nav, delegate, a, b)
  }

  static func tap(at time: TimeInterval) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 300), time: time)
    track.hold(for: 0.05)
    track.lift()
    return track
  }

  static func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.affineTransform.tx }

  static func appearance(_ h: TransitionHarness) -> [String] {
    h.trace.lines.filter { ($0.hasPrefix("A.view") || $0.hasPrefix("B.view")) && $0.hasSuffix("(true)") }
  }

  @Test func aPanGrabsTheRunningPushAndScrubsFractionComplete() {
    let (h, nav, delegate, _, b) = Self.rig()
    defer { h.stop() }
    nav.pushViewController(b, animated: true)
    let animator = delegate.activeAnimator!.transitionAnimator!
    #expect(animator.isRunning, "a push started by code runs")
    #expect(nav.transitionCoordinator?.isInterruptible == true)
    #expect(nav.transitionCoordinator?.initiallyInteractive == false)
    var track = TouchTrack(downAt: CGPoint(x: 250, y: 300), time: 0.2)
    track.move(to: CGPoint(x: 70, y: 300), duration: 0.3)
    track.hold(for: 0.5)
    track.lift()
    h.timeline.play(track, in: h.window)
    var samples: [(translation: CGFloat, fraction: CGFloat, shown: CGFloat)] = []
    while h.now < 0.6 {
      h.run(to: h.now + 1 / 60)
      if delegate.panGestureRecognizer.state == .changed {
        let t = delegate.panGestureRecognizer.translation(in: nav.view).x
        samples.append((t, animator.fractionComplete, Self.shownX(b.view)))
      }
    }
    #expect(samples.count > 10)
    #expect(animator.state == .active && !animator.isRunning, "held under the finger")
    #expect(delegate.activeAnimator!.transitionAnimator === animator, "one animator for the whole transition")
    #expect(nav.transitionCoordinator?.isInteractive == true)
    // fractionComplete = grab + (−translation / width), the frames follow linearly.
    let grab = samples[0].fraction + samples[0].translation / Self.width
    for sample in samples {
      let expected = min(max(grab - sample.translation / Self.width, 0), 1)
      #expect(isApproximatelyEqual(sample.fraction, expected, tolerance: 1e-9))
    }
    let (f0, x0) = (samples[0].fraction, samples[0].shown)
    for sample in samples.dropFirst() where sample.fraction > f0 {
      // scrubsLinearly: from where it was grabbed straight to the end value (0).
      let expected = x0 * (1 - sample.fraction) / (1 - f0)
      #expect(isApproximatelyEqual(sample.shown, expected, tolerance: 1e-6))
    }
    h.timeline.advance(to: 200)
    #expect(nav.viewControllers.count == 2)
  }

  @Test func aLeftwardFlickContinuesWithASpringCarryingTheFingersVelocityAndFinishes() {
    let (h, nav, delegate, a, b) = Self.rig()
    defer { h.stop() }
    nav.pushViewController(b, animated: true)
    let animator = delegate.activeAnimator!.transitionAnimator!
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    var track = TouchTrack(downAt: CGPoint(x: 250, y: 300), time: 0.15)
    track.move(to: CGPoint(x: 220, y: 300), duration: 0.1)
    track.flick(velocity: CGVector(dx: -900, dy: 0))
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: track.endTime + 1 / 60)
    #expect(animator.isRunning && !animator.isReversed)
    let spring = animator.timingParameters as? UISpringTimingParameters
    #expect(spring != nil)
    #expect((spring?.initialVelocity.dx ?? 0) > 0, "towards the end, as the finger moved")
    h.run(to: 2)
    #expect(positions == [.end])
    #expect(delegate.activeAnimator == nil)
    #expect(nav.viewControllers == [a, b])
    #expect(a.view.superview == nil)
    #expect(b.view.superview === nav.transitionView)
    #expect(b.view.transform == .identity && a.view.transform == .identity)
    #expect(!nav.isTransitioning)
  }

  @Test func aRightwardReleaseCancelsAndRestoresTheStackExactly() {
    let (h, nav, delegate, a, b) = Self.rig()
    defer { h.stop() }
    nav.pushViewController(b, animated: true)
    let animator = delegate.activeAnimator!.transitionAnimator!
    var positions: [UIViewAnimatingPosition] = []
    animator.addCompletion { positions.append($0) }
    var cancelled: [Bool] = []
    nav.transitionCoordinator?.notifyWhenInteractionChanges { cancelled.append($0.isCancelled) }
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 300), time: 0.2)
    track.move(to: CGPoint(x: 250, y: 300), duration: 0.2)
    track.flick(velocity: CGVector(dx: 900, dy: 0))
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: track.endTime + 1 / 60)
    #expect(animator.isReversed)
    h.run(to: 2)
    #expect(positions == [.start])
    #expect(cancelled == [true])
    #expect(delegate.activeAnimator == nil, "the delegate lets go of a cancelled transition's animator")
    #expect(nav.viewControllers == [a])
    #expect(b.parent == nil && b.view.superview == nil)
    #expect(a.view.superview === nav.transitionView)
    #expect(nav.transitionView.subviews == [a.view!])
    #expect(a.view.transform == .identity)
    #expect(a.view.layer.presentation()!.affineTransform == .identity)
    #expect(
      Self.appearance(h) == [
        "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewWillDisappear(true)",
        "B.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
      ])
  }

  @Test func aTapReversesTheRunningPushAndASecondTapResumesIt() {
    for taps in [1, 2] {
      let (h, nav, delegate, a, b) = Self.rig()
      defer { h.stop() }
      nav.pushViewController(b, animated: true)
      let animator = delegate.activeAnimator!.transitionAnimator!
      var positions: [UIViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      var cancelledAtEnd: Bool?
      nav.transitionCoordinator?.animate(alongsideTransition: nil) { cancelledAtEnd = $0.isCancelled }
      h.timeline.play(Self.tap(at: 0.2), in: h.window)
      if taps == 2 { h.timeline.play(Self.tap(at: 0.32), in: h.window) }
      h.run(to: 0.27)
      #expect(animator.isReversed)
      let before = animator.fractionComplete
      h.run(to: 0.3)
      #expect(animator.fractionComplete < before, "running backwards")
      h.run(to: 2)
      #expect(positions == [taps == 1 ? .start : .end])
      #expect(cancelledAtEnd == (taps == 1))
      #expect(nav.viewControllers == (taps == 1 ? [a] : [a, b]))
      #expect((b.parent === nav) == (taps == 2))
    }
  }

  @Test func alongsideAnimationsJoinThePropertyAnimatorAndAreUndoneByACancel() {
    let (h, nav, delegate, a, b) = Self.rig()
    defer { h.stop() }
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    h.window.addSubview(marker)
    nav.pushViewController(b, animated: true)
    nav.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
    let animator = delegate.activeAnimator!.transitionAnimator!
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 300), time: 0.2)
    track.move(to: CGPoint(x: 170, y: 300), duration: 0.1)
    track.hold(for: 0.3)
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: 0.35)
    #expect(!animator.isRunning)
    let held = marker.layer.presentation()!.opacity
    #expect(held > 0 && held < 1)
    h.run(to: 0.55)
    #expect(marker.layer.presentation()!.opacity == held, "frozen with the animator under the finger")
    h.run(to: 2)
    #expect(nav.viewControllers == [a], "released before halfway: cancelled")
    #expect(marker.alpha == 1, "the property animator ended at .start, restoring the alongside change")
  }

  @Test func theEdgeSwipeBackKeepsTheEdge() {
    let (h, nav, delegate, a, b) = Self.rig()
    defer { h.stop() }
    nav.pushViewController(b, animated: false)
    h.run(to: 0.1)
    var track = TouchTrack(downAt: CGPoint(x: 4, y: 300), time: 0.2)
    track.move(to: CGPoint(x: 250, y: 300), duration: 0.4)
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: 0.4)
    #expect(nav.interactivePopGestureRecognizer?.state == .changed)
    #expect(delegate.panGestureRecognizer.state == .possible || delegate.panGestureRecognizer.state == .failed)
    #expect(delegate.activeAnimator?.wantsInteractiveStart != true)
    h.run(to: 2)
    #expect(nav.viewControllers == [a])
  }

  @Test func aRightwardPanStartsAnInteractivePopUnderTheFinger() {
    let (h, nav, delegate, a, b) = Self.rig()
    defer { h.stop() }
    nav.pushViewController(b, animated: false)
    h.run(to: 0.1)
    var track = TouchTrack(downAt: CGPoint(x: 60, y: 300), time: 0.2)
    track.move(to: CGPoint(x: 260, y: 300), duration: 0.4)
    track.hold(for: 0.2)
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: 0.4)
    #expect(nav.transitionCoordinator?.initiallyInteractive == true)
    let animator = delegate.activeAnimator!.transitionAnimator!
    #expect(!animator.isRunning && animator.state == .active)
    let t = delegate.panGestureRecognizer.translation(in: nav.view).x
    #expect(isApproximatelyEqual(animator.fractionComplete, t / Self.width, tolerance: 1e-9))
    #expect(isApproximatelyEqual(Self.shownX(b.view), Self.width * t / Self.width, tolerance: 1e-6))
    h.run(to: 2)
    #expect(nav.viewControllers == [a])
    #expect(b.view.superview == nil)
  }
}
