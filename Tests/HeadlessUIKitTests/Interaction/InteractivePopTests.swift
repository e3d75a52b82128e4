import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The navigation controller's edge swipe back (`interactivePopGestureRecognizer`), driven by
/// scripted touches: progress follows the finger, release finishes or cancels, and a cancel
/// leaves everything exactly as before.
@MainActor
@Suite("Interactive pop: the edge swipe back")
struct InteractivePopTests {
  static let width = TransitionHarness.size.width

  /// A on the stack, B pushed without animation.
  static func stack() -> (TransitionHarness, UINavigationController, Screen, Screen) {
    let a = Screen("A", .red)
    let b = Screen("B", .blue)
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    nav.pushViewController(b, animated: false)
    h.run(to: 0.05)
    return (h, nav, a, b)
  }

  /// The appearance callbacks of A and B after the set-up.
  static func appearance(_ h: TransitionHarness) -> [String] {
    h.trace.lines.filter { ($0.hasPrefix("A.view") || $0.hasPrefix("B.view")) && $0.hasSuffix("(true)") }
  }

  /// A swipe from the left edge to `x` over 0.5 s starting at 0.1 s, then (optionally) back to
  /// `back`, then lifted.
  static func swipe(to x: CGFloat, back: CGFloat? = nil) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 4, y: 300), time: 0.1)
    track.move(to: CGPoint(x: x, y: 300), duration: 0.5)
    if let back { track.move(to: CGPoint(x: back, y: 300), duration: 0.2) }
    track.lift()
    return track
  }

  @Test func theTopViewFollowsTheFingerLinearly() {
    let (h, nav, _, b) = Self.stack()
    defer { h.stop() }
    h.timeline.play(Self.swipe(to: 244), in: h.window)
    h.run(to: 0.4)
    #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
    // The finger is at 4 + 240 × 0.3/0.5 = 148: translation 144 of 300 px.
    let progress = 144.0 / Self.width
    let shown = b.view.layer.presentation()!.affineTransform.tx
    #expect(isApproximatelyEqual(shown, progress * Self.width, tolerance: 1e-6))
    #expect(nav.transitionCoordinator?.isInteractive == true)
    #expect(isApproximatelyEqual(nav.transitionCoordinator!.percentComplete, progress, tolerance: 1e-9))
    #expect(nav.viewControllers.count == 1, "as in UIKit the stack changes at once; a cancel restores it")
  }

  @Test func releasingPastHalfwayFinishesThePop() {
    let (h, nav, a, b) = Self.stack()
    defer { h.stop() }
    h.timeline.play(Self.swipe(to: 244), in: h.window)
    h.run(to: 2)
    #expect(nav.viewControllers == [a])
    #expect(b.parent == nil)
    #expect(b.view.superview == nil)
    #expect(a.view.superview === nav.transitionView)
    #expect(a.view.transform == .identity)
    #expect(
      Self.appearance(h) == [
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
      ])
  }

  @Test func aCancelledSwipeRestoresEverythingWithUIKitsCallbacks() {
    let (h, nav, a, b) = Self.stack()
    defer { h.stop() }
    var interactionChanged: [Bool] = []
    var coordinatorSeen = false
    h.timeline.schedule(at: 0.3) {
      guard let coordinator = nav.transitionCoordinator else { return }
      coordinatorSeen = true
      coordinator.notifyWhenInteractionChanges { context in interactionChanged.append(context.isCancelled) }
    }
    h.timeline.play(Self.swipe(to: 104, back: 64), in: h.window)
    h.run(to: 2)
    #expect(coordinatorSeen)
    #expect(interactionChanged == [true])
    #expect(nav.viewControllers == [a, b])
    #expect(b.parent === nav)
    #expect(a.view.superview == nil)
    #expect(b.view.superview === nav.transitionView)
    #expect(b.view.transform == .identity)
    #expect(b.view.layer.presentation()!.affineTransform == .identity)
    #expect(nav.transitionView.subviews == [b.view!])
    #expect(
      Self.appearance(h) == [
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
        "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
      ])
    #expect(!nav.isTransitioning)
  }

  @Test func aCancelledSwipeKeepsTheChildWithUIKitsContainmentCallbacks() {
    let a = ContainedScreen("A", .red)
    let b = ContainedScreen("B", .blue)
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    nav.pushViewController(b, animated: false)
    h.run(to: 0.05)
    let delegate = ScriptedInteractionDelegate(duration: 0.4)
    nav.delegate = delegate
    let start = h.trace.lines.count
    h.timeline.play(Self.swipe(to: 104, back: 64), in: h.window)
    h.run(to: 2)
    #expect(nav.viewControllers == [a, b])
    // The popped controller is told it leaves when the swipe begins and, after the cancel, that
    // it stays (didMove to the navigation controller); didShow is not sent.
    #expect(
      h.callbacks(of: ["A", "B"], from: start) == [
        "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
        "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
        "B.didMove(toParent: UINavigationController)",
      ])
    #expect(delegate.navigationEvents == ["willShow A"])
  }

  @Test func aFlickFinishesEvenBeforeHalfway() {
    let (h, nav, a, _) = Self.stack()
    defer { h.stop() }
    var track = TouchTrack(downAt: CGPoint(x: 4, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 60, y: 300), duration: 0.3)
    track.flick(velocity: CGVector(dx: 900, dy: 0))
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: 2)
    #expect(nav.viewControllers == [a])
  }

  @Test func theSwipeDoesNotBeginOnTheRootOrAwayFromTheEdge() {
    let a = Screen("A", .red)
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    h.timeline.play(Self.swipe(to: 244), in: h.window)
    h.run(to: 1)
    #expect(nav.viewControllers == [a])
    #expect(!h.trace.lines.contains { $0.contains("pop") })

    let (h2, nav2, a2, b2) = Self.stack()
    defer { h2.stop() }
    var track = TouchTrack(downAt: CGPoint(x: 80, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 280, y: 300), duration: 0.3)
    track.lift()
    h2.timeline.play(track, in: h2.window)
    h2.run(to: 1)
    #expect(nav2.viewControllers == [a2, b2])
  }

  @Test func theCompletionTakesTheRemainingShareOfTheDuration() {
    let (h, nav, _, b) = Self.stack()
    defer { h.stop() }
    var track = TouchTrack(downAt: CGPoint(x: 4, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 184, y: 300), duration: 0.5)
    track.lift()
    h.timeline.play(track, in: h.window)
    var ended: Double?
    h.timeline.schedule(at: 0.65) {
      nav.transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in ended = CACurrentMediaTime() })
    }
    h.run(to: 2)
    // Released at 0.6 s with progress 180/300 = 0.6: the rest of 0.5 s × 0.4 = 0.2 s.
    #expect(isApproximatelyEqual(ended!, 0.8, tolerance: 1.0 / 60 + 1e-9))
    #expect(b.parent == nil)
  }

  /// B fades a badge outside the navigation controller alongside its disappearance.
  final class FadingScreen: UIViewController {
    let badge: UIView
    init(badge: UIView) {
      self.badge = badge
      super.init(nibName: nil, bundle: nil)
      title = "B"
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 0 }, completion: nil)
    }
  }

  @Test func alongsideAnimationsOutsideTheContainerFollowTheFingerToo() {
    let a = Screen("A", .red)
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    let badge = UIView(frame: CGRect(x: 250, y: 10, width: 20, height: 20))
    h.window.addSubview(badge)
    let b = FadingScreen(badge: badge)
    nav.pushViewController(b, animated: false)
    h.run(to: 0.05)
    h.timeline.play(Self.swipe(to: 244), in: h.window)
    h.run(to: 0.4)
    let progress = 144.0 / Self.width
    #expect(isApproximatelyEqual(Double(badge.layer.presentation()!.opacity), 1 - progress, tolerance: 1e-6))
    h.run(to: 0.45)
    #expect(isApproximatelyEqual(Double(badge.layer.presentation()!.opacity), 1 - 168.0 / Self.width, tolerance: 1e-6))
    h.run(to: 2)
    #expect(badge.layer.presentation()!.opacity == 0)
    #expect(badge.layer.speed == 1, "the badge runs on the normal clock again")
  }
}
