import Animators
import Foundation
import HeadlessUIKit
import Testing

/// `UINavigationController`'s stack operations on the shared transition driver.
@MainActor
@Suite("UINavigationController: push, pop, popTo, popToRoot, setViewControllers")
struct NavigationStackTests {
  final class Delegate: NSObject, UINavigationControllerDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var operations: [UINavigationController.Operation] = []
    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      operations.append(operation)
      return animator
    }
  }

  @Test func pushTraceMatchesTheReference() {
    let a = Screen("A")
    let b = Screen("B")
    let nav = UINavigationController(rootViewController: a)
    let probe = ContextProbe()
    let delegate = Delegate()
    delegate.animator = probe
    nav.delegate = delegate
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    nav.pushViewController(b, animated: true)
    #expect(b.parent === nav && b.isMovingToParent)
    #expect(a.view.superview === nav.view.subviews.first && b.view.superview === a.view.superview)
    let seen = probe.seen!
    #expect(seen.fromView === a.view && seen.toView === b.view)
    #expect(seen.initialFrom == nav.view.bounds && seen.finalTo == nav.view.bounds && seen.initialTo == .zero)
    #expect(seen.style == .none)
    h.run(to: 0.5)
    #expect(
      h.trace.lines == [
        "delegate.navigationController(_:willShow:animated:) B",
        "delegate.navigationController(_:animationControllerFor:from:to:) push",
        "delegate.navigationController(_:interactionControllerFor:)", "A.viewWillDisappear(true)",
        "B.viewWillAppear(true)", "ContextProbe.animateTransition(using:)",
        "transitionContext.completeTransition(true)",
        "ContextProbe.animationEnded(true)", "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
        "delegate.navigationController(_:didShow:animated:) B",
      ])
    #expect(a.view.superview == nil && !b.isMovingToParent)
  }

  @Test func popToRootRemovesEveryControllerAboveTheRoot() {
    let (a, b, c) = (Screen("A"), Screen("B"), Screen("C"))
    let nav = UINavigationController(rootViewController: a)
    let delegate = Delegate()
    nav.delegate = delegate
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    nav.pushViewController(b, animated: false)
    nav.pushViewController(c, animated: false)
    h.trace.clear()
    let popped = nav.popToRootViewController(animated: true)
    #expect(popped?.map { $0.title } == ["B", "C"])
    #expect(nav.viewControllers.count == 1 && nav.topViewController === a)
    #expect(c.isMovingFromParent && !b.isMovingFromParent)
    #expect(delegate.operations.last == .pop)
    #expect(b.parent === nav, "removed controllers leave the children when the transition ends")
    h.run(to: 0.6)
    #expect(b.parent == nil && c.parent == nil && nav.children.count == 1)
    #expect(h.trace.lines.filter { $0.hasPrefix("B.") }.isEmpty, "a controller in the middle gets no appearance calls")
    #expect(c.view.superview == nil && a.view.window === h.window)
    #expect(nav.popToRootViewController(animated: true) == nil)
  }

  @Test func popToViewControllerAndSetViewControllersPickTheOperation() {
    let (a, b, c, d) = (Screen("A"), Screen("B"), Screen("C"), Screen("D"))
    let nav = UINavigationController(rootViewController: a)
    let delegate = Delegate()
    nav.delegate = delegate
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    nav.setViewControllers([a, b, c], animated: true)
    #expect(delegate.operations == [.push])
    h.run(to: 0.6)
    #expect(nav.children.map { $0.title } == ["A", "B", "C"])
    #expect(nav.popToViewController(b, animated: true)?.map { $0.title } == ["C"])
    #expect(delegate.operations == [.push, .pop])
    h.run(to: 1.2)
    nav.setViewControllers([d, b], animated: true)
    #expect(delegate.operations == [.push, .pop], "the top stays: no transition")
    #expect(nav.viewControllers.map { $0.title } == ["D", "B"] && a.parent == nil && d.parent === nav)
    nav.setViewControllers([d], animated: true)
    #expect(delegate.operations == [.push, .pop, .pop], "the new top was on the stack: a pop")
    h.run(to: 1.8)
    #expect(nav.topViewController === d && b.parent == nil && d.view.window === h.window)
  }

  @Test func visibleViewControllerIncludesPresentedControllers() {
    let a = Screen("A")
    let nav = UINavigationController(rootViewController: a)
    let h = TransitionHarness(root: nav)
    defer { h.stop() }
    #expect(nav.visibleViewController === a)
    let b = Screen("B")
    let c = Screen("C")
    a.present(b, animated: false)
    b.present(c, animated: false)
    #expect(b.presentingViewController === nav, "a child presents through its root")
    #expect(nav.visibleViewController === c)
  }

  @Test func delegateAssignedWithoutAStrongReferenceIsGone() {
    let nav = UINavigationController(rootViewController: Screen("A"))
    nav.delegate = Delegate()
    #expect(nav.delegate == nil)
    let tabs = UITabBarController()
    tabs.delegate = SlideTabBarDelegate()
    #expect(tabs.delegate == nil)
    let b = Screen("B")
    b.transitioningDelegate = OverlayTransitioningDelegate()
    #expect(b.transitioningDelegate == nil)
  }
}
