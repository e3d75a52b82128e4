import Foundation
import Testing
import UIKit

/// A settings list as iOS 15+ code writes one: large titles on the navigation bar, an opaque
/// scroll-edge appearance with white titles, and a detail screen that never shows a large
/// title.
final class SettingsListViewController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    navigationItem.largeTitleDisplayMode = .always
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

final class SettingsDetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "General"
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .never
  }
}

@MainActor
@Suite("Bar appearances, large titles and hidesBottomBarWhenPushed (Swift 5 mode)")
struct BarAppearanceCompatTests {
  static func makeApp() -> (UITabBarController, UINavigationController, SettingsListViewController) {
    let list = SettingsListViewController(style: .insetGrouped)
    let navigation = UINavigationController(rootViewController: list)
    navigation.navigationBar.prefersLargeTitles = true
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBlue
    appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
    appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
    navigation.tabBarItem.badgeValue = "1"
    let tabs = UITabBarController()
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithDefaultBackground()
    tabs.tabBar.standardAppearance = tabAppearance
    tabs.tabBar.scrollEdgeAppearance = tabAppearance
    tabs.viewControllers = [navigation, makeScreen("Search", color: .white)]
    return (tabs, navigation, list)
  }

  @Test func largeTitlesAppearancesAndAHiddenTabBar() throws {
    let (tabs, navigation, list) = Self.makeApp()
    let bench = TestBench(root: tabs)
    bench.run(to: 0.1)
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(list.tableView.adjustedContentInset.top == 96)
    #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemBlue)
    #expect(tabs.tabBar.items?.first?.title == "More")
    #expect(tabs.tabBar.items?.first?.badgeValue == "1")
    let tabBarHeight = tabs.tabBar.frame.height
    #expect(list.view.frame.height == TestBench.size.height - tabBarHeight)

    let detail = SettingsDetailViewController()
    detail.hidesBottomBarWhenPushed = true
    navigation.pushViewController(detail, animated: true)
    bench.run(to: 1)
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(tabs.tabBar.superview?.isHidden == true)
    #expect(detail.view.frame.height == TestBench.size.height, "the pushed screen runs to the bottom")
    navigation.popViewController(animated: true)
    bench.run(to: 2)
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(tabs.tabBar.superview?.isHidden == false)
  }

  @Test func scrollingTheListCollapsesTheLargeTitle() throws {
    let (tabs, navigation, list) = Self.makeApp()
    let bench = TestBench(root: tabs)
    bench.run(to: 0.1)
    #expect(list.tableView.contentOffset.y == -96)
    list.tableView.contentOffset = CGPoint(x: 0, y: -70)
    bench.run(to: 0.2)
    #expect(navigation.navigationBar.frame.height == 70)
    list.tableView.contentOffset = CGPoint(x: 0, y: 300)
    bench.run(to: 0.3)
    #expect(navigation.navigationBar.frame.height == 44)
  }
}
