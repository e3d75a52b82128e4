import Foundation

/// UIKit's system present/dismiss animations for `modalTransitionStyle`, used when the
/// transitioning delegate supplies no animator.
///
/// `.coverVertical`: the presented view rises from below the container to its final frame on
/// curve 7 (UIKit's system spring) in 0.5 s; dismissal moves it back below. `.crossDissolve`:
/// its alpha goes 0 → 1 (1 → 0 on dismissal) with easeInOut in 0.4 s. `.flipHorizontal`: the
/// presenting screen turns away and the presented one turns in about the vertical axis with
/// perspective in 0.75 s (`UIView.flip`). `.partialCurl`: a picture of the presenting screen
/// curls up from its bottom-right corner part of the way (easeInOut, 0.5 s), revealing the
/// presented one beneath, and stays curled while presented; dismissal uncurls it (see
/// `partialCurl`).
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
  /// Flip duration.
  /// - Note: UIKit does not document it; 0.75 s matches its look.
  static let flipDuration: TimeInterval = 0.75

  let style: UIModalTransitionStyle
  let isPresenting: Bool

  init(style: UIModalTransitionStyle, isPresenting: Bool) {
    self.style = style
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
    switch style {
    case .crossDissolve: Self.crossDissolveDuration
    case .flipHorizontal: Self.flipDuration
    case .partialCurl: Self.partialCurlDuration
    default: Self.coverVerticalDuration
    }
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
    case (.flipHorizontal, _):
      flip(transitionContext, moving: view, duration: duration, finish: finish)
    case (.partialCurl, _):
      partialCurl(transitionContext, moving: view, duration: duration, finish: finish)
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

  /// `.flipHorizontal`: the outgoing screen turns away about the vertical axis and the incoming
  /// one turns in (from the right on presentation, from the left on dismissal), with
  /// perspective, over black; the content swaps at 90°.
  private func flip(
    _ context: any UIViewControllerContextTransitioning, moving view: UIView, duration: TimeInterval,
    finish: @escaping (Bool) -> Void
  ) {
    let container = context.containerView
    guard let outgoing = isPresenting ? context.viewController(forKey: .from)?.view : view,
      let incoming = isPresenting ? view : context.viewController(forKey: .to)?.view
    else { preconditionFailure("UIKit's flip: the transition context has no presenting or presented view") }
    if isPresenting {
      let presented = context.viewController(forKey: .to)
      view.frame = presented.map { context.finalFrame(for: $0) } ?? view.frame
      container.addSubview(view)
    }
    let picture = ContentSnapshotView(capturing: outgoing)
    if let superview = outgoing.superview {
      picture.center = superview.convert(outgoing.center, to: container)
    }
    container.addSubview(picture)
    outgoing.isHidden = true
    UIView.flip(isPresenting ? .flipFromRight : .flipFromLeft, from: picture, to: incoming, duration: duration) {
      done in
      outgoing.isHidden = false
      finish(done)
    }
  }
}
