import Foundation
import Testing

@testable import HeadlessUIKit

/// `UISplitViewController` collapsing to one stack in a horizontally compact environment and
/// expanding again, and `show`/`showDetailViewController` routing in both states.
@MainActor
@Suite("Split view controller: collapse and routing")
struct SplitViewControllerCollapseTests {
  /// The log without appearance callbacks.
  static func questions(_ log: SplitLog) -> [String] {
    log.take().filter { !$0.contains("Appear(") && !$0.contains("Disappear(") }
  }

  /// A classic split view of two navigation controllers, as Xcode's Master-Detail template.
  static func classic(log: SplitLog) -> (
    UISplitViewController, UINavigationController, SplitPane, UINavigationController, SplitPane
  ) {
    let split = UISplitViewController(nibName: nil, bundle: nil)
    let master = SplitPane("Master", log: log)
    let detail = SplitPane("Detail", log: log)
    let masterNavigation = UINavigationController(rootViewController: master)
    let detailNavigation = UINavigationController(rootViewController: detail)
    split.viewControllers = [masterNavigation, detailNavigation]
    return (split, masterNavigation, master, detailNavigation, detail)
  }

  @Test func aClassicSplitViewCollapsesOnAnIPhoneAtLaunch() {
    let log = SplitLog()
    let (split, masterNavigation, master, _, detail) = Self.classic(log: log)
    let rig = SplitRig(split, log: log, screen: CGSize(width: 390, height: 844))
    #expect(split.isCollapsed)
    #expect(Self.questions(rig.log) == ["primaryViewController(forCollapsing:)", "collapseSecondary:onto:"])
    #expect(split.viewControllers == [masterNavigation])
    #expect(masterNavigation.viewControllers == [master, detail], "the navigation controller pushed the secondary")
    #expect(masterNavigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(detail.navigationController === masterNavigation)
  }

  @Test func aDelegateThatCollapsesTheSecondaryItselfKeepsThePrimaryAlone() {
    let log = SplitLog()
    let (split, masterNavigation, master, _, _) = Self.classic(log: log)
    let rig = SplitRig(split, log: log, screen: CGSize(width: 390, height: 844)) { _ in }
    _ = rig
    // The rig's delegate answered false at launch; a fresh split with a delegate answering true:
    let (other, otherNavigation, otherMaster, _, _) = Self.classic(log: log)
    let second = SplitRig(other, log: log, screen: CGSize(width: 390, height: 844)) { split in
      (split.delegate as? SplitDelegateLog)?.collapsesItself = true
    }
    #expect(second.split.isCollapsed)
    #expect(otherNavigation.viewControllers == [otherMaster])
    #expect(masterNavigation.viewControllers.first === master)
  }

  @Test func resizingAcrossTheSizeClassCollapsesAndExpandsWithUIKitsQuestions() throws {
    let log = SplitLog()
    let (split, masterNavigation, master, detailNavigation, detail) = Self.classic(log: log)
    let rig = SplitRig(split, log: log)
    #expect(!split.isCollapsed)
    _ = log.take()
    rig.window.frame = CGRect(x: 0, y: 0, width: 400, height: 768)
    rig.window.layoutIfNeeded()
    #expect(split.isCollapsed)
    #expect(Self.questions(log) == ["primaryViewController(forCollapsing:)", "collapseSecondary:onto:"])
    #expect(masterNavigation.viewControllers == [master, detail])
    let pushed = SplitPane("Pushed", log: log)
    master.showDetailViewController(pushed, sender: nil)
    rig.run(to: 1)
    #expect(masterNavigation.viewControllers == [master, detail, pushed], "collapsed, showDetail pushes")
    _ = log.take()
    rig.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    rig.window.layoutIfNeeded()
    #expect(!split.isCollapsed)
    #expect(Self.questions(log).prefix(2) == ["primaryViewController(forExpanding:)", "separateSecondaryFrom:"])
    #expect(masterNavigation.viewControllers == [master])
    #expect(split.viewControllers == [masterNavigation, detailNavigation])
    #expect(detailNavigation.viewControllers == [detail, pushed], "what was pushed while collapsed is the secondary")
    #expect(rig.drawnFrame(detailNavigation) == CGRect(x: 320, y: 0, width: 704, height: 768))
  }

