import Foundation

/// How an animation's elapsed time maps to progress: a Bézier of the duration fraction, or a
/// spring evaluated in seconds and snapped to its end when the duration runs out (how Core
/// Animation plays UIKit's curve-7 and spring animations).
enum TimingCurve: Sendable, Hashable {
  case bezier(CAMediaTimingFunction)
  case spring(SpringCurve)

  /// Progress at `elapsed` seconds into an animation of `duration` seconds, unclamped above
  /// (springs overshoot), exactly 1 at or after the end.
  func progress(elapsed: Double, duration: Double) -> Double {
    if elapsed <= 0 { return 0 }
    if duration <= 0 || elapsed >= duration { return 1 }
    switch self {
    case .bezier(let function): return function.progress(at: elapsed / duration)
    case .spring(let spring): return spring.progress(at: elapsed)
    }
  }

  static let easeInOut = TimingCurve.bezier(CAMediaTimingFunction(name: .easeInEaseOut))
  static let easeIn = TimingCurve.bezier(CAMediaTimingFunction(name: .easeIn))
  static let easeOut = TimingCurve.bezier(CAMediaTimingFunction(name: .easeOut))
  static let linear = TimingCurve.bezier(CAMediaTimingFunction(name: .linear))
  /// UIKit's private curve 7: the system spring, clamped to critical damping.
  static let system = TimingCurve.spring(.system)
}
