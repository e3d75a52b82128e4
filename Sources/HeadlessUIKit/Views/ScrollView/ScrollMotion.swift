import Foundation

/// A scroll view's offset moving on its own, as a function of the time since it started
/// (computed each frame, never accumulated).
///
/// ```
///  deceleration:  offset(t) = from + (to − from)·(1 − rate^(1000·t))   (UIKit's per-ms decay)
///  animation:     ease-in-out from → to over 0.3 s  (setContentOffset(_:animated: true))
///  bounceBack:    ease-out from → to over 0.4 s     (released beyond an edge)
/// ```
///
/// A deceleration is over when less than half a point remains; it then lands on `to` exactly.
@MainActor
struct ScrollMotion {
  enum Kind: Equatable {
    case deceleration(rate: CGFloat)
    case animation
    case bounceBack
  }

  /// UIKit's scroll animation duration for `setContentOffset(_:animated: true)`.
  ///
  /// Not verified: Apple documents no duration; its Scroll View Programming Guide says only
  /// that the content scrolls "at a constant rate" from the current position to the new one
  /// (which may mean a linear curve, where this uses ease-in-out), and no public measurement
  /// was found (checked November 2026).
  static let animationDuration: TimeInterval = 0.3
  /// How long a release beyond an edge takes to return to it.
  static let bounceBackDuration: TimeInterval = 0.4

  var kind: Kind
  var from: CGPoint
  var to: CGPoint
  var startTime: TimeInterval

  /// The offset `elapsed` seconds after the start, and whether the motion is over.
  func offset(after elapsed: TimeInterval) -> (offset: CGPoint, isFinished: Bool) {
    let t = max(0, elapsed)
    let progress: CGFloat
    let finished: Bool
    switch kind {
    case .deceleration(let rate):
      let remaining = pow(rate, 1000 * t)
      let distance = max(abs(to.x - from.x), abs(to.y - from.y))
      finished = distance * remaining < 0.5
      progress = finished ? 1 : 1 - remaining
    case .animation:
      finished = t >= Self.animationDuration
      progress = finished ? 1 : CAMediaTimingFunction(name: .easeInEaseOut).progress(at: t / Self.animationDuration)
    case .bounceBack:
      finished = t >= Self.bounceBackDuration
      progress = finished ? 1 : CAMediaTimingFunction(name: .easeOut).progress(at: t / Self.bounceBackDuration)
    }
    guard !finished else { return (to, true) }
    return (CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress), false)
  }

  /// The projected resting offset of content moving at `velocity` (points per millisecond)
  /// with `rate`: UIKit's `offset + velocity · rate / (1 − rate)`.
  static func projection(of offset: CGPoint, velocity: CGPoint, rate: CGFloat) -> CGPoint {
    let factor = rate / (1 - rate)
    return CGPoint(x: offset.x + velocity.x * factor, y: offset.y + velocity.y * factor)
  }
}
