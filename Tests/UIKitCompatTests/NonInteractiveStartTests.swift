import Testing
import UIKit

/// `UIPercentDrivenInteractiveTransition` with `wantsInteractiveStart = false`: the transition
/// plays on its own, and an interruptible one can be taken over with `pause()` (iOS 10+).
@MainActor
@Suite("UIPercentDrivenInteractiveTransition starting non-interactively (Swift 5 mode)")
struct NonInteractiveStartTests {
  @Test func anInterruptiblePresentationPlaysAndIsTakenOverByPause() {
    let root = makeScreen("Root", color: .white)
    let sheet = makeScreen("Sheet", color: .systemTeal)
    let bench = TestBench(root: root)
    let transitions = SheetTransitioningDelegate()
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = false
    interaction.completionCurve = .linear
    transitions.presentationInteraction = interaction
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitions
    bench.at(0.1) { root.present(sheet, animated: true) }

    // It plays by itself: 0.4 s linear from y = 600 to y = 300.
    bench.run(to: 0.2)
    #expect(close(sheet.view.visibleFrame.minY, 525))
    #expect(sheet.transitionCoordinator?.isInteractive == false)
    bench.run(to: 0.3)
    #expect(close(sheet.view.visibleFrame.minY, 450))

    // A finger grabs it: the sheet stops where it is and follows the updates.
    interaction.pause()
    #expect(close(interaction.percentComplete, 0.5))
    #expect(sheet.transitionCoordinator?.isInteractive == true)
    bench.run(to: 0.5)
    #expect(close(sheet.view.visibleFrame.minY, 450), "paused: time does not move it")
    interaction.update(0.25)
    bench.run(to: 0.55)
    #expect(close(sheet.view.visibleFrame.minY, 525))
    #expect(transitions.presentAnimator?.events == ["interruptibleAnimator"])

    // Released: the rest (75 % of 0.4 s) plays linearly and the presentation completes.
    bench.at(0.6) { interaction.finish() }
    bench.run(to: 0.75)
    #expect(close(sheet.view.visibleFrame.minY, 412.5), "half of the remaining 0.3 s: 62.5 %")
    bench.run(to: 1)
    #expect(
      transitions.presentAnimator?.events == ["interruptibleAnimator", "completion(end)", "animationEnded(true)"])
    #expect(transitions.presentationController?.events.last == "presentationTransitionDidEnd(true)")
    #expect(sheet.view.frame.minY == 300)
    #expect(root.presentedViewController === sheet)
  }

  @Test func aLayerAnimatedPushPlaysAsIfNonInteractive() {
    let a = makeScreen("A", color: .systemRed)
    let b = makeScreen("B", color: .systemBlue)
    let nav = UINavigationController(rootViewController: a)
    let bench = TestBench(root: nav)
    let delegate = SlideNavigationDelegate()
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.wantsInteractiveStart = false
    delegate.playingInteraction = interaction
    nav.delegate = delegate
    bench.at(0.1) { nav.pushViewController(b, animated: true) }

    bench.run(to: 0.35)
    #expect(close(b.view.visibleFrame.minX, 150))
    #expect(close(a.view.visibleFrame.minX, -50))
    bench.run(to: 0.6)
    #expect(delegate.animators[0].events == ["animateTransition", "completion(true)", "animationEnded(true)"])
    #expect(nav.topViewController === b)
    #expect(delegate.shown == ["B"])
  }
}
