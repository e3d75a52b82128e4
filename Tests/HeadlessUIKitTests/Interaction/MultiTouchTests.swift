import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// Several fingers at once: one event per sample time carrying every finger,
/// `isMultipleTouchEnabled`, `numberOfTouches`, and the multi-finger rules of pan, tap and
/// long press.
@MainActor
@Suite("Multi-touch delivery: several UITouches per UIEvent")
struct MultiTouchTests {
  /// A 390 × 844 window at 60 fps with one full-size content view.
  @MainActor final class Rig {
    let timeline = Timeline(fps: 60)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    let content: UIView
    var log: [String] = []

    init(content: UIView = UIView()) {
      self.content = content
      content.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      window.addSubview(content)
      window.makeKeyAndVisible()
      timeline.advance(to: 0)
    }

    func advance(until seconds: TimeInterval) {
      let last = Int((seconds * 60).rounded())
      for frame in (timeline.currentFrame!.rawValue + 1)...last { timeline.advance(to: FrameIndex(frame)) }
    }

    func run(_ gesture: TouchGesture, until seconds: TimeInterval) {
      timeline.play(gesture, in: window)
      advance(until: seconds)
    }

    func watch(_ recognizer: UIGestureRecognizer, as name: String) {
      recognizer.addTarget(nil) { [unowned self] g in self.log.append("\(name) \(g.state)") }
    }
  }

