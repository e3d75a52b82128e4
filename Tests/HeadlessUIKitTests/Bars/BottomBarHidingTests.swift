import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `hidesBottomBarWhenPushed`: the tab bar leaves with the outgoing view on push, comes back
/// with the incoming view on pop (interactive too), and a cancelled pop keeps it hidden.
@MainActor
@Suite("hidesBottomBarWhenPushed")
struct BottomBarHidingTests {
  static func make() -> (TransitionHarness, UITabBarController, UINavigationController, Screen, Screen) {
    let list = Screen("Library")
    let photo = Screen("Photo", .black)
    photo.hidesBottomBarWhenPushed = true
    let nav = UINavigationController(rootViewController: list)
    let tab = UITabBarController()
    tab.setViewControllers([nav, Screen("Search")], animated: false)
    let h = TransitionHarness(root: tab, size: CGSize(width: 390, height: 844))
    h.run(to: 0.05)
    return (h, tab, nav, list, photo)
  }

  @Test func aPushCarriesTheTabBarAwayWithTheOutgoingView() {
    let (h, tab, nav, list, photo) = Self.make()
    defer { h.stop() }
    #expect(tab.tabBarHostView.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
    #expect(isApproximatelyEqual(nav.view.frame.height, 844 - 83, tolerance: 1e-9), "\(nav.view.frame.height - 761)")
    nav.pushViewController(photo, animated: true)
    // The bar rides in the list's view, at its place on screen, under the incoming view.
    #expect(tab.tabBarHostView.superview === list.view)
    #expect(tab.tabBarHostView.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
    #expect(photo.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(photo.view.safeAreaInsets.bottom == 34, "no tab bar in the pushed view's safe area")
    h.run(to: 0.3)
    let listShift = list.view.layer.presentation()!.affineTransform.tx
    #expect(listShift < 0, "the list (and the bar in it) moves left")
    h.run(to: 0.8)
    #expect(tab.tabBarHostView.superview === tab.view)
    #expect(tab.tabBarHostView.isHidden)
    #expect(tab.transitionView.frame.height == 844)
    #expect(photo.view.frame.height == 844)

    nav.popViewController(animated: true)
    #expect(tab.tabBarHostView.superview === list.view, "the bar arrives with the list")
    #expect(!tab.tabBarHostView.isHidden)
    #expect(tab.tabBarHostView.frame.maxY == list.view.bounds.height)
    h.run(to: 1.4)
    #expect(tab.tabBarHostView.superview === tab.view)
    #expect(!tab.tabBarHostView.isHidden)
    #expect(isApproximatelyEqual(tab.transitionView.frame.height, 844 - 83, tolerance: 1e-9))
    #expect(isApproximatelyEqual(list.view.frame.height, 844 - 83, tolerance: 1e-9))
  }

  @Test func aCancelledInteractivePopLeavesTheBarHidden() {
    let (h, tab, nav, list, photo) = Self.make()
    defer { h.stop() }
    nav.pushViewController(photo, animated: false)
    h.run(to: 0.1)
    #expect(tab.tabBarHostView.isHidden)
    var track = TouchTrack(downAt: CGPoint(x: 4, y: 400), time: 0.2)
    track.move(to: CGPoint(x: 104, y: 400), duration: 0.3)
    track.move(to: CGPoint(x: 54, y: 400), duration: 0.2)
    track.lift()
    h.timeline.play(track, in: h.window)
    h.run(to: 0.45)
    #expect(nav.isTransitioning)
    #expect(tab.tabBarHostView.superview === list.view, "the bar follows the list in")
    h.run(to: 2)
    #expect(nav.viewControllers == [list, photo])
    #expect(tab.tabBarHostView.superview === tab.view)
    #expect(tab.tabBarHostView.isHidden)
    #expect(tab.transitionView.frame.height == 844)
  }
}
