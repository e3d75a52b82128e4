import Foundation

/// A property animator's clock: its fraction complete as a piecewise-linear function of media
/// time, computed from the start of the current segment — never accumulated per tick.
///
/// ```
///  fraction
///    1 ┤                 ╱ (forward: rate > 0)
///      │   paused      ╱
///  f₀  ┤━━━━━━━━━━━━━╱          fraction(t) = clamp(f₀ + rate·(t − since), 0, 1)
///      └────────────┬──────▶ t
///                 since (resume time, after any start delay)
/// ```
struct PropertyAnimatorClock: Equatable {
  /// The fraction at `since`.
  var fraction: Double = 0
  /// Media time the current segment starts (after any delay).
  var since: TimeInterval = 0
  /// Fraction per second, negative when reversed; 0 while paused.
  var rate: Double = 0

  /// The fraction complete at media time `t`.
  func fraction(at t: TimeInterval) -> Double {
    guard rate != 0, t > since else { return fraction }
    return min(max(fraction + rate * (t - since), 0), 1)
  }

  /// The fraction the segment runs towards: 1 forwards, 0 reversed.
  var target: Double { rate < 0 ? 0 : 1 }

  /// Seconds from `since` until the segment reaches its target.
  var remainingSeconds: TimeInterval {
    rate == 0 ? .infinity : abs(target - fraction) / abs(rate)
  }
}
