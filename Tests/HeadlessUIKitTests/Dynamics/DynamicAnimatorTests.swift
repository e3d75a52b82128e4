import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIKit Dynamics: the animator's steps, pauses and callbacks")
struct DynamicAnimatorTests {
  @Test func snapComesToRestAtTheSnapPointUprightAndPauses() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: -100))
    view.transform = CGAffineTransform(rotationAngle: 0.3)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let log = AnimatorLog()
    animator.delegate = log
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 200, y: 400))
    #expect(snap.damping == 0.5)
    animator.addBehavior(snap)
    var deepest: CGFloat = -.infinity
    bench.run(until: 5, each: { deepest = max(deepest, view.center.y) }, done: { !animator.isRunning })
    #expect(!animator.isRunning)
    #expect(log.events == ["resume", "pause"])
    #expect(abs(view.center.x - 200) < 0.5 && abs(view.center.y - 400) < 0.5)
    #expect(abs(atan2(view.transform.b, view.transform.a)) < 0.01)
    // Damping 0.5 overshoots the point a little, then settles within about 1.5 s.
    #expect(deepest > 405 && deepest < 500)
    #expect(log.times[1] < 2)
  }

  @Test func snapWithDampingOneDoesNotOvershoot() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: -100))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 200, y: 400))
    snap.damping = 1
    animator.addBehavior(snap)
    var deepest: CGFloat = -.infinity
    bench.run(until: 5, each: { deepest = max(deepest, view.center.y) }, done: { !animator.isRunning })
    #expect(deepest <= 400.0001)
    #expect(abs(view.center.y - 400) < 0.5)
  }

  @Test func actionRunsOnceEveryStepOf1Over240Second() {
    let bench = DynamicsBench(fps: 30)
    let view = bench.box(CGPoint(x: 200, y: 100))
    let gravity = UIGravityBehavior(items: [view])
    var steps = 0
    var times: Set<TimeInterval> = []
    gravity.action = {
      steps += 1
      times.insert(CACurrentMediaTime())
    }
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(gravity)
    bench.run(to: 0.5)
    #expect(steps == 120)
    // The steps of a frame run within that frame's tick.
    #expect(times.count == 15)
  }

  @Test func delegateHearsResumeThenPauseAndAgainOnChange() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: 100))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let log = AnimatorLog()
    animator.delegate = log
    #expect(!animator.isRunning)
    let properties = UIDynamicItemBehavior(items: [view])
    properties.resistance = 5
    properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: view)
    animator.addBehavior(properties)
    #expect(log.events == ["resume"])
    #expect(animator.isRunning)
    bench.run(until: 3, done: { !animator.isRunning })
    #expect(log.events == ["resume", "pause"])
    let pausedAt = animator.elapsedTime
    bench.run(to: bench.timeline.time(of: FrameIndex(bench.frame)) + 0.5)
    #expect(animator.elapsedTime == pausedAt)
    properties.addLinearVelocity(CGPoint(x: 0, y: 100), for: view)
    #expect(log.events == ["resume", "pause", "resume"])
    animator.removeAllBehaviors()
    #expect(log.events == ["resume", "pause", "resume", "pause"])
    #expect(animator.behaviors.isEmpty)
  }

  @Test func behaviourTreeCallsWillMoveAndJoinsChildren() {
    final class Composite: UIDynamicBehavior {
      var moves: [Bool] = []
      override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator != nil) }
    }
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: 100))
    let composite = Composite()
    let gravity = UIGravityBehavior(items: [view])
    composite.addChildBehavior(gravity)
    composite.addChildBehavior(gravity)
    #expect(composite.childBehaviors.count == 1)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(composite)
    #expect(composite.dynamicAnimator === animator && gravity.dynamicAnimator === animator)
    #expect(animator.behaviors.count == 1)
    bench.run(to: 0.1)
    #expect(view.center.y > 100)
    #expect(animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 400)).count == 1)
    #expect(animator.items(in: CGRect(x: 0, y: 500, width: 400, height: 100)).isEmpty)
    animator.removeBehavior(composite)
    #expect(composite.moves == [true, false])
    #expect(gravity.dynamicAnimator == nil)
  }

  @Test func updateItemUsingCurrentStateRereadsAMovedItem() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: 100))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    bench.run(to: 0.1)
    view.center = CGPoint(x: 50, y: 50)
    animator.updateItem(usingCurrentState: view)
    bench.run(to: 0.1 + 1.0 / 60)
    #expect(view.center.x == 50)
    #expect(view.center.y > 50 && view.center.y < 52)
  }

  /// The same scene sampled at 30 and at 60 fps: the frames at the shared instants match
  /// exactly, because the physics steps on its own 1/240 s grid.
  @Test func framesAreIdenticalAt30And60Fps() {
    func run(fps: Int) -> [[CGFloat]] {
      let bench = DynamicsBench(fps: fps)
      let a = bench.box(CGPoint(x: 150, y: 100), CGSize(width: 80, height: 60))
      let b = bench.box(CGPoint(x: 200, y: 300), CGSize(width: 120, height: 40))
      a.transform = CGAffineTransform(rotationAngle: 0.4)
      let animator = UIDynamicAnimator(referenceView: bench.reference)
      let collision = UICollisionBehavior(items: [a, b])
      collision.translatesReferenceBoundsIntoBoundary = true
      let properties = UIDynamicItemBehavior(items: [a, b])
      properties.elasticity = 0.6
      properties.friction = 0.3
      properties.addAngularVelocity(2, for: b)
      animator.addBehavior(UIGravityBehavior(items: [a, b]))
      animator.addBehavior(collision)
      animator.addBehavior(properties)
      var samples: [[CGFloat]] = []
      for k in 1...60 {
        bench.run(to: Double(k) / 30)
        samples.append([a.center.x, a.center.y, a.transform.b, b.center.x, b.center.y, b.transform.a])
      }
      return samples
    }
    let at30 = run(fps: 30)
    let at60 = run(fps: 60)
    #expect(at30 == at60)
    #expect(at30.last![1] > 600)
  }
}
