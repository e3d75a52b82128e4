import Foundation
import Testing

@testable import HeadlessUIKit

/// `UIDynamicItemGroup`: its items move and turn as one rigid body.
@MainActor
@Suite("UIKit Dynamics: item groups")
struct DynamicItemGroupTests {
  @Test func aGroupSpansItsItemsAndCollidesAsTheirOutline() {
    let bench = DynamicsBench()
    let left = bench.box(CGPoint(x: 100, y: 100), CGSize(width: 50, height: 50))
    let right = bench.box(CGPoint(x: 200, y: 120), CGSize(width: 50, height: 50))
    let group = UIDynamicItemGroup(items: [left, right])
    #expect(group.items.count == 2)
    #expect(group.center == CGPoint(x: 150, y: 110))
    #expect(group.bounds == CGRect(x: 0, y: 0, width: 150, height: 70))
    #expect(group.collisionBoundsType == .path)
    #expect(group.collisionBoundingPath.bounds == CGRect(x: -75, y: -35, width: 150, height: 70))
    let shape = UIDynamicAnimator.shape(of: group)
    // The hull of the two squares: 150 × 70 less the two empty corner triangles of 100 × 20.
    #expect(abs(shape.area - (150 * 70 - 2 * (100 * 20 / 2))) < 1e-9)
  }

  /// Gravity on the group moves both items by the free-fall distance, keeping their spacing.
  @Test func theItemsFallTogether() {
    let bench = DynamicsBench()
    let left = bench.box(CGPoint(x: 100, y: 100), CGSize(width: 50, height: 50))
    let right = bench.box(CGPoint(x: 200, y: 120), CGSize(width: 50, height: 50))
    let group = UIDynamicItemGroup(items: [left, right])
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(UIGravityBehavior(items: [group]))
    bench.run(to: 0.5)
    let n = 120.0
    let h = 1.0 / 240
    let fall = 1000 * h * h * n * (n + 1) / 2
    #expect(abs(left.center.y - 100 - fall) < 1e-6 && abs(right.center.y - 120 - fall) < 1e-6)
    #expect(left.center.x == 100 && right.center.x == 200)
    #expect(left.transform == .identity && right.transform == .identity)
  }

  /// A spin turns the arrangement about the group's centre and each item by the same angle.
  @Test func aSpinTurnsTheArrangementAndEachItem() {
    let bench = DynamicsBench()
    let left = bench.box(CGPoint(x: 150, y: 400), CGSize(width: 50, height: 50))
    let right = bench.box(CGPoint(x: 250, y: 400), CGSize(width: 50, height: 50))
    let group = UIDynamicItemGroup(items: [left, right])
    let spin = UIDynamicItemBehavior(items: [group])
    spin.addAngularVelocity(.pi, for: group)
    let animator = UIDynamicAnimator(referenceView: bench.reference)
    animator.addBehavior(spin)
    bench.run(to: 0.5)
    // A quarter turn clockwise on screen: the left item is now above the centre (200, 400).
    #expect(abs(left.center.x - 200) < 1e-6 && abs(left.center.y - 350) < 1e-6, "\(left.center)")
    #expect(abs(right.center.x - 200) < 1e-6 && abs(right.center.y - 450) < 1e-6, "\(right.center)")
    #expect(abs(atan2(left.transform.b, left.transform.a) - .pi / 2) < 1e-9)
    #expect(abs(atan2(group.transform.b, group.transform.a) - .pi / 2) < 1e-9)
  }
}
