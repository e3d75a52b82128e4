import Foundation
import Testing
import UIKit

/// An inbox screen as iOS code writes one: Edit on the left, compose (+) and Done on the
/// right, target–action with method references (the README's edit for `#selector`).
final class InboxViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  var log: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    view.backgroundColor = .systemBackground
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: self, action: InboxViewController.edit)
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .done, target: self, action: InboxViewController.done),
      UIBarButtonItem(barButtonSystemItem: .add, target: self, action: InboxViewController.add),
    ]
  }

  func edit() { log.append("edit") }
  func done(_ sender: UIBarButtonItem) { log.append("done(\(sender.title ?? "nil"))") }
  func add() { log.append("add") }

  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    .none
  }
}

/// The bar button views a navigation bar shows (its controls), leading first.
@MainActor
func barButtonViews(in bar: UINavigationBar) -> [UIControl] {
  bar.subviews.compactMap { $0 as? UIControl }.sorted { $0.frame.minX < $1.frame.minX }
}

/// The width UIKit's bar lays a text item out with: its title's width at 17 pt, rounded up.
@MainActor
func titleWidth(_ title: String, weight: UIFont.Weight) -> CGFloat {
  ceil((title as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17, weight: weight)]).width)
}

@MainActor
@Suite("UIBarButtonItem in the navigation bar: layout, taps, push cross-fade, popovers (Swift 5 mode)")
struct BarButtonItemTests {
  @Test func itemsSitAtTheBarsMarginsOutermostFirstAndTakeTheBackButtonsPlace() throws {
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let views = barButtonViews(in: navigation.navigationBar)
    try #require(views.count == 3)
    let edit = titleWidth("Edit", weight: .regular)
    let done = titleWidth("Done", weight: .semibold)
    // 16 pt margins on a 300 pt bar; Done is the outermost right item, + 8 pt inside it.
    #expect(views[0].frame == CGRect(x: 16, y: 0, width: edit, height: 44))
    #expect(views[2].frame == CGRect(x: 300 - 16 - done, y: 0, width: done, height: 44))
    #expect(views[1].frame == CGRect(x: 300 - 16 - done - 8 - 24, y: 0, width: 24, height: 44))
    #expect(inbox.navigationItem.rightBarButtonItem?.title == "Done")
    #expect(inbox.navigationItem.rightBarButtonItem?.style == .done)

    let detail = UIViewController()
    detail.title = "Message"
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
    navigation.pushViewController(detail, animated: false)
    bench.run(to: 0.2)
    let detailViews = barButtonViews(in: navigation.navigationBar)
    #expect(detailViews.count == 1 && detailViews[0].frame.minX == 16)
    #expect(navigation.navigationBar.backItem === inbox.navigationItem)
    let backTitles = navigation.navigationBar.subviews.compactMap { ($0 as? UILabel)?.text }
    #expect(!backTitles.contains("Inbox"), "the left item replaces the back button")
  }

  @Test func aTapRunsTheTargetsMethodWithTheItemAndADisabledItemIgnoresIt() throws {
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    func tap(_ control: UIControl, at time: TimeInterval) {
      let centre = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
      var track = TouchTrack(downAt: centre, time: time)
      track.hold(for: 0.05)
      track.lift()
      bench.timeline.play(track, in: bench.window)
    }
    let views = barButtonViews(in: navigation.navigationBar)
    try #require(views.count == 3)
    tap(views[2], at: 0.2)
    tap(views[1], at: 0.4)
    tap(views[0], at: 0.6)
    bench.run(to: 0.8)
    #expect(inbox.log == ["done(Done)", "add", "edit"])
    inbox.navigationItem.leftBarButtonItem?.isEnabled = false
    let disabled = try #require(barButtonViews(in: navigation.navigationBar).first)
    tap(disabled, at: 1.0)
    bench.run(to: 1.2)
    #expect(inbox.log == ["done(Done)", "add", "edit"], "a disabled item does not run its action")
  }

  @Test func barButtonItemsCrossFadeInPlaceDuringAPush() throws {
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let old = barButtonViews(in: navigation.navigationBar)
    let detail = UIViewController()
    detail.title = "Message"
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reply", style: .plain, target: nil, action: nil)
    bench.at(0.2) { navigation.pushViewController(detail, animated: true) }
    bench.run(to: 0.4)
    let during = barButtonViews(in: navigation.navigationBar)
    let reply = try #require(during.first { !old.contains($0) })
    let replyFrame = CGRect(
      x: 300 - 16 - titleWidth("Reply", weight: .regular), y: 0, width: titleWidth("Reply", weight: .regular),
      height: 44)
    #expect(reply.frame == replyFrame, "it does not slide")
    let newAlpha = reply.layer.presentation()?.opacity ?? 0
    let oldAlpha = old[2].layer.presentation()?.opacity ?? 1
    #expect(newAlpha > 0 && newAlpha < 1 && oldAlpha > 0 && oldAlpha < 1, "mid-push both show, fading")
    bench.run(to: 1.2)
    let after = barButtonViews(in: navigation.navigationBar)
    #expect(after.count == 1 && after[0].frame == replyFrame && after[0].alpha == 1)
    #expect(old.allSatisfy { $0.superview == nil }, "the old items are gone")
  }

  @Test func primaryActionsGiveTheirTitleAndRunOnTap() throws {
    var ran: [String] = []
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Ignored", primaryAction: UIAction(title: "Share") { _ in ran.append("share") })
    #expect(item.title == "Share")
    let system = UIBarButtonItem(systemItem: .save, primaryAction: UIAction(title: "Other") { _ in ran.append("save") })
    #expect(system.title == "Save" && system.style == .done, "a system item keeps its look")
    root.navigationItem.rightBarButtonItems = [item, system]
    let navigation = UINavigationController(rootViewController: root)
    let bench = TestBench(root: navigation)
    let views = barButtonViews(in: navigation.navigationBar)
    try #require(views.count == 2)
    for (index, control) in views.enumerated() {
      let centre = control.convert(CGPoint(x: control.bounds.midX, y: control.bounds.midY), to: nil)
      var track = TouchTrack(downAt: centre, time: 0.1 + Double(index) * 0.2)
      track.hold(for: 0.05)
      track.lift()
      bench.timeline.play(track, in: bench.window)
    }
    bench.run(to: 0.6)
    #expect(ran == ["save", "share"], "Save is left of Share, the outermost")
  }

  @Test func aPopoverPointsAtItsBarButtonItem() throws {
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let bench = TestBench(root: navigation)
    bench.run(to: 0.1)
    let menu = UIViewController()
    menu.modalPresentationStyle = .popover
    menu.preferredContentSize = CGSize(width: 200, height: 150)
    let popover = try #require(menu.popoverPresentationController)
    popover.barButtonItem = inbox.navigationItem.rightBarButtonItem
    popover.delegate = inbox
    inbox.present(menu, animated: false)
    bench.run(to: 0.2)
    let done = try #require(barButtonViews(in: navigation.navigationBar).last)
    let anchor = done.convert(done.bounds, to: nil)
    #expect(popover.arrowDirection == .up)
    let shown = menu.view.convert(menu.view.bounds, to: nil)
    #expect(shown.minY >= anchor.maxY, "below the bar")
    #expect(shown.size == CGSize(width: 200, height: 150))
  }
}
