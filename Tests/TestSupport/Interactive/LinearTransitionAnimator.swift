import Foundation
import HeadlessUIKit

/// A transition animator for interactive-transition tests, written as ordinary UIKit code: one
/// linear `UIView.animate` block, so the shown progress at any moment is exactly the share of the
/// duration the interaction controller scrubbed or played, and a cancel can be checked against
/// the state before.
///
/// - `.push`: the to view enters from the right edge (`tx` = container width → 0) while the from
///   view moves left by ``parallax`` × width.
/// - `.presentation`: the presented view rises from the bottom (`ty` = container height → 0).
/// - `.dismissal`: the presented view falls to the bottom; the presenting view is inserted under
///   it only when `view(forKey: .to)` gives it (UIKit's rule: never for `.custom`, nor for the
///   styles that keep the presenting view).
///
/// At the end both views get the identity transform back (a cancel leaves them where they were)
/// and the transition completes with `!transitionWasCancelled`.
@MainActor
public final class LinearTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// What the animator animates.
  public enum Kind: Sendable {
    case push
    case presentation
    case dismissal
  }

  /// How far the from view of a push moves left, as a share of the container width.
  public static let parallax: CGFloat = 0.3

  public let kind: Kind
  public let duration: TimeInterval

  /// An animator for `kind` whose one animation block lasts `duration` seconds.
  public init(_ kind: Kind, duration: TimeInterval) {
    self.kind = kind
    self.duration = duration
  }

  /// `duration`, as `transitionDuration(using:)`.
  public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { duration }

  /// Moves the views as the type's summary says, linearly, in one `UIView.animate` block.
  public func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to) else {
      preconditionFailure("LinearTransitionAnimator: the context has no from/to view controller")
    }
    var moves: [(view: UIView, to: CGAffineTransform)] = []
    switch kind {
    case .push:
      let toView = context.view(forKey: .to) ?? toVC.view!
      toView.frame = context.finalFrame(for: toVC)
      container.addSubview(toView)
      toView.transform = CGAffineTransform(translationX: container.bounds.width, y: 0)
      moves = [(toView, .identity)]
      if let fromView = context.view(forKey: .from) {
        moves.append((fromView, CGAffineTransform(translationX: -Self.parallax * container.bounds.width, y: 0)))
      }
    case .presentation:
      let toView = context.view(forKey: .to) ?? toVC.view!
      toView.frame = context.finalFrame(for: toVC)
      container.addSubview(toView)
      toView.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
      moves = [(toView, .identity)]
    case .dismissal:
      let fromView = context.view(forKey: .from) ?? fromVC.view!
      if let toView = context.view(forKey: .to) {
        toView.frame = context.finalFrame(for: toVC)
        container.insertSubview(toView, belowSubview: fromView)
      }
      moves = [(fromView, CGAffineTransform(translationX: 0, y: container.bounds.height))]
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: .curveLinear,
      animations: { for move in moves { move.view.transform = move.to } },
      completion: { _ in
        for move in moves { move.view.transform = .identity }
        context.completeTransition(!context.transitionWasCancelled)
      })
  }
}
