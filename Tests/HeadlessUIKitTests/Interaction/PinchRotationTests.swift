import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` against scripted two-finger
/// gestures: start thresholds, `scale`/`rotation` and `velocity` from the fingers, states,
/// one finger lifting, and simultaneous recognition.
@MainActor
@Suite("Pinch and rotation gesture recognizers")
struct PinchRotationTests {
  typealias Rig = MultiTouchTests.Rig

  final class Simultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
  }

  @Test func aPinchBeginsPastTheThresholdAndReportsTheDistanceRatio() {
    let rig = Rig()
    let pinch = UIPinchGestureRecognizer()
    rig.content.addGestureRecognizer(pinch)
    var reports: [(state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat, touches: Int)] = []
    pinch.addTarget(nil) { g in
      let p = g as! UIPinchGestureRecognizer
      reports.append((p.state, p.scale, p.velocity, p.numberOfTouches))
    }
    // 200 → 100 pt in 0.5 s: 3.33 pt a sample; the third sample (10 pt) passes the 8 pt threshold.
    rig.run(.pinch(center: CGPoint(x: 195, y: 400), from: 200, to: 100, time: 0.1, duration: 0.5), until: 1)
    #expect(UIPinchGestureRecognizer.hysteresis == 8)
    #expect(
      reports.map(\.state) == [UIGestureRecognizer.State.began] + Array(repeating: .changed, count: 27) + [.ended])
    #expect(isApproximatelyEqual(reports[0].scale, 0.95), "the movement that made it begin counts")
    for (k, report) in reports.dropLast().enumerated() {
      let distance = 200 - 100 * CGFloat(k + 3) / 30
      #expect(isApproximatelyEqual(report.scale, distance / 200, tolerance: 1e-12))
      #expect(isApproximatelyEqual(report.velocity, -1, tolerance: 1e-9), "−0.5 scale in 0.5 s")
      #expect(report.touches == 2)
    }
    #expect(isApproximatelyEqual(reports.last!.scale, 0.5, tolerance: 1e-12))
    #expect(pinch.state == .possible && pinch.scale == 1 && pinch.velocity == 0, "reset after the sequence")
  }

  @Test func settingTheScaleRebasesItAndResetsTheVelocity() {
    let rig = Rig()
    let pinch = UIPinchGestureRecognizer()
    rig.content.addGestureRecognizer(pinch)
    var scales: [CGFloat] = []
    var velocities: [CGFloat] = []
    pinch.addTarget(nil) { g in
      let p = g as! UIPinchGestureRecognizer
      scales.append(p.scale)
      velocities.append(p.velocity)
      p.scale = 1  // as Apple's sample applies it incrementally
      #expect(p.velocity == 0)
    }
    // 100 → 200 pt: the product of the incremental scales is the whole 2×.
    rig.run(.pinch(center: CGPoint(x: 195, y: 400), from: 100, to: 200, time: 0.1, duration: 0.5), until: 1)
    let product = scales.dropLast().reduce(1, *)
    #expect(isApproximatelyEqual(product, 2, tolerance: 1e-9))
    #expect(
      velocities.dropFirst().dropLast().allSatisfy { $0 > 0 }, "after a reset the next sample gives the velocity again")
  }

  @Test func aPinchStaysInProgressWithOneFingerAndEndsWhenBothLift() {
    let rig = Rig()
    let pinch = UIPinchGestureRecognizer()
    rig.content.addGestureRecognizer(pinch)
    var reports: [(UIGestureRecognizer.State, CGFloat, Int)] = []
    pinch.addTarget(nil) { g in
      reports.append((g.state, (g as! UIPinchGestureRecognizer).scale, g.numberOfTouches))
    }
    // Finger 0 moves left 60 pt in 0.3 s and lifts; finger 1 stays down until 0.8 s, then
    // moves alone (which changes nothing) and lifts.
    var left = TouchTrack(downAt: CGPoint(x: 145, y: 400), time: 0.1)
    left.move(to: CGPoint(x: 85, y: 400), duration: 0.3)
    left.lift()
    var right = TouchTrack(downAt: CGPoint(x: 245, y: 400), time: 0.1)
    right.hold(for: 0.5)
    right.move(to: CGPoint(x: 300, y: 400), duration: 0.2)
    right.lift()
    rig.run(TouchGesture(tracks: [left, right]), until: 1.2)
    #expect(reports.first?.0 == .began)
    #expect(reports.last?.0 == .ended, "ends when the last finger lifts")
    #expect(reports.last?.2 == 1, "one finger was left")
    #expect(isApproximatelyEqual(reports.last!.1, 160 / 100.0, tolerance: 1e-12), "the scale is held")
    #expect(reports.dropLast().allSatisfy { $0.2 == 2 }, "no change reported with one finger")
  }

  @Test func aRotationReportsTheTurnInRadiansClockwise() {
    let rig = Rig()
    let rotation = UIRotationGestureRecognizer()
    rig.content.addGestureRecognizer(rotation)
    var reports: [(state: UIGestureRecognizer.State, rotation: CGFloat, velocity: CGFloat)] = []
    rotation.addTarget(nil) { g in
      let r = g as! UIRotationGestureRecognizer
      reports.append((r.state, r.rotation, r.velocity))
    }
    // A quarter turn clockwise in 0.5 s: π/60 a sample; the second sample passes 0.07 rad.
    rig.run(
      .rotation(center: CGPoint(x: 195, y: 400), distance: 200, to: .pi / 2, time: 0.1, duration: 0.5), until: 1)
    #expect(UIRotationGestureRecognizer.hysteresis == 0.07)
    #expect(
      reports.map(\.state) == [UIGestureRecognizer.State.began] + Array(repeating: .changed, count: 28) + [.ended])
    for (k, report) in reports.dropLast().enumerated() {
      #expect(isApproximatelyEqual(report.rotation, .pi / 2 * CGFloat(k + 2) / 30, tolerance: 1e-9))
      #expect(isApproximatelyEqual(report.velocity, .pi, tolerance: 1e-6), "π/2 in 0.5 s")
    }
    #expect(isApproximatelyEqual(reports.last!.rotation, .pi / 2, tolerance: 1e-9))
  }

  @Test func aRotationBeyondHalfATurnKeepsCounting() {
    let rig = Rig()
    let rotation = UIRotationGestureRecognizer()
    rig.content.addGestureRecognizer(rotation)
    var last: CGFloat = 0
    rotation.addTarget(nil) { g in last = (g as! UIRotationGestureRecognizer).rotation }
    rig.run(
      .rotation(center: CGPoint(x: 195, y: 400), distance: 200, from: 0, to: -1.5 * .pi, time: 0.1, duration: 0.5),
      until: 1)
    #expect(isApproximatelyEqual(last, -1.5 * .pi, tolerance: 1e-9), "three quarters anticlockwise")
  }

  @Test func pinchAndRotationCompeteUnlessTheDelegateAllowsBoth() {
    for allowed in [false, true] {
      let rig = Rig()
      let pinch = UIPinchGestureRecognizer()
      let rotation = UIRotationGestureRecognizer()
      let delegate = Simultaneous()
      if allowed { pinch.delegate = delegate }
      rig.content.addGestureRecognizer(pinch)
      rig.content.addGestureRecognizer(rotation)
      rig.watch(pinch, as: "pinch")
      rig.watch(rotation, as: "rotation")
      // Closing while turning: the rotation passes its threshold on sample 2, the pinch on 3.
      rig.run(
        .twoFingers(
          center: CGPoint(x: 195, y: 400), startDistance: 200, endDistance: 100, startAngle: 0, endAngle: .pi / 2,
          time: 0.1, duration: 0.5),
        until: 1)
      let began = rig.log.filter { $0.hasSuffix("began") }
      if allowed {
        #expect(began == ["rotation began", "pinch began"])
        #expect(rig.log.last == "rotation ended" || rig.log.last == "pinch ended")
        #expect(rig.log.contains("pinch ended") && rig.log.contains("rotation ended"))
      } else {
        #expect(began == ["rotation began"], "the first to recognize makes the other fail")
        #expect(!rig.log.contains { $0.hasPrefix("pinch") })
      }
    }
  }

  @Test func aPinchIgnoresAThirdFinger() {
    let rig = Rig()
    let pinch = UIPinchGestureRecognizer()
    rig.content.addGestureRecognizer(pinch)
    var counts: [Int] = []
    pinch.addTarget(nil) { g in counts.append(g.numberOfTouches) }
    var third = TouchTrack(downAt: CGPoint(x: 195, y: 700), time: 0.2)
    third.move(to: CGPoint(x: 195, y: 800), duration: 0.2)
    third.lift()
    rig.timeline.play(third, in: rig.window)
    rig.run(.pinch(center: CGPoint(x: 195, y: 400), from: 200, to: 100, time: 0.1, duration: 0.5), until: 1)
    #expect(!counts.isEmpty && counts.allSatisfy { $0 == 2 })
  }
}
