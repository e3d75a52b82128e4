import Foundation
import Testing

@testable import HeadlessUIKit

/// What an exit test printed to standard error.
private func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// QuartzCore is nonisolated, as in the SDK: layers, animations and timing functions are made
/// and configured anywhere, the media clock is read anywhere, and what needs the model's
/// main-actor animation engine checks the main actor and names the API when it is not there.
@Suite("QuartzCore isolation: nonisolated as in the SDK, the engine on the main actor")
struct QuartzCoreIsolationTests {
  /// Not `@MainActor`: runs on Swift's global executor, off the main actor.
  @Test func aStandAloneLayerAndItsAnimationsAreConfiguredOffTheMainActor() {
    let layer = CAShapeLayer()
    layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
    layer.opacity = 0.5
    layer.strokeEnd = 0.25
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    layer.speed = 0
    layer.timeOffset = 3
    #expect(layer.position == CGPoint(x: 30, y: 35))
    #expect(layer.localTime(forMediaTime: 100) == 3, "paused at its time offset")
    let presentation = layer.presentation()
    #expect(presentation?.opacity == 0.5 && presentation?.bounds.size == CGSize(width: 40, height: 30))
    #expect(layer.animationKeys() == nil)
    layer.removeAllAnimations()  // nothing attached: nothing to tell the engine
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = Double.pi
    spin.timingFunction = CAMediaTimingFunction(name: .easeOut)
    let copy = spin.copy() as? CABasicAnimation
    #expect(copy?.keyPath == "transform.rotation.z" && copy?.timingFunction == CAMediaTimingFunction(name: .easeOut))
    #expect(CACurrentMediaTime().isFinite)
  }

  @MainActor
  @Test func theMediaClockIsTheTimelinesOnEveryThread() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 7)
    #expect(CACurrentMediaTime() == 0.7)
    // Read on another thread while the main actor waits (no suspension: no other test moves
    // the clock meanwhile).
    final class Reading: @unchecked Sendable {
      var time: CFTimeInterval = -1
      var onMainThread = true
    }
    let reading = Reading()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      reading.time = CACurrentMediaTime()
      reading.onMainThread = Thread.isMainThread
      done.signal()
    }
    thread.start()
    done.wait()
    #expect(reading.time == 0.7 && !reading.onMainThread, "read on another thread")
  }

  @Test func addingAnAnimationOffTheMainActorTrapsNamingTheAPI() async {
    let message = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      })
    #expect(message.contains("CALayer.add(_:forKey:) was called off the main actor"))
  }

  @Test func aTransactionOffTheMainActorTrapsNamingTheAPI() async {
    let message = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        CATransaction.begin()
      })
    #expect(message.contains("CATransaction.begin() was called off the main actor"))
  }

  @Test func changingALayerInATreeOffTheMainActorTrapsNamingTheProperty() async {
    let message = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        child.opacity = 0  // an implicit animation needs the engine
      })
    #expect(message.contains("CALayer.opacity was called off the main actor"))
  }

  @MainActor
  @Test func onTheMainActorTheSameCallsAnimate() {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let parent = CALayer()
    let child = CALayer()
    parent.addSublayer(child)
    child.opacity = 0
    #expect(child.animationKeys() == ["opacity"], "the implicit animation")
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    child.opacity = 1
    CATransaction.commit()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.0
    fade.toValue = 1.0
    fade.duration = 1
    child.add(fade, forKey: "fade")
    timeline.advance(to: 5)
    #expect(abs((child.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
  }
}
