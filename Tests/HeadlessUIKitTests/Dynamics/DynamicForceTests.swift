import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIKit Dynamics: gravity and push in UIKit's units")
struct DynamicForceTests {
  /// Semi-implicit Euler at h = 1/240 s: after n steps y = g·h²·n(n+1)/2, which is ½gt² plus
  /// g·t·h/2 (the integrator's error, ≈ 1 pt after 0.5 s at 1000 pt/s²).
  @Test func freeFallWithMagnitudeOneIsHalfOf1000TimesTSquared() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: 100))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    #expect(animator.isRunning)
    for t in [0.25, 0.5, 1.0] {
      bench.run(to: t)
      let n = t * 240
      let h = 1.0 / 240
      let exact = 1000 * h * h * n * (n + 1) / 2
      #expect(abs(view.center.y - 100 - exact) < 1e-6)
      #expect(abs(view.center.y - 100 - 0.5 * 1000 * t * t) <= 1000 * t * h / 2 + 1e-6)
    }
    #expect(view.center.x == 200)
    #expect(view.transform == .identity)
    #expect(abs(animator.elapsedTime - 1.0) < 1e-9)
  }

  @Test func gravityVectorAngleAndMagnitudeAreOneVector() {
    let gravity = UIGravityBehavior(items: [])
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
    #expect(abs(gravity.angle - .pi / 2) < 1e-12)
    #expect(gravity.magnitude == 1)
    gravity.setAngle(0, magnitude: 2)
    #expect(gravity.gravityDirection == CGVector(dx: 2, dy: 0))
    gravity.magnitude = 0
    #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 0))
    #expect(gravity.angle == 0)

    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 100, y: 400))
    let sideways = UIGravityBehavior(items: [view])
    sideways.setAngle(0, magnitude: 0.5)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(sideways)
    bench.run(to: 0.5)
    // 500 pt/s² to the right for 0.5 s: ≈ 62.5 pt.
    #expect(abs(view.center.x - 100 - 62.5) < 0.6)
    #expect(abs(view.center.y - 400) < 1e-9)
  }

  /// "A continuous force vector with a magnitude of 1.0, applied to a 100 point x 100 point
  /// view whose density value is 1.0, results in view acceleration of 100 points / second²."
  @Test func continuousPushOfOneAccelerates100By100ViewAt100PointsPerSecondSquared() {
    let bench = DynamicsBench()
    let light = bench.box(CGPoint(x: 100, y: 100))
    let wide = bench.box(CGPoint(x: 100, y: 300), CGSize(width: 200, height: 100))
    let dense = bench.box(CGPoint(x: 100, y: 500))
    let push = UIPushBehavior(items: [light, wide, dense], mode: .continuous)
    #expect(push.magnitude == 0)
    push.pushDirection = CGVector(dx: 1, dy: 0)
    let properties = UIDynamicItemBehavior(items: [light, wide, dense])
    let density = UIDynamicItemBehavior(items: [dense])
    density.density = 2
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(push)
    animator.addBehavior(properties)
    animator.addBehavior(density)
    bench.run(to: 1)
    #expect(abs(properties.linearVelocity(for: light).x - 100) < 1e-6)
    #expect(abs(properties.linearVelocity(for: wide).x - 50) < 1e-6)
    #expect(abs(properties.linearVelocity(for: dense).x - 50) < 1e-6)
    #expect(abs(light.center.x - 100 - 50) < 0.25)
    #expect(abs(wide.center.x - 100 - 25) < 0.25)
  }

  @Test func instantaneousPushIsAnImpulseAppliedOnceThenInactive() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 100, y: 100))
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.setAngle(.pi / 2, magnitude: 2)
    let properties = UIDynamicItemBehavior(items: [view])
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(push)
    animator.addBehavior(properties)
    bench.run(to: 0.5)
    #expect(!push.active)
    #expect(abs(properties.linearVelocity(for: view).y - 200) < 1e-6)
    #expect(abs(view.center.y - 100 - 100) < 1e-6)
  }

  @Test func pushAtAnOffsetTurnsTheItemAndTheTransformIsARotation() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: 400))
    let push = UIPushBehavior(items: [view], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 0, dy: 1)
    push.setTargetOffsetFromCenter(UIOffset(horizontal: 50, vertical: 0), for: view)
    let properties = UIDynamicItemBehavior(items: [view])
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(push)
    animator.addBehavior(properties)
    bench.run(to: 0.2)
    // Torque r × F = 50 × 100 on I = m(w² + h²)/12 = 20000/12: ω = 3 rad/s, clockwise.
    #expect(abs(properties.angularVelocity(for: view) - 3) < 1e-6)
    let angle = atan2(view.transform.b, view.transform.a)
    #expect(abs(angle - 0.6) < 1e-6)

    let still = UIDynamicItemBehavior(items: [view])
    still.allowsRotation = false
    animator.addBehavior(still)
    bench.run(to: 0.4)
    #expect(still.angularVelocity(for: view) == 0)
  }

  @Test func resistanceSlowsAThrownItemDown() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 100, y: 100))
    let properties = UIDynamicItemBehavior(items: [view])
    properties.resistance = 1
    properties.addLinearVelocity(CGPoint(x: 600, y: 0), for: view)
    #expect(properties.linearVelocity(for: view) == CGPoint(x: 600, y: 0))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(properties)
    bench.run(to: 1.0 / 60)
    // Halved every 1/60 s.
    #expect(abs(properties.linearVelocity(for: view).x - 300) < 1e-6)
    bench.run(until: 2, done: { !animator.isRunning })
    #expect(!animator.isRunning)
    #expect(view.center.x > 100 && view.center.x < 120)
  }
}
