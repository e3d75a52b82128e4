import Foundation
import Testing

@testable import HeadlessUIKit

/// Collection view batch updates and `UICollectionViewDiffableDataSource`, checked mid-flight.
@MainActor
@Suite("Collection view batch updates and diffable data source")
struct CollectionUpdateTests {
  /// A 320 × 480 collection view of 100 × 100 items, 3 to a line (10 pt apart), in a visible
  /// window on a 100 fps timeline.
  static func running(
    _ source: (UICollectionView) -> AnyObject
  ) -> (Timeline, UICollectionView, AnyObject, UIWindow) {
    let timeline = Timeline(fps: 100)
    let window = TableViewTests.window()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: CollectionViewTests.flow(item: CGSize(width: 100, height: 100)))
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let keep = source(view)
    window.addSubview(view)
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    return (timeline, view, keep, window)
  }

  @Test func deletedItemsFadeOutWhileTheOthersMoveUp() throws {
    let grid = ColorGrid(count: 4)
    let (timeline, view, _, _) = Self.running { view in
      view.dataSource = grid
      return grid
    }
    let deleted = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    let last = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)))
    grid.count = 3
    var finished: [Bool] = []
    view.performBatchUpdates({ view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }) { finished.append($0) }
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === last)
    timeline.advance(to: 15)
    #expect(abs(deleted.layer.presentation()!.opacity - 0.5) < 1e-4)
    // The fourth item goes from the second line's start (50, 160) to the first line's end (270, 50).
    let middle = last.layer.presentation()!.position
    #expect(abs(middle.x - 160) < 1e-4 && abs(middle.y - 105) < 1e-4)
    timeline.advance(to: 31)
    #expect(finished == [true] && deleted.superview == nil)
    #expect(view.visibleCells.count == 3)
  }

  @Test func diffableApplyMovesInsertsAndDeletesItems() throws {
    var log: [String] = []
    let (timeline, view, kept, _) = Self.running { view in
      UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, item in
        log.append(item)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      }
    }
    let source = try #require(kept as? UICollectionViewDiffableDataSource<Int, String>)
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "b", "c"])
    source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    #expect(log == ["a", "b", "c"])
    let a = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    log = []
    snapshot.deleteItems(["b"])
    snapshot.moveItem("a", afterItem: "c")
    snapshot.appendItems(["d"])
    var done = false
    source.apply(snapshot) { done = true }
    #expect(log == ["d"])
    #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "a")
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === a)
    timeline.advance(to: 15)
    #expect(abs(a.layer.presentation()!.position.x - (50 + 160) / 2) < 1e-4)
    timeline.advance(to: 31)
    #expect(done && view.visibleCells.count == 3)
  }
}
