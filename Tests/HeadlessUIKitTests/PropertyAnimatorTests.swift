import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIViewPropertyAnimator: states, clock, scrubbing, reversing, completions")
struct PropertyAnimatorTests {
  /// A timeline at `fps` ticked to frame 0, and a view at x = 0 in a container.
  static func scene(fps: Int = 10) -> (Timeline, UIView) {
    let timeline = Timeline(fps: fps)
    timeline.advance(to: 0)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    container.addSubview(view)
    view.center.x = 0
    return (timeline, view)
  }

  static func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

  static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

  @Test func runningFollowsTheCurveThenCompletesAtTheEnd() {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
    var finished: [UIViewAnimatingPosition] = []
    animator.addCompletion { finished.append($0) }
    #expect(animator.state == .inactive)
    #expect(view.center.x == 0, "blocks run when the animator starts, as in UIKit")
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(view.center.x == 100, "the model takes the end value at once")
    for frame in 1...9 {
      timeline.advance(to: FrameIndex(frame))
      let t = Double(frame) / 10
      let expected = 100 * TimingCurve.easeInOut.progress(elapsed: t, duration: 1)
      #expect(Self.close(Self.shownX(view), expected), "frame \(frame)")
      #expect(abs(animator.fractionComplete - t) < 1e-9, "fractionComplete is elapsed time")
    }
    #expect(finished.isEmpty)
    timeline.advance(to: 10)
    #expect(finished == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(view.layer.animationKeys() == nil)
    #expect(view.center.x == 100 && Self.shownX(view) == 100)
  }

  @Test func pausedAnimatorScrubsLinearlyThenResumesOnTheCurve() {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
    var endTime: TimeInterval?
    animator.addCompletion { _ in endTime = CACurrentMediaTime() }
    animator.pauseAnimation()
    #expect(animator.state == .active && !animator.isRunning)
    for fraction in [0.1, 0.25, 0.5, 0.8, 0.4] {
      animator.fractionComplete = fraction
      #expect(Self.close(Self.shownX(view), 100 * fraction), "linear at \(fraction)")
    }
    timeline.advance(to: 5)
    #expect(Self.close(Self.shownX(view), 40), "a paused animator does not move")
    animator.startAnimation()
    #expect(Self.close(Self.shownX(view), 40), "no jump on resume")
    timeline.advance(to: 8)
    // The rest (40 → 100) runs on the curve over the remaining 0.6 s.
    let expected = 40 + 60 * TimingCurve.easeInOut.progress(elapsed: 0.3, duration: 0.6)
    #expect(Self.close(Self.shownX(view), expected))
    timeline.advance(to: 10)
    #expect(endTime == nil)
    timeline.advance(to: 11)
    #expect(endTime == 1.1)
  }

  @Test func settingFractionCompleteWhileRunningIsIgnored() {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.startAnimation()
    timeline.advance(to: 3)
    animator.fractionComplete = 0.9
    #expect(abs(animator.fractionComplete - 0.3) < 1e-9)
    #expect(Self.close(Self.shownX(view), 30))
  }

  @Test func reversingMidFlightEndsAtTheStartWithTheModelRestored() {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    var finished: [UIViewAnimatingPosition] = []
    animator.addCompletion { finished.append($0) }
    animator.startAnimation()
    timeline.advance(to: 4)
    #expect(Self.close(Self.shownX(view), 40))
    animator.isReversed = true
    #expect(animator.isRunning)
    timeline.advance(to: 6)
    #expect(Self.close(Self.shownX(view), 20))
    timeline.advance(to: 7)
    #expect(finished.isEmpty)
    timeline.advance(to: 8)
    #expect(finished == [.start])
    #expect(view.center.x == 0, "the model is set back to the start value")
    #expect(Self.shownX(view) == 0)
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func stopThenFinishAtCurrentKeepsWhatIsShown() {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 100 }
    var finished: [UIViewAnimatingPosition] = []
    animator.addCompletion { finished.append($0) }
    animator.startAnimation()
    timeline.advance(to: 3)
    let shown = Self.shownX(view)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(Self.close(view.center.x, shown), "stopping sets the model to the presentation")
    #expect(view.layer.animationKeys() == nil)
    #expect(finished.isEmpty)
    animator.finishAnimation(at: .current)
    #expect(finished == [.current])
    #expect(animator.state == .inactive)
    #expect(Self.close(view.center.x, shown) && Self.close(Self.shownX(view), shown))
  }

  @Test(arguments: [(UIViewAnimatingPosition.end, 100.0), (.start, 0.0)])
  func finishingAStoppedAnimatorSetsTheModel(position: UIViewAnimatingPosition, x: Double) {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    var finished: [UIViewAnimatingPosition] = []
    animator.addCompletion { finished.append($0) }
    animator.startAnimation()
    timeline.advance(to: 3)
    animator.stopAnimation(false)
    animator.finishAnimation(at: position)
    #expect(finished == [position])
    #expect(Self.close(view.center.x, x))
  }

