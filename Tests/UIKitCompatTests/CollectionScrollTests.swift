import Foundation
import Testing
import UIKit

/// A collection view delegate as iOS code writes one: one object hears selection and, through
/// `UICollectionViewDelegate`'s `UIScrollViewDelegate` part, scrolling.
class CollectionLogger: NSObject, UICollectionViewDelegate, UICollectionViewDataSource {
  var log: [String] = []
  var scrolls: [CGFloat] = []

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemOrange
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect(\(indexPath.item))")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    scrolls.append(scrollView.contentOffset.y)
    if log.last != "didScroll" { log.append("didScroll") }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging(\(decelerate))")
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
}

/// 30 tiles of 100 × 100 pt, three a row with no spacing, in a 300 × 600 collection view filling
/// the bench's window: ten rows, 1,000 pt of content.
@MainActor
final class TileGrid {
  let root = UIViewController()
  let layout = UICollectionViewFlowLayout()
  let collectionView: UICollectionView
  let logger = CollectionLogger()
  let bench: TestBench

  init(configure: (UICollectionView) -> Void = { _ in }) {
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collectionView.dataSource = logger
    collectionView.delegate = logger
    configure(collectionView)
    root.view.addSubview(collectionView)
    bench = TestBench(root: root)
  }

  /// The items on screen, by number.
  var visibleItems: [Int] { collectionView.indexPathsForVisibleItems.map { $0.item } }

  /// Where item `item`'s cell is in the window.
  func windowFrame(of item: Int) -> CGRect? {
    collectionView.cellForItem(at: IndexPath(item: item, section: 0)).map { $0.convert($0.bounds, to: nil) }
  }
}

@MainActor
@Suite("UICollectionView is a UIScrollView: offsets, dragging, animated scrollToItem/selectItem (Swift 5 mode)")
struct CollectionScrollTests {
  @Test func theCollectionViewIsAScrollViewWhoseContentIsTheLayouts() {
    let grid = TileGrid()
    let scrollView: UIScrollView = grid.collectionView
    #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
    #expect(scrollView.clipsToBounds)
    #expect(scrollView.panGestureRecognizer.view === grid.collectionView)
    #expect(grid.visibleItems == Array(0..<18), "rows 0…5 fill the 600 pt")
    scrollView.contentOffset = CGPoint(x: 0, y: 250)
    #expect(grid.logger.scrolls == [250], "the collection delegate hears scrollViewDidScroll")
    grid.bench.run(to: 1.0 / 60)
    #expect(grid.visibleItems == Array(6..<27), "rows 2…8 intersect 250…850")
    #expect(grid.windowFrame(of: 7) == CGRect(x: 100, y: -50, width: 100, height: 100))
    #expect(scrollView.delegate === grid.logger)
    #expect(grid.collectionView.delegate === grid.logger)
  }

  @Test func aDragScrollsTheItemsAndATapAfterItSelectsTheItemUnderTheFinger() {
    let grid = TileGrid()
    var drag = TouchTrack(downAt: CGPoint(x: 150, y: 500), time: 0.1)
    drag.move(to: CGPoint(x: 150, y: 300), duration: 0.4)
    drag.hold(for: 0.1)
    drag.lift()
    grid.bench.timeline.play(drag, in: grid.bench.window)
    var tap = TouchTrack(downAt: CGPoint(x: 150, y: 50), time: 1.0)
    tap.hold(for: 0.05)
    tap.lift()
    grid.bench.timeline.play(tap, in: grid.bench.window)
    grid.bench.run(to: 1.2)
    // The pan begins 16.7 pt in (past the 10 pt slop); the content then follows the finger.
    let offset = 200 - 50.0 / 3
    #expect(close(grid.collectionView.contentOffset.y, offset))
    #expect(grid.visibleItems == Array(3..<24), "rows 1…7 intersect 183…783")
    let frame = grid.windowFrame(of: 3)
    #expect(frame.map { close($0.minY, 100 - offset) } == true)
    // The tap at y 50 is content y 233: row 2, middle column.
    #expect(grid.logger.log == ["willBeginDragging", "didScroll", "didEndDragging(false)", "didSelect(7)"])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
  }

