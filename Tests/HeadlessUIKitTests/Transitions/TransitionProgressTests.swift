import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The progress `Timeline.activeTransitions` reports is visual progress — the lead animation's
/// timing curve value — for plain, percent-driven, interruptible and custom-container
/// transitions alike, while `fractionComplete` stays a fraction of time.
@MainActor
@Suite("Transition progress")
struct TransitionProgressTests {
  static let width = TransitionHarness.size.width
  static let ease = CAMediaTimingFunction(name: .easeInEaseOut)

  /// The only running transition's record.
  static func record(_ h: TransitionHarness) throws -> TransitionRecord {
    let records = h.timeline.activeTransitions
    try #require(records.count == 1)
    return records[0]
  }

  @Test func aPlainPushReportsItsCurvesValueNotTheTimeElapsed() throws {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    let delegate = FixedNavigationDelegate(SlideAnimationController(type: .navigationTransition(.push), duration: 0.3))
    nav.delegate = delegate
    h.run(to: 0.1)
    nav.pushViewController(Screen("B"), animated: true)
    for step in 1...17 {
      h.run(to: 0.1 + Double(step) / 60)
      let record = try Self.record(h)
      let elapsed = h.now - 0.1
      let expected = Self.ease.progress(at: elapsed / 0.3)
      #expect(isApproximatelyEqual(try #require(record.visualProgress), expected, tolerance: 1e-9), "t = \(h.now)")
      #expect(isApproximatelyEqual(record.progress(at: h.now), expected, tolerance: 1e-9))
    }
    // A quarter of the time is an eighth of the way (ease-in-out), not a quarter.
    #expect(Self.ease.progress(at: 0.25) < 0.13)
    h.run(to: 0.5)
    #expect(h.timeline.activeTransitions.isEmpty)
  }

