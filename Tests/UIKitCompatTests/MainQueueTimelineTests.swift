import Dispatch
import Foundation
import Testing
import UIKit

/// `DispatchQueue.main.async` and `asyncAfter` in unchanged iOS code run on the virtual
/// timeline: delayed work lands on the frame of its deadline, every run.
@MainActor
@Suite("DispatchQueue.main on the timeline (Swift 5 mode)")
struct MainQueueTimelineTests {
  /// A push through `FadeThenSettleAnimator` at 0.1 s, ticked frame by frame at 60 fps.
  private func pushWithSettleDelay() -> (events: [[String]], top: [String]) {
    let a = makeScreen("A", color: .systemRed)
    let b = makeScreen("B", color: .systemBlue)
    let nav = UINavigationController(rootViewController: a)
    let bench = TestBench(root: nav)
    let delegate = FadeThenSettleNavigationDelegate()
    nav.delegate = delegate
    bench.at(0.1) { nav.pushViewController(b, animated: true) }
    var events: [[String]] = []
    var top: [String] = []
    for frame in 1...30 {
      bench.run(to: Double(frame) / 60)
      events.append(delegate.animators.first?.events ?? [])
      top.append(a.view.window == nil ? "B" : "A+B")
    }
    return (events, top)
  }

  @Test func asyncAfterCompletesTheTransitionOnTheFrameOfItsDeadline() {
    let run = pushWithSettleDelay()
    // The push starts on frame 6 (0.1 s); the fade ends on frame 18 (0.3 s); the settle delay
    // of 0.3 s ends on frame 24 (0.4 s).
    #expect(run.events[4] == [])
    #expect(run.events[5] == ["animateTransition"])
    #expect(run.events[16] == ["animateTransition"])
    #expect(
      run.events[17] == ["animateTransition", "fade done", "fade completion returns", "main.async after fade"],
      "main.async work runs after the completion returns, in the same tick")
    #expect(run.events[22] == run.events[17])
    #expect(run.events[23] == run.events[17] + ["settled", "animationEnded(true)"])
    #expect(run.top[22] == "A+B" && run.top[23] == "B", "the old screen leaves on frame 24")
  }

  @Test func theSameCodeLandsOnTheSameFramesEveryRun() {
    let first = pushWithSettleDelay()
    for _ in 0..<4 {
      let again = pushWithSettleDelay()
      #expect(again.events == first.events)
      #expect(again.top == first.top)
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
