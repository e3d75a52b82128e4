import Dispatch
import Foundation

// The main-queue forms that spell out `qos:`, `flags:` or `group:`, routed to the timeline as
// the plain forms in `DispatchQueue+Timeline.swift` are. Each overload leaves out the
// parameters its call site does not pass, so Swift ranks it above Dispatch's, whose
// `group:`/`qos:`/`flags:` are defaulted; `group:` is non-optional here, so a call with all
// of `group:`, `qos:` and `flags:` still picks it (Dispatch's takes `DispatchGroup?`).
// `asyncAfter` with both `qos:` and `flags:` has no such overload: one would have Dispatch's
// exact parameter list and make every such call ambiguous (see `DispatchQueue+Timeline.swift`).

extension DispatchQueue {
  /// Submits `work` with a quality of service, as Dispatch's
  /// `async(group:qos:flags:execute:)` with `qos:` alone.
  ///
  /// On the main queue, called on the main actor while a ``Timeline`` exists, `work` runs on
  /// the timeline as ``async(execute:)`` does; `qos` changes nothing there, as the main queue
  /// is serial and runs its work in submission order on iOS too.
  public func async(qos: DispatchQoS, execute work: @escaping @Sendable () -> Void) {
    submit(group: nil, qos: qos, flags: [], work)
  }

  /// Submits `work` with flags, as Dispatch's `async(group:qos:flags:execute:)` with `flags:`
  /// alone; on the main queue on the timeline, as ``async(execute:)`` (a `.barrier` on the
  /// serial main queue changes nothing).
  public func async(flags: DispatchWorkItemFlags, execute work: @escaping @Sendable () -> Void) {
    submit(group: nil, qos: .unspecified, flags: flags, work)
  }

  /// Submits `work` with a quality of service and flags, as Dispatch's
  /// `async(group:qos:flags:execute:)`; on the main queue on the timeline, as
  /// ``async(execute:)``.
  public func async(qos: DispatchQoS, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable () -> Void) {
    submit(group: nil, qos: qos, flags: flags, work)
  }

  /// Submits `work` as part of `group`, as Dispatch's `async(group:qos:flags:execute:)`: the
  /// group is entered now and left when `work` returns.
  ///
  /// On the main queue, called on the main actor while a ``Timeline`` exists, `work` runs on
  /// the timeline as ``async(execute:)`` does, and a `group.notify(queue: .main)` waiting for
  /// it runs right after it (see ``Dispatch/DispatchGroup/notify(queue:execute:)``).
  public func async(group: DispatchGroup, execute work: @escaping @Sendable () -> Void) {
    submit(group: group, qos: .unspecified, flags: [], work)
  }

  /// Submits `work` as part of `group` with a quality of service; see
  /// ``async(group:execute:)``.
  public func async(group: DispatchGroup, qos: DispatchQoS, execute work: @escaping @Sendable () -> Void) {
    submit(group: group, qos: qos, flags: [], work)
  }

  /// Submits `work` as part of `group` with flags; see ``async(group:execute:)``.
  public func async(
    group: DispatchGroup, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable () -> Void
  ) {
    submit(group: group, qos: .unspecified, flags: flags, work)
  }

  /// Submits `work` as part of `group` with a quality of service and flags; see
  /// ``async(group:execute:)``.
  public func async(
    group: DispatchGroup, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    execute work: @escaping @Sendable () -> Void
  ) {
    submit(group: group, qos: qos, flags: flags, work)
  }

  /// Submits `work` to run at `deadline` with a quality of service, as Dispatch's
  /// `asyncAfter(deadline:qos:flags:execute:)` with `qos:` alone; on the main queue on the
  /// timeline, by the rule of ``asyncAfter(deadline:execute:)``.
  public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS, execute work: @escaping @Sendable () -> Void) {
    after(deadline, qos: qos, flags: [], work)
  }

  /// Submits `work` to run at `deadline` with flags, as Dispatch's
  /// `asyncAfter(deadline:qos:flags:execute:)` with `flags:` alone; on the main queue on the
  /// timeline, by the rule of ``asyncAfter(deadline:execute:)``.
  ///
  /// - Note: UIKit difference: a call that passes both `qos:` and `flags:` goes to Dispatch
  ///   and the wall clock.
  public func asyncAfter(
    deadline: DispatchTime, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable () -> Void
  ) {
    after(deadline, qos: .unspecified, flags: flags, work)
  }

  /// Submits `work` to run at the wall-clock time `wallDeadline` with a quality of service;
  /// on the main queue on the timeline, by the rule of ``asyncAfter(deadline:execute:)``.
  public func asyncAfter(
    wallDeadline: DispatchWallTime, qos: DispatchQoS, execute work: @escaping @Sendable () -> Void
  ) {
    after(wallDeadline, qos: qos, flags: [], work)
  }

  /// Submits `work` to run at the wall-clock time `wallDeadline` with flags; on the main
  /// queue on the timeline, by the rule of ``asyncAfter(deadline:execute:)``.
  public func asyncAfter(
    wallDeadline: DispatchWallTime, flags: DispatchWorkItemFlags, execute work: @escaping @Sendable () -> Void
  ) {
    after(wallDeadline, qos: .unspecified, flags: flags, work)
  }

  /// Schedules `work` on the timeline at `deadline` (the main queue on the main actor) or hands
  /// it to Dispatch's `asyncAfter(deadline:qos:flags:execute:)`.
  private func after(
    _ deadline: DispatchTime, qos: DispatchQoS, flags: DispatchWorkItemFlags, _ work: @escaping @Sendable () -> Void
  ) {
    if isTimelineMainQueue {
      scheduleOnTimeline(after: Self.delay(untilUptime: deadline), work)
    } else {
      asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }
  }

  /// Schedules `work` on the timeline at the wall-clock `deadline` or hands it to Dispatch's
  /// `asyncAfter(wallDeadline:qos:flags:execute:)`.
  private func after(
    _ deadline: DispatchWallTime, qos: DispatchQoS, flags: DispatchWorkItemFlags,
    _ work: @escaping @Sendable () -> Void
  ) {
    if isTimelineMainQueue {
      scheduleOnTimeline(after: Self.delay(untilWall: deadline), work)
    } else {
      asyncAfter(wallDeadline: deadline, qos: qos, flags: flags, execute: work)
    }
  }

  /// Runs `work` on the timeline (entering `group` now and leaving it when `work` returns) or
  /// hands it to Dispatch's `async(group:qos:flags:execute:)`.
  private func submit(
    group: DispatchGroup?, qos: DispatchQoS, flags: DispatchWorkItemFlags, _ work: @escaping @Sendable () -> Void
  ) {
    guard isTimelineMainQueue else {
      async(group: group, qos: qos, flags: flags, execute: work)
      return
    }
    group?.enter()
    onMainActor("DispatchQueue.main.async(group:qos:flags:execute:)") {
      VirtualMainQueue.async {
        work()
        if let group {
          group.leave()
          GroupNotifications.groupLeft(group)
        }
      }
    }
  }
}
