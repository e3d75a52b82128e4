import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// Scripted touches through hit-testing into gesture recognizers: UIKit's state machine,
/// translation and velocity from the track, competition between recognizers.
@MainActor
@Suite("Gesture recognizers driven by scripted touch tracks")
struct GestureRecognizerTests {
  /// A 390 × 844 window at 60 fps with one full-size content view.
  @MainActor final class Rig {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    var log: [String] = []

    init() {
      window.addSubview(content)
      window.makeKeyAndVisible()
      timeline.advance(to: 0)
    }

    func run(_ track: TouchTrack, until seconds: TimeInterval) {
      timeline.play(track, in: window)
      let last = Int((seconds * 60).rounded())
      for frame in (timeline.currentFrame!.rawValue + 1)...last { timeline.advance(to: FrameIndex(frame)) }
    }

    /// Records "name state" for every action call.
    func watch(_ recognizer: UIGestureRecognizer, as name: String) {
      recognizer.addTarget(nil) { [unowned self] g in self.log.append("\(name) \(g.state)") }
    }
  }

  static func horizontalSwipe(from x0: CGFloat, to x1: CGFloat, at t: TimeInterval = 0.1, duration: TimeInterval = 0.5)
    -> TouchTrack
  {
    var track = TouchTrack(downAt: CGPoint(x: x0, y: 400), time: t)
    track.move(to: CGPoint(x: x1, y: 400), duration: duration)
    track.lift()
    return track
  }

