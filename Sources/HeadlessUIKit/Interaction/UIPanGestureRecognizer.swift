import Foundation

/// A continuous gesture that follows a dragging finger, as UIKit's `UIPanGestureRecognizer`.
///
/// It begins once the finger has moved more than ``hysteresis`` points from where it went
/// down, changes on every move, and ends when the finger lifts (it fails if the finger lifts
/// before it began). `translation(in:)` is measured from the touch-down point (or from the
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
  /// The latest samples (time, window location), oldest first, with distinct times.
  private var samples: [(time: TimeInterval, location: CGPoint)] = []

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    downLocation = touch.windowLocation
    translationOrigin = touch.windowLocation
    record(touch)
    if numberOfTouches > maximumNumberOfTouches { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = touches.first else { return }
    record(touch)
    switch state {
    case .possible:
      let movement = CGVector(
        dx: touch.windowLocation.x - downLocation.x, dy: touch.windowLocation.y - downLocation.y)
      guard (movement.dx * movement.dx + movement.dy * movement.dy).squareRoot() > Self.hysteresis else { return }
      if numberOfTouches < minimumNumberOfTouches {
        state = .failed
      } else if shouldBegin(movingFrom: downLocation, by: movement) {
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
    if let touch = touches.first { record(touch) }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  /// Whether a finger that went down at `start` (window coordinates) and moved by `movement`
  /// past the threshold makes this pan begin; the edge pan narrows it.
  func shouldBegin(movingFrom start: CGPoint, by movement: CGVector) -> Bool { true }

  private func record(_ touch: UITouch) {
    if let last = samples.last, last.time == touch.timestamp {
      samples[samples.count - 1].location = touch.windowLocation
    } else {
      samples.append((touch.timestamp, touch.windowLocation))
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
