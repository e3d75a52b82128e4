import Foundation

/// UIKit's system present/dismiss animations for `modalTransitionStyle`, used when the
/// transitioning delegate supplies no animator.
///
/// `.coverVertical`: the presented view rises from below the container to its final frame on
/// curve 7 (UIKit's system spring) in 0.5 s; dismissal moves it back below. `.crossDissolve`:
/// its alpha goes 0 → 1 (1 → 0 on dismissal) with easeInOut in 0.4 s. `.flipHorizontal` and
/// `.partialCurl` trap until 3D layer transforms exist.
///
/// ```
/// coverVertical  t=0                          t=0.5 s
///  presented:    y = container height ─spring─▶ y = final frame's y
/// ```
@MainActor
final class ModalSystemAnimator: UIViewControllerAnimatedTransitioning {
  /// Cover-vertical duration on curve 7.
  static let coverVerticalDuration: TimeInterval = 0.5
  /// Cross-dissolve duration (UIKit's fallback duration for transition views).
  static let crossDissolveDuration: TimeInterval = 0.4

  let style: UIModalTransitionStyle
  let isPresenting: Bool

  init(style: UIModalTransitionStyle, isPresenting: Bool) {
    switch style {
    case .flipHorizontal, .partialCurl: preconditionFailure(TransitionDiagnostics.transitionStyleNeeds3D(style))
    case .coverVertical, .crossDissolve: break
    }
    self.style = style
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    style == .crossDissolve ? Self.crossDissolveDuration : Self.coverVerticalDuration
  }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    let key: UITransitionContextViewKey = isPresenting ? .to : .from
    guard let view = transitionContext.view(forKey: key) else {
      preconditionFailure("UIKit's modal animation: the transition context has no presented view")
    }
    let duration = transitionDuration(using: transitionContext)
    let finish = { (_: Bool) in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
    switch (style, isPresenting) {
    case (.crossDissolve, true):
      container.addSubview(view)
      view.alpha = 0
      UIView.animate(
        withDuration: duration, delay: 0, options: [], animations: { view.alpha = 1 }, completion: finish)
    case (.crossDissolve, false):
      UIView.animate(
        withDuration: duration, delay: 0, options: [], animations: { view.alpha = 0 },
        completion: { done in
          view.alpha = 1
          finish(done)
        })
    case (_, true):
      let presented = transitionContext.viewController(forKey: .to)
      let final = presented.map { transitionContext.finalFrame(for: $0) } ?? view.frame
      container.addSubview(view)
      view.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
      UIView.animate(
        withDuration: duration, delay: 0, options: NavigationParallaxTransition.systemCurve,
        animations: { view.frame = final }, completion: finish)
    case (_, false):
      let start = view.frame
      UIView.animate(
        withDuration: duration, delay: 0, options: NavigationParallaxTransition.systemCurve,
        animations: { view.frame = start.offsetBy(dx: 0, dy: container.bounds.height - start.minY) },
        completion: { done in
          view.frame = start
          finish(done)
        })
    }
  }
}
