import Foundation

/// The state of one UIView animation block while it executes.
@MainActor
struct AnimationContext {
  var duration: TimeInterval
  var delay: TimeInterval
  var curve: TimingCurve
  var options: UIView.AnimationOptions
  var group: AnimationGroup
}

/// The process-wide animation state: the media clock, the stack of open animation blocks, the
/// running animations and the completions due at the end of the tick.
///
/// As on iOS there is one media clock per process. A ``Timeline`` owns it while it runs and
/// resets this state when created, so one timeline is driven at a time.
@MainActor
enum AnimationEngine {
  /// Current media time in seconds (what `CACurrentMediaTime()` returns).
  static var mediaTime: TimeInterval = 0
  /// Open animation blocks, innermost last; `nil` marks a `performWithoutAnimation` region.
  static var contextStack: [AnimationContext?] = []
  /// Running animations in creation order.
  private(set) static var running: [LayerAnimation] = []
  private static var completions: [() -> Void] = []
  private static var serial: UInt64 = 0

  /// The innermost open animation block, if animations are enabled.
  static var currentContext: AnimationContext? { contextStack.last ?? nil }

  /// Forgets every running animation and pending completion and sets the clock to zero.
  static func reset() {
    mediaTime = 0
    contextStack = []
    for animation in running { animation.layer?.animations.removeAll() }
    running = []
    completions = []
    serial = 0
    TransitionMonitor.reset()
  }

  static func nextSerial() -> UInt64 {
    serial += 1
    return serial
  }

  /// Registers an animation that was attached to its layer.
  static func register(_ animation: LayerAnimation) {
    running.append(animation)
    animation.group?.animationAdded()
  }

  /// Removes an animation before its end (`finished == false` for its group).
  static func cancel(_ animation: LayerAnimation) {
    guard let index = running.firstIndex(where: { $0 === animation }) else { return }
    running.remove(at: index)
    animation.layer?.detach(animation)
    animation.group?.animationStopped(finished: false)
  }

  /// Schedules work to run at the end of the current tick (or at the next tick when called
  /// between ticks), in FIFO order.
  static func enqueueCompletion(_ work: @escaping () -> Void) {
    completions.append(work)
  }

  /// Ends every animation whose end time is ≤ `mediaTime`, then runs due completions; repeats
  /// while completions start animations that are already over (zero durations), so the model
  /// is settled for this tick.
  static func settle() {
    var rounds = 0
    while true {
      let now = mediaTime
      let ended = running.filter { $0.endTime <= now }
      if ended.isEmpty && completions.isEmpty { return }
      rounds += 1
      precondition(
        rounds < 10_000,
        "HeadlessUIKit: animation completions kept starting finished work at t = \(now) s; an animation completion handler probably restarts itself with duration 0"
      )
      let endedSet = Set(ended.map(ObjectIdentifier.init))
      running.removeAll { endedSet.contains(ObjectIdentifier($0)) }
      for animation in ended.sorted(by: { ($0.endTime, $0.serial) < ($1.endTime, $1.serial) }) {
        animation.layer?.detach(animation)
        animation.group?.animationStopped(finished: true)
      }
      let due = completions
      completions = []
      for work in due { work() }
    }
  }
}

/// The current media time on the virtual timeline, in seconds, as Core Animation's
/// `CACurrentMediaTime()`.
///
/// - Note: UIKit difference: it never reads the wall clock; the ``Timeline`` sets it to
///   `frameIndex / fps` at each tick.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
  AnimationEngine.mediaTime
}

/// Core Animation's time type: seconds, as QuartzCore's `CFTimeInterval`.
public typealias CFTimeInterval = Double
