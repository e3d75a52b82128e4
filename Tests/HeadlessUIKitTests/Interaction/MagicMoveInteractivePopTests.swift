import Animators
import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// Seed 003's part 3 with its Magic Move: the left-edge pan on the detail screen pops it
/// interactively; the snapshot follows the finger back towards the cell, and a release past
/// halfway finishes while one before halfway cancels and restores every view.
@MainActor
@Suite("Magic Move interactive pop")
struct MagicMoveInteractivePopTests {
  static let ease = CAMediaTimingFunction(name: .easeInEaseOut)
  /// Item 1 of the grid: (145, 0) in the collection view at (0, 100).
  static let cellRect = CGRect(x: 145, y: 100, width: 100, height: 100)
  static let targetRect = MagicMoveTransitionTests.targetRect

  /// The grid with item 1 selected, the detail pushed without animation, the seed's delegate
  /// (held weakly by the navigation controller: the caller keeps it).
  static func stack() -> (
    TransitionHarness, UINavigationController, MagicMoveGrid, MagicMoveDetail, MagicMoveNavigationDelegate
  ) {
    let grid = MagicMoveGrid()
    let detail = MagicMoveDetail()
    let nav = UINavigationController(rootViewController: grid)
    let delegate = MagicMoveNavigationDelegate(duration: 1, interactivePop: true)
    nav.delegate = delegate
    let h = TransitionHarness(root: nav)
    grid.mainCollectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    nav.pushViewController(detail, animated: false)
    h.run(to: 0.05)
    return (h, nav, grid, detail, delegate)
  }

  /// From the left edge to `x` over 0.5 s from 0.1 s, then lifted.
  static func swipe(to x: CGFloat) -> TouchTrack {
    var track = TouchTrack(downAt: CGPoint(x: 4, y: 300), time: 0.1)
    track.move(to: CGPoint(x: x, y: 300), duration: 0.5)
    track.lift()
    return track
  }

  @Test func theSnapshotFollowsTheFingerAndAReleasePastHalfwayFinishes() throws {
    let (h, nav, grid, detail, delegate) = Self.stack()
    defer { h.stop() }
    #expect(delegate.interactions.count == 1 && delegate.interactions[0].viewController === detail)
    h.timeline.play(Self.swipe(to: 244), in: h.window)
    h.run(to: 0.4)
    // The finger at 4 + 240 × 0.3 / 0.5 = 148: translation 144 of 300 pt.
    let p = Self.ease.progress(at: 144.0 / 300)
    let container = try #require(grid.view.superview)
    let snapshot = try #require(container.subviews.last)
    let shown = try #require(snapshot.layer.presentation()?.frame)
    let expected = CGRect(
      x: 20 + (145 - 20) * p, y: 200 + (100 - 200) * p, width: 300 - 200 * p, height: 300 - 200 * p)
    #expect(MagicMoveTransitionTests.isClose(shown, expected), "\(shown) vs \(expected)")
    #expect(nav.transitionCoordinator?.isInteractive == true && detail.detailImageView.isHidden)
    let cell = try #require(grid.mainCollectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(cell.contentView.isHidden)
    h.run(to: 2)
    #expect(nav.topViewController === grid && snapshot.superview == nil)
    #expect(!cell.contentView.isHidden && !detail.detailImageView.isHidden)
    #expect(delegate.activeInteraction == nil)
  }

  @Test func aReleaseBeforeHalfwayCancelsAndRestores() throws {
    let (h, nav, grid, detail, delegate) = Self.stack()
    defer { h.stop() }
    h.timeline.play(Self.swipe(to: 100), in: h.window)
    h.run(to: 0.5)
    let snapshot = try #require(grid.view.superview?.subviews.last)
    h.run(to: 2)
    #expect(nav.topViewController === detail && grid.viewIfLoaded?.superview == nil)
    #expect(snapshot.superview == nil && !detail.detailImageView.isHidden)
    #expect(detail.view.alpha == 1 && detail.view.layer.presentation()?.opacity == 1)
    let cell = try #require(grid.mainCollectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(!cell.contentView.isHidden && delegate.activeInteraction == nil)
  }
}
