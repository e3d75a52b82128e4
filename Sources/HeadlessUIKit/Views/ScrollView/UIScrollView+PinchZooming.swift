import Foundation

extension UIScrollView {
  /// How a pinch beyond a zoom limit shows when `bouncesZoom`: a scale `s` past `limit` shows
  /// as `limit · (s / limit)^0.5`, so the content resists more the further the fingers go.
  /// - Note: UIKit difference: UIKit's zoom rubber band is private; this exponent is chosen
  ///   to feel like it (pinching to twice the maximum shows about 1.4 × the maximum).
  static let zoomBounceExponent: CGFloat = 0.5

  /// The recognizer that zooms the content, as `pinchGestureRecognizer`: non-nil when zooming
  /// is possible (`maximumZoomScale` above `minimumZoomScale` and a delegate whose
  /// `viewForZooming(in:)` returns a view).
  ///
  /// Two fingers zoom the delegate's view about their centroid: the content point under the
  /// centroid when the pinch began stays under it while the scale follows `pinch.scale`
  /// times the scale at the start, and the delegate hears `scrollViewWillBeginZooming(_:with:)`,
  /// `scrollViewDidZoom(_:)` on every change, and `scrollViewDidEndZooming(_:with:atScale:)`.
  /// With `bouncesZoom` the scale may go beyond the limits (resisting, see
  /// `zoomBounceExponent`) and springs back inside them when the fingers lift
  /// (`isZoomBouncing`), the offset settling inside the content's edges; otherwise it stops
  /// at the limits.
  ///
  /// - Note: UIKit difference: UIKit's bounce back after a pinch is a private spring; here it
  ///   is the 0.3 s ease-in-out of ``setZoomScale(_:animated:)``.
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    maximumZoomScale > minimumZoomScale && zoomingView != nil ? scrollPinch : nil
  }

  /// Attaches the pinch while the zoom limits allow zooming, detaches it otherwise.
  func updatePinchRecognizer() {
    if maximumZoomScale > minimumZoomScale {
      if scrollPinch.view !== self { addGestureRecognizer(scrollPinch) }
    } else if scrollPinch.view === self {
      scrollPinch.isEnabled = false
      removeGestureRecognizer(scrollPinch)
      scrollPinch.isEnabled = true
    }
  }

  /// Follows the pinch: begins, zooms about the fingers and ends (bouncing back) the zoom.
  func handlePinch(_ pinch: UIPinchGestureRecognizer) {
    guard let view = zoomingView else { return }
    switch pinch.state {
    case .began:
      stopMotion()
      isZooming = true
      scrollPinch.startScale = currentZoomScale
      scrollPinch.anchor = view.convert(pinch.location(in: self), from: self)
      holdIndicators()
      scrollViewDelegate?.scrollViewWillBeginZooming(self, with: view)
      zoomUnderFingers(pinch, view)
    case .changed:
      zoomUnderFingers(pinch, view)
    case .ended, .cancelled:
      isZooming = false
      settleZoom(pinch, view)
    default:
      break
    }
  }

  /// The scale the fingers ask for, resisting beyond the limits when `bouncesZoom`.
  private func pinchedScale(_ requested: CGFloat) -> CGFloat {
    let requested = max(requested, .ulpOfOne)
    let limit: CGFloat? =
      requested > maximumZoomScale ? maximumZoomScale : requested < minimumZoomScale ? minimumZoomScale : nil
    guard let limit else { return requested }
    guard bouncesZoom else { return limit }
    return limit * pow(requested / limit, Self.zoomBounceExponent)
  }

  /// Where the fingers' centroid is, relative to the view's visible top-left corner.
  private func visibleCentroid(_ pinch: UIPinchGestureRecognizer) -> CGPoint {
    let point = pinch.location(in: self)
    return CGPoint(x: point.x - bounds.origin.x, y: point.y - bounds.origin.y)
  }

  private func zoomUnderFingers(_ pinch: UIPinchGestureRecognizer, _ view: UIView) {
    let centroid = visibleCentroid(pinch)
    applyZoomScale(pinchedScale(scrollPinch.startScale * pinch.scale))
    let anchor = view.convert(scrollPinch.anchor, to: self)
    bounds.origin = CGPoint(x: anchor.x - centroid.x, y: anchor.y - centroid.y)
    scrollViewDelegate?.scrollViewDidZoom(self)
  }

  /// The fingers lifted: back inside the zoom limits and the content's edges, animated, then
  /// `scrollViewDidEndZooming(_:with:atScale:)`.
  private func settleZoom(_ pinch: UIPinchGestureRecognizer, _ view: UIView) {
    let current = currentZoomScale
    let final = min(max(current, minimumZoomScale), maximumZoomScale)
    // The anchor stays under the centroid at the final scale, then the offset comes inside
    // the edges that scale's content size gives.
    let centroid = visibleCentroid(pinch)
    let size = view.bounds.size
    let content = CGSize(width: size.width * final, height: size.height * final)
    let inset = adjustedContentInset
    func clamp(_ value: CGFloat, _ lower: CGFloat, _ extent: CGFloat, _ far: CGFloat, _ length: CGFloat) -> CGFloat {
      min(max(value, lower), max(lower, extent + far - length))
    }
    let target = CGPoint(
      x: clamp(scrollPinch.anchor.x * final - centroid.x, -inset.left, content.width, inset.right, bounds.width),
      y: clamp(scrollPinch.anchor.y * final - centroid.y, -inset.top, content.height, inset.bottom, bounds.height))
    guard final != current || target != bounds.origin else {
      releaseIndicators()
      scrollViewDelegate?.scrollViewDidEndZooming(self, with: view, atScale: final)
      return
    }
    isZoomAnimating = true
    isZoomBouncing = final != current
    start(
      ScrollMotion(
        animationFrom: bounds.origin, to: target, startTime: CACurrentMediaTime(), kind: .zoom(from: current, to: final)
      ))
  }
}
