import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The seed's interactive pop (seed 003): an edge pan on the pushed screen drives the Slide
/// pop through `UIPercentDrivenInteractiveTransition`; release past halfway finishes, before
/// halfway cancels and restores everything.
@MainActor
@Suite("Interactive Slide pop: the seed's edge pan")
struct InteractiveSlidePopTests {
  static let width = TransitionHarness.size.width
  static let duration = 0.5
  static let ease = CAMediaTimingFunction(name: .easeInEaseOut)

  /// A on the stack, B pushed without animation, the seed's delegate installed.
  static func stack() -> (TransitionHarness, UINavigationController, Screen, Screen, InteractiveSlideNavigationDelegate)
  {
    let a = Screen("A", .red)
    let b = Screen("B", .blue)
    let nav = UINavigationController(rootViewController: a)
    let delegate = InteractiveSlideNavigationDelegate(duration: duration)
    nav.delegate = delegate
    let h = TransitionHarness(root: nav)
    nav.pushViewController(b, animated: false)
    h.run(to: 0.05)
    return (h, nav, a, b, delegate)
  }

  static func appearance(_ h: TransitionHarness) -> [String] {
    h.trace.lines.filter { ($0.hasPrefix("A.view") || $0.hasPrefix("B.view")) && $0.hasSuffix("(true)") }
  }

  /// From the left edge to `x` over 0.5 s starting at 0.1 s, optionally back to `back`, lifted.
  static func swipe(to x: CGFloat, back: CGFloat? = nil) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 4, y: 300), time: 0.1)
    track.move(to: CGPoint(x: x, y: 300), duration: 0.5)
    if let back { track.move(to: CGPoint(x: back, y: 300), duration: 0.2) }
    track.lift()
    return track
  }

  @Test func theEdgePanIsInstalledOnThePushedScreenAndReplacesTheSystemSwipe() {
    let (h, nav, _, b, delegate) = Self.stack()
    defer { h.stop() }
    #expect(delegate.interactions.count == 1)
    #expect(delegate.interactions[0].viewController === b)
    #expect(delegate.interactions[0].edgePanGestureRecognizer.edges == .left)
    #expect(delegate.interactions[0].edgePanGestureRecognizer.view === b.view)
    #expect(nav.interactivePopGestureRecognizer?.isEnabled == false)
  }

  @Test func theSlidePopFollowsTheFinger() {
    let (h, nav, a, b, delegate) = Self.stack()
    defer { h.stop() }
    h.timeline.play(Self.swipe(to: 244), in: h.window)
    h.run(to: 0.4)
    // The finger is at 4 + 240 × 0.3/0.5 = 148: translation 144 of 300 pt.
    let p = 144.0 / Self.width
    let eased = Self.ease.progress(at: p)
    #expect(delegate.activeInteraction != nil)
    #expect(nav.transitionCoordinator?.isInteractive == true)
    #expect(isApproximatelyEqual(Double(nav.transitionCoordinator?.percentComplete ?? -1), p, tolerance: 1e-9))
    #expect(isApproximatelyEqual(b.view.layer.presentation()!.affineTransform.tx, Self.width * eased, tolerance: 1e-6))
    #expect(
      isApproximatelyEqual(a.view.layer.presentation()!.affineTransform.tx, -Self.width * (1 - eased), tolerance: 1e-6))
    h.run(to: 0.5)
    let p2 = 192.0 / Self.width
    #expect(
      isApproximatelyEqual(
        b.view.layer.presentation()!.affineTransform.tx, Self.width * Self.ease.progress(at: p2), tolerance: 1e-6))
  }

  @Test func releasingPastHalfwayFinishesInTheRemainingShare() {
    let (h, nav, a, b, delegate) = Self.stack()
    defer { h.stop() }
    h.timeline.play(Self.swipe(to: 244), in: h.window)
    let ended = h.transitionEnd(of: nav, probeAt: 0.3)
    h.run(to: 2)
    // Released at 0.6 s with p = 240/300 = 0.8: (1 − 0.8) × 0.5 s = 0.1 s more.
    #expect(isApproximatelyEqual((ended() ?? -1), 0.7, tolerance: 1.0 / 60 + 1e-9))
    #expect(nav.viewControllers == [a])
    #expect(b.parent == nil)
    #expect(b.view.superview == nil)
    #expect(a.view.superview === nav.transitionView)
    #expect(a.view.transform == .identity && b.view.transform == .identity)
    #expect(delegate.activeInteraction == nil)
    #expect(
      Self.appearance(h) == [
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)", "A.viewDidAppear(true)",
      ])
    #expect(h.trace.lines.contains { $0.contains("navigationController(_:interactionControllerFor:)") })
  }

  @Test func releasingBeforeHalfwayCancelsAndRestoresEverything() {
    let (h, nav, a, b, delegate) = Self.stack()
    defer { h.stop() }
    h.timeline.play(Self.swipe(to: 104, back: 64), in: h.window)
    let ended = h.transitionEnd(of: nav, probeAt: 0.3)
    h.run(to: 2)
    // Released at 0.8 s with p = 60/300 = 0.2: 0.2 × 0.5 s back.
    #expect(isApproximatelyEqual((ended() ?? -1), 0.9, tolerance: 1.0 / 60 + 1e-9))
    #expect(nav.viewControllers == [a, b])
    #expect(b.parent === nav && a.parent === nav)
    #expect(a.view.superview == nil)
    #expect(nav.transitionView.subviews == [b.view!])
    #expect(b.view.transform == .identity && a.view.transform == .identity)
    #expect(b.view.layer.presentation()!.affineTransform == .identity)
    #expect(b.view.alpha == 1 && a.view.alpha == 1)
    #expect(!nav.isTransitioning)
    #expect(delegate.activeInteraction == nil, "the navigation delegate is weak: the test keeps it")
    #expect(
      Self.appearance(h) == [
        "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewWillDisappear(true)",
        "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
      ])
  }
}
