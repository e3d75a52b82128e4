import Foundation
import Testing
import UIKit

/// The "sticky corners" pattern as iOS code writes it with UIKit Dynamics fields: a spring
/// field in each quarter of the container pulls a heavily damped card into its corner.
class StickyCornersController: NSObject {
  let container: UIView
  let card: UIView
  let animator: UIDynamicAnimator
  let itemBehavior: UIDynamicItemBehavior
  var fieldBehaviors: [UIFieldBehavior] = []

  init(container: UIView, card: UIView) {
    self.container = container
    self.card = card
    animator = UIDynamicAnimator(referenceView: container)
    itemBehavior = UIDynamicItemBehavior(items: [card])
    super.init()
    itemBehavior.density = 0.01
    itemBehavior.resistance = 10
    itemBehavior.friction = 0
    itemBehavior.allowsRotation = false
    animator.addBehavior(itemBehavior)
    let size = container.bounds.size
    for x in [size.width / 4, size.width * 3 / 4] {
      for y in [size.height / 4, size.height * 3 / 4] {
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: x, y: y)
        field.region = UIRegion(size: CGSize(width: size.width / 2, height: size.height / 2))
        field.addItem(card)
        animator.addBehavior(field)
        fieldBehaviors.append(field)
      }
    }
  }

  func released(velocity: CGPoint) {
    itemBehavior.addLinearVelocity(velocity, for: card)
  }
}

/// A charged bubble drifting through a magnetic field, as a playful onboarding screen does.
func makeMagneticDrift(for bubble: UIView, in animator: UIDynamicAnimator) -> UIDynamicItemBehavior {
  let magnet = UIFieldBehavior.magneticField()
  magnet.strength = 4
  magnet.addItem(bubble)
  let properties = UIDynamicItemBehavior(items: [bubble])
  properties.charge = 1
  animator.addBehavior(magnet)
  animator.addBehavior(properties)
  return properties
}

@MainActor
@Suite("UIKit Dynamics fields as iOS code uses them (Swift 5 mode)")
struct FieldBehaviorTests {
  @Test func aThrownCardSettlesInTheCornerOfItsQuarter() {
    let timeline = Timeline(fps: 60)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 120))
    card.center = CGPoint(x: 180, y: 380)
    container.addSubview(card)
    let controller = StickyCornersController(container: container, card: card)
    timeline.advance(to: 0)
    controller.released(velocity: CGPoint(x: 400, y: 600))
    var frame = 0
    while frame < 600 && controller.animator.isRunning {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
    }
    #expect(!controller.animator.isRunning, "the card comes to rest")
    // Resistance 10 makes the spring overdamped: the card creeps in and the animator pauses once
    // it is slower than 1 point/s, within 2 points of the corner.
    let distance = hypot(card.center.x - 225, card.center.y - 450)
    #expect(distance < 2, "\(card.center)")
    #expect(controller.fieldBehaviors.allSatisfy { $0.items.count == 1 })
  }

  @Test func aChargedBubbleCirclesInAMagneticField() {
    let timeline = Timeline(fps: 30)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    let bubble = UIView(frame: CGRect(x: 100, y: 250, width: 100, height: 100))
    container.addSubview(bubble)
    let animator = UIDynamicAnimator(referenceView: container)
    let properties = makeMagneticDrift(for: bubble, in: animator)
    properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: bubble)
    timeline.advance(to: 0)
    // q·B/m = 4 rad/s: a full turn takes π/2 s, and the speed stays 100 points/s.
    for frame in 1...Int((Double.pi / 2 * 30).rounded(.down)) { timeline.advance(to: FrameIndex(frame)) }
    let velocity = properties.linearVelocity(for: bubble)
    #expect(abs((velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() - 100) < 1e-6)
    #expect(abs(bubble.center.x - 150) < 5 && abs(bubble.center.y - 300) < 5, "back near the start: \(bubble.center)")
  }
}
