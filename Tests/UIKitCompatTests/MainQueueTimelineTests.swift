import Dispatch
import Foundation
import Testing
import UIKit

/// `DispatchQueue.main.async` and `asyncAfter` in unchanged iOS code run on the virtual
/// timeline: delayed work lands on the frame of its deadline, every run.
@MainActor
@Suite("DispatchQueue.main on the timeline (Swift 5 mode)")
struct MainQueueTimelineTests {
  /// A push through `FadeThenSettleAnimator` at 0.1 s, ticked frame by frame at 60 fps: the
  /// animator's events stamped with the frame they happened on, and whether the old screen
  /// is still in the window after each frame.
  private func pushWithSettleDelay() -> (events: [String], oldScreenShown: [Bool]) {
    let a = makeScreen("A", color: .systemRed)
    let b = makeScreen("B", color: .systemBlue)
    let nav = UINavigationController(rootViewController: a)
    let bench = TestBench(root: nav)
    let delegate = FadeThenSettleNavigationDelegate()
    nav.delegate = delegate
    bench.at(0.1) { nav.pushViewController(b, animated: true) }
    var shown: [Bool] = [true]
    for frame in 1...40 {
      bench.run(to: Double(frame) / 60)
      shown.append(a.view.window != nil)
    }
    return (delegate.animators.first?.events ?? [], shown)
  }

  /// The frame `event` is stamped with in `events`.
  private func frame(of event: String, in events: [String]) -> Int? {
    events.first { $0.hasPrefix(event + "@") }.flatMap { Int($0.split(separator: "@").last!) }
  }

  @Test func asyncAfterCompletesTheTransitionOnTheFrameOfItsDeadline() throws {
    let run = pushWithSettleDelay()
    let start = try #require(frame(of: "animateTransition", in: run.events))
    #expect(start == 6, "the push starts at 0.1 s")
    // The settle delay of 0.3 s is 18 frames at 60 fps.
    #expect(frame(of: "settled", in: run.events) == start + 18)
    #expect(frame(of: "animationEnded(true)", in: run.events) == start + 18)
    #expect(run.oldScreenShown[start + 17] && !run.oldScreenShown[start + 18], "the old screen leaves then")
    // `DispatchQueue.main.async` inside the fade's completion runs after the completion
    // returns, in the same tick.
    let fade = try #require(frame(of: "fade done", in: run.events))
    #expect(fade >= start + 12 && fade < start + 18, "the 0.2 s fade ends before the settle delay")
    let names = run.events.map { $0.split(separator: "@").first.map(String.init) ?? "" }
    #expect(
      names == [
        "animateTransition", "fade done", "fade completion returns", "main.async after fade", "settled",
        "animationEnded(true)",
      ])
    #expect(frame(of: "main.async after fade", in: run.events) == fade)
  }

  @Test func theSameCodeLandsOnTheSameFramesEveryRun() {
    let first = pushWithSettleDelay()
    #expect(first.events.count == 6)
    for _ in 0..<4 {
      let again = pushWithSettleDelay()
      #expect(again.events == first.events)
      #expect(again.oldScreenShown == first.oldScreenShown)
    }
  }

  @Test func everyCallFormRunsOnTheTimeline() {
    let bench = TestBench(root: makeScreen("A", color: .white))
    let log = Log()
    func stamp(_ name: String) { log.entries.append("\(name)@\(Int((CACurrentMediaTime() * 60).rounded()))") }
    bench.at(0.5) {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { stamp("trailing") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.05, execute: { stamp("labelled") })
      DispatchQueue.main.asyncAfter(wallDeadline: .now() + 0.1) { stamp("wall") }
      DispatchQueue.main.asyncAfter(deadline: .now() - 1) { stamp("past") }
      DispatchQueue.main.asyncAfter(deadline: .distantFuture) { stamp("never") }
      DispatchQueue.main.async { stamp("async") }
      DispatchQueue.main.async(execute: { stamp("async labelled") })
      stamp("scheduled")
    }
    bench.run(to: 2)
    // Main-queue work runs after the scheduling action returns; a past deadline runs in the
    // same tick, after it.
    #expect(
      log.entries == [
        "scheduled@30", "async@30", "async labelled@30", "past@30", "labelled@33", "wall@36", "trailing@45",
      ])
  }

  @Test func otherQueuesStillUseDispatch() async {
    _ = TestBench(root: makeScreen("A", color: .white))
    let ran = await withCheckedContinuation { continuation in
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) {
        continuation.resume(returning: !Thread.isMainThread)
      }
    }
    #expect(ran, "work on a global queue runs there, on the wall clock, with no timeline tick")
  }
}

/// What delayed work recorded, shared with the closures that record it.
private final class Log {
  var entries: [String] = []
}
