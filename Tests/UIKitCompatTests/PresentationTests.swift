import Testing
import UIKit

/// A custom presentation (`HalfSheetPresentationController`, `SheetAnimator` with a property
/// animator, `SheetTransitioningDelegate`): iOS-style code, Swift 5 mode.
@MainActor
@Suite("iOS-style presentation controller and property-animator transition (Swift 5 mode)")
struct PresentationTests {
  @Test func presentAndDismissFollowTheSheetAndTheDimmingView() {
    let root = makeScreen("Root", color: .white)
    let sheet = makeScreen("Sheet", color: .systemTeal)
    let bench = TestBench(root: root)
    let transitions = SheetTransitioningDelegate()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = transitions
    var presented = false
    bench.at(0.1) { root.present(sheet, animated: true) { presented = true } }

    // 0.4 s linear from 0.1 s: the sheet rises from y = 600 to y = 300.
    bench.run(to: 0.3)
    let controller = try! #require(transitions.presentationController)
    #expect(controller.events == ["presentationTransitionWillBegin"])
    #expect(transitions.presentAnimator?.events == ["interruptibleAnimator"])
    #expect(close(sheet.view.visibleFrame.minY, 450))
    #expect(abs(Double(controller.dimmingView.layer.presentation()!.opacity) - 0.5) < 1e-6)
    #expect(!presented)

    bench.run(to: 0.5)
    #expect(presented)
    #expect(controller.events == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
    #expect(
      transitions.presentAnimator?.events == ["interruptibleAnimator", "completion(end)", "animationEnded(true)"])
    #expect(sheet.view.frame == CGRect(x: 0, y: 300, width: 300, height: 300))
    #expect(controller.dimmingView.superview === controller.containerView)
    #expect(root.presentedViewController === sheet)

    bench.at(1.0) { sheet.dismiss(animated: true) }
    bench.run(to: 1.1)
    #expect(controller.events.last == "dismissalTransitionWillBegin")
    #expect(close(sheet.view.visibleFrame.minY, 375))
    bench.run(to: 1.2)
    #expect(close(sheet.view.visibleFrame.minY, 450))
    #expect(abs(Double(controller.dimmingView.layer.presentation()!.opacity) - 0.5) < 1e-6)

    bench.run(to: 1.4)
    #expect(
      controller.events == [
        "presentationTransitionWillBegin", "presentationTransitionDidEnd(true)", "dismissalTransitionWillBegin",
        "dismissalTransitionDidEnd(true)",
      ])
    #expect(
      transitions.dismissAnimator?.events == ["interruptibleAnimator", "completion(end)", "animationEnded(true)"])
    #expect(controller.dimmingView.superview == nil)
    #expect(root.presentedViewController == nil)
  }

  @Test func quartzCoreAndCoreGraphicsImportsCompileAndAnimate() {
    #expect(
      scaledAboutCenter(CGRect(x: 10, y: 20, width: 100, height: 50), by: 2)
        == CGRect(x: -40, y: -5, width: 200, height: 100))
    let root = makeScreen("Root", color: .white)
    let bench = TestBench(root: root)
    let dot = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
    root.view.addSubview(dot)
    bench.at(0.5) { addPulse(to: dot.layer, scale: 3, duration: 1) }
    // Up over 0.5 s, back over 0.5 s, linear.
    bench.run(to: 0.75)
    #expect(close(dot.layer.presentation()!.transform.m11, 2))
    bench.run(to: 1.25)
    #expect(close(dot.layer.presentation()!.transform.m11, 2))
    bench.run(to: 1.5)
    #expect(dot.layer.presentation()!.transform.m11 == 1)
    #expect(dot.layer.animation(forKey: "pulse") == nil)

    bench.at(2) { addBounce(to: dot.layer, duration: 0.4) }
    bench.run(to: 2.2)
    #expect(close(dot.layer.presentation()!.transform.m11, 0.9))
  }
}
