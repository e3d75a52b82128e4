import Foundation
import Testing
import UIKit

/// A controller whose view is a scroll view with short content, as a settings or detail
/// screen often is.
class ShortFeedController: UIViewController {
  override func loadView() {
    let scrollView = UIScrollView(frame: UIScreen.main.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 100)
    view = scrollView
  }
  var scrollView: UIScrollView { view as! UIScrollView }
}

@MainActor
@Suite("UIScrollView contentInsetAdjustmentBehavior .automatic (Swift 5 mode)")
struct ScrollInsetAdjustmentTests {
  static func window(root: UIViewController) -> UIWindow {
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 1))
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test func aNavigationControllersScrollViewIsAlwaysAdjustedVertically() {
    let feed = ShortFeedController()
    let navigation = UINavigationController(rootViewController: feed)
    let window = Self.window(root: navigation)
    let safe = feed.scrollView.safeAreaInsets
    #expect(safe.top > 44 && safe.bottom > 0, "under the status and navigation bars: \(safe)")
    #expect(feed.scrollView.contentInsetAdjustmentBehavior == .automatic)
    // Content 100 pt tall does not scroll, yet `.automatic` adds the top and bottom safe area.
    #expect(feed.scrollView.adjustedContentInset == UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0))
    feed.scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(feed.scrollView.adjustedContentInset == .zero, "`.scrollableAxes` only adjusts axes that scroll")
    _ = window
  }

  @Test func aTabBarControllersScrollViewIsAdjustedToo() {
    let feed = ShortFeedController()
    let tabs = UITabBarController()
    tabs.viewControllers = [feed]
    let window = Self.window(root: tabs)
    let safe = feed.scrollView.safeAreaInsets
    #expect(safe.top > 0, "under the status bar: \(safe)")
    #expect(feed.scrollView.adjustedContentInset.top == safe.top)
    #expect(feed.scrollView.adjustedContentInset.bottom == safe.bottom)
    _ = window
  }

  @Test func outsideABarControllerOrAsASubviewAutomaticIsScrollableAxes() {
    let alone = ShortFeedController()
    let window = Self.window(root: alone)
    #expect(alone.scrollView.safeAreaInsets.top > 0)
    #expect(alone.scrollView.adjustedContentInset == .zero, "a window's root controller: no bar controller")

    let host = UIViewController()
    let navigation = UINavigationController(rootViewController: host)
    let nested = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    nested.contentSize = CGSize(width: 390, height: 100)
    host.view.addSubview(nested)
    let other = Self.window(root: navigation)
    #expect(nested.safeAreaInsets.top > 0)
    #expect(nested.adjustedContentInset == .zero, "not the controller's view: only scrolling axes are adjusted")
    _ = (window, other)
  }
}
