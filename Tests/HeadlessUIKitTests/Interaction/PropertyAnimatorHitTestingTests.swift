import Foundation
import Testing

@testable import HeadlessUIKit

/// Hit-testing a view that a property animator moves: UIKit tests it where it is drawn unless
/// the animator's `isManualHitTestingEnabled` is set, and not at all while the animator's
/// `isUserInteractionEnabled` is false; `UIView.animate` keeps model hit-testing.
@MainActor
@Suite("Hit-testing views a property animator moves")
struct PropertyAnimatorHitTestingTests {
  /// A 100 × 100 card at the top left of a 400 × 200 container, moved 200 pt right over 1 s
  /// by `animate`, then ticked `frames` tenths of a second.
  static func movingCard(frames: Int, animate: (UIView) -> Void) -> (container: UIView, card: UIView) {
    let timeline = Timeline(fps: 10)
    timeline.advance(to: 0)
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    container.addSubview(card)
    animate(card)
    for frame in 1...frames { timeline.advance(to: FrameIndex(frame)) }
    return (container, card)
  }

  /// The card moved by a linear property animator, at 0.5 s: drawn at x 100…200, its model at
  /// x 200…300.
  static func halfwayCard(configure: (UIViewPropertyAnimator) -> Void = { _ in }) -> (
    container: UIView, card: UIView
  ) {
    movingCard(frames: 5) { card in
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x += 200 }
      configure(animator)
      animator.startAnimation()
    }
  }

  @Test func aMovingCardIsHitWhereItIsDrawn() {
    let (container, card) = Self.halfwayCard()
    #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === card)
    #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === container, "the model frame is not hit")
  }

  @Test func manualHitTestingUsesTheModelFrame() {
    let (container, card) = Self.halfwayCard { $0.isManualHitTestingEnabled = true }
    #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === container)
    #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === card)
  }

  @Test func anAnimatorWithoutUserInteractionHidesItsViewsFromTouches() {
    let (container, _) = Self.halfwayCard { $0.isUserInteractionEnabled = false }
    #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === container)
    #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === container)
  }

  @Test func afterTheAnimationTheModelFrameIsHitAgain() {
    let (container, card) = Self.movingCard(frames: 11) { card in
      UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x += 200 }.startAnimation()
    }
    #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === card)
  }

  @Test func viewBlockAnimationsKeepModelHitTesting() {
    let (container, card) = Self.movingCard(frames: 5) { card in
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x += 200 })
    }
    #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === container)
    #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === card)
  }
}
