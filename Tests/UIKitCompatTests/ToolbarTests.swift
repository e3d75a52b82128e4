import Foundation
import Testing
import UIKit

/// A mailbox screen as iOS code writes one: toolbar items with a flexible space between
/// them, shown by its navigation controller's toolbar.
final class MailboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Mailboxes"
    view.backgroundColor = .systemBackground
    toolbarItems = [
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(title: "Updated Just Now", style: .plain, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
    ]
  }
}

/// Every view under `view`, depth first.
@MainActor
func subviewTree(of view: UIView) -> [UIView] {
  view.subviews.flatMap { [$0] + subviewTree(of: $0) }
}

/// The bar button controls of a toolbar, leading first.
@MainActor
func toolbarControls(in toolbar: UIToolbar) -> [UIControl] {
  toolbar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
}

@MainActor
@Suite("UIToolbar and the navigation controller's toolbar (Swift 5 mode)")
struct ToolbarTests {
  @Test func aStandAloneToolbarLaysItsItemsOutWithFlexibleAndFixedSpaces() throws {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 556, width: 300, height: 44))
    toolbar.barTintColor = .systemYellow
    let left = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
    let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    fixed.width = 20
    let middle = UIBarButtonItem(title: "Move", style: .plain, target: nil, action: nil)
    let right = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
    toolbar.items = [
      left, fixed, middle, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), right,
    ]
    toolbar.layoutIfNeeded()
    let controls = toolbarControls(in: toolbar)
    try #require(controls.count == 5)
    let edit = titleWidth("Edit", weight: .regular)
    let move = titleWidth("Move", weight: .regular)
    #expect(controls[0].frame == CGRect(x: 16, y: 0, width: edit, height: 44))
    #expect(controls[2].frame.minX == 16 + edit + 20, "a fixed space of 20 pt between")
    #expect(controls[4].frame == CGRect(x: 300 - 16 - 24, y: 0, width: 24, height: 44), "the flexible space fills")
    #expect(close(controls[3].frame.width, 300 - 32 - edit - 20 - move - 24))
    #expect(toolbar.sizeThatFits(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 44))
    #expect(
      subviewTree(of: toolbar).contains { $0.backgroundColor == .systemYellow }, "the background takes barTintColor")
  }

  @Test func theNavigationToolbarShowsTheTopItemsAndInsetsTheSafeArea() throws {
    let mailboxes = MailboxViewController()
    let navigation = UINavigationController(rootViewController: mailboxes)
    #expect(navigation.isToolbarHidden, "hidden by default, as in UIKit")
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    #expect(navigation.toolbar.isHidden)
    #expect(mailboxes.view.safeAreaInsets.bottom == 0)
    navigation.isToolbarHidden = false
    bench.run(to: 0.2)
    #expect(!navigation.toolbar.isHidden)
    #expect(navigation.toolbar.frame == CGRect(x: 0, y: 556, width: 300, height: 44))
    #expect(mailboxes.view.safeAreaInsets.bottom == 44, "the shown toolbar adds its height")
    let controls = toolbarControls(in: navigation.toolbar)
    try #require(controls.count == 4)
    let status = titleWidth("Updated Just Now", weight: .regular)
    // [flexible, status, flexible, add]: the status is centred in what the add item leaves.
    let free = 300 - 32 - status - 24
    #expect(close(controls[1].frame.minX, 16 + free / 2))
    #expect(close(controls[3].frame.maxX, 300 - 16))
  }

  @Test func setToolbarHiddenAnimatedSlidesTheToolbar() {
    let navigation = UINavigationController(rootViewController: MailboxViewController())
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    bench.at(0.2) { navigation.setToolbarHidden(false, animated: true) }
    bench.run(to: 0.3)
    let y = navigation.toolbar.layer.presentation()?.transform.m42 ?? 0
    #expect(y > 0 && y < 45, "mid-slide: below its place, rising")
    bench.run(to: 0.5)
    #expect(navigation.toolbar.transform == .identity && !navigation.toolbar.isHidden)
    bench.at(0.6) { navigation.setToolbarHidden(true, animated: true) }
    bench.run(to: 1)
    #expect(navigation.toolbar.isHidden)
  }

  @Test func aPushShowsTheNewControllersItemsAndHidesBottomBarWhenPushedHidesTheToolbar() throws {
    let mailboxes = MailboxViewController()
    let navigation = UINavigationController(rootViewController: mailboxes)
    navigation.isToolbarHidden = false
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let inbox = UIViewController()
    inbox.toolbarItems = [UIBarButtonItem(title: "Filter", style: .plain, target: nil, action: nil)]
    bench.at(0.2) { navigation.pushViewController(inbox, animated: true) }
    bench.run(to: 1.2)
    let controls = toolbarControls(in: navigation.toolbar)
    #expect(controls.count == 1 && titleLabel(in: controls[0])?.text == "Filter")
    #expect(inbox.view.safeAreaInsets.bottom == 44)

    let message = UIViewController()
    message.hidesBottomBarWhenPushed = true
    bench.at(1.3) { navigation.pushViewController(message, animated: true) }
    bench.run(to: 2.3)
    #expect(navigation.toolbar.isHidden, "hidden while a controller that hides it is pushed")
    #expect(message.view.safeAreaInsets.bottom == 0)
    bench.at(2.4) { navigation.popViewController(animated: true) }
    bench.run(to: 3.4)
    #expect(!navigation.toolbar.isHidden, "back when it is popped")
    #expect(!navigation.isToolbarHidden)
  }

  @Test func setToolbarItemsAnimatedCrossFades() throws {
    let mailboxes = MailboxViewController()
    let navigation = UINavigationController(rootViewController: mailboxes)
    navigation.isToolbarHidden = false
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let old = toolbarControls(in: navigation.toolbar)
    bench.at(0.2) {
      mailboxes.setToolbarItems(
        [UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)], animated: true)
    }
    bench.run(to: 0.3)
    let fading = old[1].layer.presentation()?.opacity ?? 1
    #expect(fading > 0 && fading < 1)
    bench.run(to: 0.6)
    #expect(old.allSatisfy { $0.superview == nil })
    #expect(toolbarControls(in: navigation.toolbar).count == 1)
  }
}
