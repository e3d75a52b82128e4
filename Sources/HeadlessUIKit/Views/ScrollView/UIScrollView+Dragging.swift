import Foundation

extension UIScrollView {
  /// The range of offsets the content rests in: from `−adjustedContentInset.top/left` to where
  /// the content's far edge plus its inset meets the view's far edge (never below the start).
  var offsetRange: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let size = bounds.size
    let minimum = CGPoint(x: -inset.left, y: -inset.top)
    let maximum = CGPoint(
      x: max(minimum.x, contentSize.width + inset.right - size.width),
      y: max(minimum.y, contentSize.height + inset.bottom - size.height))
    return (minimum, maximum)
  }

  /// `offset` moved inside ``offsetRange``.
  func clampedOffset(_ offset: CGPoint) -> CGPoint {
    let range = offsetRange
    return CGPoint(
      x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
  }

  /// UIKit's rubber band: an overshoot of `distance` beyond an edge of a view `dimension` long
  /// shows as `(1 − 1 / (distance · 0.55 / dimension + 1)) · dimension`.
  static func rubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
    guard dimension > 0 else { return 0 }
    let magnitude = (1 - 1 / (abs(distance) * 0.55 / dimension + 1)) * dimension
    return distance < 0 ? -magnitude : magnitude
  }

  /// Follows the pan: begins, drags and releases the content.
  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      stopMotion()
      isTracking = true
      isDragging = true
      dragStartOffset = bounds.origin
      holdIndicators()
      pan.setTranslation(.zero, in: self)
      scrollViewDelegate?.scrollViewWillBeginDragging(self)
    case .changed:
      // While fingers pinch, the pinch places the content under them.
      guard !isZooming else { return }
      bounds.origin = draggedOffset(translation: pan.translation(in: self))
    case .ended, .cancelled:
      release(fingerVelocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
    default:
      break
    }
  }

  /// The offset for a finger that has moved by `translation` since the drag began: moving on
  /// the scrollable axes only, rubber-banded beyond the edges when `bounces`, else clamped.
  private func draggedOffset(translation: CGPoint) -> CGPoint {
    let range = offsetRange
    var offset = dragStartOffset
    if scrollsHorizontally {
      offset.x = resist(dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x, dimension: bounds.width)
    }
    if scrollsVertically {
      offset.y = resist(dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y, dimension: bounds.height)
    }
    return offset
  }

  private func resist(_ value: CGFloat, min lower: CGFloat, max upper: CGFloat, dimension: CGFloat) -> CGFloat {
    if value < lower { return bounces ? lower + Self.rubberBand(value - lower, dimension: dimension) : lower }
    if value > upper { return bounces ? upper + Self.rubberBand(value - upper, dimension: dimension) : upper }
    return value
  }

  /// The finger lifted moving at `fingerVelocity` (points per second): asks the delegate where
  /// to stop, then decelerates there — crossing an edge and springing back to it when the
  /// projected rest lies beyond it — or springs back inside the edges when released beyond
  /// one, or settles on a page.
  private func release(fingerVelocity: CGPoint) {
    isTracking = false
    let offset = bounds.origin
    let inside = clampedOffset(offset)
    let (outsideX, outsideY) = (inside.x != offset.x, inside.y != offset.y)
    // UIKit reports the content's velocity in points per millisecond, opposite to the finger's.
    let velocity = CGPoint(
      x: scrollsHorizontally ? -fingerVelocity.x / 1000 : 0, y: scrollsVertically ? -fingerVelocity.y / 1000 : 0)
    let rate = isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue
    let projection = ScrollMotion.projection(of: offset, velocity: velocity, rate: rate)
    // An axis beyond its edge returns to it; the others rest where the fling takes them.
    var proposed = isPagingEnabled ? pageTarget(from: offset, velocity: velocity) : clampedOffset(projection)
    if outsideX { proposed.x = inside.x }
    if outsideY { proposed.y = inside.y }
    let pointer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 1)
    pointer.initialize(to: proposed)
    scrollViewDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
    let target = pointer.move()
    pointer.deallocate()
    let moves = abs(target.x - offset.x) >= 0.5 || abs(target.y - offset.y) >= 0.5
    isDragging = false
    scrollViewDelegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
    guard moves else { return releaseIndicators() }
    isDecelerating = true
    scrollViewDelegate?.scrollViewWillBeginDecelerating(self)
    let range = offsetRange
    let threshold = 0.5 / (window?.screen.scale ?? UIScreen.main.scale)
    func axis(
      _ start: CGFloat, _ to: CGFloat, _ projected: CGFloat, _ speed: CGFloat, _ edges: ClosedRange<CGFloat>,
      outside: Bool
    ) -> ScrollAxisMotion {
      if outside { return .springing(from: start, to: to, velocity: speed * 1000, threshold: threshold) }
      // The delegate's own target, a page, or a rest inside the edges: decay onto it. The
      // untouched projection beyond an edge: decay toward it until the edge, then bounce.
      let beyond = to == proposedValue(edges, projected) && !edges.contains(projected) && !isPagingEnabled
      return .decelerating(
        from: start, distance: (beyond ? projected : to) - start, rate: rate, edges: edges, bounces: bounces,
        threshold: threshold)
    }
    let motion = ScrollMotion(
      x: axis(offset.x, target.x, projection.x, velocity.x, range.min.x...range.max.x, outside: outsideX),
      y: axis(offset.y, target.y, projection.y, velocity.y, range.min.y...range.max.y, outside: outsideY),
      startTime: CACurrentMediaTime())
    start(motion)
  }

  /// The proposed target on one axis: the projection clamped to the edges.
  private func proposedValue(_ edges: ClosedRange<CGFloat>, _ projected: CGFloat) -> CGFloat {
    min(max(projected, edges.lowerBound), edges.upperBound)
  }

  /// Paging: the page the offset is nearest to, or the next one in the direction of a fling
  /// (at most one page on, as UIKit).
  private func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
    func page(_ value: CGFloat, _ start: CGFloat, _ size: CGFloat, _ speed: CGFloat) -> CGFloat {
      guard size > 0 else { return value }
      let position = value / size
      let index = abs(speed) > 0.5 ? (speed > 0 ? position.rounded(.up) : position.rounded(.down)) : position.rounded()
      let startPage = (start / size).rounded(.down)
      return min(max(index, startPage - 1), startPage + 1) * size
    }
    return clampedOffset(
      CGPoint(
        x: page(offset.x, dragStartOffset.x, bounds.width, velocity.x),
        y: page(offset.y, dragStartOffset.y, bounds.height, velocity.y)))
  }

  /// Starts `motion`, driven by a display link each frame.
  func start(_ motion: ScrollMotion) {
    self.motion = motion
    let link = CADisplayLink(target: self) { [weak self] _ in self?.stepMotion() }
    link.add(to: .main, forMode: .common)
    motionLink = link
  }

  /// Moves the offset to where the running motion is now; ends it when it is over.
  private func stepMotion() {
    guard let motion else { return }
    let elapsed = CACurrentMediaTime() - motion.startTime
    let (offset, finished) = motion.offset(after: elapsed)
    let scale = motion.zoomScale(after: elapsed)
    let zoomed = scale != nil && scale != currentZoomScale
    if let scale, zoomed { applyZoomScale(scale) }
    bounds.origin = offset
    if zoomed { scrollViewDelegate?.scrollViewDidZoom(self) }
    guard finished else { return }
    motionLink?.invalidate()
    motionLink = nil
    self.motion = nil
    releaseIndicators()
    switch motion.kind {
    case .animation:
      scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self)
    case .zoom(_, let final):
      isZoomAnimating = false
      isZoomBouncing = false
      scrollViewDelegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: final)
    case .deceleration:
      isDecelerating = false
      scrollViewDelegate?.scrollViewDidEndDecelerating(self)
    }
  }

  /// Stops a running deceleration or scroll animation where it is (a touch, or setting
  /// `contentOffset`), as UIKit does; no end callback is sent.
  func stopMotion() {
    guard motion != nil else { return }
    motionLink?.invalidate()
    motionLink = nil
    motion = nil
    isDecelerating = false
    isZoomAnimating = false
    isZoomBouncing = false
    releaseIndicators()
  }
}
