import Foundation
import HeadlessUIKit

/// Dismisses a card by throwing it away: a push up and to the right with a spin, then gravity
/// (magnitude 3, 3000 points/s²) pulls it down and out of the container. An `action` block
/// checks every step whether the card has left the container; then the behaviours are removed
/// and the transition completes, as iOS code written this way does.
public final class ThrowAwayAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// What `transitionDuration(using:)` reports (the dimming fades over it).
  public static let estimatedDuration: TimeInterval = 0.5
  private var animator: UIDynamicAnimator?

  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    Self.estimatedDuration
  }

  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let card = transitionContext.view(forKey: .from) else {
      return transitionContext.completeTransition(false)
    }
    let container = transitionContext.containerView
    let animator = UIDynamicAnimator(referenceView: container)

    let gravity = UIGravityBehavior(items: [card])
    gravity.magnitude = 3
    let spin = UIDynamicItemBehavior(items: [card])
    spin.addLinearVelocity(CGPoint(x: 220, y: -700), for: card)
    spin.addAngularVelocity(2.5, for: card)
    spin.action = { [weak self, weak card] in
      guard let self, let card, let animator = self.animator, card.frame.minY > container.bounds.maxY else { return }
      animator.removeAllBehaviors()
      card.removeFromSuperview()
      self.animator = nil
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    animator.addBehavior(gravity)
    animator.addBehavior(spin)
    self.animator = animator
  }
}