  /// A view logging each touches call as "phase:count/allTouches".
  final class TouchLogView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("began:\(touches.count)/\(event?.allTouches?.count ?? 0)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("moved:\(touches.count)/\(event?.allTouches?.count ?? 0)")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("ended:\(touches.count)/\(event?.allTouches?.count ?? 0)")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      calls.append("cancelled:\(touches.count)/\(event?.allTouches?.count ?? 0)")
    }
  }

  /// A horizontal finger from `x0` to `x1` at height `y`, down at `t` for `duration` seconds.
  static func finger(y: CGFloat, from x0: CGFloat, to x1: CGFloat, at t: TimeInterval, duration: TimeInterval)
    -> TouchTrack
  {
    var track = TouchTrack(downAt: CGPoint(x: x0, y: y), time: t)
    track.move(to: CGPoint(x: x1, y: y), duration: duration)
    track.lift()
    return track
  }

  @Test func aPinchIsOneEventPerSampleWithBothFingers() {
    let gesture = TouchGesture.pinch(
      center: CGPoint(x: 195, y: 400), from: 200, to: 100, time: 0.1, duration: 0.5)
    let events = gesture.events
    #expect(events.count == 32, "down, 30 moves at 60 Hz, up")
    #expect(events.allSatisfy { $0.count == 2 && Set($0.map(\.finger)) == [0, 1] })
    #expect(events.first!.map(\.phase) == [.began, .began])
    #expect(events.first!.map(\.location) == [CGPoint(x: 95, y: 400), CGPoint(x: 295, y: 400)])
    #expect(events.last!.map(\.phase) == [.ended, .ended])
    #expect(events.last!.map(\.location) == [CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)])
    #expect(gesture.events == events, "the same gesture always gives the same samples")
  }

  @Test func aMultipleTouchViewGetsBothFingersAsSets() {
    let view = TouchLogView()
    view.isMultipleTouchEnabled = true
    let rig = Rig(content: view)
    rig.run(.pinch(center: CGPoint(x: 195, y: 400), from: 200, to: 300, time: 0.1, duration: 0.1), until: 0.5)
    #expect(view.calls == ["began:2/2"] + Array(repeating: "moved:2/2", count: 6) + ["ended:2/2"])
  }

  @Test func aViewWithoutMultipleTouchGetsOnlyTheFirstFingerButItsRecognizersGetBoth() {
    let view = TouchLogView()
    #expect(!view.isMultipleTouchEnabled, "UIKit's default")
    let rig = Rig(content: view)
    let pinch = UIPinchGestureRecognizer()
    pinch.cancelsTouchesInView = false
    view.addGestureRecognizer(pinch)
    var touchCounts: [Int] = []
    pinch.addTarget(nil) { g in touchCounts.append(g.numberOfTouches) }
    rig.run(.pinch(center: CGPoint(x: 195, y: 400), from: 200, to: 300, time: 0.1, duration: 0.1), until: 0.5)
    #expect(view.calls == ["began:1/2"] + Array(repeating: "moved:1/2", count: 6) + ["ended:1/2"])
    #expect(!touchCounts.isEmpty && touchCounts.allSatisfy { $0 == 2 })
  }

  @Test func aFingerThatDoesNotMoveIsStationaryInTheEvent() {
    let view = TouchLogView()
    view.isMultipleTouchEnabled = true
    let rig = Rig(content: view)
    var phases: [[UITouch.Phase]] = []
    let pan = UIPanGestureRecognizer()
    pan.cancelsTouchesInView = false
    view.addGestureRecognizer(pan)
    pan.addTarget(nil) { g in
      phases.append(g.trackedTouches.map(\.phase))
    }
    // Finger A holds still at (100, 300) from 0.1 s to 0.6 s; finger B drags from 0.2 s.
    var holding = TouchTrack(downAt: CGPoint(x: 100, y: 300), time: 0.1)
    holding.hold(for: 0.5)
    holding.lift()
    let moving = Self.finger(y: 500, from: 100, to: 300, at: 0.2, duration: 0.2)
    rig.timeline.play(holding, in: rig.window)
    rig.timeline.play(moving, in: rig.window)
    rig.advance(until: 1)
    #expect(view.calls.first == "began:1/1")
    #expect(view.calls[1] == "began:1/2", "B goes down while A is down: two touches in the event")
    #expect(view.calls.contains("moved:1/2"), "B moves alone; A is stationary in allTouches")
    #expect(phases.contains { $0 == [.stationary, .moved] })
  }

  @Test func eventTouchesForAViewAndForARecognizer() {
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
    let right = UIView(frame: CGRect(x: 195, y: 0, width: 195, height: 844))
    let rig = Rig()
    rig.content.addSubview(left)
    rig.content.addSubview(right)
    let tap = UITapGestureRecognizer()
    left.addGestureRecognizer(tap)
    var seen: [Int] = []
    final class Probe: UIView {
      var onBegan: ((UIEvent?) -> Void)?
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan?(event) }
    }
    let probe = Probe(frame: CGRect(x: 0, y: 0, width: 195, height: 844))
    left.addSubview(probe)
    probe.onBegan = { event in
      guard let event else { return }
      seen = [
        event.allTouches?.count ?? -1, event.touches(for: probe)?.count ?? -1, event.touches(for: right)?.count ?? -1,
        event.touches(for: tap)?.count ?? -1, event.touches(for: rig.window)?.count ?? -1,
      ]
    }
    // A finger on the right half, then one on the left (the probe) while it is down.
    var first = TouchTrack(downAt: CGPoint(x: 300, y: 400), time: 0.1)
    first.hold(for: 0.3)
    first.lift()
    var second = TouchTrack(downAt: CGPoint(x: 100, y: 400), time: 0.2)
    second.hold(for: 0.1)
    second.lift()
    rig.timeline.play(first, in: rig.window)
    rig.timeline.play(second, in: rig.window)
    rig.advance(until: 0.3)
    #expect(seen == [2, 1, 1, 1, 2])
  }

  @Test func aTwoFingerPanFollowsTheCentroidAndAOneFingerDragDoesNotBeginIt() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    pan.minimumNumberOfTouches = 2
    rig.content.addGestureRecognizer(pan)
    rig.watch(pan, as: "pan")
    var translations: [CGPoint] = []
    pan.addTarget(nil) { g in translations.append((g as! UIPanGestureRecognizer).translation(in: nil)) }
    rig.timeline.play(Self.finger(y: 400, from: 100, to: 300, at: 0.1, duration: 0.3), in: rig.window)
    rig.advance(until: 0.6)
    #expect(rig.log.isEmpty, "one finger is below minimumNumberOfTouches: the pan fails")

    // Two fingers moving right together by 120 pt.
    let gesture = TouchGesture(tracks: [
      Self.finger(y: 300, from: 100, to: 220, at: 0.7, duration: 0.3),
      Self.finger(y: 500, from: 100, to: 220, at: 0.7, duration: 0.3),
    ])
    rig.run(gesture, until: 1.2)
    #expect(rig.log.first == "pan began" && rig.log.last == "pan ended")
    #expect(isApproximatelyEqual(translations.last!, CGPoint(x: 120, y: 0)))
  }

  @Test func aFingerLiftingMidPanKeepsTheTranslationContinuous() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    rig.content.addGestureRecognizer(pan)
    var translations: [CGFloat] = []
    var counts: [Int] = []
    pan.addTarget(nil) { g in
      translations.append((g as! UIPanGestureRecognizer).translation(in: nil).x)
      counts.append(g.numberOfTouches)
    }
    // Both move right at 400 pt/s; the lower finger lifts at 0.35 s, 40 pt before the upper.
    let gesture = TouchGesture(tracks: [
      Self.finger(y: 300, from: 100, to: 260, at: 0.0 + 0.05, duration: 0.4),
      Self.finger(y: 500, from: 300, to: 420, at: 0.05, duration: 0.3),
    ])
    rig.run(gesture, until: 1)
    #expect(counts.contains(2) && counts.contains(1))
    let steps = zip(translations, translations.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { $0 >= -1e-9 && $0 < 7 }, "no jump when the centroid loses a finger: \(steps)")
    #expect(isApproximatelyEqual(translations.last!, 160), "the remaining finger's whole run")
  }

  @Test func aTwoFingerTapNeedsBothFingers() {
    let rig = Rig()
    let tap = UITapGestureRecognizer()
    tap.numberOfTouchesRequired = 2
    rig.content.addGestureRecognizer(tap)
    rig.watch(tap, as: "tap")
    func press(_ x: CGFloat, at t: TimeInterval, for duration: TimeInterval) -> TouchTrack {
      var track = TouchTrack(downAt: CGPoint(x: x, y: 400), time: t)
      track.hold(for: duration)
      track.lift()
      return track
    }
    rig.timeline.play(press(100, at: 0.1, for: 0.05), in: rig.window)
    rig.advance(until: 0.5)
    #expect(rig.log.isEmpty, "one finger is not a two-finger tap")
    // Two fingers down 1/60 s apart, lifted one after the other: one tap.
    rig.timeline.play(
      TouchGesture(tracks: [press(100, at: 0.6, for: 0.1), press(200, at: 0.62, for: 0.1)]), in: rig.window)
    rig.advance(until: 1)
    #expect(rig.log == ["tap ended"])
    #expect(tap.state == .possible)
  }

  @Test func aTwoFingerLongPressBeginsWithBothDownAndEndsWhenOneLifts() {
    let rig = Rig()
    let press = UILongPressGestureRecognizer()
    press.numberOfTouchesRequired = 2
    rig.content.addGestureRecognizer(press)
    rig.watch(press, as: "press")
    var first = TouchTrack(downAt: CGPoint(x: 100, y: 400), time: 0.1)
    first.hold(for: 1)
    first.lift()
    var second = TouchTrack(downAt: CGPoint(x: 200, y: 400), time: 0.1)
    second.hold(for: 0.8)
    second.lift()
    rig.run(TouchGesture(tracks: [first, second]), until: 1.5)
    #expect(rig.log == ["press began", "press ended"])
  }

  @Test func aPanWithAMaximumOfOneFailsWhenASecondFingerLandsFirst() {
    let rig = Rig()
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    rig.content.addGestureRecognizer(pan)
    rig.watch(pan, as: "pan")
    rig.run(.pinch(center: CGPoint(x: 195, y: 400), from: 100, to: 300, time: 0.1, duration: 0.3), until: 0.8)
    #expect(rig.log.isEmpty)
  }
}