  @Test func panStatesFollowUIKitsOrderAndBeginPastTheThreshold() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    rig.content.addGestureRecognizer(pan)
    var translations: [CGFloat] = []
    pan.addTarget(nil) { g in
      rig.log.append("\(g.state)")
      translations.append((g as! UIPanGestureRecognizer).translation(in: rig.content).x)
    }
    // 200 pt in 0.5 s: 6.67 pt per 60 Hz sample, so the second sample (13.3 pt) passes 10 pt.
    rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 1)
    #expect(rig.log.first == "began")
    #expect(rig.log.last == "ended")
    #expect(rig.log.dropFirst().dropLast().allSatisfy { $0 == "changed" })
    #expect(rig.log.count == 1 + 28 + 1)  // began at sample 2, changed at samples 3…30, ended
    #expect(isApproximatelyEqual(translations.first!, 200.0 * 2 / 30))
    #expect(isApproximatelyEqual(translations.last!, 200))
    #expect(pan.state == .possible, "reset after the sequence")
  }

  @Test func aLinearTrackReportsItsExactVelocity() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    rig.content.addGestureRecognizer(pan)
    var velocities: [CGFloat] = []
    pan.addTarget(nil) { g in velocities.append((g as! UIPanGestureRecognizer).velocity(in: nil).x) }
    rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 1)
    #expect(velocities.allSatisfy { isApproximatelyEqual($0, 400, tolerance: 1e-6) })
  }

  @Test func aFlickReleasesWithItsVelocityAndAHoldReleasesAtRest() {
    for (holds, expected) in [(false, 900.0), (true, 0.0)] {
      let rig = Rig()
      let pan = UIPanGestureRecognizer()
      rig.content.addGestureRecognizer(pan)
      var released = CGPoint(x: -1, y: -1)
      pan.addTarget(nil) { g in
        if g.state == .ended { released = (g as! UIPanGestureRecognizer).velocity(in: nil) }
      }
      var track = TouchTrack(downAt: CGPoint(x: 50, y: 400), time: 0.1)
      track.move(to: CGPoint(x: 150, y: 380), duration: 0.3, easing: .easeInOut)
      track.flick(velocity: CGVector(dx: 900, dy: 0), duration: 0.05)
      if holds { track.hold(for: 0.1) }
      track.lift()
      rig.run(track, until: 1)
      #expect(isApproximatelyEqual(released.x, expected, tolerance: 1e-6), "holds: \(holds)")
      #expect(isApproximatelyEqual(released.y, 0, tolerance: 1e-6))
    }
  }

  @Test func theSameTrackAlwaysYieldsTheSameVelocities() {
    func velocities() -> [CGPoint] {
      let rig = Rig()
      let pan = UIPanGestureRecognizer()
      rig.content.addGestureRecognizer(pan)
      var result: [CGPoint] = []
      pan.addTarget(nil) { g in result.append((g as! UIPanGestureRecognizer).velocity(in: nil)) }
      var track = TouchTrack(downAt: CGPoint(x: 20, y: 500), time: 0.2)
      track.move(through: [CGPoint(x: 120, y: 450), CGPoint(x: 260, y: 470)], duration: 0.4)
      track.lift()
      rig.run(track, until: 1)
      return result
    }
    let first = velocities()
    #expect(!first.isEmpty)
    #expect(first == velocities())
  }

  @Test func easedVelocityFollowsTheTrackDerivative() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    rig.content.addGestureRecognizer(pan)
    var track = TouchTrack(downAt: CGPoint(x: 40, y: 400), time: 0)
    track.move(to: CGPoint(x: 340, y: 400), duration: 0.6, easing: .easeOut)
    track.lift()
    var checked = 0
    pan.addTarget(nil) { g in
      guard g.state == .changed else { return }
      let pan = g as! UIPanGestureRecognizer
      // The two-sample estimate is the track's mean velocity over the last sample interval.
      let t = CACurrentMediaTime()
      let now = track.location(at: t).x
      let before = track.location(at: t - 1.0 / 60).x
      #expect(isApproximatelyEqual(pan.velocity(in: nil).x, (now - before) * 60, tolerance: 1e-6))
      checked += 1
    }
    rig.run(track, until: 1)
    #expect(checked > 20)
  }

  @Test func translationAndVelocityAreInTheRequestedViewsCoordinates() {
    let rig = Rig()
    let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
    rig.content.addSubview(scaled)
    let pan = UIPanGestureRecognizer()
    rig.content.addGestureRecognizer(pan)
    var seen: (CGPoint, CGPoint, CGPoint)?
    pan.addTarget(nil) { g in
      let pan = g as! UIPanGestureRecognizer
      if g.state == .ended {
        seen = (pan.translation(in: nil), pan.translation(in: scaled), pan.velocity(in: scaled))
      }
    }
    rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 1)
    #expect(seen?.0 == CGPoint(x: 200, y: 0))
    #expect(isApproximatelyEqual(seen!.1, CGPoint(x: 100, y: 0)))
    #expect(isApproximatelyEqual(seen!.2, CGPoint(x: 200, y: 0), tolerance: 1e-6))
  }

  @Test func setTranslationRestartsTheMeasurement() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    rig.content.addGestureRecognizer(pan)
    var last = CGPoint.zero
    pan.addTarget(nil) { g in
      let pan = g as! UIPanGestureRecognizer
      if g.state == .changed { last = pan.translation(in: rig.content) }
      pan.setTranslation(.zero, in: rig.content)
    }
    rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 1)
    // Each call sees only the movement since the previous one: one sample, 6.67 pt.
    #expect(isApproximatelyEqual(last.x, 200.0 / 30, tolerance: 1e-9))
  }

  @Test func aPanLiftedBeforeTheThresholdFailsWithoutCallingItsTargets() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    rig.content.addGestureRecognizer(pan)
    rig.watch(pan, as: "pan")
    rig.run(Self.horizontalSwipe(from: 100, to: 108, duration: 0.2), until: 1)
    #expect(rig.log.isEmpty)
    #expect(pan.state == .possible)
  }

  @Test func theEdgePanBeginsOnlyFromItsEdgeAndAwayFromIt() {
    for (x0, x1, edges, begins) in [
      (5.0, 200.0, UIRectEdge.left, true), (60.0, 200.0, .left, false), (385.0, 100.0, .right, true),
      (5.0, 200.0, .right, false), (385.0, 100.0, .left, false),
    ] {
      let rig = Rig()
      let edge = UIScreenEdgePanGestureRecognizer()
      edge.edges = edges
      rig.content.addGestureRecognizer(edge)
      rig.watch(edge, as: "edge")
      rig.run(Self.horizontalSwipe(from: x0, to: x1), until: 1)
      #expect((rig.log.first == "edge began") == begins, "from \(x0) to \(x1), edges \(edges.rawValue)")
    }
  }

  @Test func theDeepestRecognizerWinsUnlessTheyRecognizeSimultaneously() {
    final class Simultaneous: UIGestureRecognizerDelegate {
      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool { true }
    }
    let allow = Simultaneous()
    for simultaneous in [false, true] {
      let rig = Rig()
      let child = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
      rig.content.addSubview(child)
      let inner = UIPanGestureRecognizer()
      let outer = UIPanGestureRecognizer()
      child.addGestureRecognizer(inner)
      rig.content.addGestureRecognizer(outer)
      if simultaneous { outer.delegate = allow }
      rig.watch(inner, as: "inner")
      rig.watch(outer, as: "outer")
      rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 1)
      #expect(rig.log.first == "inner began")
      #expect(rig.log.contains("outer began") == simultaneous)
    }
  }

  @Test func aDelegateRefusingToBeginMakesItFail() {
    final class Refuse: UIGestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
    let refuse = Refuse()
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    pan.delegate = refuse
    rig.content.addGestureRecognizer(pan)
    rig.watch(pan, as: "pan")
    rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 1)
    #expect(rig.log.isEmpty)
  }

  @Test func tapsRecognizeOnLiftAndFailWhenTheFingerMoves() {
    let rig = Rig()
    let tap = UITapGestureRecognizer()
    rig.content.addGestureRecognizer(tap)
    rig.watch(tap, as: "tap")
    var still = TouchTrack(downAt: CGPoint(x: 200, y: 200), time: 0.1)
    still.hold(for: 0.1)
    still.lift()
    rig.run(still, until: 0.5)
    #expect(rig.log == ["tap ended"])
    rig.run(Self.horizontalSwipe(from: 100, to: 150, at: 0.6, duration: 0.2), until: 1)
    #expect(rig.log == ["tap ended"])
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    func run(taps: Int) -> [String] {
      let rig = Rig()
      let single = UITapGestureRecognizer()
      let double = UITapGestureRecognizer()
      double.numberOfTapsRequired = 2
      single.require(toFail: double)
      rig.content.addGestureRecognizer(single)
      rig.content.addGestureRecognizer(double)
      rig.watch(single, as: "single")
      rig.watch(double, as: "double")
      for i in 0..<taps {
        var track = TouchTrack(downAt: CGPoint(x: 200, y: 200), time: 0.1 + Double(i) * 0.2)
        track.hold(for: 0.05)
        track.lift()
        rig.timeline.play(track, in: rig.window)
      }
      for frame in 1...90 { rig.timeline.advance(to: FrameIndex(frame)) }
      return rig.log
    }
    #expect(run(taps: 1) == ["single ended"])
    #expect(run(taps: 2) == ["double ended"])
  }

  @Test func aLongPressBeginsAfterItsDurationAndFailsWhenLiftedEarly() {
    for (hold, expected) in [(0.8, ["press began", "press ended"]), (0.3, [])] {
      let rig = Rig()
      let press = UILongPressGestureRecognizer()
      rig.content.addGestureRecognizer(press)
      var beganAt: TimeInterval?
      press.addTarget(nil) { g in
        rig.log.append("press \(g.state)")
        if g.state == .began { beganAt = CACurrentMediaTime() }
      }
      var track = TouchTrack(downAt: CGPoint(x: 200, y: 200), time: 0.1)
      track.hold(for: hold)
      track.lift()
      rig.run(track, until: 1.5)
      #expect(rig.log == expected)
      if hold > 0.5 { #expect(isApproximatelyEqual(beganAt!, 0.6, tolerance: 1.0 / 60)) }
    }
  }

  @Test func hitTestingSkipsHiddenDisabledAndTransparentViewsAndPrefersLaterSubviews() {
    let rig = Rig()
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let b = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
    rig.content.addSubview(a)
    rig.content.addSubview(b)
    #expect(rig.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === b)
    b.isHidden = true
    #expect(rig.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === a)
    a.isUserInteractionEnabled = false
    #expect(rig.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === rig.content)
    a.isUserInteractionEnabled = true
    a.alpha = 0.005
    #expect(rig.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === rig.content)
    a.alpha = 1
    a.transform = CGAffineTransform(translationX: 300, y: 0)
    #expect(rig.window.hitTest(CGPoint(x: 350, y: 50), with: nil) === a)
    #expect(rig.window.hitTest(CGPoint(x: 500, y: 50), with: nil) === nil)
  }

  @Test func recognizingCancelsTheViewsTouches() {
    final class Tracking: UIView {
      var events: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("began") }
      override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("moved") }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("ended") }
      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { events.append("cancelled") }
    }
    let rig = Rig()
    let view = Tracking(frame: rig.content.bounds)
    rig.content.addSubview(view)
    rig.content.addGestureRecognizer(UIPanGestureRecognizer())
    rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 1)
    #expect(view.events == ["began", "moved", "cancelled"])
  }

  @Test func methodReferenceTargetsAreCalledTypedAndHeldWeakly() {
    final class Handler {
      var calls = 0
      func handlePan(_ pan: UIPanGestureRecognizer) { calls += 1 }
    }
    let rig = Rig()
    var handler: Handler? = Handler()
    let pan = UIPanGestureRecognizer(target: handler!, action: Handler.handlePan)
    rig.content.addGestureRecognizer(pan)
    rig.run(Self.horizontalSwipe(from: 100, to: 300), until: 0.7)
    #expect(handler!.calls == 30)
    weak let gone = handler
    handler = nil
    #expect(gone == nil, "the recognizer does not retain its target")
    rig.run(Self.horizontalSwipe(from: 100, to: 300, at: 0.8), until: 1.5)
  }

  @Test func samplesAreTimedByIndexAndSkipStillFingers() {
    var track = TouchTrack(downAt: CGPoint(x: 0, y: 0), time: 1)
    track.move(to: CGPoint(x: 60, y: 0), duration: 0.1)
    track.hold(for: 0.2)
    track.lift()
    let samples = track.samples
    #expect(samples.first == TouchSample(time: 1, location: .zero, phase: .began))
    #expect(samples.last == TouchSample(time: 1.3, location: CGPoint(x: 60, y: 0), phase: .ended))
    let moved = samples.filter { $0.phase == .moved }
    #expect(moved.count == 6)  // 1/60 … 6/60 s, then nothing while held
    #expect(moved.map(\.time) == (1...6).map { 1 + Double($0) / 60 })
  }
}
