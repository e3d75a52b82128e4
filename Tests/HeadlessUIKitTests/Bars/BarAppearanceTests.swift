import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UIBarAppearance` and its subclasses, and which appearance each bar shows when: standard,
/// scroll edge (transparent by default, iOS 15+), compact, per item, cross-faded by scrolling.
@MainActor
@Suite("Bar appearances")
struct BarAppearanceTests {
  @Test func theThreeConfigurationsSetUIKitsValues() {
    let appearance = UINavigationBarAppearance()
    #expect(appearance.idiom == .phone)
    #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    #expect(appearance.backgroundColor == nil)
    #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
    appearance.configureWithOpaqueBackground()
    #expect(appearance.backgroundEffect == nil)
    #expect(appearance.backgroundColor == .systemBackground)
    #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundColor == .clear)
    #expect(appearance.shadowColor == nil)
    #expect(appearance.isTransparent)
    appearance.configureWithDefaultBackground()
    #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
  }

  @Test func barsCopyTheAppearancesTheyAreGiven() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemRed
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    bar.standardAppearance = appearance
    appearance.backgroundColor = .systemGreen
    #expect(bar.standardAppearance !== appearance)
    #expect(bar.standardAppearance.backgroundColor == .systemRed)
    #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    let toolbarLook = UIToolbarAppearance(barAppearance: appearance)
    #expect(toolbarLook.backgroundColor == .systemGreen, "init(barAppearance:) copies the background")
    let copy = appearance.copy() as? UINavigationBarAppearance
    #expect(copy?.titleTextAttributes[.foregroundColor] as? UIColor == .white)
  }

  @Test func selectionRulesOfTheNavigationBar() {
    let nav = UINavigationController(rootViewController: Screen("A"))
    let bar = nav.navigationBar
    let item = nav.viewControllers[0].navigationItem
    var (standard, edge) = bar.resolvedAppearances(for: item, compact: false)
    #expect(standard === bar.standardAppearance)
    #expect(edge?.isTransparent == true, "no scrollEdgeAppearance: the standard one, transparent")
    let opaque = UINavigationBarAppearance()
    opaque.configureWithOpaqueBackground()
    bar.scrollEdgeAppearance = opaque
    (_, edge) = bar.resolvedAppearances(for: item, compact: false)
    #expect(edge === bar.scrollEdgeAppearance)
    // The item's appearances win while it is on top.
    let red = UINavigationBarAppearance()
    red.backgroundColor = .systemRed
    item.standardAppearance = red
    (standard, _) = bar.resolvedAppearances(for: item, compact: false)
    #expect(standard === item.standardAppearance)
    // Compact: compactAppearance, else the standard one; compactScrollEdge, else scrollEdge.
    (standard, edge) = bar.resolvedAppearances(for: item, compact: true)
    #expect(standard === item.standardAppearance)
    #expect(edge === bar.scrollEdgeAppearance)
    let compact = UINavigationBarAppearance()
    bar.compactAppearance = compact
    #expect(bar.resolvedAppearances(for: item, compact: true).standard === bar.compactAppearance)
    // A bar no navigation controller manages has no scroll edge.
    let standalone = UINavigationBar(frame: .zero)
    #expect(standalone.resolvedAppearances(for: nil, compact: false).scrollEdge == nil)
  }

  /// A screen whose view is a scroll view 2,000 pt tall.
  final class ListController: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
      scrollView.contentSize = CGSize(width: 390, height: 2000)
      view = scrollView
    }
  }

  @Test func theNavigationBarCrossFadesToItsStandardLookAsContentScrollsUnderIt() {
    let list = ListController()
    let nav = UINavigationController(rootViewController: list)
    let h = TransitionHarness(root: nav, size: CGSize(width: 390, height: 844))
    defer { h.stop() }
    h.run(to: 0.05)
    let bar = nav.navigationBar
    list.scrollView.contentOffset.y = -91
    h.run(to: 0.1)
    #expect(bar.scrollEdgeFraction == 1)
    #expect(bar.background.shownAppearance?.isTransparent == true, "at the top edge: transparent")
    list.scrollView.contentOffset.y = -85  // 6 pt under the bar: half way
    h.run(to: 0.15)
    #expect(bar.scrollEdgeFraction == 0.5)
    #expect(bar.background.current?.standard.alpha == 0.5)
    list.scrollView.contentOffset.y = 200
    h.run(to: 0.2)
    #expect(bar.scrollEdgeFraction == 0)
    #expect(bar.background.shownAppearance === bar.standardAppearance)
    #expect(bar.background.current?.scrollEdge?.isHidden == true)
  }

  @Test func withoutAScrollViewTheBarsAreAtTheirScrollEdge() {
    let screen = Screen("Home")
    let nav = UINavigationController(rootViewController: screen)
    nav.setToolbarHidden(false, animated: false)
    let tab = UITabBarController()
    tab.setViewControllers([nav, Screen("Other")], animated: false)
    let h = TransitionHarness(root: tab, size: CGSize(width: 390, height: 844))
    defer { h.stop() }
    h.run(to: 0.05)
    #expect(nav.navigationBar.background.shownAppearance?.isTransparent == true)
    #expect(nav.toolbar.background.shownAppearance?.isTransparent == true)
    #expect(tab.tabBar.background.shownAppearance?.isTransparent == true)
    // A scroll-edge appearance set on the tab bar (or its selected item) is used instead.
    let opaque = UITabBarAppearance()
    opaque.configureWithOpaqueBackground()
    nav.tabBarItem.scrollEdgeAppearance = opaque
    #expect(tab.tabBar.background.shownAppearance === nav.tabBarItem.scrollEdgeAppearance)
  }

  @Test func legacyBarTintColorFeedsTheStandardAppearance() {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    bar.barTintColor = .systemOrange
    #expect(bar.background.shownAppearance?.backgroundColor == .systemOrange)
    bar.isTranslucent = false
    #expect(bar.background.shownAppearance?.backgroundEffect == nil)
    #expect(bar.background.shownAppearance?.backgroundColor?.rgba.alpha == 1)
  }

  @Test func titleAttributesComeFromTheShownAppearance() {
    let nav = UINavigationController(rootViewController: Screen("A"))
    let look = UINavigationBarAppearance()
    look.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 20)]
    look.largeTitleTextAttributes = [.foregroundColor: UIColor.systemBlue]
    nav.navigationBar.scrollEdgeAppearance = look
    nav.navigationBar.prefersLargeTitles = true
    let h = TransitionHarness(root: nav, size: CGSize(width: 390, height: 844))
    defer { h.stop() }
    h.run(to: 0.05)
    #expect(nav.navigationBar.titleLabel.textColor == .systemRed)
    #expect(nav.navigationBar.titleLabel.font == UIFont.systemFont(ofSize: 20))
    #expect(nav.navigationBar.largeTitleLabel.textColor == .systemBlue)
  }

  @Test func tabBarItemsAreBarItemsWithBadges() {
    let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
    #expect((item as UIBarItem).title == "Favorites")
    #expect(item.tag == 3)
    #expect(item.image?.symbolName == "star.fill")
    let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
    bar.items = [item, UITabBarItem(title: "Two", image: nil, tag: 0)]
    bar.layoutIfNeeded()
    let button = bar.buttons[0]
    #expect(button.badgeView.isHidden)
    item.badgeValue = "12"
    bar.layoutIfNeeded()
    button.layoutIfNeeded()
    #expect(!button.badgeView.isHidden)
    #expect(button.badgeView.backgroundColor == .systemRed)
    #expect(button.badgeLabel.text == "12" && button.badgeLabel.textColor == .white)
    #expect(button.badgeView.frame.height == 18 && button.badgeView.frame.width >= 18)
    // The badge starts 5 pt right of the glyph's centre, 2 pt below the bar's top.
    #expect(button.badgeView.frame.minX == button.bounds.midX + 5 && button.badgeView.frame.minY == 2)
    item.badgeColor = .systemGreen
    #expect(button.badgeView.backgroundColor == .systemGreen)
    item.badgeValue = nil
    #expect(button.badgeView.isHidden)
  }
}
