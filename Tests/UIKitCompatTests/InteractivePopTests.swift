import Testing
import UIKit

/// A swipe-back pop driven by `SwipeBackInteractionController` (a
/// `UIPercentDrivenInteractiveTransition` subclass with a pan gesture): iOS-style code, Swift 5
/// mode, with scripted touches.
@MainActor
@Suite("iOS-style percent-driven interaction controller (Swift 5 mode)")
struct InteractivePopTests {
  struct Stage {
    let a: UIViewController
    let b: UIViewController
    let nav: UINavigationController
    let bench: TestBench
    let delegate: SlideNavigationDelegate
  }

  static func makeStage() -> Stage {
    let a = makeScreen("A", color: .systemRed)
    let b = makeScreen("B", color: .systemBlue)
    let nav = UINavigationController(rootViewController: a)
    nav.pushViewController(b, animated: false)
    let bench = TestBench(root: nav)
    let delegate = SlideNavigationDelegate()
    delegate.swipeBack = SwipeBackInteractionController(viewController: b)
    nav.delegate = delegate
    return Stage(a: a, b: b, nav: nav, bench: bench, delegate: delegate)
  }

  /// A finger down at x = 40 at 0.1 s, moving right by `distance` over 0.5 s, held, then lifted.
  static func swipe(by distance: CGFloat) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 40, y: 300), time: 0.1)
    track.move(to: CGPoint(x: 40 + distance, y: 300), duration: 0.5)
    track.hold(for: 0.1)
    track.lift()
    return track
  }

  @Test func theScreensFollowTheFingerAndAReleasePastHalfwayFinishesThePop() {
    let s = Self.makeStage()
    let swipeBack = s.delegate.swipeBack!
    s.bench.timeline.play(Self.swipe(by: 210), in: s.bench.window)

    s.bench.run(to: 0.4)
    #expect(swipeBack.interactionInProgress)
    let p = swipeBack.percentComplete
    #expect(p > 0.2 && p < 0.6)
    // The pop animator's curves at the interaction's percentage: B moves to +100, A comes from −300.
    #expect(close(s.b.view.visibleFrame.minX, 100 * p))
    #expect(close(s.a.view.visibleFrame.minX, -300 * (1 - p)))
    #expect(s.delegate.animators[0].events == ["animateTransition"])

    // Held at 210 pt (70 %) from 0.6 s: the frames stay where the finger is.
    s.bench.run(to: 0.65)
    #expect(close(swipeBack.percentComplete, 0.7))
    #expect(close(s.b.view.visibleFrame.minX, 70))

    s.bench.run(to: 2)
    #expect(!swipeBack.interactionInProgress)
    #expect(s.delegate.animators[0].events == ["animateTransition", "completion(true)", "animationEnded(true)"])
    #expect(s.nav.viewControllers == [s.a])
    #expect(s.delegate.shown == ["A"])
    #expect(s.a.view.frame == CGRect(origin: .zero, size: TestBench.size))
    #expect(s.b.view.superview == nil)
  }

  @Test func aReleaseBeforeHalfwayCancelsAndRestoresTheScreens() {
    let s = Self.makeStage()
    s.bench.timeline.play(Self.swipe(by: 90), in: s.bench.window)
    s.bench.run(to: 0.65)
    #expect(close(s.delegate.swipeBack!.percentComplete, 0.3))
    #expect(close(s.b.view.visibleFrame.minX, 30))

    s.bench.run(to: 2)
    #expect(s.delegate.animators[0].events.last == "animationEnded(false)")
    #expect(s.nav.viewControllers == [s.a, s.b])
    #expect(s.delegate.shown.isEmpty)
    #expect(s.b.view.visibleFrame.minX == 0 && s.b.view.alpha == 1)
    #expect(s.a.view.superview == nil)
  }
}
