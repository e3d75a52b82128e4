import Foundation
import Testing
import UIKit

// A diffable list screen as iOS code writes it (the "Modern Collection Views" pattern):
// section and item enums, a `UITableViewDiffableDataSource` subclass for header titles, a
// snapshot built in `viewDidLoad`, and later snapshots applied with animation; plus a
// collection view grid fed by `UICollectionViewDiffableDataSource`.

enum FruitSection: Int, CaseIterable {
  case favourites
  case others
}

class FruitDataSource: UITableViewDiffableDataSource<FruitSection, String> {
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    let identifier = sectionIdentifier(for: section)
    return identifier == .favourites ? "Favourites" : "Others"
  }
}

class FruitListViewController: UIViewController {
  var tableView: UITableView!
  var dataSource: FruitDataSource!

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView = UITableView(frame: view.bounds, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    view.addSubview(tableView)
    dataSource = FruitDataSource(tableView: tableView) { tableView, indexPath, fruit in
      let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
      cell.textLabel?.text = fruit
      return cell
    }
    dataSource.defaultRowAnimation = .fade
    var snapshot = NSDiffableDataSourceSnapshot<FruitSection, String>()
    snapshot.appendSections(FruitSection.allCases)
    snapshot.appendItems(["Apple"], toSection: .favourites)
    snapshot.appendItems(["Banana", "Cherry", "Date"], toSection: .others)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func favourite(_ fruit: String, completion: @escaping () -> Void) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([fruit])
    snapshot.appendItems([fruit], toSection: .favourites)
    dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
  }
}

@MainActor
@Suite("A diffable data source file from iOS")
struct DiffableListTests {
  @Test func favouritingMovesTheRowBetweenSections() throws {
    let screen = FruitListViewController()
    let bench = TestBench(root: screen)
    let table = try #require(screen.tableView)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "FAVOURITES", "grouped headers are capitalised")
    let cherry = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
    var done = false
    screen.favourite("Cherry") { done = true }
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cherry, "moved, not remade")
    #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: .favourites) == ["Apple", "Cherry"])
    #expect(screen.dataSource.indexPath(for: "Date") == IndexPath(row: 1, section: 1))
    bench.run(to: 0.5)
    #expect(done)
    #expect(cherry.frame == table.rectForRow(at: IndexPath(row: 1, section: 0)))
  }

  @Test func aCollectionGridAppliesSnapshots() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) {
      collectionView, indexPath, number in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
      cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemBlue : .systemRed
      return cell
    }
    let root = UIViewController()
    let bench = TestBench(root: root)
    root.view.addSubview(grid)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(1...6))
    dataSource.apply(snapshot, animatingDifferences: false)
    grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 6)
    snapshot.deleteItems([1, 2])
    dataSource.apply(snapshot)
    bench.run(to: 0.5)
    #expect(grid.visibleCells.count == 4)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 3)
  }
}
