import Foundation

/// What pinch and rotation recognizers read from their first two fingers: the distance
/// between them and the direction from the first to the second, in screen (window)
/// coordinates, as UIKit measures `scale` and `rotation`.
@MainActor
struct TwoFingerTracking {
  /// The latest samples of the gesture's value (time, value), oldest first, with distinct
  /// times: velocity is the change over the latest two.
  private var samples: [(time: TimeInterval, value: CGFloat)] = []

  /// The first two of `recognizer`'s fingers still down, less `lifting`.
  static func pair(of recognizer: UIGestureRecognizer, excluding lifting: Set<UITouch> = []) -> (UITouch, UITouch)? {
    let down = recognizer.trackedTouches.filter {
      !lifting.contains($0) && $0.phase != .ended && $0.phase != .cancelled
    }
    guard down.count >= 2 else { return nil }
    return (down[0], down[1])
  }

  static func distance(_ pair: (UITouch, UITouch)) -> CGFloat {
    let (a, b) = (pair.0.windowLocation, pair.1.windowLocation)
    return hypot(b.x - a.x, b.y - a.y)
  }

  /// The direction from the first finger to the second, in radians, clockwise on screen.
  static func angle(_ pair: (UITouch, UITouch)) -> CGFloat {
    let (a, b) = (pair.0.windowLocation, pair.1.windowLocation)
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// `angle` minus `reference`, brought into (−π, π].
  static func turn(from reference: CGFloat, to angle: CGFloat) -> CGFloat {
    var delta = angle - reference
    while delta > .pi { delta -= 2 * .pi }
    while delta <= -.pi { delta += 2 * .pi }
    return delta
  }

  mutating func record(_ value: CGFloat, at time: TimeInterval) {
    if let last = samples.last, last.time == time {
      samples[samples.count - 1].value = value
    } else {
      samples.append((time, value))
      if samples.count > 2 { samples.removeFirst(samples.count - 2) }
    }
  }

  /// The change per second over the latest two samples; zero with fewer.
  var velocity: CGFloat {
    guard samples.count == 2 else { return 0 }
    return (samples[1].value - samples[0].value) / (samples[1].time - samples[0].time)
  }

  mutating func clear() { samples = [] }
}
