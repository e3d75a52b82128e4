import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIViewPropertyAnimator with timing parameters")
struct PropertyAnimatorTimingTests {
  @Test func dampingRatioAnimatorFollowsTheDurationBasedSpring() {
    let (timeline, view) = PropertyAnimatorTests.scene()
    let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4) { view.center.x = 100 }
    animator.startAnimation()
    let spring = SpringCurve(duration: 1, dampingRatio: 0.4)
    timeline.advance(to: 3)
    #expect(abs(PropertyAnimatorTests.shownX(view) - 100 * spring.progress(at: 0.3)) < 1e-9)
    #expect(animator.timingParameters?.springTimingParameters?.dampingRatio == 0.4)
  }

  @Test func explicitSpringRunsForItsSettlingDuration() {
    let parameters = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
    let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
    let settling = SpringCurve(mass: 1, stiffness: 200, damping: 20).settlingDuration
    #expect(abs(animator.duration - settling) < 1e-12, "UIKit ignores the duration for explicit springs")
  }

  @Test func cubicParametersUseTheirControlPoints() {
    let (timeline, view) = PropertyAnimatorTests.scene()
    let parameters = UICubicTimingParameters(animationCurve: .easeIn)
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: parameters)
    animator.addAnimations { view.center.x = 100 }
    animator.startAnimation()
    timeline.advance(to: 5)
    let expected = 100 * CAMediaTimingFunction(name: .easeIn).progress(at: 0.5)
    #expect(abs(PropertyAnimatorTests.shownX(view) - expected) < 1e-9)
  }

  @Test func continueWithANewSpringFinishesWithoutAJump() {
    let (timeline, view) = PropertyAnimatorTests.scene()
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    var ended: [UIViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    animator.startAnimation()
    timeline.advance(to: 4)
    animator.pauseAnimation()
    let shown = PropertyAnimatorTests.shownX(view)
    animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 1), durationFactor: 0.5)
    #expect(abs(PropertyAnimatorTests.shownX(view) - shown) < 1e-9, "no jump when the curve changes")
    timeline.advance(to: 20)
    #expect(ended == [.end])
    #expect(PropertyAnimatorTests.shownX(view) == 100)
  }

  /// A spring given to `continueAnimation` runs in real time over the rest of the animation
  /// (`durationFactor × duration` seconds): released at fraction 0.4 with factor 0.6, the view
  /// shows `0.4 + 0.6·S(t)` where `S` settles in 0.6 s.
  @Test func aContinuedSpringRunsInRealTimeOverTheRest() {
    let (timeline, view) = PropertyAnimatorTests.scene(fps: 60)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    animator.fractionComplete = 0.4
    timeline.advance(to: 6)
    let parameters = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: 0))
    animator.continueAnimation(withTimingParameters: parameters, durationFactor: 0.6)
    let spring = SpringCurve(duration: 0.6, dampingRatio: 0.7, initialVelocity: 2)
    for frame in [9, 15, 24, 35] {
      timeline.advance(to: FrameIndex(frame))
      let t = Double(frame - 6) / 60
      #expect(abs(PropertyAnimatorTests.shownX(view) - (40 + 60 * spring.progress(at: t))) < 1e-6, "t = \(t)")
    }
  }

  /// Released towards the start (reversed), the spring applies in the direction of travel: it
  /// leaves where the view is with its initial velocity and settles at the start,
  /// `0.6·(1 − S(t))`, rather than replaying the spring backwards.
  @Test func aReversedContinuedSpringSettlesAtTheStart() {
    let (timeline, view) = PropertyAnimatorTests.scene(fps: 60)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
    var ended: [UIViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    animator.fractionComplete = 0.6
    timeline.advance(to: 6)
    animator.isReversed = true
    let parameters = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 1.5, dy: 0))
    animator.continueAnimation(withTimingParameters: parameters, durationFactor: 0.6)
    let spring = SpringCurve(duration: 0.6, dampingRatio: 0.8, initialVelocity: 1.5)
    for frame in [8, 12, 20, 30] {
      timeline.advance(to: FrameIndex(frame))
      let t = Double(frame - 6) / 60
      #expect(abs(PropertyAnimatorTests.shownX(view) - 60 * (1 - spring.progress(at: t))) < 1e-6, "t = \(t)")
    }
    timeline.advance(to: 60)
    #expect(ended == [.start])
    #expect(view.center.x == 0)
  }
}
