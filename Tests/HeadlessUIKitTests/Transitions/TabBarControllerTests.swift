import Animators
import Foundation
import HeadlessUIKit
import TestSupport
import Testing

/// `UITabBarController` selection on the shared transition driver.
@MainActor
@Suite("UITabBarController: selection, delegate order, instant switch without an animator")
struct TabBarControllerTests {
  final class Recorder: NSObject, UITabBarControllerDelegate {
    var allow = true
    var animator: (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
      -> Bool
    { allow }
    func tabBarController(
      _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
      to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { animator }
  }

  static func make() -> (UITabBarController, [Screen]) {
    let screens = [Screen("A", .red), Screen("B", .blue), Screen("C", .green)]
    let tabs = UITabBarController()
    tabs.setViewControllers(screens, animated: false)
    return (tabs, screens)
  }

  @Test func tabsAreChildrenAndTheFirstIsSelectedAboveTheBar() {
    let (tabs, screens) = Self.make()
    let h = TransitionHarness(root: tabs)
    defer { h.stop() }
    #expect(tabs.children.count == 3 && tabs.selectedIndex == 0 && tabs.selectedViewController === screens[0])
    #expect(screens[0].view.window === h.window && screens[1].viewIfLoaded?.window == nil)
    // A 300 × 600 window has no safe-area insets: the bar is 49 pt tall.
    #expect(screens[0].view.convert(screens[0].view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 300, height: 551))
    #expect(tabs.tabBarHostView.frame == CGRect(x: 0, y: 551, width: 300, height: 49))
    #expect(tabs.tabBar.frame == tabs.tabBarHostView.bounds)
    #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "C"])
    #expect(tabs.tabBar.selectedItem === screens[0].tabBarItem)
    tabs.selectedIndex = 2
    #expect(tabs.tabBar.selectedItem === screens[2].tabBarItem)
  }

  @Test func nilAnimatorSwitchesInstantlyWithAppearanceCallbacks() {
    let (tabs, screens) = Self.make()
    let recorder = Recorder()
    tabs.delegate = recorder
    let h = TransitionHarness(root: tabs)
    defer { h.stop() }
    #expect(tabs.tapTabBarItem(at: 2))
    #expect(
      h.trace.lines == [
        "delegate.tabBarController(_:shouldSelect:) C",
        "delegate.tabBarController(_:animationControllerForTransitionFrom:to:)", "A.viewWillDisappear(false)",
        "C.viewWillAppear(false)", "transitionContext.completeTransition(true)", "A.viewDidDisappear(false)",
        "C.viewDidAppear(false)", "delegate.tabBarController(_:didSelect:) C",
      ], "no interaction question without an animator")
    #expect(screens[2].view.window === h.window && screens[0].view.superview == nil)
    #expect(!tabs.isTransitioning)
  }

  @Test func shouldSelectFalseKeepsTheTab() {
    let (tabs, _) = Self.make()
    let recorder = Recorder()
    recorder.allow = false
    tabs.delegate = recorder
    let h = TransitionHarness(root: tabs)
    defer { h.stop() }
    #expect(!tabs.tapTabBarItem(at: 1))
    #expect(tabs.selectedIndex == 0)
    #expect(h.trace.lines == ["delegate.tabBarController(_:shouldSelect:) B"])
  }

  @Test func slideSwitchAnimatesInTheTabOrder() {
    let (tabs, screens) = Self.make()
    let delegate = SlideTabBarDelegate()
    tabs.delegate = delegate
    let h = TransitionHarness(root: tabs)
    defer { h.stop() }
    tabs.selectedIndex = 1
    #expect(tabs.isTransitioning && tabs.selectedViewController === screens[1])
    #expect(
      h.trace.lines.prefix(3) == [
        "delegate.tabBarController(_:animationControllerForTransitionFrom:to:)",
        "delegate.tabBarController(_:interactionControllerFor:)", "A.viewWillDisappear(true)",
      ], "programmatic selection asks neither shouldSelect nor didSelect")
    h.run(to: 0.15)
    // Half way through the 0.3 s easeInOut slide the incoming tab is half way in from the right.
    #expect(isApproximatelyEqual(screens[1].view.layer.presentation()!.affineTransform.tx, 150, tolerance: 1e-4))
    #expect(isApproximatelyEqual(screens[0].view.layer.presentation()!.affineTransform.tx, -150, tolerance: 1e-4))
    h.run(to: 0.4)
    #expect(!tabs.isTransitioning && screens[0].view.superview == nil && screens[1].view.transform == .identity)
    tabs.selectedIndex = 0
    h.run(to: 0.45)
    #expect(
      screens[0].view.layer.presentation()!.affineTransform.tx < 0, "to a tab on the left, it comes from the left")
  }

  @Test func setViewControllersKeepsTheSelectedController() {
    let (tabs, screens) = Self.make()
    let h = TransitionHarness(root: tabs)
    defer { h.stop() }
    tabs.selectedIndex = 1
    let d = Screen("D")
    tabs.setViewControllers([d, screens[1]], animated: false)
    #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === screens[1])
    #expect(screens[0].parent == nil && d.parent === tabs)
    tabs.setViewControllers([d], animated: false)
    #expect(tabs.selectedViewController === d && d.view.window === h.window)
    #expect(
      h.trace.lines.suffix(4) == [
        "B.viewWillDisappear(false)", "B.viewDidDisappear(false)", "D.viewWillAppear(false)", "D.viewDidAppear(false)",
      ])
  }

  @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
    let root = Screen("Root")
    let navigation = UINavigationController(rootViewController: root)
    let tabs = UITabBarController()
    tabs.setViewControllers([navigation, Screen("B")], animated: false)
    let h = TransitionHarness(root: tabs)
    defer { h.stop() }
    let detail = Screen("Detail")
    navigation.pushViewController(detail, animated: false)
    #expect(detail.tabBarController === tabs && detail.navigationController === navigation)
    #expect(tabs.tapTabBarItem(at: 0))
    #expect(navigation.viewControllers.count == 1, "the pop starts at once")
    h.run(to: 0.6)
    #expect(navigation.topViewController === root && root.view.window === h.window && detail.parent == nil)
  }
}
