import Dispatch
import Foundation

// `DispatchQueue.main.async { … }` and `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)
// { … }` in ported code run on the virtual timeline, not the wall clock.
//
// These overloads take part in Swift's ordinary overload ranking: an unchanged call site picks
// them over Dispatch's because they need no defaulted `qos:`/`flags:`/`group:` arguments.
// Swift 6 mode still treats a closure passed to `DispatchQueue.main.async…` as main-actor
// isolated (the compiler recognises calls on `DispatchQueue.main` by the type, whatever module
// declares the method). Calls that spell out `qos:`, `flags:` or `group:` are routed by the
// overloads in `DispatchQueue+TimelineOptions.swift`.
//
// The `DispatchWorkItem` forms (`async(execute: item)`, `asyncAfter(deadline:execute: item)`,
// `asyncAfter(wallDeadline:execute: item)`) still reach Dispatch, and so does
// `asyncAfter(deadline:qos:flags:execute:)` with both `qos:` and `flags:` spelled out: an
// overload with Dispatch's exact parameter list is "ambiguous use of 'async(execute:)'" in
// every file that uses it (member overloads from two modules are never ranked by module, and
// isolation, ownership or result types do not break the tie), and a `DispatchWorkItem` type of
// our own that shadows Dispatch's (so that the item's type picks the overload) is shadowed only
// where Dispatch is reached through this module: a file that also says `import Foundation`
// gets "'DispatchWorkItem' is ambiguous for type lookup" on `var item: DispatchWorkItem?`,
// which compiles today. Write `asyncAfter(deadline: t) { item.perform() }` (which does the
// same on iOS: `perform()` of a cancelled item returns without running it).

extension DispatchQueue {
  /// Submits `work` to run asynchronously on the queue, as Dispatch's `async(execute:)`.
  ///
  /// On the main queue, called on the main actor while a ``Timeline`` exists, the work runs
  /// on the timeline instead, as ``VirtualMainQueue/async(execute:)``: after the work of the
  /// current tick (an animation completion that calls it runs `work` in the same tick), or at
  /// the next tick when called between ticks. Anywhere else it goes to Dispatch unchanged.
  ///
  /// - Note: UIKit difference: there is no run loop; on the timeline, main-queue work runs in
  ///   the tick, where on iOS it runs at the run loop's next turn (before the next frame).
  public func async(execute work: @escaping @Sendable () -> Void) {
    if isTimelineMainQueue {
      onMainActor("DispatchQueue.main.async(execute:)") { VirtualMainQueue.async(execute: work) }
    } else {
      async(group: nil, qos: .unspecified, flags: [], execute: work)
    }
  }

  /// Submits `work` to run on the queue at `deadline`, as Dispatch's
  /// `asyncAfter(deadline:execute:)`.
  ///
  /// On the main queue, called on the main actor while a ``Timeline`` exists, the work runs on
  /// the first tick at or after `deadline − now` seconds of timeline time, where `deadline − now`
  /// is rounded up to a whole millisecond: the microseconds that pass between the call site's
  /// `.now()` and this call are dropped, so `.now() + 0.3` is exactly 0.3 s and the same code
  /// lands on the same frame on every run. A deadline already past runs at the next chance, as
  /// `async`; `.distantFuture` never runs (as in Dispatch). Anywhere else the work goes to
  /// Dispatch unchanged.
  ///
  /// - Note: UIKit difference: on the timeline the delay is whole milliseconds of model time.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
    if isTimelineMainQueue {
      scheduleOnTimeline(after: Self.delay(untilUptime: deadline), work)
    } else {
      asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
  }

  /// Submits `work` to run on the queue at the wall-clock time `wallDeadline`, as Dispatch's
  /// `asyncAfter(wallDeadline:execute:)`; on the main queue while a ``Timeline`` exists, it
  /// runs on the timeline by the rule of ``asyncAfter(deadline:execute:)``.
  public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable () -> Void) {
    if isTimelineMainQueue {
      scheduleOnTimeline(after: Self.delay(untilWall: wallDeadline), work)
    } else {
      asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
    }
  }

  // MARK: Routing

  /// Whether work submitted to this queue now goes to the timeline: the queue is the main
  /// queue (told by its label: Dispatch hands out a new wrapper for `DispatchQueue.main` each
  /// time, so `===` cannot tell), the caller is on the main actor and a ``Timeline`` exists.
  var isTimelineMainQueue: Bool {
    guard label == MainActorCheck.mainQueueLabel, MainActorCheck.isCurrent else { return false }
    return onMainActor("DispatchQueue.main") { Timeline.current != nil }
  }

  /// Schedules `work` `delay` seconds from now on the current timeline (nil: never).
  func scheduleOnTimeline(after delay: TimeInterval?, _ work: @escaping @Sendable () -> Void) {
    guard let delay else { return }
    onMainActor("DispatchQueue.main.asyncAfter") {
      guard let timeline = Timeline.current else { return }
      timeline.schedule(at: CACurrentMediaTime() + delay, name: "DispatchQueue.main.asyncAfter", work)
    }
  }

  /// `deadline − now` in seconds, rounded up to a whole millisecond (0 when past; nil for
  /// `.distantFuture`).
  static func delay(untilUptime deadline: DispatchTime) -> TimeInterval? {
    guard deadline != .distantFuture else { return nil }
    let now = DispatchTime.now().uptimeNanoseconds
    let target = deadline.uptimeNanoseconds
    return milliseconds(roundingUp: target > now ? target - now : 0)
  }

  /// `wallDeadline − now` in seconds, rounded up to a whole millisecond (0 when past; nil for
  /// `.distantFuture`). libdispatch encodes a wall time as the negated nanoseconds since 1970,
  /// so the later time has the smaller raw value.
  static func delay(untilWall wallDeadline: DispatchWallTime) -> TimeInterval? {
    guard wallDeadline != .distantFuture else { return nil }
    let now = DispatchWallTime.now().rawValue
    let target = wallDeadline.rawValue
    return milliseconds(roundingUp: now > target ? now - target : 0)
  }

  private static func milliseconds(roundingUp nanoseconds: UInt64) -> TimeInterval {
    let whole = nanoseconds / 1_000_000 + (nanoseconds % 1_000_000 == 0 ? 0 : 1)
    return Double(whole) / 1000
  }
}
