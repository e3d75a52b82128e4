import Foundation

extension UIView {
  /// The direction the built-in curls lift towards: the bottom edge, its right corner a
  /// little ahead (radians in the page's space, y down; π/2 would be the bottom edge square on).
  /// - Note: UIKit difference: Apple does not document the curl's angle; 80° matches its look.
  static let curlAngle: CGFloat = .pi * 80 / 180

  /// The page curls of `UIView.transition`'s `.transitionCurlUp` and `.transitionCurlDown`,
  /// over `duration` on the curve in `options`.
  ///
  /// `.transitionCurlUp`: `page` (the old appearance) lifts from the bottom edge and leaves
  /// off the top, revealing the new content underneath. `.transitionCurlDown`: `page` (the new
  /// appearance) comes down from the top, unrolling over `covered` (the old appearance) — the
  /// curl up played backwards. Both are removed when it ends, then `completion` runs.
  ///
  ///     0 ───────────────── duration
  ///     curlUp:   progress 0 → 1 (curve)
  ///     curlDown: progress 1 → 0 (curve)
  static func curl(
    _ kind: ViewTransitionKind, page: PageCurlView, covering covered: UIView?, duration: TimeInterval,
    options: AnimationOptions, completion: ((Bool) -> Void)?
  ) {
    let up = kind == .curlUp
    performWithoutAnimation { page.curlProgress = up ? 0 : 1 }
    animate(
      withDuration: duration, delay: 0, options: options.withoutTransitionBits,
      animations: { page.curlProgress = up ? 1 : 0 },
      completion: { finished in
        page.removeFromSuperview()
        covered?.removeFromSuperview()
        completion?(finished)
      })
  }
}
