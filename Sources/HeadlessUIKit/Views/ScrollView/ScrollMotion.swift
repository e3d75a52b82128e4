import Foundation

/// A scroll view's offset moving on its own, as a function of the time since it started
/// (computed each frame, never accumulated).
///
/// ```
///  deceleration:  each axis a ScrollAxisMotion: UIKit's per-ms decay, and at an edge its spring
///  animation:     ease-in-out from → to over 0.3 s  (setContentOffset(_:animated: true))
/// ```
@MainActor
struct ScrollMotion {
  enum Kind: Equatable {
    /// After a drag: decelerating, bouncing at an edge, or springing back inside the edges.
    case deceleration
    /// `setContentOffset(_:animated: true)`.
    case animation
    /// An animated zoom (`setZoomScale(_:animated: true)`, `zoom(to:animated: true)`): the
    /// offset moves as an animation while the scale goes `from` → `to` on the same curve.
    case zoom(from: CGFloat, to: CGFloat)
  }

  /// UIKit's scroll animation duration for `setContentOffset(_:animated: true)`.
  ///
  /// Not verified: Apple documents no duration; its Scroll View Programming Guide says only
  /// that the content scrolls "at a constant rate" from the current position to the new one
  /// (which may mean a linear curve, where this uses ease-in-out), and no public measurement
  /// was found (checked November 2026).
  static let animationDuration: TimeInterval = 0.3

  var kind: Kind
  var startTime: TimeInterval
  /// The two axes of a deceleration.
  var x: ScrollAxisMotion
  var y: ScrollAxisMotion
  /// The end of an animation.
  var to: CGPoint

  /// A deceleration (or spring) of both axes.
  init(x: ScrollAxisMotion, y: ScrollAxisMotion, startTime: TimeInterval) {
    kind = .deceleration
    self.x = x
    self.y = y
    self.startTime = startTime
    to = .zero
  }

  /// An animated scroll from `from` to `to` (zooming when `kind` is `.zoom`).
  init(animationFrom from: CGPoint, to: CGPoint, startTime: TimeInterval, kind: Kind = .animation) {
    self.kind = kind
    x = .still(at: from.x)
    y = .still(at: from.y)
    self.to = to
    self.startTime = startTime
  }

  /// The offset `elapsed` seconds after the start, and whether the motion is over.
  func offset(after elapsed: TimeInterval) -> (offset: CGPoint, isFinished: Bool) {
    let t = max(0, elapsed)
    switch kind {
    case .deceleration:
      let (px, xDone) = x.value(at: t)
      let (py, yDone) = y.value(at: t)
      return (CGPoint(x: px, y: py), xDone && yDone)
    case .animation, .zoom:
      guard t < Self.animationDuration else { return (to, true) }
      let progress = Self.animationProgress(after: t)
      let from = CGPoint(x: x.start, y: y.start)
      return (CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress), false)
    }
  }

  /// The zoom scale `elapsed` seconds into a `.zoom` motion (nil for other kinds).
  func zoomScale(after elapsed: TimeInterval) -> CGFloat? {
    guard case .zoom(let from, let to) = kind else { return nil }
    guard elapsed < Self.animationDuration else { return to }
    return from + (to - from) * Self.animationProgress(after: max(0, elapsed))
  }

  /// The ease-in-out progress of a 0.3 s animation `t` seconds in.
  private static func animationProgress(after t: TimeInterval) -> CGFloat {
    CAMediaTimingFunction(name: .easeInEaseOut).progress(at: t / animationDuration)
  }

  /// The projected resting offset of content moving at `velocity` (points per millisecond)
  /// with `rate`: UIKit's `offset + velocity · rate / (1 − rate)`.
  static func projection(of offset: CGPoint, velocity: CGPoint, rate: CGFloat) -> CGPoint {
    let factor = rate / (1 - rate)
    return CGPoint(x: offset.x + velocity.x * factor, y: offset.y + velocity.y * factor)
  }
}