  @Test func scrollToItemAnimatedScrollsOverThreeTenthsOfASecondAndLaysTheCellsOutEachFrame() {
    let grid = TileGrid()
    grid.bench.at(0.1) {
      grid.collectionView.scrollToItem(at: IndexPath(item: 24, section: 0), at: .top, animated: true)
    }
    grid.bench.run(to: 0.1)
    #expect(grid.collectionView.contentOffset.y == 0, "nothing moves at once")
    grid.bench.run(to: 0.25)
    // Item 24 (row 8, y 800) at the top would be past the end: the scroll stops at 1000 − 600.
    #expect(abs(grid.collectionView.contentOffset.y - 200) < 0.01, "ease-in-out: halfway at half time")
    #expect(grid.visibleItems.contains(23) && !grid.visibleItems.contains(0), "cells follow every frame")
    grid.bench.run(to: 0.5)
    #expect(grid.collectionView.contentOffset.y == 400)
    #expect(grid.visibleItems == Array(12..<30))
    #expect(grid.windowFrame(of: 24) == CGRect(x: 0, y: 400, width: 100, height: 100))
    #expect(grid.logger.scrolls.count == 18, "one didScroll a frame for 0.3 s at 60 fps")
    #expect(grid.logger.log == ["didScroll", "didEndScrollingAnimation"])
  }

  @Test func selectItemAnimatedSelectsAtOnceAndScrollsTheItemToItsPosition() {
    let grid = TileGrid()
    grid.bench.at(0.1) {
      grid.collectionView.selectItem(
        at: IndexPath(item: 16, section: 0), animated: true, scrollPosition: .centeredVertically)
    }
    grid.bench.run(to: 0.1)
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 16, section: 0)])
    #expect(grid.collectionView.cellForItem(at: IndexPath(item: 16, section: 0))?.isSelected == true)
    grid.bench.run(to: 0.5)
    // Row 5 (500…600) centred: 550 − 300.
    #expect(grid.collectionView.contentOffset.y == 250)
    #expect(grid.windowFrame(of: 16) == CGRect(x: 100, y: 250, width: 100, height: 100))
    #expect(grid.logger.log == ["didScroll", "didEndScrollingAnimation"], "no didSelect for a selection in code")
  }

  @Test func insetsNarrowTheFlowAndScrollToItemPlacesTheItemBelowTheTopInset() {
    let grid = TileGrid { collectionView in
      collectionView.contentInset = UIEdgeInsets(top: 40, left: 25, bottom: 10, right: 25)
    }
    grid.bench.run(to: 1.0 / 60)
    // 250 pt wide lines hold two 100 pt items, spread to the edges: 15 rows.
    #expect(grid.collectionView.contentSize == CGSize(width: 250, height: 1500))
    #expect(grid.collectionView.adjustedContentInset == UIEdgeInsets(top: 40, left: 25, bottom: 10, right: 25))
    grid.collectionView.contentOffset = CGPoint(x: -25, y: -40)
    grid.bench.run(to: 2.0 / 60)
    #expect(grid.windowFrame(of: 1) == CGRect(x: 175, y: 40, width: 100, height: 100))
    grid.collectionView.scrollToItem(at: IndexPath(item: 4, section: 0), at: .top, animated: false)
    #expect(grid.collectionView.contentOffset == CGPoint(x: -25, y: 200 - 40))
    #expect(grid.windowFrame(of: 4) == CGRect(x: 25, y: 40, width: 100, height: 100))
    grid.collectionView.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
    #expect(close(grid.collectionView.contentOffset.y, 1500 + 10 - 600), "the last row ends above the bottom inset")
  }

  @Test func aCollectionViewControllerSubclassOverridesScrollViewDidScroll() {
    final class OffsetFeed: UICollectionViewController {
      var offsets: [CGFloat] = []
      override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        30
      }
      override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
      }
      override func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let feed = OffsetFeed(collectionViewLayout: layout)
    feed.loadViewIfNeeded()
    feed.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    let bench = TestBench(root: feed)
    feed.collectionView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    bench.run(to: 0.1)
    #expect(feed.offsets == [120])
    #expect(feed.collectionView.delegate === feed)
  }
}
