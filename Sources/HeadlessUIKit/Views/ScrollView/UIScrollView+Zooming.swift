import Foundation

extension UIScrollView {
  /// The view the delegate scales, as UIKit asks for it: `viewForZooming(in:)`.
  var zoomingView: UIView? { scrollViewDelegate?.viewForZooming(in: self) }

  /// Zooms the zooming view to `requested` (clamped to the limits) keeping `focus` — a point
  /// in the zooming view's coordinates, by default the one at the centre of the view — at the
  /// centre, with the offset kept inside the edges the new content size gives.
  func zoom(toScale requested: CGFloat, centeredOn focus: CGPoint?, animated: Bool) {
    guard let view = zoomingView else { return }
    let scale = min(max(requested, minimumZoomScale), maximumZoomScale)
    let old = currentZoomScale
    let origin = view.frame.origin
    let point =
      focus ?? CGPoint(x: (bounds.midX - origin.x) / old, y: (bounds.midY - origin.y) / old)
    let size = view.bounds.size
    let content = CGSize(width: size.width * scale, height: size.height * scale)
    let inset = adjustedContentInset
    func clamp(_ value: CGFloat, _ lower: CGFloat, _ extent: CGFloat, _ far: CGFloat, _ length: CGFloat) -> CGFloat {
      min(max(value, lower), max(lower, extent + far - length))
    }
    let target = CGPoint(
      x: clamp(point.x * scale - bounds.width / 2, -inset.left, content.width, inset.right, bounds.width),
      y: clamp(point.y * scale - bounds.height / 2, -inset.top, content.height, inset.bottom, bounds.height))
    guard animated else {
      stopMotion()
      applyZoomScale(scale)
      bounds.origin = target
      scrollViewDelegate?.scrollViewDidZoom(self)
      return
    }
    stopMotion()
    isZoomAnimating = true
    holdIndicators()
    scrollViewDelegate?.scrollViewWillBeginZooming(self, with: view)
    start(
      ScrollMotion(
        animationFrom: bounds.origin, to: target, startTime: CACurrentMediaTime(), kind: .zoom(from: old, to: scale)))
  }

  /// Scales the zooming view by `scale` as UIKit does: its `transform` becomes the scale, its
  /// frame moves to the content's origin and `contentSize` becomes the frame's size.
  func applyZoomScale(_ scale: CGFloat) {
    currentZoomScale = scale
    guard let view = zoomingView else { return }
    let size = view.bounds.size
    UIView.performWithoutAnimation {
      view.transform = CGAffineTransform(scaleX: scale, y: scale)
      view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
    }
    contentSize = CGSize(width: size.width * scale, height: size.height * scale)
  }
}
