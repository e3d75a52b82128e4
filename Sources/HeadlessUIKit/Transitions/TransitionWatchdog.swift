import Foundation

/// Why the timeline cannot go on: a transition that never ended.
public enum TransitionError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The animator never called `completeTransition(_:)`: the transition is still running
  /// ``TransitionWatchdog/grace`` seconds after its `transitionDuration` ran out.
  case neverCompleted(transition: String, startTime: TimeInterval, duration: TimeInterval, now: TimeInterval)

  public var description: String {
    switch self {
    case .neverCompleted(let transition, let start, let duration, let now):
      return
        "transition \(transition) started at \(start) s with a duration of \(duration) s and is still running at \(now) s:"
        + " its animator never called completeTransition(_:) (UIKit would leave the app frozen)"
    }
  }
}

/// Catches transitions whose animator forgets `completeTransition(_:)`. On iOS the app freezes
/// (the container ignores every later push, present or tap); here the render fails with the
/// transition named and the time it started.
///
/// - Note: UIKit difference: UIKit has no watchdog; it waits forever.
public enum TransitionWatchdog {
  /// Seconds a transition may run past its animator's `transitionDuration` before it counts as
  /// stuck (completions of the animator's own animations land well within it).
  public static let grace: TimeInterval = 2
}

extension Timeline {
  /// Throws ``TransitionError/neverCompleted(transition:startTime:duration:now:)`` for the
  /// oldest transition still running ``TransitionWatchdog/grace`` seconds after its duration
  /// ran out, and first the ``TimelineActionError`` a scheduled action recorded with
  /// ``fail(_:)``. Renderers call it after each tick.
  public func checkTransitions() throws {
    if let actionFailure { throw actionFailure }
    let now = CACurrentMediaTime()
    // An interaction holds a transition as long as the finger stays; the animator must
    // complete within its duration (plus grace) of the interaction ending.
    for record in activeTransitions
    where !record.isInteractive
      && now > (record.interactionEndTime ?? record.startTime) + record.duration + TransitionWatchdog.grace
    {
      throw TransitionError.neverCompleted(
        transition: record.name, startTime: record.startTime, duration: record.duration, now: now)
    }
  }
}
