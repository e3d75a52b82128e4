import Foundation

/// A continuous gesture that follows two fingers moving apart or together, as UIKit's
/// `UIPinchGestureRecognizer`.
///
/// Once two fingers are down it remembers their distance. It begins when that distance has
/// changed by more than ``hysteresis`` points, changes whenever a finger moves while two are
/// down, and ends when both fingers have lifted (it fails if they lift before it began).
/// `scale` is the distance now ÷ the distance when the second finger went down, so the first
/// `.began` already reports the movement that made it begin; `velocity` is the change of
/// `scale` per second over the latest two touch samples. When one finger lifts mid-pinch the
/// gesture stays in progress with `numberOfTouches` 1 and `scale` held, as on iOS; a finger
/// going down again resumes from the held scale. Fingers beyond the first two are ignored.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How far the distance between the fingers must change before a pinch begins: 8 pt.
  /// - Note: UIKit does not document this threshold; 8 pt is a chosen value in the range
  ///   iOS devices show (a pinch begins after a few points of finger travel).
  public static let hysteresis: CGFloat = 8

  /// The distance that scale 1 stands for (the start distance ÷ any scale set since).
  private var referenceDistance: CGFloat = 0
  private var startDistance: CGFloat = 0
  private var storedScale: CGFloat = 1
  private var tracking = TwoFingerTracking()

  /// The distance between the fingers relative to when the second went down, as `scale`.
  /// Setting it (typically to 1 after applying it) makes the current distance stand for the
  /// new value and resets ``velocity`` to zero.
  open var scale: CGFloat {
    get { storedScale }
    set {
      storedScale = newValue
      tracking.clear()
      if let pair = TwoFingerTracking.pair(of: self), newValue > 0 {
        referenceDistance = TwoFingerTracking.distance(pair) / newValue
        tracking.record(newValue, at: pair.0.timestamp)
      }
    }
  }

  /// How fast `scale` changes, in scale factor per second, as `velocity`.
  open var velocity: CGFloat { tracking.velocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    for extra in down.dropFirst(2) where touches.contains(extra) { ignore(extra, for: event) }
    guard let pair = TwoFingerTracking.pair(of: self), touches.contains(pair.0) || touches.contains(pair.1) else {
      return
    }
    let distance = TwoFingerTracking.distance(pair)
    if state == .possible {
      startDistance = distance
      referenceDistance = distance
      storedScale = 1
    } else if storedScale > 0 {
      // A finger came back mid-pinch: the new pair continues from the held scale.
      referenceDistance = distance / storedScale
    }
    tracking.clear()
    tracking.record(storedScale, at: pair.1.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let pair = TwoFingerTracking.pair(of: self), referenceDistance > 0 else { return }
    let distance = TwoFingerTracking.distance(pair)
    switch state {
    case .possible:
      guard abs(distance - startDistance) > Self.hysteresis else { return }
      update(distance, at: pair.0.timestamp)
      state = .began
    case .began, .changed:
      update(distance, at: pair.0.timestamp)
      state = .changed
    default:
      break
    }
  }

  private func update(_ distance: CGFloat, at time: TimeInterval) {
    storedScale = distance / referenceDistance
    tracking.record(storedScale, at: time)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let stillDown = trackedTouches.contains { !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled }
    guard !stillDown else { return }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    super.reset()
    storedScale = 1
    referenceDistance = 0
    startDistance = 0
    tracking.clear()
  }
}
