import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// What a column-style `UISplitViewController` does to its columns by itself: the leading
/// columns' compact width, and the display mode buttons in the columns' navigation bars.
@MainActor
@Suite("Split view controller: column traits and automatic buttons")
struct SplitViewControllerChromeTests {
  /// The automatic items in `column`'s navigation bar, by symbol.
  static func symbols(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> [String] {
    guard let navigation = split.columns[column] as? UINavigationController else { return [] }
    return navigation.navigationBar.containerLeadingItems.map { $0.image?.symbolName ?? "?" }
  }

  /// The item drawn in `column`'s bar for the automatic `symbol`.
  static func item(
    _ split: UISplitViewController, _ column: UISplitViewController.Column, _ symbol: String
  ) throws -> UIBarButtonItem {
    let navigation = try #require(split.columns[column] as? UINavigationController)
    let item = try #require(navigation.navigationBar.containerLeadingItems.first { $0.image?.symbolName == symbol })
    #expect(navigation.navigationBar.barButtonViews.contains { $0.item === item }, "the bar draws it")
    return item
  }

  @Test func theLeadingColumnsAreHorizontallyCompact() throws {
    let log = SplitLog()
    let (split, sidebar, list, detail) = SplitViewControllerLayoutTests.columns(.tripleColumn, log: log)
    let rig = SplitRig(split, log: log)
    let list_ = try #require(list)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(split.traitCollection.horizontalSizeClass == .regular)
    #expect(sidebar.traitCollection.horizontalSizeClass == .compact)
    #expect(sidebar.navigationController?.traitCollection.horizontalSizeClass == .compact)
    #expect(sidebar.view.traitCollection.horizontalSizeClass == .compact)
    #expect(list_.traitCollection.horizontalSizeClass == .compact)
    #expect(detail.traitCollection.horizontalSizeClass == .regular)
    #expect(detail.view.traitCollection.horizontalSizeClass == .regular)
    // The system minimum margins of a compact width (16 pt), not a regular one's (20 pt).
    #expect(sidebar.systemMinimumLayoutMargins.leading == 16)
    #expect(detail.systemMinimumLayoutMargins.leading == 20)
    // A controller's own override wins over the column's.
    sidebar.traitOverrides.horizontalSizeClass = .regular
    #expect(sidebar.traitCollection.horizontalSizeClass == .regular)
    sidebar.traitOverrides.remove(UITraitHorizontalSizeClass.self)
    // Collapsed, everything is the window's compact width; expanded again, the columns are.
    rig.window.frame = CGRect(x: 0, y: 0, width: 375, height: 768)
    rig.window.layoutIfNeeded()
    #expect(split.isCollapsed)
    #expect(split.columns[.primary]?.containerTraitOverrides == UITraitOverrides())
    rig.window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
    rig.window.layoutIfNeeded()
    #expect(!split.isCollapsed)
    #expect(sidebar.traitCollection.horizontalSizeClass == .compact)
    #expect(detail.traitCollection.horizontalSizeClass == .regular)
  }

  @Test func aClassicSplitViewKeepsItsWidthAndLeavesTheButtonToTheApp() throws {
    let split = UISplitViewController(nibName: nil, bundle: nil)
    let master = UINavigationController(rootViewController: UIViewController())
    let detail = UINavigationController(rootViewController: UIViewController())
    split.viewControllers = [master, detail]
    let rig = SplitRig(split)
    #expect(rig.window.rootViewController === split)
    #expect(master.traitCollection.horizontalSizeClass == .regular)
    #expect(master.navigationBar.containerLeadingItems.isEmpty)
    #expect(detail.navigationBar.containerLeadingItems.isEmpty)
    #expect(split.displayModeButtonItem.image?.symbolName == "sidebar.left")
  }

  @Test func theSidebarToggleMovesBetweenTheColumnsItShowsAndHides() throws {
    let log = SplitLog()
    let (split, _, _, _) = SplitViewControllerLayoutTests.columns(log: log)
    let rig = SplitRig(split, log: log)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(Self.symbols(split, .primary) == ["sidebar.left"])
    #expect(Self.symbols(split, .secondary) == [])
    _ = log.take()
    rig.at(0.1) { try? Self.item(split, .primary, "sidebar.left").trigger() }
    rig.run(to: 0.2)
    #expect(split.isChangingColumns, "the tap animates the change")
    rig.run(to: 1)
    #expect(split.displayMode == .secondaryOnly)
    #expect(log.take().prefix(2) == ["willChangeTo(secondaryOnly)", "willHide(primary)"])
    #expect(Self.symbols(split, .primary) == [])
    #expect(Self.symbols(split, .secondary) == ["sidebar.left"])
    rig.at(1.1) { try? Self.item(split, .secondary, "sidebar.left").trigger() }
    rig.run(to: 2)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(Self.symbols(split, .primary) == ["sidebar.left"])
    #expect(Self.symbols(split, .secondary) == [])
  }

  @Test func inPortraitTheChevronOverlaysThePrimaryAndNoButtonShowsOverIt() throws {
    let log = SplitLog()
    let (split, _, _, _) = SplitViewControllerLayoutTests.columns(log: log)
    let rig = SplitRig(split, log: log, screen: CGSize(width: 768, height: 1024))
    #expect(split.displayMode == .secondaryOnly)
    #expect(Self.symbols(split, .secondary) == ["chevron.backward"])
    rig.at(0.1) { try? Self.item(split, .secondary, "chevron.backward").trigger() }
    rig.run(to: 1)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(Self.symbols(split, .primary) == [])
    #expect(Self.symbols(split, .secondary) == [])
  }

  @Test func visibilityFollowsPresentsWithGestureUnlessSetOtherwise() throws {
    let log = SplitLog()
    let (split, _, _, _) = SplitViewControllerLayoutTests.columns(log: log)
    let rig = SplitRig(split, log: log)
    #expect(rig.window.rootViewController === split)
    #expect(split.displayModeButtonVisibility == .automatic)
    split.presentsWithGesture = false
    #expect(Self.symbols(split, .primary) == [])
    split.displayModeButtonVisibility = .always
    #expect(Self.symbols(split, .primary) == ["sidebar.left"])
    split.displayModeButtonVisibility = .never
    split.presentsWithGesture = true
    #expect(Self.symbols(split, .primary) == [])
  }

  @Test func theSecondaryOnlyButtonGoesToTheSecondaryAloneAndBack() throws {
    let log = SplitLog()
    let (split, _, _, _) = SplitViewControllerLayoutTests.columns(.tripleColumn, log: log)
    #expect(!split.showsSecondaryOnlyButton)
    split.showsSecondaryOnlyButton = true
    let rig = SplitRig(split, log: log)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(Self.symbols(split, .primary) == ["sidebar.left"])
    #expect(Self.symbols(split, .supplementary) == [])
    #expect(Self.symbols(split, .secondary) == ["arrow.up.left.and.arrow.down.right"])
    rig.at(0.1) { try? Self.item(split, .secondary, "arrow.up.left.and.arrow.down.right").trigger() }
    rig.run(to: 1)
    #expect(split.displayMode == .secondaryOnly)
    #expect(Self.symbols(split, .secondary) == ["sidebar.left", "arrow.down.right.and.arrow.up.left"])
    rig.at(1.1) { try? Self.item(split, .secondary, "arrow.down.right.and.arrow.up.left").trigger() }
    rig.run(to: 2)
    #expect(split.displayMode == .twoBesideSecondary)
    // The primary's toggle hides the primary only: the supplementary then carries it.
    rig.at(2.1) { try? Self.item(split, .primary, "sidebar.left").trigger() }
    rig.run(to: 3)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(Self.symbols(split, .supplementary) == ["sidebar.left"])
  }

  @Test func aPushedControllerShowsItsBackButtonInsteadOfTheToggle() throws {
    let log = SplitLog()
    let (split, _, _, _) = SplitViewControllerLayoutTests.columns(log: log)
    split.preferredDisplayMode = .secondaryOnly
    let rig = SplitRig(split, log: log)
    let secondary = try #require(split.columns[.secondary] as? UINavigationController)
    #expect(secondary.navigationBar.barButtonViews.count == 1)
    secondary.pushViewController(UIViewController(), animated: false)
    rig.run(to: 0.1)
    #expect(secondary.navigationBar.barButtonViews.isEmpty)
    #expect(secondary.navigationBar.backText != nil)
  }
}
