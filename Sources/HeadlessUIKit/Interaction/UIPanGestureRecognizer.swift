import Foundation

/// A continuous gesture that follows dragging fingers, as UIKit's `UIPanGestureRecognizer`.
///
/// It follows the centroid of its fingers. It begins once the centroid has moved more than
/// ``hysteresis`` points from where it went down with at least `minimumNumberOfTouches`
/// fingers down, changes on every move, and ends when the fingers lift (below
/// `minimumNumberOfTouches` once begun; it fails if they all lift before it began). More
/// fingers than `maximumNumberOfTouches` make a pan that has not begun fail; one in
/// progress ignores the extra fingers. A finger going down or lifting mid-pan moves the
/// centroid without a jump in translation or velocity. `translation(in:)` is measured from the touch-down point (or from the
/// last `setTranslation(_:in:)`), so a pan's translation includes the movement that made it
/// begin.
///
/// `velocity(in:)` is the finger's velocity over the latest two touch samples, in points per
/// second: scripted touches arrive at a fixed sample rate (``TouchTrack/sampleRate``), so the
/// same track always yields the same velocities, and a track moving at a constant velocity
/// reports exactly that velocity.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The distance a finger must move before a pan begins: 10 pt.
  /// - Note: UIKit does not document this threshold; 10 pt is what iOS devices show.
  public static let hysteresis: CGFloat = 10

  /// The fewest touches that can pan, as `minimumNumberOfTouches` (default 1).
  open var minimumNumberOfTouches = 1
  /// The most touches that can pan, as `maximumNumberOfTouches` (default `Int.max`).
  open var maximumNumberOfTouches = Int.max

  /// Where translation is measured from, in window coordinates.
  private var translationOrigin = CGPoint.zero
  private var downLocation = CGPoint.zero
  /// The latest samples of the touches' centroid (time, window location), oldest first,
  /// with distinct times.
  private var samples: [(time: TimeInterval, location: CGPoint)] = []

  /// The tracked touches still down, less `lifting`.
  private func activeTouches(excluding lifting: Set<UITouch> = []) -> [UITouch] {
    trackedTouches.filter { !lifting.contains($0) && $0.phase != .ended && $0.phase != .cancelled }
  }

  private static func centroid(_ touches: [UITouch]) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    let n = CGFloat(touches.count)
    return CGPoint(
      x: touches.map(\.windowLocation.x).reduce(0, +) / n, y: touches.map(\.windowLocation.y).reduce(0, +) / n)
  }

  /// A finger went down or lifted: the centroid jumps without the fingers moving, so the
  /// pan's reference points move with it and translation and velocity stay continuous.
  private func shift(to centroid: CGPoint) {
    guard let last = samples.last?.location else { return }
    let (dx, dy) = (centroid.x - last.x, centroid.y - last.y)
    downLocation = CGPoint(x: downLocation.x + dx, y: downLocation.y + dy)
    translationOrigin = CGPoint(x: translationOrigin.x + dx, y: translationOrigin.y + dy)
    for index in samples.indices {
      samples[index].location = CGPoint(x: samples[index].location.x + dx, y: samples[index].location.y + dy)
    }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    if (state == .began || state == .changed) && numberOfTouches > maximumNumberOfTouches {
      // A pan in progress ignores fingers beyond its maximum.
      for extra in activeTouches().dropFirst(maximumNumberOfTouches) { ignore(extra, for: event) }
      return
    }
    let centroid = Self.centroid(activeTouches())
    if samples.isEmpty {
      downLocation = centroid
      translationOrigin = centroid
    } else {
      shift(to: centroid)
    }
    record(centroid, at: touch.timestamp)
    if state == .possible && numberOfTouches > maximumNumberOfTouches { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    let centroid = Self.centroid(activeTouches())
    record(centroid, at: touch.timestamp)
    switch state {
    case .possible:
      let movement = CGVector(dx: centroid.x - downLocation.x, dy: centroid.y - downLocation.y)
      guard (movement.dx * movement.dx + movement.dy * movement.dy).squareRoot() > Self.hysteresis else { return }
      // Too few fingers: the pan waits for more (it fails if they lift first).
      guard numberOfTouches >= minimumNumberOfTouches else { return }
      if shouldBegin(movingFrom: downLocation, by: movement) {
        state = .began
      } else {
        state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    let remaining = activeTouches(excluding: touches)
    // Where the fingers were as they lifted (the lifting ones included).
    let lifting = trackedTouches.filter { touches.contains($0) || remaining.contains($0) }
    record(Self.centroid(lifting.isEmpty ? trackedTouches : lifting), at: touch.timestamp)
    if !remaining.isEmpty && (state == .possible || remaining.count >= minimumNumberOfTouches) {
      // Fingers stay down: the pan goes on with them.
      shift(to: Self.centroid(remaining))
      return
    }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  /// Whether a finger that went down at `start` (window coordinates) and moved by `movement`
  /// past the threshold makes this pan begin; the edge pan narrows it.
  func shouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool { true }

  private func record(_ location: CGPoint, at time: TimeInterval) {
    if let last = samples.last, last.time == time {
      samples[samples.count - 1].location = location
    } else {
      samples.append((time, location))
      if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }
  }

  /// The finger's movement since touch-down (or the last `setTranslation`) in `view`'s
  /// coordinates (the window's when nil), as `translation(in:)`.
  open func translation(in view: UIView?) -> CGPoint {
    guard let current = samples.last?.location else { return .zero }
    let a = view?.convert(translationOrigin, from: nil) ?? translationOrigin
    let b = view?.convert(current, from: nil) ?? current
    return CGPoint(x: b.x - a.x, y: b.y - a.y)
  }

  /// Makes `translation(in: view)` equal `translation` now, as `setTranslation(_:in:)`.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    guard let current = samples.last?.location else { return }
    guard let view else {
      translationOrigin = CGPoint(x: current.x - translation.x, y: current.y - translation.y)
      return
    }
    let local = view.convert(current, from: nil)
    translationOrigin = view.convert(CGPoint(x: local.x - translation.x, y: local.y - translation.y), to: nil)
  }

  /// The finger's velocity in points per second in `view`'s coordinates (the window's when
  /// nil), as `velocity(in:)`; zero before the finger has moved.
  open func velocity(in view: UIView?) -> CGPoint {
    guard samples.count == 2 else { return .zero }
    let (a, b) = (samples[0], samples[1])
    let dt = b.time - a.time
    let v = CGPoint(x: (b.location.x - a.location.x) / dt, y: (b.location.y - a.location.y) / dt)
    guard let view else { return v }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(v, from: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  open override func reset() {
    super.reset()
    samples = []
  }
}
