import Foundation
import HeadlessUIKit

/// Presents a card by dropping it from above the container, tilted by −0.2 rad, and letting a
/// `UISnapBehavior` (damping 0.45) pull it to its final centre and upright. The transition
/// completes when the dynamic animator pauses (the card is at rest), as iOS code does in
/// `dynamicAnimatorDidPause(_:)`; the card is then put exactly on its final frame.
public final class DropInAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
  /// What `transitionDuration(using:)` reports (the dimming fades over it); the card itself
  /// takes as long as the snap needs to come to rest (about 1.2 s).
  public static let estimatedDuration: TimeInterval = 0.5
  private var animator: UIDynamicAnimator?
  private var context: (any UIViewControllerContextTransitioning)?

  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    Self.estimatedDuration
  }

  public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let toController = transitionContext.viewController(forKey: .to),
      let card = transitionContext.view(forKey: .to)
    else { return transitionContext.completeTransition(false) }
    let container = transitionContext.containerView
    let final = transitionContext.finalFrame(for: toController)
    card.frame = final
    card.center = CGPoint(x: final.midX, y: -final.height)
    card.transform = CGAffineTransform(rotationAngle: -0.2)
    card.layer.cornerRadius = 16
    card.clipsToBounds = true
    container.addSubview(card)

    let animator = UIDynamicAnimator(referenceView: container)
    animator.delegate = self
    let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: final.midX, y: final.midY))
    snap.damping = 0.45
    animator.addBehavior(snap)
    self.animator = animator
    context = transitionContext
  }

  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    guard let context, let toController = context.viewController(forKey: .to) else { return }
    animator.removeAllBehaviors()
    if let card = context.view(forKey: .to) {
      card.transform = .identity
      card.frame = context.finalFrame(for: toController)
    }
    self.context = nil
    self.animator = nil
    context.completeTransition(!context.transitionWasCancelled)
  }
}
