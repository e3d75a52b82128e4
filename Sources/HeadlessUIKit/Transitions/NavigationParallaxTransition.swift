import Foundation

/// UIKit's default navigation push/pop animation (UIKit's private
/// `_UINavigationParallaxTransition`), used when the delegate returns no animator.
///
/// Push: the incoming view slides in from the right edge while the outgoing view moves left by
/// 30 % of the container width under a black dimming layer that rises to 0.1 opacity; pop is
/// the mirror. Both run 0.5 s on curve 7, UIKit's system spring (critically damped,
/// ω₀ = √(1000/3)).
///
/// ```
/// push   t=0                              t=0.5 s
///  to:   x = +width ────spring───────────▶ x = 0
///  from: x = 0      ────spring───────────▶ x = −0.3·width, dimmed 0 → 0.1
/// ```
/// - Note: UIKit difference: the soft shadow UIKit draws on the incoming view's left edge is
///   not drawn yet (shadows arrive with the rendering-fidelity work).
@MainActor
final class NavigationParallaxTransition: UIViewControllerAnimatedTransitioning {
  /// UIKit's push/pop duration on curve 7.
  static let duration: TimeInterval = 0.5
  /// How far the view underneath moves, as a fraction of the container width.
  static let parallaxFraction: CGFloat = 0.3
  /// The black dimming over the view underneath at full coverage (an approximation of UIKit's
  /// private value).
  static let dimmingAlpha: CGFloat = 0.1
  /// `UIView.AnimationOptions` curve 7.
  static let systemCurve = UIView.AnimationOptions(rawValue: 7 << 16)

  let operation: UINavigationController.Operation

  init(operation: UINavigationController.Operation) {
    self.operation = operation
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    Self.duration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
    else { preconditionFailure("navigation transition without from/to views") }
    let container = transitionContext.containerView
    let width = container.bounds.width
    let dimming = UIView(frame: container.bounds)
    dimming.backgroundColor = .black
    let isPush = operation != .pop
    // The view underneath: the outgoing one on push, the returning one on pop.
    let under = isPush ? fromView : toView
    let over = isPush ? toView : fromView
    if isPush {
      container.addSubview(dimming)
      container.addSubview(toView)
    } else {
      container.insertSubview(toView, belowSubview: fromView)
      container.insertSubview(dimming, belowSubview: fromView)
    }
    let underShifted = CGAffineTransform(translationX: -width * Self.parallaxFraction, y: 0)
    let overShifted = CGAffineTransform(translationX: width, y: 0)
    under.transform = isPush ? .identity : underShifted
    over.transform = isPush ? overShifted : .identity
    dimming.alpha = isPush ? 0 : Self.dimmingAlpha
    // An interactive pop (the edge swipe) scrubs linearly, as UIKit's does.
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0,
      options: transitionContext.isInteractive ? .curveLinear : Self.systemCurve,
      animations: {
        under.transform = isPush ? underShifted : .identity
        over.transform = isPush ? .identity : overShifted
        dimming.alpha = isPush ? Self.dimmingAlpha : 0
      },
      completion: { _ in
        under.transform = .identity
        over.transform = .identity
        dimming.removeFromSuperview()
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}
