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
      pan.setTranslation(.zero, in: self)
      scrollViewDelegate?.scrollViewWillBeginDragging(self)
    case .changed:
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
  /// to stop, then decelerates there (or returns inside the edges, or settles on a page).
  private func release(fingerVelocity: CGPoint) {
    isTracking = false
    let offset = bounds.origin
    let outside = clampedOffset(offset) != offset
    // UIKit reports the content's velocity in points per millisecond, opposite to the finger's.
    var velocity = CGPoint(
      x: scrollsHorizontally ? -fingerVelocity.x / 1000 : 0, y: scrollsVertically ? -fingerVelocity.y / 1000 : 0)
    if outside { velocity = .zero }
    var target: CGPoint
    if outside {
      target = clampedOffset(offset)
    } else if isPagingEnabled {
      target = pageTarget(from: offset, velocity: velocity)
    } else {
      target = clampedOffset(ScrollMotion.projection(of: offset, velocity: velocity, rate: decelerationRate.rawValue))
    }
    let pointer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 1)
    pointer.initialize(to: target)
    scrollViewDelegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
    target = pointer.move()
    pointer.deallocate()
    let moves = abs(target.x - offset.x) >= 0.5 || abs(target.y - offset.y) >= 0.5
    isDragging = false
    scrollViewDelegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
    guard moves else { return }
    isDecelerating = true
    scrollViewDelegate?.scrollViewWillBeginDecelerating(self)
    let kind: ScrollMotion.Kind =
      outside
      ? .bounceBack : .deceleration(rate: isPagingEnabled ? DecelerationRate.fast.rawValue : decelerationRate.rawValue)
    start(ScrollMotion(kind: kind, from: offset, to: target, startTime: CACurrentMediaTime()))
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
    let (offset, finished) = motion.offset(after: CACurrentMediaTime() - motion.startTime)
    bounds.origin = offset
    guard finished else { return }
    motionLink?.invalidate()
    motionLink = nil
    self.motion = nil
    if motion.kind == .animation {
      scrollViewDelegate?.scrollViewDidEndScrollingAnimation(self)
    } else {
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
  }
}
