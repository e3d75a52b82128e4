import Animators
import Foundation
import Testing

@testable import HeadlessUIKit

/// A controller that logs its appearance and containment callbacks.
@MainActor
final class LoggingViewController: UIViewController {
  let name: String
  let log: EventLog
  init(_ name: String, log: EventLog, color: UIColor = .white) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
    view.backgroundColor = color
  }
  required init?(coder: NSCoder) { nil }
  override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
  override func didMove(toParent parent: UIViewController?) {
    log.add("\(name).didMove(toParent: \(parent == nil ? "nil" : "nav"))")
  }
}

@MainActor
final class EventLog {
  private(set) var events: [String] = []
  func add(_ event: String) { events.append(event) }
  func clear() { events = [] }
}

/// A delegate that records what it is asked and returns a given animator.
@MainActor
final class RecordingDelegate: NSObject, UINavigationControllerDelegate {
  let log: EventLog
  var animator: (any UIViewControllerAnimatedTransitioning)?
  init(log: EventLog, animator: (any UIViewControllerAnimatedTransitioning)?) {
    self.log = log
    self.animator = animator
  }
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) { log.add("delegate.willShow") }
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) { log.add("delegate.didShow") }
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    log.add("delegate.animationControllerFor(\(operation == .push ? "push" : "pop"))")
    return animator
  }
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    log.add("delegate.interactionControllerFor")
    return nil
  }
}

/// An animator that records the context it is given and finishes after a plain animation.
@MainActor
final class ProbeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let log: EventLog
  var seen:
    (container: UIView, fromView: UIView?, toView: UIView?, toFinal: CGRect, toInitial: CGRect, fromInitial: CGRect)?
  init(log: EventLog) { self.log = log }
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
  func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
    log.add("animator.animateTransition")
    let to = ctx.viewController(forKey: .to)!
    let from = ctx.viewController(forKey: .from)!
    seen = (
      ctx.containerView, ctx.view(forKey: .from), ctx.view(forKey: .to), ctx.finalFrame(for: to),
      ctx.initialFrame(for: to), ctx.initialFrame(for: from)
    )
    let toView = ctx.view(forKey: .to)!
    ctx.containerView.addSubview(toView)
    toView.alpha = 0
    UIView.animate(withDuration: 0.4, animations: { toView.alpha = 1 }) { _ in
      ctx.completeTransition(!ctx.transitionWasCancelled)
    }
  }
  func animationEnded(_ transitionCompleted: Bool) { log.add("animator.animationEnded(\(transitionCompleted))") }
}

@MainActor
@Suite("UINavigationController push and pop follow UIKit's sequence")
struct NavigationTransitionTests {
  struct Stage {
    let timeline: Timeline
    let window: UIWindow
    let nav: UINavigationController
    let a: LoggingViewController
    let b: LoggingViewController
    let log: EventLog
  }

