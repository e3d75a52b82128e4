import Foundation
import Testing

@testable import HeadlessUIKit

/// What an exit test printed to standard error.
private func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// QuartzCore is nonisolated, as in the SDK: layers, animations, transactions and timing
/// functions are made and configured anywhere, the media clock is read anywhere; what needs the
/// model's main-actor animation engine is applied there when the thread's transaction commits
/// (see `BackgroundLayerTests`), and a view's layer, which reaches UIKit's views, traps off the
/// main actor naming the API.
@Suite("QuartzCore isolation: nonisolated as in the SDK, views on the main actor")
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

  /// A view's layer reaches UIKit's views: changing it off the main actor traps, naming it.
  @Test func changingAViewsLayerOffTheMainActorTrapsNamingTheProperty() async {
    let message = standardError(
      await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
        final class Held: @unchecked Sendable {
          var view: AnyObject?
          var layer: CALayer?
        }
        let held = Held()
        await MainActor.run {
          let view = UIView()
          held.view = view
          held.layer = view.layer
        }
        held.layer?.opacity = 0
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
