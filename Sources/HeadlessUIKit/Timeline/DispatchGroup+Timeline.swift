import Dispatch
import Foundation

extension DispatchGroup {
  /// Schedules `work` to be submitted to `queue` once every block of the group has finished,
  /// as Dispatch's `notify(qos:flags:queue:execute:)`; an empty group submits it at once.
  ///
  /// With `queue` the main queue, called on the main actor while a ``Timeline`` exists, `work`
  /// runs on the timeline: right after the last timeline work given to the group through
  /// `DispatchQueue.main.async(group:execute:)` returns, or, when the group is emptied by a
  /// `leave()` elsewhere (an animation completion), at the first tick after it. Anywhere else
  /// it goes to Dispatch unchanged.
  ///
  /// - Note: UIKit difference: a group emptied by a plain `leave()` runs its main-queue
  ///   notification at the next frame's tick, where iOS runs it at the run loop's next turn.
  public func notify(queue: DispatchQueue, execute work: @escaping @Sendable () -> Void) {
    guard queue.isTimelineMainQueue else {
      notify(qos: .unspecified, flags: [], queue: queue, execute: work)
      return
    }
    onMainActor("DispatchGroup.notify(queue: .main)") {
      GroupNotifications.add(GroupNotifications.Pending(group: self, work: work))
    }
  }

  /// Whether every block of the group has finished: a wait that does not wait.
  var isEmpty: Bool { wait(timeout: .now()) == .success }
}

/// The `DispatchGroup.notify(queue: .main)` calls waiting on the timeline for their group.
@preconcurrency @MainActor
enum GroupNotifications {
  struct Pending {
    let group: DispatchGroup
    let work: @Sendable () -> Void
  }

  private static var pending: [Pending] = []
  /// The timeline `pending` waits on: a new timeline starts with none waiting.
  private static weak var timeline: Timeline?
  private static var polling = false

  /// Submits `notification` at once when its group is empty; otherwise keeps it, checked after
  /// every timeline `leave()` of its group and at every tick.
  static func add(_ notification: Pending) {
    if timeline !== Timeline.current {
      timeline = Timeline.current
      pending = []
      polling = false
    }
    if notification.group.isEmpty {
      VirtualMainQueue.async(execute: notification.work)
    } else {
      pending.append(notification)
      pollAtNextTick()
    }
  }

  /// Submits the notifications of `group` if it is now empty.
  static func groupLeft(_ group: DispatchGroup) {
    guard group.isEmpty else { return }
    submitReady { $0.group === group }
  }

  /// Submits every waiting notification whose group (tested by `isReady`) has emptied, in the
  /// order they were registered.
  private static func submitReady(where isReady: (Pending) -> Bool = { $0.group.isEmpty }) {
    var waiting: [Pending] = []
    for notification in pending {
      if isReady(notification) {
        VirtualMainQueue.async(execute: notification.work)
      } else {
        waiting.append(notification)
      }
    }
    pending = waiting
  }

  /// Checks the waiting notifications at the next tick, and again at each tick after while
  /// some wait.
  private static func pollAtNextTick() {
    guard !polling, let timeline else { return }
    polling = true
    timeline.schedule(at: CACurrentMediaTime() + 0.5 / timeline.modelFrameRate, name: "DispatchGroup.notify") {
      polling = false
      guard timeline === Self.timeline else { return }
      submitReady()
      if !pending.isEmpty { pollAtNextTick() }
    }
  }
}
