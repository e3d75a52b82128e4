import Foundation
import Testing
import UIKit

/// Xcode's Master-Detail template as iOS 8–13 apps wrote it: a list that shows its detail with
/// `showDetailViewController`, a delegate that drops an empty detail when collapsing.
class MailboxListViewController: UIViewController {
  let mailboxes = ["Inbox", "Sent", "Archive"]

  func open(_ index: Int) {
    let message = MessageViewController()
    message.mailbox = mailboxes[index]
    let navigation = UINavigationController(rootViewController: message)
    message.navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
    showDetailViewController(navigation, sender: self)
  }
}

class MessageViewController: UIViewController {
  var mailbox: String?
}

class MailSplitDelegate: NSObject, UISplitViewControllerDelegate {
  var events = [String]()

  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    events.append("collapse")
    guard let navigation = secondaryViewController as? UINavigationController,
      let message = navigation.topViewController as? MessageViewController
    else { return false }
    return message.mailbox == nil
  }

  func splitViewController(
    _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
  ) {
    events.append("mode \(displayMode.rawValue)")
  }
}

/// An iOS 14 sidebar app: a column-style split view subclass configured in `viewDidLoad`, as
/// the apps found with `search` do (yagom-academy/ios-cloud-notes, samuelclay/NewsBlur).
class NotesSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
  let list = UIViewController()
  let note = UIViewController()
  var collapses = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    setViewController(list, for: .primary)
    setViewController(note, for: .secondary)
    preferredSplitBehavior = .tile
    preferredDisplayMode = .oneBesideSecondary
    delegate = self
  }

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    collapses += 1
    return .primary
  }
}

/// A window of `size` on an iPad screen, ticked at 60 fps.
@MainActor
final class PadBench {
  let timeline = Timeline(fps: 60)
  let window: UIWindow
  private var frame = 0

  init(root: UIViewController, size: CGSize = CGSize(width: 1024, height: 768)) {
    window = UIWindow(screen: UIScreen(bounds: CGRect(origin: .zero, size: CGSize(width: 1024, height: 768)), scale: 1))
    window.frame = CGRect(origin: .zero, size: size)
    window.rootViewController = root
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    window.layoutIfNeeded()
  }

  func run(to seconds: Double) {
    let last = Int((seconds * 60).rounded())
    while frame < last {
      frame += 1
      timeline.advance(to: FrameIndex(frame))
    }
  }
}

@MainActor
@Suite("UISplitViewController as iOS code uses it (Swift 5 mode)")
struct SplitViewControllerCompatTests {
  @Test func theMasterDetailTemplateShowsItsDetailBesideTheList() throws {
    let split = UISplitViewController()
    let list = MailboxListViewController()
    let empty = UINavigationController(rootViewController: MessageViewController())
    split.viewControllers = [UINavigationController(rootViewController: list), empty]
    split.preferredDisplayMode = .allVisible
    let delegate = MailSplitDelegate()
    split.delegate = delegate
    let bench = PadBench(root: split)
    #expect(split.displayMode == .allVisible)
    #expect(!split.isCollapsed)
    #expect(split.primaryColumnWidth == 320)
    list.open(1)
    let detail = try #require(split.viewControllers.last as? UINavigationController)
    #expect((detail.topViewController as? MessageViewController)?.mailbox == "Sent")
    #expect(detail.view.frame == CGRect(x: 320, y: 0, width: 704, height: 768))
    #expect(detail.topViewController?.navigationItem.leftBarButtonItem === split.displayModeButtonItem)

    // Narrow the window (Slide Over): the detail collapses onto the list's stack.
    bench.window.frame = CGRect(x: 0, y: 0, width: 375, height: 768)
    bench.window.layoutIfNeeded()
    #expect(split.isCollapsed)
    #expect(delegate.events == ["collapse"])
    let stack = try #require(split.viewControllers.first as? UINavigationController)
    #expect((stack.topViewController as? MessageViewController)?.mailbox == "Sent")
  }

  @Test func anEmptyDetailIsDroppedWhenCollapsing() throws {
    let split = UISplitViewController()
    let list = MailboxListViewController()
    split.viewControllers = [
      UINavigationController(rootViewController: list),
      UINavigationController(rootViewController: MessageViewController()),
    ]
    let delegate = MailSplitDelegate()
    split.delegate = delegate
    _ = PadBench(root: split, size: CGSize(width: 375, height: 768))
    #expect(split.isCollapsed)
    let stack = try #require(split.viewControllers.first as? UINavigationController)
    #expect(stack.viewControllers == [list], "the delegate returned true: the empty detail is not pushed")
  }

  @Test func aMailLikeTripleColumnGetsUIKitsButtonsAndANarrowSidebar() throws {
    let split = UISplitViewController(style: .tripleColumn)
    let mailboxes = UIViewController()
    let messages = UIViewController()
    let message = UIViewController()
    split.setViewController(mailboxes, for: .primary)
    split.setViewController(messages, for: .supplementary)
    split.setViewController(message, for: .secondary)
    split.showsSecondaryOnlyButton = true
    split.displayModeButtonVisibility = .automatic
    let bench = PadBench(root: split)
    #expect(mailboxes.traitCollection.horizontalSizeClass == .compact)
    #expect(messages.traitCollection.horizontalSizeClass == .compact)
    #expect(message.traitCollection.horizontalSizeClass == .regular)
    #expect(split.displayMode == .twoBesideSecondary)
    let messageBar = try #require(message.navigationController?.navigationBar)
    let expand = try #require(barButtonViews(in: messageBar).first)
    var tap = TouchTrack(
      downAt: expand.convert(CGPoint(x: expand.bounds.midX, y: expand.bounds.midY), to: nil), time: 0.1)
    tap.hold(for: 0.05)
    tap.lift()
    bench.timeline.play(tap, in: bench.window)
    bench.run(to: 1)
    #expect(split.displayMode == .secondaryOnly)
    let sidebarBar = try #require(mailboxes.navigationController?.navigationBar)
    #expect(barButtonViews(in: sidebarBar).isEmpty)
    #expect(barButtonViews(in: messageBar).count == 2, "the sidebar toggle and the way back")
    split.presentsWithGesture = false
    #expect(barButtonViews(in: messageBar).count == 1, "automatic visibility follows presentsWithGesture")
  }

  @Test func theDeprecatedModesAreTheNewOnes() {
    #expect(UISplitViewController.DisplayMode.primaryHidden == .secondaryOnly)
    #expect(UISplitViewController.DisplayMode.allVisible == .oneBesideSecondary)
    #expect(UISplitViewController.DisplayMode.primaryOverlay == .oneOverSecondary)
  }

  @Test func aSidebarAppHidesAndShowsItsColumnAndCollapsesToItsList() throws {
    let split = NotesSplitViewController(style: .doubleColumn)
    let bench = PadBench(root: split)
    #expect(split.style == .doubleColumn)
    #expect(split.viewController(for: .primary) === split.list)
    #expect(split.list.navigationController === split.viewControllers.first)
    split.hide(.primary)
    bench.run(to: 1)
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.list.view.window == nil)
    split.show(.primary)
    bench.run(to: 2)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.list.view.window != nil)
    bench.window.frame = CGRect(x: 0, y: 0, width: 375, height: 768)
    bench.window.layoutIfNeeded()
    #expect(split.isCollapsed)
    #expect(split.collapses == 1)
    let stack = try #require(split.viewControllers.first as? UINavigationController)
    #expect(stack.viewControllers == [split.list], "the delegate chose the primary column")
  }
}