  @Test func aColumnStyleSplitViewCollapsesItsColumnsOntoThePrimaryStack() throws {
    let log = SplitLog()
    let (split, sidebar, list, detail) = SplitViewControllerLayoutTests.columns(.tripleColumn, log: log)
    let rig = SplitRig(split, log: log, screen: CGSize(width: 1366, height: 1024))
    let primary = try #require(split.viewControllers.first as? UINavigationController)
    let secondary = try #require(split.viewControllers.last as? UINavigationController)
    _ = log.take()
    rig.window.frame = CGRect(x: 0, y: 0, width: 500, height: 1024)
    rig.window.layoutIfNeeded()
    #expect(Self.questions(log) == ["topColumnForCollapsing(proposed: secondary)", "didCollapse"])
    #expect(split.isCollapsed)
    #expect(split.viewControllers == [primary])
    #expect(primary.viewControllers == [sidebar, try #require(list), detail])
    #expect(rig.drawnFrame(primary) == CGRect(x: 0, y: 0, width: 500, height: 1024))
    split.hide(.secondary)
    rig.run(to: 1)
    #expect(primary.viewControllers == [sidebar, try #require(list)], "hide pops back to the column before")
    split.show(.secondary)
    rig.run(to: 2)
    #expect(primary.viewControllers == [sidebar, try #require(list), detail])
    _ = log.take()
    rig.window.frame = CGRect(x: 0, y: 0, width: 1366, height: 1024)
    rig.window.layoutIfNeeded()
    let expanding = Self.questions(log)
    #expect(expanding.first?.hasPrefix("displayModeForExpanding(proposed: ") == true)
    #expect(expanding.dropFirst().first == "didExpand")
    #expect(!split.isCollapsed)
    #expect(primary.viewControllers == [sidebar])
    #expect(secondary.viewControllers == [detail])
    #expect(split.viewControllers.count == 3)
  }

  @Test func theDelegateChoosesTheTopColumnAndTheCompactColumnReplacesTheStack() throws {
    let log = SplitLog()
    let (split, sidebar, _, _) = SplitViewControllerLayoutTests.columns(log: log)
    let rig = SplitRig(split, log: log, screen: CGSize(width: 390, height: 844)) { split in
      (split.delegate as? SplitDelegateLog)?.topColumn = .primary
    }
    let primary = try #require(split.viewControllers.first as? UINavigationController)
    #expect(primary.viewControllers == [sidebar])
    _ = rig

    let compactLog = SplitLog()
    let (other, _, _, _) = SplitViewControllerLayoutTests.columns(log: compactLog)
    let phone = SplitPane("Phone", log: compactLog)
    other.setViewController(phone, for: .compact)
    let compactRig = SplitRig(other, log: log, screen: CGSize(width: 390, height: 844))
    let compact = try #require(other.viewControllers.first as? UINavigationController)
    #expect(other.viewControllers.count == 1)
    #expect(compact.viewControllers == [phone])
    #expect(other.viewController(for: .compact) === phone)
    #expect(compactRig.drawnFrame(compact) == CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func showDetailReplacesTheSecondaryWhenExpanded() throws {
    let log = SplitLog()
    let (split, masterNavigation, master, _, _) = Self.classic(log: log)
    let rig = SplitRig(split, log: log)
    let newDetail = SplitPane("New", log: log)
    master.showDetailViewController(newDetail, sender: nil)
    #expect(split.viewControllers == [masterNavigation, newDetail])
    #expect(rig.drawnFrame(newDetail) == CGRect(x: 320, y: 0, width: 704, height: 768))
    let next = SplitPane("Next", log: log)
    master.show(next, sender: nil)
    rig.run(to: 1)
    #expect(masterNavigation.viewControllers == [master, next], "show from inside the primary pushes there")

    let columnsLog = SplitLog()
    let (columns, _, _, _) = SplitViewControllerLayoutTests.columns(log: columnsLog)
    columns.preferredDisplayMode = .oneOverSecondary
    let columnsRig = SplitRig(columns, log: columnsLog)
    let secondary = try #require(columns.viewControllers.last as? UINavigationController)
    let item = SplitPane("Item", log: columnsLog)
    columns.viewController(for: .primary)?.showDetailViewController(item, sender: nil)
    columnsRig.run(to: 1)
    #expect(secondary.viewControllers == [item])
    #expect(columns.displayMode == .secondaryOnly, "showing the detail hides the overlay")
  }

  @Test func theDelegateMayShowTheDetailItself() {
    @MainActor final class Shower: UISplitViewControllerDelegate {
      var shown: [UIViewController] = []
      func splitViewController(
        _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
      ) -> Bool {
        shown.append(vc)
        return true
      }
    }
    let log = SplitLog()
    let (split, masterNavigation, _, detailNavigation, _) = Self.classic(log: log)
    let rig = SplitRig(split, log: log)
    let shower = Shower()
    split.delegate = shower
    let other = UIViewController()
    split.showDetailViewController(other, sender: nil)
    #expect(shower.shown == [other])
    #expect(split.viewControllers == [masterNavigation, detailNavigation])
    _ = rig
  }
}
