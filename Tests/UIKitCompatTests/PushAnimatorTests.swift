import Testing
import UIKit

/// A push and a pop through `SlideNavigationDelegate` and `SlidePushAnimator`: iOS-style code,
/// Swift 5 mode, driven frame by frame.
@MainActor
@Suite("iOS-style navigation animator (Swift 5 mode)")
struct PushAnimatorTests {
  @Test func pushSlidesTheNewScreenInLinearlyAndCompletesInUIKitsOrder() {
    let a = makeScreen("A", color: .systemRed)
    let b = makeScreen("B", color: .systemBlue)
    let nav = UINavigationController(rootViewController: a)
    let bench = TestBench(root: nav)
    let delegate = SlideNavigationDelegate()
    nav.delegate = delegate
    bench.at(0.1) { nav.pushViewController(b, animated: true) }

    // Linear over 0.5 s from 0.1 s: halfway at 0.35 s.
    bench.run(to: 0.35)
    #expect(delegate.animators.count == 1)
    #expect(close(b.view.visibleFrame.minX, 150))
    #expect(close(a.view.visibleFrame.minX, -50))
    #expect(abs(Double(a.view.layer.presentation()!.opacity) - 0.75) < 1e-6)
    // The model already holds the end values, as in UIKit.
    #expect(b.view.transform == .identity)
    #expect(a.view.alpha == 0.5)

    bench.run(to: 0.5)
    #expect(close(b.view.visibleFrame.minX, 60))
    #expect(delegate.animators[0].events == ["animateTransition"])

    bench.run(to: 0.6)
    #expect(delegate.animators[0].events == ["animateTransition", "completion(true)", "animationEnded(true)"])
    #expect(delegate.shown == ["B"])
    #expect(nav.topViewController === b)
    #expect(a.view.superview == nil)
    #expect(a.view.alpha == 1 && a.view.transform == .identity, "the completion block restores the old screen")
    #expect(b.view.frame == CGRect(origin: .zero, size: TestBench.size))
  }

  @Test func popUsesTheDelegatesAnimatorWithTheOperation() {
    let a = makeScreen("A", color: .systemRed)
    let b = makeScreen("B", color: .systemBlue)
    let nav = UINavigationController(rootViewController: a)
    nav.pushViewController(b, animated: false)
    let bench = TestBench(root: nav)
    let delegate = SlideNavigationDelegate()
    nav.delegate = delegate
    bench.at(0.1) { _ = nav.popViewController(animated: true) }

    bench.run(to: 0.35)
    #expect(delegate.animators.map { $0.operation } == [.pop])
    // The revealed screen comes from the left, under the leaving one.
    #expect(close(a.view.visibleFrame.minX, -150))
    #expect(close(b.view.visibleFrame.minX, 50))
    #expect(a.view.superview === b.view.superview)
    #expect(a.view.superview!.subviews.firstIndex(of: a.view)! < a.view.superview!.subviews.firstIndex(of: b.view)!)

    bench.run(to: 0.6)
    #expect(nav.viewControllers == [a])
    #expect(delegate.shown == ["A"])
    #expect(b.view.superview == nil)
  }

  @Test func freeFunctionsAndExtensionsWorkOnViews() {
    let card = makeCardView(color: .systemGreen, cornerRadius: 20)
    applyCardShadow(to: card)
    #expect(card.layer.cornerRadius == 20)
    #expect(card.layer.masksToBounds)
    #expect(card.layer.shadowOpacity == 0.3)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))

    let root = makeScreen("Root", color: .white)
    let bench = TestBench(root: root)
    root.view.addSubview(card)
    card.fill(root.view)
    #expect(card.frame == root.view.bounds)

    var finished: [Bool] = []
    bench.at(0.2) { card.fadeIn(duration: 0.2) { finished.append($0) } }
    bench.run(to: 0.3)
    #expect(abs(Double(card.layer.presentation()!.opacity) - 0.5) < 1e-6, "ease-in-out is symmetric about the middle")
    #expect(finished.isEmpty)
    bench.run(to: 0.4)
    #expect(finished == [true])
    #expect(card.alpha == 1)
  }
}
