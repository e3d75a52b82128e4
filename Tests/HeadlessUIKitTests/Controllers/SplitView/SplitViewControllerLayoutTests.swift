import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// `UISplitViewController`'s columns: frames per display mode and width settings, the
/// show/hide animation, the dimming and the reveal swipe.
@MainActor
@Suite("Split view controller: columns")
struct SplitViewControllerLayoutTests {
  /// A column-style split view with logged panes in its columns.
  static func columns(
    _ style: UISplitViewController.Style = .doubleColumn, log: SplitLog
  ) -> (UISplitViewController, SplitPane, SplitPane?, SplitPane) {
    let split = UISplitViewController(style: style)
    let sidebar = SplitPane("Sidebar", log: log)
    let list: SplitPane? = style == .tripleColumn ? SplitPane("List", log: log) : nil
    let detail = SplitPane("Detail", log: log)
    split.setViewController(sidebar, for: .primary)
    if let list { split.setViewController(list, for: .supplementary) }
    split.setViewController(detail, for: .secondary)
    return (split, sidebar, list, detail)
  }

  @Test func aDoubleColumnTilesThePrimaryBesideTheSecondaryInLandscape() throws {
    let log = SplitLog()
    let (split, sidebar, _, detail) = Self.columns(log: log)
    let rig = SplitRig(split, log: log)
    #expect(!split.isCollapsed)
    #expect(split.splitBehavior == .tile)
    #expect(split.displayMode == .oneBesideSecondary)
    #expect(split.primaryColumnWidth == 320)
    let primary = try #require(split.viewControllers.first as? UINavigationController)
    let secondary = try #require(split.viewControllers.last as? UINavigationController)
    #expect(split.viewControllers.count == 2)
    #expect(primary.viewControllers == [sidebar])
    #expect(secondary.viewControllers == [detail])
    #expect(split.viewController(for: .primary) === sidebar)
    #expect(split.viewController(for: .secondary) === detail)
    #expect(sidebar.splitViewController === split)
    #expect(rig.drawnFrame(primary) == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(rig.drawnFrame(secondary) == CGRect(x: 320, y: 0, width: 704, height: 768))
    let appeared = Set(log.take())
    #expect(appeared.isSuperset(of: ["Sidebar didAppear(false)", "Detail didAppear(false)"]))
  }

