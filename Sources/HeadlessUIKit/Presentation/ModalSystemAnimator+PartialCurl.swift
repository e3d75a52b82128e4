import Foundation

extension ModalSystemAnimator {
  /// `.partialCurl`'s duration (easeInOut).
  /// - Note: UIKit does not document it; 0.5 s matches its look.
  static let partialCurlDuration: TimeInterval = 0.5
  /// How far the presenting screen stays curled while presented (``PageCurlView`` progress).
  /// - Note: UIKit does not document it; 0.45 leaves about the lower half of the presented
  ///   screen uncovered, as iOS does.
  static let partialCurlProgress: CGFloat = 0.45
  /// The direction the partial curl lifts towards: the bottom-right corner, more down than
  /// right (radians in the screen's space, y down).
  /// - Note: UIKit does not document it; 60° matches its look.
  static let partialCurlAngle: CGFloat = .pi / 3

  /// `.partialCurl`. Presenting: the presented view goes in the container at its final frame
  /// and a picture of the presenting view (a ``PageCurlView``) over it curls from flat to
  /// ``partialCurlProgress``; the picture stays in the container, curled, while presented
  /// (the presenting view itself is removed, as for any `.fullScreen` presentation).
  /// Dismissing: the picture is taken again from the presenting view (put back under the
  /// container by then) and uncurls to flat, then goes with the container.
  ///
  ///     present  0 ───────── 0.5 s     dismiss  0 ───────── 0.5 s
  ///     curl     0 → 0.45 (easeInOut)           curl 0.45 → 0 (easeInOut)
  func partialCurl(
    _ context: any UIViewControllerContextTransitioning, moving view: UIView, duration: TimeInterval,
    finish: @escaping (Bool) -> Void
  ) {
    let container = context.containerView
    if isPresenting {
      guard let presentingView = context.viewController(forKey: .from)?.view else {
        preconditionFailure("UIKit's partial curl: the transition context has no presenting view")
      }
      let presented = context.viewController(forKey: .to)
      view.frame = presented.map { context.finalFrame(for: $0) } ?? view.frame
      container.addSubview(view)
      let page = Self.addCurledPage(of: presentingView, to: container, progress: 0)
      UIView.animate(
        withDuration: duration, delay: 0, options: [],
        animations: { page.curlProgress = Self.partialCurlProgress },
        completion: { done in
          if context.transitionWasCancelled { page.removeFromSuperview() }
          finish(done)
        })
      return
    }
    guard let page = container.subviews.last(where: { $0 is PageCurlView }) as? PageCurlView else {
      preconditionFailure("UIKit's partial curl: the presentation's curled page is missing from the container")
    }
    if let presentingView = context.viewController(forKey: .to)?.view { page.recapture(presentingView) }
    UIView.animate(
      withDuration: duration, delay: 0, options: [], animations: { page.curlProgress = 0 },
      completion: { done in
        if context.transitionWasCancelled {
          UIView.performWithoutAnimation { page.curlProgress = Self.partialCurlProgress }
        } else {
          page.removeFromSuperview()
        }
        finish(done)
      })
  }

  /// Adds a picture of `presentingView` to `container`, over everything, in the presenting
  /// view's place, curled to `progress` (also what a presentation without animation leaves).
  @discardableResult
  static func addCurledPage(of presentingView: UIView, to container: UIView, progress: CGFloat) -> PageCurlView {
    let page = PageCurlView(capturing: presentingView, angle: partialCurlAngle)
    if let superview = presentingView.superview {
      page.center = superview.convert(presentingView.center, to: container)
    }
    container.addSubview(page)
    UIView.performWithoutAnimation { page.curlProgress = progress }
    return page
  }
}
