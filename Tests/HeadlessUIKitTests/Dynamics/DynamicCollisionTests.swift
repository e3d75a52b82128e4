import Foundation
import Testing

@testable import HeadlessUIKit

@MainActor
@Suite("UIKit Dynamics: collisions, elasticity and attachments")
struct DynamicCollisionTests {
  @Test func referenceBoundsKeepAFallingSpinningItemInside() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 300, y: 100), CGSize(width: 120, height: 60))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let collision = UICollisionBehavior(items: [view])
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = UIDynamicItemBehavior(items: [view])
    properties.addLinearVelocity(CGPoint(x: 400, y: 0), for: view)
    properties.addAngularVelocity(4, for: view)
    properties.elasticity = 0.4
    // Friction makes it come to rest; without it the item slides to and fro between the walls.
    properties.friction = 0.5
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    var worst: CGFloat = 0
    bench.run(
      until: 8,
      each: {
        let f = view.frame
        worst = max(worst, -f.minX, f.maxX - 400, -f.minY, f.maxY - 800)
      }, done: { !animator.isRunning })
    #expect(worst < 2)
    #expect(!animator.isRunning)
    // At rest on the floor, lying on a long side.
    #expect(abs(view.frame.maxY - 800) < 1)
    #expect(abs(view.frame.height - 60) < 1)
  }

  @Test func elasticityOneBouncesBackElasticityZeroStays() {
    func rebound(_ elasticity: CGFloat) -> CGFloat {
      let bench = DynamicsBench()
      let view = bench.box(CGPoint(x: 200, y: 350))
      let animator = UIDynamicAnimator(referenceView: bench.reference)
      let collision = UICollisionBehavior(items: [view])
      collision.addBoundary(
        withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 700), to: CGPoint(x: 400, y: 700))
      let properties = UIDynamicItemBehavior(items: [view])
      properties.elasticity = elasticity
      animator.addBehavior(UIGravityBehavior(items: [view]))
      animator.addBehavior(collision)
      animator.addBehavior(properties)
      // Falls 300 pt in ≈ 0.77 s (the contact falls between frames); track the highest point
      // after the lowest one.
      var samples: [CGFloat] = []
      bench.run(until: 1.8, each: { samples.append(view.center.y) })
      let bottom = samples.firstIndex(of: samples.max()!)!
      return 650 - samples[bottom...].min()!
    }
    let bouncy = rebound(1)
    let dead = rebound(0)
    #expect(bouncy > 0.9 * 300 && bouncy < 1.05 * 300)
    // Without elasticity it stays down: the lowest sample is the highest after it.
    #expect(dead < 2)
  }

  @Test func collisionDelegateHearsBoundaryContactsByIdentifier() {
    final class Log: UICollisionBehaviorDelegate {
      var events: [String] = []
      var points: [CGPoint] = []
      func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
      ) {
        events.append("began \((identifier as? NSString) ?? "nil")")
        points.append(p)
      }
      func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
      ) {
        events.append("ended \((identifier as? NSString) ?? "nil")")
      }
      func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint
      ) {
        events.append("began item")
      }
    }
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 200, y: 500))
    let other = bench.box(CGPoint(x: 200, y: 200))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let collision = UICollisionBehavior(items: [view, other])
    collision.collisionMode = .boundaries
    collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 700), to: CGPoint(x: 400, y: 700))
    #expect(collision.boundaryIdentifiers?.count == 1)
    #expect(collision.boundary(withIdentifier: "floor" as NSString) != nil)
    let log = Log()
    collision.collisionDelegate = log
    let properties = UIDynamicItemBehavior(items: [view])
    properties.elasticity = 0.8
    animator.addBehavior(UIGravityBehavior(items: [view]))
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    bench.run(to: 0.7)
    #expect(log.events.prefix(2) == ["began floor", "ended floor"])
    // Where the card's bottom edge met the floor (within the step's travel).
    #expect(log.points.first.map { $0.y >= 699 && $0.y < 703 && $0.x >= 150 && $0.x <= 250 } == true)
    #expect(!log.events.contains("began item"))
    collision.removeBoundary(withIdentifier: "floor" as NSString)
    #expect(collision.boundaryIdentifiers == nil)
  }

  @Test func anItemDroppedOnAnAnchoredItemRestsOnTopOfIt() {
    let bench = DynamicsBench()
    let table = bench.box(CGPoint(x: 200, y: 600), CGSize(width: 300, height: 40))
    let cup = bench.box(CGPoint(x: 210, y: 300), CGSize(width: 60, height: 80))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let anchored = UIDynamicItemBehavior(items: [table])
    anchored.isAnchored = true
    animator.addBehavior(UIGravityBehavior(items: [cup, table]))
    animator.addBehavior(UICollisionBehavior(items: [cup, table]))
    animator.addBehavior(anchored)
    bench.run(until: 5, done: { !animator.isRunning })
    #expect(!animator.isRunning)
    #expect(table.center == CGPoint(x: 200, y: 600))
    #expect(abs(cup.frame.maxY - table.frame.minY) < 1)
    #expect(abs(cup.center.x - 210) < 1)
  }

  @Test func rigidAnchorAttachmentKeepsItsLengthAndFollowsTheAnchor() {
    let bench = DynamicsBench()
    let view = bench.box(CGPoint(x: 300, y: 200), CGSize(width: 40, height: 40))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 200, y: 200))
    #expect(attachment.length == 100)
    #expect(attachment.attachedBehaviorType == .anchor)
    animator.addBehavior(attachment)
    animator.addBehavior(UIGravityBehavior(items: [view]))
    var drift: CGFloat = 0
    var lowest: CGFloat = 0
    bench.run(
      until: 1,
      each: {
        drift = max(drift, abs(hypot(view.center.x - 200, view.center.y - 200) - 100))
        lowest = max(lowest, view.center.y)
      })
    #expect(drift < 1)
    // A pendulum of 100 pt (period 2π√(0.1 s²) ≈ 2 s): it swung through the bottom, 100 pt
    // below the anchor, and is up on the other side after half a period.
    #expect(lowest > 299)
    #expect(view.center.x < 120)
    attachment.anchorPoint = CGPoint(x: 200, y: 500)
    bench.run(to: 2.5)
    #expect(view.center.y > 450)
  }

  @Test func springAttachmentOscillatesAroundItsLength() {
    let bench = DynamicsBench()
    let a = bench.box(CGPoint(x: 100, y: 400), CGSize(width: 40, height: 40))
    let b = bench.box(CGPoint(x: 300, y: 400), CGSize(width: 40, height: 40))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let spring = UIAttachmentBehavior(item: a, attachedTo: b)
    spring.length = 100
    spring.frequency = 2
    spring.damping = 0.3
    animator.addBehavior(spring)
    var shortest = CGFloat.infinity
    bench.run(until: 6, each: { shortest = min(shortest, b.center.x - a.center.x) }, done: { !animator.isRunning })
    #expect(shortest < 95)
    #expect(abs(b.center.x - a.center.x - 100) < 1)
    #expect(abs(a.center.x + b.center.x - 400) < 1e-6)
  }

  @Test func limitAndPinAttachments() {
    let bench = DynamicsBench()
    let hook = bench.box(CGPoint(x: 200, y: 100), CGSize(width: 20, height: 20))
    let weight = bench.box(CGPoint(x: 200, y: 200), CGSize(width: 40, height: 40))
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    let anchored = UIDynamicItemBehavior(items: [hook])
    anchored.isAnchored = true
    let rope = UIAttachmentBehavior.limitAttachment(
      with: weight, offsetFromCenter: .zero, attachedTo: hook, offsetFromCenter: .zero)
    animator.addBehavior(anchored)
    animator.addBehavior(rope)
    animator.addBehavior(UIGravityBehavior(items: [weight]))
    bench.run(to: 1)
    #expect(abs(weight.center.y - 200) < 1)

    let bench2 = DynamicsBench()
    let door = bench2.box(CGPoint(x: 200, y: 300), CGSize(width: 200, height: 20))
    let frame = bench2.box(CGPoint(x: 100, y: 300), CGSize(width: 20, height: 20))
    let animator2 = UIDynamicAnimator(referenceView: bench2.reference)
    let fixed = UIDynamicItemBehavior(items: [frame])
    fixed.isAnchored = true
    let hinge = UIAttachmentBehavior.pinAttachment(
      with: door, attachedTo: frame, attachmentAnchor: CGPoint(x: 100, y: 300))
    hinge.attachmentRange = UIFloatRange(minimum: -0.5, maximum: 0.5)
    animator2.addBehavior(fixed)
    animator2.addBehavior(hinge)
    animator2.addBehavior(UIGravityBehavior(items: [door]))
    bench2.run(to: 2)
    let angle = atan2(door.transform.b, door.transform.a)
    // The door swings down about its hinge until the range stops it at 0.5 rad.
    #expect(abs(angle - 0.5) < 0.03)
    let hingePoint = CGPoint(x: door.center.x - 100 * cos(angle), y: door.center.y - 100 * sin(angle))
    #expect(abs(hingePoint.x - 100) < 1 && abs(hingePoint.y - 300) < 1)
  }
}
