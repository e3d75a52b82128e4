import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// A card presented with the Slide animator (`.custom`) and dismissed by dragging it down: the
/// pan drives the dismissal through `interactionControllerForDismissal(using:)`; a cancel leaves
/// the card presented exactly as before.
@MainActor
@Suite("Drag to dismiss: an interactive Slide dismissal")
struct DragToDismissTests {
  static let height = TransitionHarness.size.height
  static let ease = CAMediaTimingFunction(name: .easeInEaseOut)

  /// A shown, card C presented (0.5 s) at 0 s; a drag starts at 0.7 s.
  static func presented() -> (TransitionHarness, Screen, Screen, DragToDismissTransitioningDelegate) {
    let a = Screen("A", .red)
    let card = Screen("C", .white)
    let delegate = DragToDismissTransitioningDelegate(duration: 0.5)
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    a.present(card, animated: true)
    h.run(to: 0.6)
    return (h, a, card, delegate)
  }

  static func callbacks(_ h: TransitionHarness) -> [String] {
    h.trace.lines.filter { ($0.hasPrefix("A.view") || $0.hasPrefix("C.view")) && $0.hasSuffix("(true)") }
  }

  static func drag(to y: CGFloat, back: CGFloat? = nil) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 100), time: 0.7)
    track.move(to: CGPoint(x: 150, y: y), duration: 0.5)
    if let back { track.move(to: CGPoint(x: 150, y: back), duration: 0.2) }
    track.lift()
    return track
  }

  @Test func theCardFollowsTheFinger() {
    let (h, _, card, delegate) = Self.presented()
    defer { h.stop() }
    #expect(delegate.panGestureRecognizer.view === card.view)
    h.timeline.play(Self.drag(to: 460), in: h.window)
    for time in [0.9, 1.0, 1.1] {
      h.run(to: time)
      let p = delegate.panGestureRecognizer.translation(in: card.view).y / Self.height
      #expect(p > 0)
      #expect(card.isBeingDismissed)
      #expect(card.transitionCoordinator?.isInteractive == true)
      #expect(isApproximatelyEqual(Double(card.transitionCoordinator?.percentComplete ?? -1), p, tolerance: 1e-9))
      let ty = card.view.layer.presentation()!.affineTransform.ty
      #expect(isApproximatelyEqual(ty, Self.height * Self.ease.progress(at: p), tolerance: 1e-6))
    }
  }

  @Test func releasingPastHalfwayDismisses() {
    let (h, a, card, delegate) = Self.presented()
    defer { h.stop() }
    h.timeline.play(Self.drag(to: 460), in: h.window)
    let p = h.progressAtLastChange(of: delegate.panGestureRecognizer) { delegate.percentDrivenInteractiveTransition }
    let ended = h.transitionEnd(of: card, probeAt: 0.9)
    h.run(to: 2.5)
    #expect(p() > 0.5)
    #expect(isApproximatelyEqual((ended() ?? -1), 1.2 + (1 - p()) * 0.5, tolerance: 1.0 / 60 + 1e-9))
    #expect(a.presentedViewController == nil)
    #expect(card.presentingViewController == nil)
    #expect(card.view.superview == nil)
    #expect(card.view.transform == .identity)
    #expect(a.view.superview != nil)
    #expect(Self.callbacks(h).suffix(2) == ["C.viewWillDisappear(true)", "C.viewDidDisappear(true)"])
    #expect(h.trace.lines.contains { $0.contains("interactionControllerForDismissal(using:)") })
  }

  @Test func turningBackCancelsAndLeavesTheCardPresented() {
    let (h, a, card, delegate) = Self.presented()
    defer { h.stop() }
    let superview = card.view.superview
    let frame = card.view.frame
    let before = Self.callbacks(h)
    h.timeline.play(Self.drag(to: 300, back: 200), in: h.window)
    let p = h.progressAtLastChange(of: delegate.panGestureRecognizer) { delegate.percentDrivenInteractiveTransition }
    let ended = h.transitionEnd(of: card, probeAt: 0.9)
    h.run(to: 2.5)
    #expect(p() > 0 && p() < 0.5)
    #expect(isApproximatelyEqual((ended() ?? -1), 1.4 + p() * 0.5, tolerance: 1.0 / 60 + 1e-9))
    #expect(a.presentedViewController === card)
    #expect(card.presentingViewController === a)
    #expect(card.view.superview === superview && superview != nil)
    #expect(card.view.frame == frame)
    #expect(card.view.transform == .identity && card.view.alpha == 1)
    #expect(card.view.layer.presentation()!.affineTransform == .identity)
    #expect(!card.isBeingDismissed)
    #expect(
      Array(Self.callbacks(h).dropFirst(before.count)) == [
        "C.viewWillDisappear(true)", "C.viewWillAppear(true)", "C.viewDidAppear(true)",
      ])
  }

  @Test func aDownwardFlickDismissesBeforeHalfway() {
    let (h, a, card, delegate) = Self.presented()
    defer { h.stop() }
    var track = TouchTrack(downAt: CGPoint(x: 150, y: 100), time: 0.7)
    track.move(to: CGPoint(x: 150, y: 160), duration: 0.2)
    track.flick(velocity: CGVector(dx: 0, dy: 900))
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: 2)
    #expect(a.presentedViewController == nil)
    #expect(card.view.superview == nil)
    #expect(delegate.percentDrivenInteractiveTransition == nil)
  }
}
