import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UIViewController.transition(from:to:…)` and the seed's custom container: containment
/// rules, callback order, the view hierarchy before, during and after.
@MainActor
@Suite("Custom container transitions")
struct ChildTransitionTests {
  struct Setup {
    let timeline: Timeline
    let window: UIWindow
    let parent: UIViewController
    let a: LoggingViewController
    let b: LoggingViewController
    let log: EventLog
  }

  /// A plain parent with children A (shown) and B (added, not shown).
  static func make() -> Setup {
    let timeline = Timeline(fps: 30)
    let log = EventLog()
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 600), scale: 1))
    let parent = UIViewController()
    let a = LoggingViewController("A", log: log, color: .systemRed)
    let b = LoggingViewController("B", log: log, color: .systemBlue)
    window.rootViewController = parent
    parent.addChild(a)
    a.view.frame = parent.view.bounds
    parent.view.addSubview(a.view)
    a.didMove(toParent: parent)
    parent.addChild(b)
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    log.clear()
    return Setup(timeline: timeline, window: window, parent: parent, a: a, b: b, log: log)
  }

  @Test func switchesChildrenWithUIKitsCallbacksAndHierarchy() {
    let s = Self.make()
    s.timeline.schedule(at: 0.1) {
      s.parent.transition(
        from: s.a, to: s.b, duration: 0.3, options: .curveLinear,
        animations: {
          s.a.view.frame.origin.x = -300
          s.b.view.frame.origin.x = 0
        },
        completion: { s.log.add("completion(\($0))") })
      #expect(s.log.events == ["A.viewWillDisappear", "B.viewWillAppear"])
      #expect(s.parent.view.subviews.map { ObjectIdentifier($0) } == [s.a.view, s.b.view].map { ObjectIdentifier($0) })
    }
    s.b.view.frame = CGRect(x: 300, y: 0, width: 300, height: 600)
    s.timeline.advance(to: 3)
    s.timeline.advance(to: 6)  // 0.1 s into the 0.3 s linear block
    #expect(isApproximatelyEqual(s.b.view.layer.presentation()!.frame.minX, 200, tolerance: 1e-6))
    #expect(s.a.view.superview === s.parent.view, "the from view stays until the end")
    s.timeline.advance(to: 12)
    #expect(
      s.log.events == [
        "A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear", "completion(true)",
      ])
    #expect(s.a.view.superview == nil && s.b.view.superview === s.parent.view)
    #expect(s.a.parent === s.parent, "containment is the caller's job")
  }

  @Test func crossDissolveFadesTheOldChildOut() throws {
    let s = Self.make()
    s.b.view.frame = s.parent.view.bounds
    s.parent.transition(from: s.a, to: s.b, duration: 0.2, options: .transitionCrossDissolve, animations: nil)
    let picture = try #require(s.parent.view.subviews.last as? ContentSnapshotView)
    #expect(picture.frame == s.a.view.frame)
    s.timeline.advance(to: 8)
    #expect(!s.parent.view.subviews.contains { $0 is ContentSnapshotView })
  }

  @Test func childrenOfAnotherParentTrap() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let s = ChildTransitionTests.make()
        s.parent.transition(from: s.a, to: UIViewController(), duration: 0.2, animations: nil)
      }
    }
  }

  @Test func aNavigationControllerRefusesIt() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let b = UIViewController()
        nav.addChild(b)
        nav.transition(from: a, to: b, duration: 0.2, animations: nil)
      }
    }
  }

  // MARK: The seed's container

  final class Delegate: ContainerViewControllerDelegate {
    let log: EventLog
    let animator: (any UIViewControllerAnimatedTransitioning)?
    init(log: EventLog, animator: (any UIViewControllerAnimatedTransitioning)?) {
      self.log = log
      self.animator = animator
    }
    func containerViewController(
      _ containerViewController: ContainerViewController,
      animationControllerForTransitionFrom fromViewController: UIViewController, to toViewController: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      log.add("delegate.animationController")
      return animator
    }
  }

  @Test func containerSwitchesWithAnyUIKitAnimatorThroughItsOwnContext() {
    let timeline = Timeline(fps: 30)
    let log = EventLog()
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 600), scale: 1))
    let a = LoggingViewController("A", log: log)
    let b = LoggingViewController("B", log: log)
    let container = ContainerViewController(viewControllers: [a, b])
    let delegate = Delegate(log: log, animator: SlideAnimationController(type: .tabTransition(.left)))
    container.delegate = delegate
    window.rootViewController = container
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    #expect(log.events == ["A.didMove(toParent: nav)", "A.viewWillAppear", "A.viewDidAppear"])
    log.clear()
    timeline.schedule(at: 0.1) { container.selectedIndex = 1 }
    timeline.advance(to: 3)
    #expect(log.events == ["delegate.animationController", "A.viewWillDisappear", "B.viewWillAppear"])
    #expect(container.privateContainerView.subviews.count == 2)
    // The slide moves B in from the right over 0.3 s (ease-in-out).
    timeline.advance(to: 6)
    let p = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.1 / 0.3)
    #expect(isApproximatelyEqual(b.view.layer.presentation()!.affineTransform.tx, 300 * (1 - p), tolerance: 1e-6))
    timeline.advance(to: 15)
    #expect(
      log.events == [
        "delegate.animationController", "A.viewWillDisappear", "B.viewWillAppear", "A.didMove(toParent: nil)",
        "B.didMove(toParent: nav)", "A.viewDidDisappear", "B.viewDidAppear",
      ])
    #expect(container.selectedViewController === b && container.children.count == 1 && b.parent === container)
    #expect(container.privateContainerView.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(b.view)])
    _ = delegate
  }

  @Test func containerContextFramesFollowTheDirection() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let a = UIViewController()
    let b = UIViewController()
    let context = ContainerTransitionContext(from: a, to: b, containerView: container, goingRight: true)
    #expect(context.initialFrame(for: b) == CGRect(x: 100, y: 0, width: 100, height: 50))
    #expect(context.finalFrame(for: a) == CGRect(x: -100, y: 0, width: 100, height: 50))
    #expect(context.finalFrame(for: b) == container.bounds)
    #expect(context.initialFrame(for: UIViewController()) == .zero)
    #expect(context.viewController(forKey: .to) === b && context.view(forKey: .from) === a.view)
  }
}
