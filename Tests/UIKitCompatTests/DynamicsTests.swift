import Testing
import UIKit

/// A dismissal interaction as iOS code writes it with UIKit Dynamics: the card hangs from the
/// finger on an attachment while dragged, and on release it is thrown with the gesture's
/// velocity and gravity, or snapped back home.
class CardThrowController: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
  let container: UIView
  let card: UIView
  var animator: UIDynamicAnimator!
  var drag: UIAttachmentBehavior?
  var log: [String] = []
  var thrownAway = false

  init(container: UIView, card: UIView) {
    self.container = container
    self.card = card
    super.init()
    animator = UIDynamicAnimator(referenceView: container)
    animator.delegate = self
  }

  func began(at point: CGPoint) {
    animator.removeAllBehaviors()
    let offset = UIOffset(horizontal: point.x - card.center.x, vertical: point.y - card.center.y)
    let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: point)
    animator.addBehavior(attachment)
    drag = attachment
  }

  func moved(to point: CGPoint) {
    drag?.anchorPoint = point
  }

  func ended(velocity: CGPoint) {
    animator.removeAllBehaviors()
    drag = nil
    if velocity.y > 500 {
      let gravity = UIGravityBehavior(items: [card])
      gravity.magnitude = 2
      let fling = UIDynamicItemBehavior(items: [card])
      fling.addLinearVelocity(velocity, for: card)
      fling.angularResistance = 2
      fling.action = { [weak self] in
        guard let self = self else { return }
        if !self.container.bounds.intersects(self.card.frame) {
          self.thrownAway = true
          self.animator.removeAllBehaviors()
        }
      }
      animator.addBehavior(gravity)
      animator.addBehavior(fling)
    } else {
      let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: container.bounds.midX, y: container.bounds.midY))
      snap.damping = 0.7
      animator.addBehavior(snap)
    }
  }

  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("resume") }
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("pause") }
}

/// A ball view that collides as a circle, as iOS code declares it.
class BallView: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { return .ellipse }
}

/// A model object moved by dynamics without being a view.
class Marker: NSObject, UIDynamicItem {
  var center: CGPoint = CGPoint(x: 50, y: 50)
  var bounds: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)
  var transform: CGAffineTransform = .identity
}

/// Logs boundary contacts by identifier.
class FloorWatcher: NSObject, UICollisionBehaviorDelegate {
  var hits: [String] = []
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
    withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
  ) {
    // `as? NSString`, not `as? String`: Foundation on Linux does not bridge (README, "UIKit
    // differences"); this spelling works on iOS too.
    hits.append((identifier as? NSString).map { String(describing: $0) } ?? "bounds")
  }
}

@MainActor
@Suite("UIKit Dynamics as iOS code uses it (Swift 5 mode)")
struct DynamicsCompatTests {
  func tick(_ timeline: Timeline, _ frames: ClosedRange<Int>, each: () -> Void = {}) {
    for frame in frames {
      timeline.advance(to: FrameIndex(frame))
      each()
    }
  }

  @Test func dragFollowsTheFingerThenAFlingThrowsTheCardAway() {
    let timeline = Timeline(fps: 60)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let card = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 200))
    container.addSubview(card)
    let controller = CardThrowController(container: container, card: card)
    timeline.advance(to: 0)
    controller.began(at: CGPoint(x: 150, y: 300))
    for frame in 1...30 {
      controller.moved(to: CGPoint(x: 150, y: 300 + CGFloat(frame) * 4))
      timeline.advance(to: FrameIndex(frame))
    }
    // A rigid attachment: the grabbed point stays under the finger.
    #expect(abs(card.center.y - 420) < 1.5)
    controller.ended(velocity: CGPoint(x: 0, y: 900))
    tick(timeline, 31...120)
    #expect(controller.thrownAway)
    #expect(!controller.animator.isRunning)
    #expect(controller.log.first == "resume" && controller.log.last == "pause")
    #expect(card.frame.minY > 600)
  }

  @Test func aShortReleaseSnapsTheCardBackHome() {
    let timeline = Timeline(fps: 30)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let card = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 200))
    container.addSubview(card)
    let controller = CardThrowController(container: container, card: card)
    timeline.advance(to: 0)
    controller.began(at: CGPoint(x: 150, y: 300))
    controller.moved(to: CGPoint(x: 180, y: 360))
    tick(timeline, 1...10)
    controller.ended(velocity: CGPoint(x: 0, y: 100))
    tick(timeline, 11...120)
    #expect(!controller.animator.isRunning)
    #expect(abs(card.center.x - 150) < 0.5 && abs(card.center.y - 300) < 0.5)
    #expect(controller.log.last == "pause")
  }

  @Test func ballsAndCustomItemsFallOntoANamedFloor() {
    let timeline = Timeline(fps: 60)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let ball = BallView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    container.addSubview(ball)
    let marker = Marker()
    let animator = UIDynamicAnimator(referenceView: container)
    let gravity = UIGravityBehavior(items: [ball, marker])
    let collision = UICollisionBehavior(items: [ball, marker])
    collision.addBoundary(
      withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 300, y: 400))
    collision.translatesReferenceBoundsIntoBoundary = true
    let watcher = FloorWatcher()
    collision.collisionDelegate = watcher
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    tick(timeline, 0...180)
    // The ball collides as a circle of radius 30 (its bounds' ellipse).
    #expect(abs(ball.center.y - 370) < 1.5)
    #expect(abs(marker.center.y - 395) < 1)
    #expect(watcher.hits.contains("floor"))
    #expect(animator.items(in: container.bounds).count == 2)
  }
}
