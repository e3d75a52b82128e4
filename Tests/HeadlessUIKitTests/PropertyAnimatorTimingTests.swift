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
}
