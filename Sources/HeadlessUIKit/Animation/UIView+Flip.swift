import Foundation

extension UIView {
  /// The perspective of the built-in flips: `m34 = −1/1000`.
  /// - Note: UIKit does not document the flip's perspective; this distance matches its look.
  static let flipPerspective: CGFloat = -1.0 / 1000

  /// The flip of `UIView.transition`'s `.transitionFlipFrom…` options and of the modal
  /// `.flipHorizontal` style: the old appearance (`picture`) turns edge-on about the vertical
  /// (left/right) or horizontal (top/bottom) axis in the first half of `duration`, then the new
  /// content (`view`) turns in from edge-on in the second half, both with perspective, so the
  /// content swaps at 90°. Back faces are not drawn, so nothing shows while edge-on.
  ///
  ///     0 ───────── duration/2 ───────── duration
  ///     old 0° → 90° (ease in)   new −90° → 0° (ease out)
  static func flip(
    _ kind: ViewTransitionKind, from picture: UIView, to view: UIView, duration: TimeInterval,
    completion: ((Bool) -> Void)?
  ) {
    let aboutX = kind == .flipFromTop || kind == .flipFromBottom
    let sign: CGFloat = kind == .flipFromLeft || kind == .flipFromTop ? 1 : -1
    let base = view.layer.transform
    func turned(_ angle: CGFloat) -> CATransform3D {
      var perspective = CATransform3DIdentity
      perspective.m34 = flipPerspective
      let rotation =
        aboutX ? CATransform3DMakeRotation(angle, 1, 0, 0) : CATransform3DMakeRotation(angle, 0, 1, 0)
      return rotation.concatenating(perspective).concatenating(base)
    }
    performWithoutAnimation {
      picture.layer.transform = turned(0)
      view.layer.transform = turned(-sign * .pi / 2)
    }
    animateKeyframes(
      withDuration: duration, delay: 0, options: [],
      animations: {
        addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          picture.layer.transform = turned(sign * .pi / 2)
        }
        addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.layer.transform = turned(0) }
      },
      completion: { finished in
        picture.removeFromSuperview()
        view.layer.transform = base
        completion?(finished)
      })
  }
}