  static func makeStage() -> Stage {
    let timeline = Timeline(fps: 30)
    let log = EventLog()
    let a = LoggingViewController("A", log: log, color: .systemRed)
    let b = LoggingViewController("B", log: log, color: .systemBlue)
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 600), scale: 1)
    let window = UIWindow(screen: screen)
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    log.clear()
    return Stage(timeline: timeline, window: window, nav: nav, a: a, b: b, log: log)
  }

  @Test func windowShowsTheRootWithAppearanceCallbacks() {
    let timeline = Timeline(fps: 30)
    let log = EventLog()
    let a = LoggingViewController("A", log: log)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 600), scale: 1))
    window.rootViewController = UINavigationController(rootViewController: a)
    #expect(log.events == ["A.didMove(toParent: nav)"])
    window.makeKeyAndVisible()
    timeline.advance(to: 0)
    #expect(log.events == ["A.didMove(toParent: nav)", "A.viewWillAppear", "A.viewDidAppear"])
    #expect(a.view.window === window)
    #expect(a.view.convert(a.view.bounds, to: nil) == window.bounds)
  }

  @Test func pushWithCustomAnimatorRunsUIKitsSequence() {
    let s = Self.makeStage()
    let probe = ProbeAnimator(log: s.log)
    let delegate = RecordingDelegate(log: s.log, animator: probe)
    s.nav.delegate = delegate
    s.timeline.schedule(at: 0.1) { s.nav.pushViewController(s.b, animated: true) }
    s.timeline.advance(to: 3)
    #expect(
      s.log.events == [
        "delegate.willShow", "delegate.animationControllerFor(push)", "delegate.interactionControllerFor",
        "A.viewWillDisappear", "B.viewWillAppear", "animator.animateTransition",
      ])
    // The context as UIKit gives it for a navigation push.
    let seen = try! #require(probe.seen)
    #expect(seen.fromView === s.a.view)
    #expect(seen.toView === s.b.view)
    #expect(seen.container === s.a.view.superview)
    #expect(seen.toFinal == seen.container.bounds)
    #expect(seen.toInitial == .zero)
    #expect(seen.fromInitial == seen.container.bounds)
    #expect(s.nav.viewControllers.count == 2)
    #expect(s.b.isMovingToParent)
    s.log.clear()
    // 0.1 s + 0.4 s = frame 15 at 30 fps.
    s.timeline.advance(to: 14)
    #expect(s.log.events.isEmpty)
    s.timeline.advance(to: 15)
    #expect(
      s.log.events == [
        "animator.animationEnded(true)", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)",
        "delegate.didShow",
      ])
    #expect(s.a.view.superview == nil, "the from view leaves the hierarchy")
    #expect(s.b.view.frame == seen.container.bounds, "the to view fills the container")
    #expect(s.nav.topViewController === s.b)
    #expect(!s.b.isMovingToParent)
  }

  @Test func nilAnimatorMeansTheDefaultAnimationAndNoInteractionQuestion() {
    let s = Self.makeStage()
    let delegate = RecordingDelegate(log: s.log, animator: nil)
    s.nav.delegate = delegate
    s.timeline.schedule(at: 0.1) { s.nav.pushViewController(s.b, animated: true) }
    s.timeline.advance(to: 3)
    #expect(
      s.log.events == [
        "delegate.willShow", "delegate.animationControllerFor(push)", "A.viewWillDisappear", "B.viewWillAppear",
      ])
    // Default push: B slides in from the right edge on curve 7; A moves 30 % left.
    s.timeline.advance(to: 6)
    let t = 0.1
    let p = 1 - (1 + 18.257418583505537 * t) * exp(-18.257418583505537 * t)
    #expect(abs(s.b.view.layer.presentation()!.affineTransform.tx - 300 * (1 - p)) < 1e-6)
    #expect(abs(s.a.view.layer.presentation()!.affineTransform.tx - (-90 * p)) < 1e-6)
    s.timeline.advance(to: 17)
    #expect(s.nav.isTransitioning, "0.5 s on curve 7: still running at 0.567 s")
    s.timeline.advance(to: 18)
    #expect(
      s.log.events.suffix(4) == [
        "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent: nav)", "delegate.didShow",
      ])
    #expect(s.a.view.superview == nil)
    #expect(s.a.view.transform == .identity, "the parallax shift is undone")
    #expect(s.b.view.superview?.subviews.count == 1, "the dimming view is gone")
  }

  @Test func delegateIsWeak() {
    let s = Self.makeStage()
    s.nav.delegate = RecordingDelegate(log: s.log, animator: nil)
    #expect(s.nav.delegate == nil, "a delegate with no other strong reference is gone, as on iOS")
  }

  @Test func popRunsTheMirrorSequence() {
    let s = Self.makeStage()
    s.nav.pushViewController(s.b, animated: false)
    s.timeline.advance(to: 1)
    #expect(s.nav.topViewController === s.b)
    s.log.clear()
    let delegate = RecordingDelegate(log: s.log, animator: SlideAnimationController(type: .navigationTransition(.pop)))
    s.nav.delegate = delegate
    s.timeline.schedule(at: 0.1) { s.nav.popViewController(animated: true) }
    s.timeline.advance(to: 3)
    #expect(s.b.isMovingFromParent)
    #expect(s.nav.viewControllers.count == 1)
    s.timeline.advance(to: 12)
    #expect(
      s.log.events == [
        "delegate.willShow", "delegate.animationControllerFor(pop)", "delegate.interactionControllerFor",
        "B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear",
        "B.didMove(toParent: nil)", "delegate.didShow",
      ])
    #expect(s.b.view.superview == nil)
    #expect(s.b.parent == nil)
    #expect(s.a.view.frame == s.nav.view.bounds)
  }

  @Test func pushingTheSameControllerTwiceIsRejectedAsInUIKit() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let s = NavigationTransitionTests.makeStage()
        s.nav.pushViewController(s.a, animated: false)
      }
    }
  }

  @Test func popAtRootReturnsNil() {
    let s = Self.makeStage()
    #expect(s.nav.popViewController(animated: true) == nil)
    #expect(s.log.events.isEmpty)
  }

  @Test func pushRequestedDuringATransitionRunsAfterIt() {
    let s = Self.makeStage()
    let c = LoggingViewController("C", log: s.log)
    s.timeline.schedule(at: 0.1) {
      s.nav.pushViewController(s.b, animated: true)
      s.nav.pushViewController(c, animated: true)
    }
    s.timeline.advance(to: 3)
    #expect(s.nav.viewControllers.count == 2)
    s.timeline.advance(to: 18)
    #expect(s.nav.viewControllers.count == 3)
    s.timeline.advance(to: 33)
    #expect(s.nav.topViewController === c)
    #expect(c.view.superview != nil && s.b.view.superview == nil)
  }
}