  @Test func aPercentDrivenPopReportsTheCurveAtTheFingersPercent() throws {
    let (a, b) = (Screen("A"), Screen("B"))
    let nav = UINavigationController(rootViewController: a)
    nav.pushViewController(b, animated: false)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    let interaction = UIPercentDrivenInteractiveTransition()
    let delegate = FixedNavigationDelegate(
      SlideAnimationController(type: .navigationTransition(.pop), duration: 0.3), interaction: interaction)
    nav.delegate = delegate
    h.run(to: 0.1)
    nav.popViewController(animated: true)
    for percent in [0.1, 0.3, 0.6, 0.8] {
      interaction.update(CGFloat(percent))
      h.run(to: h.now + 1 / 60)
      let record = try Self.record(h)
      #expect(record.isInteractive)
      #expect(isApproximatelyEqual(try #require(record.interactiveProgress), percent, tolerance: 1e-12))
      #expect(
        isApproximatelyEqual(try #require(record.visualProgress), Self.ease.progress(at: percent), tolerance: 1e-9))
    }
    interaction.cancel()
    h.run(to: 1)
    #expect(nav.viewControllers == [a, b])
  }

  /// The interruptible push released with a leftward flick: from the release on, the reported
  /// progress is the release spring's displacement — `pr + (1 − pr)·S(t − tr)`, with `S` the
  /// damping-ratio spring of `UISpringTimingParameters` solved for the remaining
  /// `(1 − fr) × duration` — while `fractionComplete` moves linearly in time.
  @Test func anInterruptibleReleaseReportsTheSpringsDisplacement() throws {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    let delegate = InterruptibleNavigationDelegate(duration: 0.5)
    delegate.install(on: nav)
    h.run(to: 0.05)
    nav.pushViewController(Screen("B"), animated: true)
    let animator = try #require(delegate.activeAnimator?.transitionAnimator)
    var track = TouchTrack(downAt: CGPoint(x: 250, y: 300), time: 0.15)
    track.move(to: CGPoint(x: 220, y: 300), duration: 0.1)
    track.flick(velocity: CGVector(dx: -900, dy: 0))
    track.lift()
    h.timeline.play(track, in: h.window)
    // Find the release tick: the animator runs again on the spring.
    while !(animator.isRunning && animator.timingParameters is UISpringTimingParameters) {
      h.run(to: h.now + 1 / 60)
      try #require(h.now < 1)
    }
    let releaseTime = h.now
    let released = try Self.record(h)
    let pr = try #require(released.visualProgress)
    let fr = Double(animator.fractionComplete)
    #expect(released.interactiveProgress == fr, "the interaction's progress is fractionComplete")
    let parameters = try #require(animator.timingParameters as? UISpringTimingParameters)
    let seconds = (1 - fr) * 0.5
    let spring = SpringCurve(
      duration: seconds, dampingRatio: parameters.dampingRatio, initialVelocity: parameters.initialVelocity.dx)
    var checked = 0
    while true {
      h.run(to: h.now + 1 / 60)
      let t = h.now - releaseTime
      guard t < seconds - 1e-6 else { break }
      let record = try Self.record(h)
      let expected = pr + (1 - pr) * spring.progress(at: t)
      #expect(isApproximatelyEqual(try #require(record.visualProgress), expected, tolerance: 1e-9), "t = \(t)")
      // fractionComplete stays a fraction of time, as UIKit defines it.
      #expect(isApproximatelyEqual(Double(animator.fractionComplete), fr + (1 - fr) * t / seconds, tolerance: 1e-9))
      checked += 1
    }
    #expect(checked >= 3)
    // Half way through the spring's time the push is visibly further than half its time.
    #expect(spring.progress(at: seconds / 2) > 0.5 + 0.1)
    h.run(to: 2)
    #expect(h.timeline.activeTransitions.isEmpty)
  }

  @Test func theCustomContainersSwitchIsSeenAsASelectTransition() throws {
    let (a, b) = (Screen("A", .red), Screen("B", .blue))
    let container = ContainerViewController(viewControllers: [a, b])
    let h = TransitionHarness(root: container)
    defer { h.stop() }
    h.run(to: 0.1)
    container.selectedIndex = 1
    let duration = SlideAnimationController.defaultDuration
    while container.isTransitioning {
      h.run(to: h.now + 1 / 60)
      guard container.isTransitioning else { break }
      let record = try Self.record(h)
      #expect(record.operation == "select")
      #expect(record.duration == duration)
      #expect(record.startTime == 0.1)
      #expect(record.name.contains("'A' → 'B'"))
      #expect(!record.isInteractive && record.interactiveProgress == nil)
      let expected = Self.ease.progress(at: (h.now - 0.1) / duration)
      #expect(isApproximatelyEqual(try #require(record.visualProgress), expected, tolerance: 1e-9))
    }
    #expect(h.timeline.activeTransitions.isEmpty, "transitionDidEnd on completion")
  }

  /// The interactive container: while the finger drives it the switch reports the finger's
  /// percent as interactive progress and the curve's value there as its progress; a cancel
  /// winds both back and the record goes when the switch ends.
  @Test func theInteractiveContainerReportsTheFingerAndTheCancel() throws {
    let (a, b) = (Screen("A", .red), Screen("B", .blue))
    let container = ContainerViewController(viewControllers: [a, b])
    container.isInteractiveSwipeEnabled = true
    let h = TransitionHarness(root: container)
    defer { h.stop() }
    h.run(to: 0.05)
    var track = TouchTrack(downAt: CGPoint(x: 280, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 180, y: 300), duration: 0.3)
    track.hold(for: 0.1)
    track.lift()
    h.timeline.play(track, in: h.window)
    var interactive = 0
    var cancelling: [Double] = []
    while h.now < 2 {
      h.run(to: h.now + 1 / 60)
      guard let record = h.timeline.activeTransitions.first else { continue }
      #expect(record.operation == "select")
      if record.isInteractive {
        let pan = container.panGestureRecognizer
        let p = abs(Double(pan.translation(in: container.view).x)) / Self.width
        #expect(isApproximatelyEqual(try #require(record.interactiveProgress), p, tolerance: 1e-9))
        #expect(isApproximatelyEqual(try #require(record.visualProgress), Self.ease.progress(at: p), tolerance: 1e-9))
        interactive += 1
      } else {
        #expect(record.isCancelled)
        cancelling.append(try #require(record.visualProgress))
      }
    }
    #expect(interactive > 10)
    #expect(cancelling.count > 3)
    #expect(zip(cancelling, cancelling.dropFirst()).allSatisfy { $0 > $1 }, "wound back to the start")
    #expect(container.selectedViewController === a)
  }
}

/// A navigation delegate handing out one animator (and interaction controller) for every
/// operation.
@MainActor
final class FixedNavigationDelegate: NSObject, UINavigationControllerDelegate {
  let animator: any UIViewControllerAnimatedTransitioning
  let interaction: (any UIViewControllerInteractiveTransitioning)?

  init(
    _ animator: any UIViewControllerAnimatedTransitioning,
    interaction: (any UIViewControllerInteractiveTransitioning)? = nil
  ) {
    self.animator = animator
    self.interaction = interaction
  }

  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { animator }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}