  @Test func eachDisplayModeHasItsFrames() throws {
    let log = SplitLog()
    let (split, _, _, _) = Self.columns(log: log)
    let rig = SplitRig(split, log: log)
    let primary = try #require(split.viewControllers.first)
    let secondary = try #require(split.viewControllers.last)
    _ = log.take()
    split.preferredDisplayMode = .secondaryOnly
    #expect(split.displayMode == .secondaryOnly)
    #expect(primary.view.superview == nil)
    #expect(rig.drawnFrame(secondary) == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(
      rig.log.take() == [
        "willChangeTo(secondaryOnly)", "willHide(primary)", "Sidebar willDisappear(false)",
        "Sidebar didDisappear(false)",
      ])
    split.preferredDisplayMode = .oneOverSecondary
    #expect(rig.drawnFrame(primary) == CGRect(x: 0, y: 0, width: 320, height: 768))
    #expect(rig.drawnFrame(secondary) == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(split.dimmingView.alpha == 1)
    #expect(split.dimmingView.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(split.view.subviews.firstIndex(of: split.dimmingView)! < split.view.subviews.firstIndex(of: primary.view)!)
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(split.dimmingView.alpha == 0)
    #expect(rig.drawnFrame(secondary) == CGRect(x: 320, y: 0, width: 704, height: 768))
    split.primaryEdge = .trailing
    split.view.layoutIfNeeded()
    #expect(rig.drawnFrame(primary) == CGRect(x: 704, y: 0, width: 320, height: 768))
    #expect(rig.drawnFrame(secondary) == CGRect(x: 0, y: 0, width: 704, height: 768))
  }

  @Test func aTripleColumnLaysOutEveryMode() throws {
    let log = SplitLog()
    let (split, _, _, _) = Self.columns(.tripleColumn, log: log)
    split.preferredPrimaryColumnWidth = 260
    let rig = SplitRig(split, log: log, screen: CGSize(width: 1366, height: 1024))
    let columns = split.viewControllers
    #expect(columns.count == 3)
    #expect(split.displayMode == .twoBesideSecondary)
    #expect(rig.drawnFrame(columns[0]) == CGRect(x: 0, y: 0, width: 260, height: 1024))
    #expect(rig.drawnFrame(columns[1]) == CGRect(x: 260, y: 0, width: 320, height: 1024))
    #expect(rig.drawnFrame(columns[2]) == CGRect(x: 580, y: 0, width: 786, height: 1024))
    split.preferredDisplayMode = .oneBesideSecondary
    #expect(columns[0].view.superview == nil)
    #expect(rig.drawnFrame(columns[1]) == CGRect(x: 0, y: 0, width: 320, height: 1024))
    #expect(rig.drawnFrame(columns[2]) == CGRect(x: 320, y: 0, width: 1046, height: 1024))
    split.preferredDisplayMode = .twoDisplaceSecondary
    #expect(rig.drawnFrame(columns[2]) == CGRect(x: 580, y: 0, width: 1046, height: 1024))
    #expect(split.dimmingView.alpha == 1)
    split.preferredDisplayMode = .twoOverSecondary
    #expect(rig.drawnFrame(columns[0]) == CGRect(x: 0, y: 0, width: 260, height: 1024))
    #expect(rig.drawnFrame(columns[2]) == CGRect(x: 0, y: 0, width: 1366, height: 1024))
  }

  @Test func widthsFollowTheFractionWithinTheMinimumAndMaximum() {
    let classic = UISplitViewController(nibName: nil, bundle: nil)
    classic.viewControllers = [UIViewController(), UIViewController()]
    let classicRig = SplitRig(classic)
    #expect(classic.style == .unspecified)
    #expect(classic.preferredPrimaryColumnWidthFraction == UISplitViewController.automaticDimension)
    classic.preferredPrimaryColumnWidthFraction = 0.5
    #expect(classic.primaryColumnWidth == 320, "a classic split view keeps its 320 pt automatic maximum")
    classic.maximumPrimaryColumnWidth = 600
    #expect(classic.primaryColumnWidth == 512)
    classic.view.layoutIfNeeded()
    #expect(classic.viewControllers[0].view.frame.width == 512)
    classic.preferredPrimaryColumnWidthFraction = 0.1
    classic.minimumPrimaryColumnWidth = 200
    #expect(classic.primaryColumnWidth == 200)
    withExtendedLifetime(classicRig) {}

    let columns = UISplitViewController(style: .doubleColumn)
    columns.setViewController(UIViewController(), for: .primary)
    columns.setViewController(UIViewController(), for: .secondary)
    _ = SplitRig(columns)
    columns.preferredPrimaryColumnWidthFraction = 0.4
    #expect(isApproximatelyEqual(columns.primaryColumnWidth, 409.6, tolerance: 1e-9))
    columns.preferredPrimaryColumnWidth = 300
    #expect(columns.primaryColumnWidth == 300, "the width in points takes precedence over the fraction")
  }

  @Test func hidingThePrimaryAnimatesItOutWithAppearanceCallbacks() throws {
    let log = SplitLog()
    let (split, _, _, _) = Self.columns(log: log)
    let rig = SplitRig(split, log: log)
    let primary = try #require(split.viewControllers.first)
    let secondary = try #require(split.viewControllers.last)
    _ = log.take()
    rig.at(0.5) { split.hide(.primary) }
    rig.run(to: 0.5)
    #expect(log.take() == ["willChangeTo(secondaryOnly)", "willHide(primary)", "Sidebar willDisappear(true)"])
    rig.run(to: 0.5 + UISplitViewController.columnAnimationDuration / 2)
    let middle = try #require(rig.drawnFrame(primary))
    #expect(middle.minX < -100 && middle.minX > -220, "about half way at half time (\(middle.minX))")
    let secondaryMiddle = try #require(rig.drawnFrame(secondary))
    #expect(isApproximatelyEqual(secondaryMiddle.minX, middle.maxX, tolerance: 1e-6), "the columns stay tiled")
    #expect(isApproximatelyEqual(secondaryMiddle.maxX, 1024, tolerance: 1e-6))
    rig.run(to: 1)
    #expect(log.take() == ["Sidebar didDisappear(true)"])
    #expect(primary.view.superview == nil)
    #expect(rig.drawnFrame(secondary) == CGRect(x: 0, y: 0, width: 1024, height: 768))
    rig.at(1.2) { split.show(.primary) }
    rig.run(to: 1.2 + UISplitViewController.columnAnimationDuration / 2)
    let coming = try #require(rig.drawnFrame(primary)).minX
    #expect(coming < -100 && coming > -220, "about half way in at half time (\(coming))")
    rig.run(to: 2)
    #expect(
      log.take() == [
        "willChangeTo(oneBesideSecondary)", "willShow(primary)", "Sidebar willAppear(true)", "Sidebar didAppear(true)",
      ])
    #expect(rig.drawnFrame(primary) == CGRect(x: 0, y: 0, width: 320, height: 768))
  }

  @Test func theButtonOverlaysThePrimaryInPortraitAndATapOnTheDimmingHidesIt() throws {
    let log = SplitLog()
    let (split, _, _, _) = Self.columns(log: log)
    let rig = SplitRig(split, log: log, screen: CGSize(width: 768, height: 1024))
    let primary = try #require(split.viewControllers.first)
    #expect(split.splitBehavior == .overlay)
    #expect(split.displayMode == .secondaryOnly)
    #expect(split.displayModeButtonItem.image?.symbolName == "sidebar.left")
    _ = log.take()
    rig.at(0.2) { split.displayModeButtonItem.trigger() }
    rig.run(to: 1)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(rig.drawnFrame(primary) == CGRect(x: 0, y: 0, width: 320, height: 1024))
    #expect(split.dimmingView.layer.presentation()?.opacity == 1)
    var tap = TouchTrack(downAt: CGPoint(x: 600, y: 500), time: 1.1)
    tap.hold(for: 0.05)
    tap.lift()
    rig.timeline.play(tap, in: rig.window)
    rig.run(to: 2)
    #expect(split.displayMode == .secondaryOnly)
    #expect(primary.view.superview == nil)
    #expect(
      log.take() == [
        "willChangeTo(oneOverSecondary)", "willShow(primary)", "Sidebar willAppear(true)", "Sidebar didAppear(true)",
        "willChangeTo(secondaryOnly)", "willHide(primary)", "Sidebar willDisappear(true)",
        "Sidebar didDisappear(true)",
      ])
  }

  @Test func aSwipeFromTheLeadingEdgeRevealsThePrimaryUnderTheFinger() throws {
    let log = SplitLog()
    let (split, _, _, _) = Self.columns(log: log)
    let rig = SplitRig(split, log: log, screen: CGSize(width: 768, height: 1024))
    let primary = try #require(split.viewControllers.first)
    _ = log.take()
    var drag = TouchTrack(downAt: CGPoint(x: 4, y: 500), time: 0.1)
    drag.move(to: CGPoint(x: 204, y: 500), duration: 0.3)
    drag.hold(for: 0.3)
    drag.lift()
    rig.timeline.play(drag, in: rig.window)
    rig.run(to: 0.6)
    let following = try #require(rig.drawnFrame(primary))
    #expect(following.minX > -140 && following.minX < -100, "the column follows the finger (\(following.minX))")
    #expect(log.take() == ["willShow(primary)", "Sidebar willAppear(true)"])
    rig.run(to: 1.5)
    #expect(split.displayMode == .oneOverSecondary)
    #expect(rig.drawnFrame(primary) == CGRect(x: 0, y: 0, width: 320, height: 1024))
    #expect(log.take() == ["willChangeTo(oneOverSecondary)", "Sidebar didAppear(true)"])
  }

  @Test func withoutPresentsWithGestureTheSwipeDoesNothing() throws {
    let log = SplitLog()
    let (split, _, _, _) = Self.columns(log: log)
    split.presentsWithGesture = false
    let rig = SplitRig(split, log: log, screen: CGSize(width: 768, height: 1024))
    var drag = TouchTrack(downAt: CGPoint(x: 4, y: 500), time: 0.1)
    drag.move(to: CGPoint(x: 300, y: 500), duration: 0.3)
    drag.lift()
    rig.timeline.play(drag, in: rig.window)
    rig.run(to: 1)
    #expect(split.displayMode == .secondaryOnly)
  }
}
