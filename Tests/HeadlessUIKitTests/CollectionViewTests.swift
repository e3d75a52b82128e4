import Foundation
import TestSupport
import Testing

@testable import HeadlessUIKit

/// A data source of `count` coloured cells.
@MainActor
final class ColorGrid: UICollectionViewDataSource {
  var count: Int
  private(set) var asked: [IndexPath] = []
  init(count: Int) { self.count = count }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    asked.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.contentView.backgroundColor = UIColor(
      hue: CGFloat(indexPath.item) / CGFloat(count), saturation: 0.8, brightness: 0.9, alpha: 1)
    return cell
  }
}

/// Flow layout frames against hand-computed values, cells and reuse, and animated layout
/// changes mid-flight.
@MainActor
@Suite("Collection view and flow layout")
struct CollectionViewTests {
  static func flow(
    item: CGSize, line: CGFloat = 10, interitem: CGFloat = 10, inset: UIEdgeInsets = .zero,
    direction: UICollectionViewFlowLayout.ScrollDirection = .vertical
  ) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = item
    layout.minimumLineSpacing = line
    layout.minimumInteritemSpacing = interitem
    layout.sectionInset = inset
    layout.scrollDirection = direction
    return layout
  }

  static func collectionView(_ frame: CGRect, _ layout: UICollectionViewLayout, items: Int) -> (
    UICollectionView, ColorGrid
  ) {
    // The data source is held weakly, as in UIKit: callers keep it alive.
    let view = UICollectionView(frame: frame, collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = ColorGrid(count: items)
    view.dataSource = source
    view.layoutIfNeeded()
    return (view, source)
  }

  @Test func verticalFlowJustifiesFullRowsAndKeepsColumnsOnTheLastOne() {
    // 300 pt available, 90 pt items, ≥ 10 pt apart: 3 per row, spacing (300 − 270) / 2 = 15.
    let layout = Self.flow(
      item: CGSize(width: 90, height: 60), inset: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    let (view, source) = Self.collectionView(CGRect(x: 0, y: 0, width: 320, height: 480), layout, items: 7)
    let frames = (0..<7).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
    #expect(frames[0] == CGRect(x: 10, y: 10, width: 90, height: 60))
    #expect(frames[1] == CGRect(x: 115, y: 10, width: 90, height: 60))
    #expect(frames[2] == CGRect(x: 220, y: 10, width: 90, height: 60))
    #expect(frames[3] == CGRect(x: 10, y: 80, width: 90, height: 60))
    #expect(frames[5] == CGRect(x: 220, y: 80, width: 90, height: 60))
    #expect(frames[6] == CGRect(x: 10, y: 150, width: 90, height: 60))
    #expect(view.contentSize == CGSize(width: 320, height: 220))
    #expect(view.visibleCells.count == 7 && source.asked.count == 7)
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == frames[4])
  }

  @Test func horizontalFlowFillsColumns() {
    // 200 pt columns, 40 pt items ≥ 10 apart: 4 per column, spacing (200 − 160) / 3.
    let layout = Self.flow(item: CGSize(width: 50, height: 40), direction: .horizontal)
    let (view, source) = Self.collectionView(CGRect(x: 0, y: 0, width: 300, height: 200), layout, items: 6)
    let frame = { (i: Int) in view.layoutAttributesForItem(at: IndexPath(item: i, section: 0))!.frame }
    #expect(isApproximatelyEqual(frame(1), CGRect(x: 0, y: 40 + 40.0 / 3, width: 50, height: 40)))
    #expect(isApproximatelyEqual(frame(3), CGRect(x: 0, y: 160, width: 50, height: 40)))
    #expect(frame(4) == CGRect(x: 60, y: 0, width: 50, height: 40))
    #expect(view.contentSize == CGSize(width: 110, height: 200))
    withExtendedLifetime(source) {}
  }

  @Test func aLoneItemPerLineIsCentred() {
    let layout = Self.flow(item: CGSize(width: 80, height: 30))
    let (view, source) = Self.collectionView(CGRect(x: 0, y: 0, width: 100, height: 200), layout, items: 2)
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        == CGRect(x: 10, y: 40, width: 80, height: 30))
    withExtendedLifetime(source) {}
  }

  @Test func onlyVisibleItemsGetCellsAndCellsAreReused() {
    let layout = Self.flow(item: CGSize(width: 100, height: 100), line: 0, interitem: 0)
    let (view, source) = Self.collectionView(CGRect(x: 0, y: 0, width: 200, height: 200), layout, items: 100)
    #expect(view.indexPathsForVisibleItems == (0..<4).map { IndexPath(item: $0, section: 0) })
    let before = Set(view.visibleCells.map(ObjectIdentifier.init))
    view.contentOffset = CGPoint(x: 0, y: 200)
    view.layoutIfNeeded()
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 4, section: 0))
    #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == before, "the scrolled-out cells are reused")
    #expect(source.asked.count == 8)
  }

  @Test func indexPathsHaveUIKitsAccessors() {
    let path = IndexPath(item: 3, section: 2)
    #expect(path.item == 3 && path.section == 2 && path.row == 3 && IndexPath(row: 1, section: 0).item == 1)
  }

  @Test func animatedLayoutChangeInterpolatesEveryItem() {
    let timeline = Timeline(fps: 30)
    let window = UIWindow(screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 400), scale: 1))
    let grid = Self.flow(item: CGSize(width: 90, height: 90), line: 20, interitem: 20)
    let (view, source) = Self.collectionView(window.bounds, grid, items: 4)
    window.addSubview(view)
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    let list = Self.flow(item: CGSize(width: 200, height: 50), line: 0)
    var finished: [Bool] = []
    timeline.schedule(at: 0.1) { view.setCollectionViewLayout(list, animated: true) { finished.append($0) } }
    timeline.advance(to: 3)
    timeline.advance(to: 6)  // 0.1 s into the 0.3 s ease-in-out change
    let p = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.1 / 0.3)
    // Item 3: grid (110, 110, 90 × 90) → list (0, 150, 200 × 50).
    let cell = view.cellForItem(at: IndexPath(item: 3, section: 0))!
    let shown = cell.layer.presentation()!
    #expect(isApproximatelyEqual(shown.position.x, 155 + (100 - 155) * p, tolerance: 1e-6))
    #expect(isApproximatelyEqual(shown.position.y, 155 + (175 - 155) * p, tolerance: 1e-6))
    #expect(isApproximatelyEqual(shown.bounds.width, 90 + (200 - 90) * p, tolerance: 1e-6))
    timeline.advance(to: 12)
    #expect(finished == [true])
    #expect(cell.frame == CGRect(x: 0, y: 150, width: 200, height: 50))
    #expect(view.collectionViewLayout === list && list.collectionView === view && grid.collectionView == nil)
    withExtendedLifetime(source) {}
  }

  @Test func dequeuingAnUnregisteredIdentifierTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        _ = view.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
      }
    }
  }
}
