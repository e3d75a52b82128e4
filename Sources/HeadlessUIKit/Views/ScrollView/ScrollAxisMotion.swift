import Foundation

/// One axis of a scroll view's offset moving on its own after the finger lifts, as a function
/// of the time since the release (computed each frame, never accumulated).
///
/// ```
///  decay:   p(t) = p₀ + D·(1 − r^(1000·t))          UIKit's per-millisecond decay (r = 0.998 / 0.99)
///             │ reaches an edge at t꜀ (when the projection p₀ + D lies beyond it)
///             ▼
///  spring:  p(t) = edge + (x₀ + (v₀ + ω·x₀)·τ)·e^(−ω·τ),  τ = t − t꜀   (bounces), or stops on the edge
/// ```
///
/// The spring that returns the content to an edge is critically damped with mass 1 and
/// stiffness 100 (ω = 10 rad/s), starting from the overshoot `x₀` with the velocity the content
/// had `v₀`; it ends when the largest displacement it can still have is under half a pixel.
/// These are the constants measured from UIKit's behaviour and published by Ilya Lobanov
/// ("How UIScrollView works", 2020, with the reference implementation
/// github.com/super-ultra/ScrollMechanics: `Spring(mass: 1, stiffness: 100, dampingRatio: 1)`,
/// threshold `0.5 / UIScreen.main.scale`); UIKit's own constants are private.
struct ScrollAxisMotion {
  /// The bounce spring's angular frequency: √(stiffness / mass) = √(100 / 1).
  static let springFrequency: CGFloat = 10

  /// Where the axis starts.
  var start: CGFloat
  /// The decay before any edge: the distance to the projected rest and the rate per ms.
  var decay: (distance: CGFloat, rate: CGFloat)?
  /// When the decay crosses an edge: the time, the edge and the content's velocity there
  /// (points per second).
  var crossing: (time: TimeInterval, edge: CGFloat, velocity: CGFloat)?
  /// The spring after the crossing (or from the start when there is no decay): its rest
  /// position, displacement and velocity (points per second) when it starts. Nil: the axis
  /// stops on the edge it reaches (`bounces` false).
  var spring: (rest: CGFloat, displacement: CGFloat, velocity: CGFloat)?
  /// Half a pixel, in points: the spring is over below it.
  var threshold: CGFloat

  /// Content decelerating from `start` toward `start + distance` with `rate`; when that rest
  /// lies beyond `edges`, the content reaches the edge still moving and then springs back to
  /// it (`bounces`) or stops there.
  static func decelerating(
    from start: CGFloat, distance: CGFloat, rate: CGFloat, edges: ClosedRange<CGFloat>, bounces: Bool,
    threshold: CGFloat
  ) -> ScrollAxisMotion {
    var motion = ScrollAxisMotion(
      start: start, decay: (distance, rate), crossing: nil, spring: nil, threshold: threshold)
    let rest = start + distance
    guard !edges.contains(rest), edges.contains(start), distance != 0 else { return motion }
    let edge = distance > 0 ? edges.upperBound : edges.lowerBound
    // r^(1000·t꜀) = 1 − (edge − start) / D: the remaining fraction when the edge is reached.
    let remaining = 1 - (edge - start) / distance
    let time = log(remaining) / (1000 * log(rate))
    let velocity = -1000 * log(rate) * distance * remaining
    motion.crossing = (TimeInterval(time), edge, velocity)
    if bounces { motion.spring = (edge, 0, velocity) }
    return motion
  }

  /// Content released at `start` (beyond an edge) moving at `velocity` points per second,
  /// springing to `rest`.
  static func springing(from start: CGFloat, to rest: CGFloat, velocity: CGFloat, threshold: CGFloat)
    -> ScrollAxisMotion
  {
    ScrollAxisMotion(
      start: start, decay: nil, crossing: nil, spring: (rest, start - rest, velocity), threshold: threshold)
  }

  /// An axis that does not move.
  static func still(at value: CGFloat) -> ScrollAxisMotion {
    ScrollAxisMotion(start: value, decay: nil, crossing: nil, spring: nil, threshold: 0.5)
  }

  /// The position `t` seconds after the release, and whether this axis has come to rest.
  func value(at t: TimeInterval) -> (value: CGFloat, isFinished: Bool) {
    let t = max(0, t)
    if let decay, crossing == nil || t < crossing!.time {
      let remaining = pow(decay.rate, 1000 * CGFloat(t))
      if crossing == nil && abs(decay.distance) * remaining < 0.5 { return (start + decay.distance, true) }
      return (start + decay.distance * (1 - remaining), false)
    }
    let springStart = crossing?.time ?? 0
    guard let spring else {
      // No decay and no spring: still; or stopped on the edge it reached.
      return (crossing?.edge ?? start + (decay?.distance ?? 0), true)
    }
    let tau = CGFloat(t - springStart)
    let omega = Self.springFrequency
    let x0 = spring.displacement
    let slope = spring.velocity + omega * x0
    let decayFactor = exp(-omega * tau)
    let bound = (abs(x0) + abs(slope) * tau) * decayFactor
    // The bound falls from τ = 1/ω on: past it, a bound under the threshold stays under.
    if tau >= 1 / omega && bound < threshold { return (spring.rest, true) }
    return (spring.rest + (x0 + slope * tau) * decayFactor, false)
  }
}
