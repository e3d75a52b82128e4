import Foundation
import Testing
import UIKit

/// The main-queue forms that pass `qos:`, `flags:` or `group:`, `DispatchGroup.notify(queue:
/// .main)`, and a `DispatchWorkItem` performed from a closure: unchanged iOS calls that run on
/// the timeline, landing on the frame of their deadline.
@MainActor
@Suite("DispatchQueue.main options, groups and work items on the timeline (Swift 5 mode)")
struct MainQueueOptionsTests {
  /// What scheduled work recorded: `name@frame`.
  private final class Log {
    var entries: [String] = []
    func stamp(_ name: String) { entries.append("\(name)@\(Int((CACurrentMediaTime() * 60).rounded()))") }
  }

  @Test func qualityOfServiceAndFlagsRunOnTheTimeline() {
    let bench = TestBench(root: makeScreen("A", color: .white))
    let log = Log()
    bench.at(0.5) {
      DispatchQueue.main.async(qos: .userInitiated) { log.stamp("async qos") }
      DispatchQueue.main.async(flags: .barrier) { log.stamp("async flags") }
      DispatchQueue.main.async(qos: .userInteractive, flags: [.enforceQoS]) { log.stamp("async qos flags") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, qos: .userInitiated) { log.stamp("after qos") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, flags: .barrier) { log.stamp("after flags") }
      DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.25, qos: .utility) { log.stamp("wall qos") }
      DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.3, flags: []) { log.stamp("wall flags") }
      log.stamp("scheduled")
    }
    bench.run(to: 1.5)
    #expect(
      log.entries == [
        "scheduled@30", "async qos@30", "async flags@30", "async qos flags@30", "after qos@36", "after flags@42",
        "wall qos@45", "wall flags@48",
      ])
  }

  @Test func groupWorkRunsOnTheTimelineAndNotifiesTheMainQueueAfterIt() {
    let bench = TestBench(root: makeScreen("A", color: .white))
    let log = Log()
    let group = DispatchGroup()
    bench.at(0.5) {
      DispatchQueue.main.async(group: group) { log.stamp("first") }
      DispatchQueue.main.async(group: group, qos: .userInitiated) { log.stamp("second") }
      DispatchQueue.main.async(group: group, flags: .barrier) { log.stamp("third") }
      DispatchQueue.main.async(group: group, qos: .default, flags: []) { log.stamp("fourth") }
      group.notify(queue: .main) { log.stamp("all done") }
      log.stamp("scheduled")
    }
    bench.run(to: 1)
    #expect(log.entries == ["scheduled@30", "first@30", "second@30", "third@30", "fourth@30", "all done@30"])
  }

  @Test func aGroupLeftByAnAnimationCompletionNotifiesAtTheNextTick() {
    let bench = TestBench(root: makeScreen("A", color: .white))
    let log = Log()
    let group = DispatchGroup()
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    bench.window.addSubview(card)
    bench.at(0.5) {
      group.enter()
      UIView.animate(
        withDuration: 0.2, animations: { card.alpha = 0 },
        completion: { _ in
          log.stamp("faded")
          group.leave()
        })
      group.enter()
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
        log.stamp("waited")
        group.leave()
      }
      group.notify(queue: .main) { log.stamp("both done") }
    }
    bench.run(to: 1.5)
    // The group empties in the fade's completion (a plain `leave()`); the notification runs
    // at the tick after it.
    #expect(log.entries == ["waited@36", "faded@43", "both done@44"])
  }

  @Test func anEmptyGroupNotifiesAtOnce() {
    let bench = TestBench(root: makeScreen("A", color: .white))
    let log = Log()
    bench.at(0.5) {
      DispatchGroup().notify(queue: .main) { log.stamp("empty") }
      log.stamp("scheduled")
    }
    bench.run(to: 1)
    #expect(log.entries == ["scheduled@30", "empty@30"])
  }

  @Test func aWorkItemPerformedFromTheTimelineHonoursCancel() {
    let bench = TestBench(root: makeScreen("A", color: .white))
    let log = Log()
    let kept = DispatchWorkItem { log.stamp("kept") }
    let cancelled = DispatchWorkItem { log.stamp("cancelled") }
    bench.at(0.5) {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { kept.perform() }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { cancelled.perform() }
    }
    bench.at(0.6) { cancelled.cancel() }
    bench.run(to: 1.5)
    #expect(log.entries == ["kept@42"])
    #expect(cancelled.isCancelled && !kept.isCancelled)
  }

  @Test func otherQueuesWithGroupsStillUseDispatch() async {
    _ = TestBench(root: makeScreen("A", color: .white))
    let group = DispatchGroup()
    let ranOffMain = await withCheckedContinuation { continuation in
      DispatchQueue.global().async(group: group, qos: .utility) {}
      group.notify(queue: .global()) { continuation.resume(returning: !Thread.isMainThread) }
    }
    #expect(ranOffMain, "a global queue's group work and notification run in Dispatch")
  }
}
