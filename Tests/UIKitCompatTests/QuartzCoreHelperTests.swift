import Foundation
import Testing
import UIKit

/// The angle of the z rotation in `transform` (radians, −π…π).
private func rotationAngle(_ transform: CATransform3D) -> CGFloat {
  return atan2(transform.m12, transform.m11)
}

@Suite("QuartzCore helpers written as on iOS: nonisolated, then used on the main actor (Swift 5 mode)")
struct QuartzCoreHelperTests {
  /// Not `@MainActor`: Swift Testing runs this off the main actor, as an iOS background queue
  /// would build layers and animations. Making and configuring them needs no main actor.
  @Test func layersAndAnimationsAreMadeOffTheMainActor() async {
    let ring = makeRingLayer(diameter: 40, color: UIColor.blue.cgColor)
    #expect(ring.bounds == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(ring.position == CGPoint(x: 20, y: 20))
    #expect(ring.path?.boundingBox == CGRect(x: 2, y: 2, width: 36, height: 36))
    #expect(ring.strokeEnd == 0.75 && ring.lineWidth == 4 && ring.fillColor == nil)
    #expect(ring.presentation()?.frame == ring.frame, "no animation: the presentation is the model")
    let spin = makeSpinAnimation(duration: 2)
    #expect(spin.keyPath == "transform.rotation.z")
    #expect(spin.toValue as? Double == 2 * Double.pi && spin.duration == 2 && spin.repeatCount == .infinity)
    #expect(spin.timingFunction == CAMediaTimingFunction(name: .linear))
    #expect(CACurrentMediaTime().isFinite)
  }

  @MainActor
  @Test func aSpinnerTurnsPausesAndResumesThroughTheHelpers() {
    let screen = makeScreen("Spinner", color: .white)
    let bench = TestBench(root: screen)
    let ring = makeRingLayer(diameter: 40, color: UIColor.blue.cgColor)
    screen.view.layer.addSublayer(ring)
    startSpinning(ring, duration: 1)
    bench.run(to: 0.25)
    #expect(close(rotationAngle(ring.presentation()!.transform), .pi / 2), "a quarter turn at 0.25 s")
    let pausedAt = CACurrentMediaTime()
    #expect(close(pausedAt, 0.25), "the media clock is the timeline's")
    pauseLayer(ring)
    bench.run(to: 0.5)
    #expect(close(rotationAngle(ring.presentation()!.transform), .pi / 2), "paused: still a quarter turn")
    #expect(close(secondsSince(pausedAt), 0.25))
    resumeLayer(ring)
    bench.run(to: 0.75)
    #expect(close(abs(rotationAngle(ring.presentation()!.transform)), .pi), "half a turn after 0.5 s of spinning")
    #expect(ring.animationKeys() == ["spin"])
  }

  @MainActor
  @Test func transactionHelpersAnimateImplicitlyAndRunTheirCompletion() {
    let screen = makeScreen("Fade", color: .white)
    let bench = TestBench(root: screen)
    let ring = makeRingLayer(diameter: 40, color: UIColor.red.cgColor)
    screen.view.layer.addSublayer(ring)
    var events: [String] = []
    fade(ring, to: 0, duration: 1) { events.append("faded at \(CACurrentMediaTime())") }
    #expect(ring.opacity == 0, "the model value changes at once")
    bench.run(to: 0.5)
    #expect(close(CGFloat(ring.presentation()!.opacity), 0.5), "halfway through a linear 1 s fade")
    #expect(events.isEmpty)
    bench.run(to: 1.1)
    #expect(events == ["faded at 1.0"], "the completion runs on the tick the fade ends")
    setWithoutAnimation(ring, opacity: 1)
    #expect(ring.animationKeys() == nil, "actions disabled: no implicit animation")
    #expect(ring.presentation()!.opacity == 1)
  }
}
