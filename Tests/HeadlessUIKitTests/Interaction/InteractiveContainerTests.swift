import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// The seed's custom container made interactive as objc.io's version: its own context freezes
/// the container view's layer (`speed` 0), a pan moves `timeOffset`, a finish resumes layer
/// time and a cancel winds `timeOffset` back with a display link.
@MainActor
@Suite("Interactive custom container")
struct InteractiveContainerTests {
  static let width = TransitionHarness.size.width
  static let duration = SlideAnimationController.defaultDuration

  static func rig() -> (TransitionHarness, ContainerViewController, Screen, Screen) {
    let a = Screen("A", .red)
    let b = Screen("B", .blue)
    let container = ContainerViewController(viewControllers: [a, b])
    container.isInteractiveSwipeEnabled = true
    let h = TransitionHarness(root: container)
    h.run(to: 0.05)
    return (h, container, a, b)
  }

  /// A leftward drag of `distance` points over 0.4 s from 0.1 s, held 0.1 s, then lifted.
  static func drag(_ distance: CGFloat) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 280, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 280 - distance, y: 300), duration: 0.4)
    track.hold(for: 0.1)
    track.lift()
    return track
  }

  static func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.affineTransform.tx }

  @Test func theFramesFollowTheFingerThroughTheContainersLayerTime() {
    let (h, container, _, b) = Self.rig()
    defer { h.stop() }
    h.timeline.play(Self.drag(200), in: h.window)
    var checked = 0
    while h.now < 0.5 {
      h.run(to: h.now + 1 / 60)
      guard container.panGestureRecognizer.state == .changed else { continue }
      let p = abs(container.panGestureRecognizer.translation(in: container.view).x) / Self.width
      let layer = container.privateContainerView.layer
      #expect(layer.speed == 0)
      #expect(isApproximatelyEqual(layer.timeOffset, p * Self.duration, tolerance: 1e-9))
      // The Slide's default curve (easeInOut) at p of its duration.
      let eased = TimingCurve.easeInOut.progress(elapsed: p * Self.duration, duration: Self.duration)
      #expect(isApproximatelyEqual(Self.shownX(b.view), Self.width * (1 - eased), tolerance: 1e-6))
      checked += 1
    }
    #expect(checked > 10)
    #expect(container.activeContext?.isInteractive == true)
  }

  @Test func releasedPastHalfwayTheRestPlaysAtNormalSpeedAndTheSwitchCompletes() {
    let (h, container, a, b) = Self.rig()
    defer { h.stop() }
    let track = Self.drag(200)
    h.timeline.play(track, in: h.window)
    var completedAt: Double?
    while h.now < 1.5 {
      h.run(to: h.now + 1 / 60)
      if completedAt == nil && !container.isTransitioning && container.selectedViewController === b {
        completedAt = h.now
      }
    }
    #expect(container.selectedViewController === b && container.selectedIndex == 1)
    #expect(b.parent === container && a.parent == nil)
    #expect(a.view.superview == nil)
    #expect(container.privateContainerView.subviews == [b.view!])
    #expect(b.view.transform == .identity && b.view.layer.presentation()!.affineTransform == .identity)
    let layer = container.privateContainerView.layer
    #expect(layer.speed == 1 && layer.timeOffset == 0)
    // The rest, (1 − 2/3) of 0.3 s, plays after the lift at normal speed.
    #expect(isApproximatelyEqual(completedAt ?? 0, track.endTime + Self.duration / 3, tolerance: 2.5 / 60))
  }

  @Test func aCancelWindsBackWithoutAnEmptyFrameAndRestoresEverything() {
    let (h, container, a, b) = Self.rig()
    defer { h.stop() }
    let track = Self.drag(100)
    h.timeline.play(track, in: h.window)
    h.run(to: track.endTime)
    var shown: [CGFloat] = []
    var frames = 0
    while container.isTransitioning && frames < 120 {
      h.run(to: h.now + 1 / 60)
      frames += 1
      // The outgoing child stays on screen every frame (no black flash).
      #expect(a.view.superview === container.privateContainerView)
      #expect(abs(Self.shownX(a.view)) < Self.width)
      if container.isTransitioning { shown.append(Self.shownX(b.view)) }
    }
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 }, "b slides back out, never forwards")
    // 1/3 of 0.3 s of layer time wound back one frame duration per frame.
    #expect(frames >= 5 && frames <= 8)
    #expect(container.selectedViewController === a && container.selectedIndex == 0)
    #expect(a.parent === container && b.parent == nil)
    #expect(b.view.superview == nil)
    #expect(container.privateContainerView.subviews == [a.view!])
    #expect(a.view.transform == .identity && a.view.layer.presentation()!.affineTransform == .identity)
    #expect(container.privateContainerView.layer.speed == 1)
    #expect(container.activeContext == nil)
  }

  @Test func thePanOnlyBeginsTowardsANeighbourAndWhenEnabled() {
    let (h, container, a, _) = Self.rig()
    defer { h.stop() }
    var rightward = TouchTrack(downAt: CGPoint(x: 20, y: 300), time: 0.1)
    rightward.move(to: CGPoint(x: 220, y: 300), duration: 0.3)
    rightward.lift()
    h.timeline.play(rightward, in: h.window)
    h.run(to: 0.6)
    #expect(container.selectedViewController === a && !container.isTransitioning, "nothing before the first child")
    container.isInteractiveSwipeEnabled = false
    var leftward = TouchTrack(downAt: CGPoint(x: 280, y: 300), time: 0.7)
    leftward.move(to: CGPoint(x: 40, y: 300), duration: 0.3)
    leftward.lift()
    h.timeline.play(leftward, in: h.window)
    h.run(to: 1.3)
    #expect(container.selectedViewController === a)
  }
}
