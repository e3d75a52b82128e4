import Animators
import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// The transition coordinator: availability, alongside animations in the animator's context,
/// completions, ancestors.
@MainActor
@Suite("UIViewControllerTransitionCoordinator: alongside animations and availability")
struct TransitionCoordinatorTests {
  final class Watching: UIViewController {
    var seenInWillAppear: (any UIViewControllerTransitionCoordinator)?
    var seenInDidAppear: (any UIViewControllerTransitionCoordinator)?
    let badge = UIView()
    override func viewWillAppear(_ animated: Bool) {
      seenInWillAppear = transitionCoordinator
      transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 0 }, completion: nil)
    }
    override func viewDidAppear(_ animated: Bool) { seenInDidAppear = transitionCoordinator }
  }

  @Test func coordinatorExistsOnlyDuringTheTransitionAndReportsIt() throws {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    let b = Watching()
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    #expect(nav.transitionCoordinator == nil)
    nav.pushViewController(b, animated: true)
    let coordinator = try #require(b.seenInWillAppear)
    #expect(coordinator.isAnimated && !coordinator.isInteractive && !coordinator.initiallyInteractive)
    #expect(coordinator.transitionDuration == 0.5 && coordinator.presentationStyle == .none)
    #expect(coordinator.viewController(forKey: .from) === a && coordinator.view(forKey: .to) === b.view)
    #expect(coordinator.containerView === b.view.superview)
    let child = UIViewController()
    b.addChild(child)
    #expect(child.transitionCoordinator === coordinator, "a controller outside the transition asks its ancestors")
    h.run(to: 0.25)
    #expect(isApproximatelyEqual(coordinator.percentComplete, 0.5, tolerance: 1e-9))
    h.run(to: 0.6)
    #expect(b.seenInDidAppear == nil && nav.transitionCoordinator == nil && child.transitionCoordinator == nil)
  }

  @Test func alongsideAnimationsShareTheAnimatorsCurveAndDuration() {
    // The default push runs on curve 7 for 0.5 s; the alongside fade must follow the same
    // curve: at 0.10 s the progress is 0.545.
    let nav = UINavigationController(rootViewController: Screen("A"))
    let b = Watching()
    b.view.addSubview(b.badge)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    nav.pushViewController(b, animated: true)
    h.run(to: 0.1)
    #expect(isApproximatelyEqual(Double(b.badge.layer.presentation()!.opacity), 1 - 0.545, tolerance: 0.001))
    h.run(to: 0.6)
    #expect(b.badge.alpha == 0 && b.badge.layer.presentation()!.opacity == 0)
  }

  @Test func alongsideCompletionsRunBeforeTheDidCallbacks() {
    let nav = UINavigationController(rootViewController: Screen("A"))
    let b = Screen("B")
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    nav.pushViewController(b, animated: true)
    var seen: [String] = []
    b.transitionCoordinator?.animate(
      alongsideTransition: nil,
      completion: { context in seen.append("completion cancelled=\(context.isCancelled)") })
    h.run(to: 0.6)
    let trace = h.trace.lines
    #expect(seen == ["completion cancelled=false"])
    #expect(
      trace.firstIndex(of: "B.viewDidAppear(true)")! > trace.firstIndex(
        of: "transitionContext.completeTransition(true)")!)
  }

  @Test func dimmingPresentationControllerFadesAlongsideTheSystemAnimation() {
    let a = Screen("A")
    let b = Screen("B")
    b.modalPresentationStyle = .custom
    let delegate = DimmingTransitioningDelegate()
    b.transitioningDelegate = delegate
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    a.present(b, animated: true)
    let controller = b.presentationController as! DimmingPresentationController
    #expect(b.view.frame == CGRect(x: 150, y: 0, width: 150, height: 600), "listing 11-1: the right half")
    #expect(controller.dimmingView.superview === b.view.superview)
    h.run(to: 0.1)
    // Same block as the cover-vertical rise: opacity equals the curve-7 progress 0.545.
    #expect(isApproximatelyEqual(Double(controller.dimmingView.layer.presentation()!.opacity), 0.545, tolerance: 0.001))
    h.run(to: 0.6)
    b.dismiss(animated: true)
    h.run(to: 1.2)
    #expect(controller.dimmingView.superview == nil && h.window.subviews.count == 1)
  }

  @Test func presentedControllersChildrenAndLateAlongsideBlocksUseTheCoordinator() {
    let a = Screen("A")
    let b = UINavigationController(rootViewController: Screen("B"))
    b.modalPresentationStyle = .fullScreen
    let h = TransitionHarness(root: a)
    defer { h.stop() }
    let outside = UIView()
    a.present(b, animated: true)
    let coordinator = b.topViewController?.transitionCoordinator
    #expect(coordinator != nil && coordinator === a.transitionCoordinator)
    #expect(coordinator?.presentationStyle == .fullScreen)
    // Registered after the animator started: runs at once over what is left of the 0.5 s.
    h.run(to: 0.3)
    var completed = false
    coordinator?.animateAlongsideTransition(
      in: outside, animation: { _ in outside.alpha = 0 }, completion: { _ in completed = true })
    h.run(to: 0.4)  // half of the remaining 0.2 s, easeInOut: half way
    #expect(isApproximatelyEqual(Double(outside.layer.presentation()!.opacity), 0.5, tolerance: 1e-6))
    h.run(to: 0.6)
    #expect(completed && outside.alpha == 0)
    #expect(b.topViewController?.transitionCoordinator == nil)
  }
}
