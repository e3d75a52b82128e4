import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// Swiping between tabs: a pan on the tab bar controller's view drives the Slide tab switch;
/// release past halfway (or a flick) finishes, otherwise the switch is cancelled and UIKit
/// restores `selectedIndex`, the hierarchy and the callbacks.
@MainActor
@Suite("Tab swipe: an interactive Slide tab switch")
struct TabSwipeInteractionTests {
  static let width = TransitionHarness.size.width
  static let ease = CAMediaTimingFunction(name: .easeInEaseOut)

  static func tabs() -> (TransitionHarness, UITabBarController, [Screen], TabSwipeInteraction) {
    let screens = [Screen("A", .red), Screen("B", .green), Screen("C", .blue)]
    let tab = UITabBarController()
    tab.setViewControllers(screens, animated: false)
    let swipe = TabSwipeInteraction(tabBarController: tab, duration: 0.5)
    let h = TransitionHarness(root: tab)
    h.run(to: 0.05)
    return (h, tab, screens, swipe)
  }

  static func appearance(_ h: TransitionHarness) -> [String] {
    h.trace.lines.filter { ($0.hasPrefix("A.view") || $0.hasPrefix("B.view")) && $0.hasSuffix("(true)") }
  }

  static func drag(from x: CGFloat, to x2: CGFloat, back: CGFloat? = nil) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: x, y: 300), time: 0.1)
    track.move(to: CGPoint(x: x2, y: 300), duration: 0.5)
    if let back { track.move(to: CGPoint(x: back, y: 300), duration: 0.2) }
    track.lift()
    return track
  }

  @Test func theSwitchFollowsTheFinger() {
    let (h, tab, screens, swipe) = Self.tabs()
    defer { h.stop() }
    h.timeline.play(Self.drag(from: 280, to: 40), in: h.window)
    for time in [0.3, 0.4, 0.5] {
      h.run(to: time)
      let p = -swipe.panGestureRecognizer.translation(in: tab.view).x / Self.width
      let eased = Self.ease.progress(at: p)
      #expect(p > 0)
      #expect(tab.transitionCoordinator?.isInteractive == true)
      #expect(isApproximatelyEqual(Double(tab.transitionCoordinator?.percentComplete ?? -1), p, tolerance: 1e-9))
      let a = screens[0].view.layer.presentation()!.affineTransform.tx
      let b = screens[1].view.layer.presentation()!.affineTransform.tx
      #expect(isApproximatelyEqual(a, -Self.width * eased, tolerance: 1e-6))
      #expect(isApproximatelyEqual(b, Self.width * (1 - eased), tolerance: 1e-6))
    }
  }

  @Test func releasingPastHalfwayFinishesTheSwitch() {
    let (h, tab, screens, swipe) = Self.tabs()
    defer { h.stop() }
    h.timeline.play(Self.drag(from: 280, to: 40), in: h.window)
    let p = h.progressAtLastChange(of: swipe.panGestureRecognizer) { swipe.percentDrivenInteractiveTransition }
    let ended = h.transitionEnd(of: tab, probeAt: 0.3)
    h.run(to: 2)
    #expect(p() > 0.5)
    #expect(isApproximatelyEqual((ended() ?? -1), 0.6 + (1 - p()) * 0.5, tolerance: 1.0 / 60 + 1e-9))
    #expect(tab.selectedIndex == 1)
    #expect(swipe.percentDrivenInteractiveTransition == nil)
    #expect(tab.selectedViewController === screens[1])
    #expect(screens[1].view.superview === tab.transitionView)
    #expect(screens[0].view.superview == nil)
    #expect(screens.allSatisfy { $0.parent === tab && $0.view.transform == .identity })
    #expect(
      Self.appearance(h) == [
        "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
      ])
    #expect(h.trace.lines.contains { $0.contains("tabBarController(_:interactionControllerFor:)") })
  }

  @Test func turningBackCancelsAndRestoresTheSelection() {
    let (h, tab, screens, swipe) = Self.tabs()
    defer { h.stop() }
    let identified = [tab.view!, tab.transitionView] + screens.map { $0.view! }
    let before = ViewTreeSnapshot(h.window, identifying: identified)
    h.timeline.play(Self.drag(from: 280, to: 160, back: 220), in: h.window)
    let p = h.progressAtLastChange(of: swipe.panGestureRecognizer) { swipe.percentDrivenInteractiveTransition }
    let ended = h.transitionEnd(of: tab, probeAt: 0.3)
    h.run(to: 2)
    #expect(p() > 0 && p() < 0.5)
    #expect(isApproximatelyEqual((ended() ?? -1), 0.8 + p() * 0.5, tolerance: 1.0 / 60 + 1e-9))
    #expect(tab.selectedIndex == 0)
    #expect(tab.selectedViewController === screens[0])
    #expect(tab.transitionView.subviews == [screens[0].view!])
    #expect(screens[1].view.superview == nil)
    #expect(screens.allSatisfy { $0.parent === tab })
    #expect(screens[0].view.transform == .identity && screens[1].view.transform == .identity)
    #expect(screens[0].view.layer.presentation()!.affineTransform == .identity)
    let differences = ViewTreeSnapshot(h.window, identifying: identified).differences(from: before)
    #expect(differences.isEmpty, "the tab bar and the views as before: \(differences)")
    #expect(
      Self.appearance(h) == [
        "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewWillDisappear(true)",
        "B.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
      ])
  }

  @Test func aFlickFinishesBeforeHalfwayAndTheEdgeTabsDoNotSwitchFurther() {
    let (h, tab, _, swipe) = Self.tabs()
    defer { h.stop() }
    var track = TouchTrack(downAt: CGPoint(x: 200, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 150, y: 300), duration: 0.2)
    track.flick(velocity: CGVector(dx: -900, dy: 0))
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: 1)
    #expect(tab.selectedIndex == 1)
    #expect(swipe.percentDrivenInteractiveTransition == nil)

    let (h2, tab2, _, swipe2) = Self.tabs()
    defer { h2.stop() }
    h2.timeline.play(Self.drag(from: 40, to: 280), in: h2.window)
    h2.run(to: 1.5)
    #expect(tab2.selectedIndex == 0, "no tab left of the first")
    #expect(!h2.trace.lines.contains { $0.contains("animationControllerForTransitionFrom") })
    #expect(swipe2.panGestureRecognizer.view === tab2.view)
  }
}