  @Test func stopWithoutFinishingGoesInactiveAndSkipsCompletions() {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    var calls = 0
    animator.addCompletion { _ in calls += 1 }
    animator.startAnimation()
    timeline.advance(to: 3)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(Self.close(view.center.x, 30))
    timeline.advance(to: 12)
    #expect(calls == 0)
  }

  @Test func pausesOnCompletionStaysActiveWithoutCompletion() {
    let (timeline, view) = Self.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.pausesOnCompletion = true
    var calls = 0
    animator.addCompletion { _ in calls += 1 }
    animator.startAnimation()
    timeline.advance(to: 10)
    timeline.advance(to: 12)
    #expect(calls == 0)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(animator.fractionComplete == 1)
    #expect(Self.shownX(view) == 100)
    // Still scrubbable, then reversible to the start.
    animator.fractionComplete = 0.5
    #expect(Self.close(Self.shownX(view), 50))
  }

  @Test(arguments: [(0.0, 20), (0.5, 15)])
  func continueAnimationSetsTheRemainingDuration(durationFactor: Double, endFrame: Int) {
    let (timeline, view) = Self.scene(fps: 20)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    var endTime: TimeInterval?
    animator.addCompletion { _ in endTime = CACurrentMediaTime() }
    animator.startAnimation()
    timeline.advance(to: 5)
    animator.pauseAnimation()
    #expect(Self.close(Self.shownX(view), 25))
    animator.continueAnimation(withTimingCurve: nil, durationFactor: durationFactor)
    #expect(animator.isRunning)
    for frame in 6...endFrame {
      timeline.advance(to: FrameIndex(frame))
      #expect((endTime != nil) == (frame == endFrame), "frame \(frame)")
    }
    #expect(endTime == timeline.time(of: FrameIndex(endFrame)))
    #expect(view.center.x == 100)
  }

  @Test func addAnimationsWithDelayFactorStartsLaterAndEndsTogether() {
    let (timeline, view) = Self.scene()
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    other.center.x = 0
    let late = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    late.center.x = 0
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.addAnimations({ other.center.x = 100 }, delayFactor: 0.5)
    animator.startAnimation()
    timeline.advance(to: 4)
    #expect(Self.shownX(other) == 0, "waits for 0.5 × 1 s")
    timeline.advance(to: 5)
    // Added at f = 0.5 with factor 0.5: begins after half of the remaining 0.5 s.
    animator.addAnimations({ late.center.x = 100 }, delayFactor: 0.5)
    timeline.advance(to: 7)
    #expect(Self.close(Self.shownX(other), 40))
    #expect(Self.shownX(late) == 0)
    timeline.advance(to: 9)
    #expect(Self.close(Self.shownX(other), 80))
    #expect(Self.close(Self.shownX(late), 60))
    timeline.advance(to: 10)
    #expect(other.center.x == 100 && late.center.x == 100 && Self.shownX(late) == 100)
  }

  @Test func completionsRunInOrderWithTheFinalPosition() {
    let (timeline, view) = Self.scene()
    var log: [String] = []
    let animator = UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.5, delay: 0.2, options: .curveLinear, animations: { view.center.x = 100 },
      completion: { log.append("a \($0.rawValue)") })
    animator.addCompletion { log.append("b \($0.rawValue)") }
    animator.addCompletion { log.append("c \($0.rawValue)") }
    #expect(animator.state == .active && animator.isRunning && animator.delay == 0.2)
    timeline.advance(to: 2)
    #expect(Self.shownX(view) == 0, "still in the delay")
    timeline.advance(to: 4)
    #expect(Self.close(Self.shownX(view), 40))
    timeline.advance(to: 6)
    #expect(log.isEmpty)
    timeline.advance(to: 7)
    #expect(log == ["a 0", "b 0", "c 0"])
  }

  @Test func legalStateTransitions() {
    let (timeline, view) = Self.scene()
    typealias Step = (name: String, action: (UIViewPropertyAnimator) -> Void, state: UIViewAnimatingState)
    let steps: [Step] = [
      ("pause from inactive", { $0.pauseAnimation() }, .active),
      ("scrub", { $0.fractionComplete = 0.3 }, .active),
      ("start", { $0.startAnimation() }, .active),
      ("start again (no effect)", { $0.startAnimation() }, .active),
      ("pause", { $0.pauseAnimation() }, .active),
      ("stop", { $0.stopAnimation(false) }, .stopped),
      ("finish", { $0.finishAnimation(at: .end) }, .inactive),
      ("fractionComplete from inactive", { $0.fractionComplete = 0.5 }, .active),
      ("stop without finishing", { $0.stopAnimation(true) }, .inactive),
      ("stop inactive (no effect)", { $0.stopAnimation(true) }, .inactive),
      ("start from inactive", { $0.startAnimation() }, .active),
    ]
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    for step in steps {
      step.action(animator)
      #expect(animator.state == step.state, "\(step.name)")
    }
    timeline.advance(to: 10)
    #expect(animator.state == .inactive, "ran to the end")
  }

  @Test func finishingAnActiveAnimatorTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.finishAnimation(at: .end)
      }
    }
  }

  @Test func startingAStoppedAnimatorTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.startAnimation()
        animator.stopAnimation(false)
        animator.startAnimation()
      }
    }
  }
}
