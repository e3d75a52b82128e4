import Foundation

/// A continuous gesture that follows two fingers turning about each other, as UIKit's
/// `UIRotationGestureRecognizer`.
///
/// Once two fingers are down it remembers the direction from the first to the second. It
/// begins when that direction has turned by more than ``hysteresis`` radians, changes
/// whenever a finger moves while two are down, and ends when both fingers have lifted (it
/// fails if they lift before it began). `rotation` is the turn since the second finger went
/// down, in radians, positive clockwise on screen, unwrapped so turns beyond half a circle
/// keep counting; `velocity` is its change per second over the latest two touch samples.
/// When one finger lifts mid-rotation the gesture stays in progress with `numberOfTouches` 1
/// and `rotation` held; a finger going down again resumes from the held rotation. Fingers
/// beyond the first two are ignored.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How far the fingers must turn before a rotation begins: 0.07 rad (4°).
  /// - Note: UIKit does not document this threshold; 0.07 rad is a chosen value in the
  ///   range iOS devices show (a rotation begins after a few degrees of turn).
  public static let hysteresis: CGFloat = 0.07

  /// The direction of the pair at the latest sample, for unwrapping.
  private var lastAngle: CGFloat = 0
  /// The turn accumulated since the pair went down.
  private var turned: CGFloat = 0
  /// `rotation` − `turned`: moved by setting `rotation` and by a new pair.
  private var offset: CGFloat = 0
  private var hasPair = false
  private var tracking = TwoFingerTracking()

  /// The turn of the two fingers since the second went down, in radians, as `rotation`.
  /// Setting it (typically to 0 after applying it) makes the current direction stand for
  /// the new value and resets ``velocity`` to zero.
  open var rotation: CGFloat {
    get { turned + offset }
    set {
      offset = newValue - turned
      tracking.clear()
      if let pair = TwoFingerTracking.pair(of: self) { tracking.record(newValue, at: pair.0.timestamp) }
    }
  }

  /// How fast `rotation` changes, in radians per second, as `velocity`.
  open var velocity: CGFloat { tracking.velocity }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
    for extra in down.dropFirst(2) where touches.contains(extra) { ignore(extra, for: event) }
    guard let pair = TwoFingerTracking.pair(of: self), touches.contains(pair.0) || touches.contains(pair.1) else {
      return
    }
    if state == .possible {
      turned = 0
      offset = 0
    } else {
      // A finger came back mid-rotation: the new pair continues from the held rotation.
      offset += turned
      turned = 0
    }
    lastAngle = TwoFingerTracking.angle(pair)
    hasPair = true
    tracking.clear()
    tracking.record(rotation, at: pair.1.timestamp)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard hasPair, let pair = TwoFingerTracking.pair(of: self) else { return }
    let angle = TwoFingerTracking.angle(pair)
    turned += TwoFingerTracking.turn(from: lastAngle, to: angle)
    lastAngle = angle
    switch state {
    case .possible:
      guard abs(turned) > Self.hysteresis else { return }
      tracking.record(rotation, at: pair.0.timestamp)
      state = .began
    case .began, .changed:
      tracking.record(rotation, at: pair.0.timestamp)
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    let stillDown = trackedTouches.contains { !touches.contains($0) && $0.phase != .ended && $0.phase != .cancelled }
    if TwoFingerTracking.pair(of: self, excluding: touches) == nil { hasPair = false }
    guard !stillDown else { return }
    switch state {
    case .began, .changed: state = .ended
    case .possible: state = .failed
    default: break
    }
  }

  open override func reset() {
    super.reset()
    lastAngle = 0
    turned = 0
    offset = 0
    hasPair = false
    tracking.clear()
  }
}
