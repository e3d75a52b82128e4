import Foundation
import Testing

@testable import HeadlessUIKit

/// `UITableViewDiffableDataSource`: counts and cells from the snapshot, and `apply` running the
/// difference as one animated batch update.
@MainActor
@Suite("Table view diffable data source")
struct TableDiffableDataSourceTests {
  typealias Source = UITableViewDiffableDataSource<String, String>
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

  /// A 390 × 400 table in a visible window on a 100 fps timeline, with a diffable data source
  /// whose cell provider records the items it is asked for.
  static func running() -> (Timeline, UITableView, Source, UIWindow, Log) {
    let timeline = Timeline(fps: 100)
    let window = TableViewTests.window()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let log = Log()
    let source = Source(tableView: table) { tableView, indexPath, item in
      log.events.append("cell \(item) at \(indexPath.section).\(indexPath.row)")
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = item
      return cell
    }
    window.addSubview(table)
    window.makeKeyAndVisible()
    timeline.attach(window)
    timeline.advance(to: 0)
    return (timeline, table, source, window, log)
  }

  @MainActor final class Log { var events: [String] = [] }

  static func snapshot(_ sections: [(String, [String])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  static func texts(_ table: UITableView) -> [String] {
    table.visibleCells.map { $0.textLabel?.text ?? "" }
  }

  @Test func applyAnimatesTheDifferenceWithTheDefaultRowAnimation() throws {
    let (timeline, table, source, _, log) = Self.running()
    #expect(source.defaultRowAnimation == .automatic)
    #expect(table.dataSource === source)
    source.apply(Self.snapshot([("main", ["a", "b", "c"])]), animatingDifferences: false)
    table.layoutIfNeeded()
    #expect(Self.texts(table) == ["a", "b", "c"])
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let c = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    log.events = []
    var completions = 0
    source.apply(Self.snapshot([("main", ["c", "a", "d"])])) { completions += 1 }
    // Only the new row is asked for; c moved to the top, b is going.
    #expect(log.events == ["cell d at 0.2"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === a)
    #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "d")
    #expect(source.indexPath(for: "a") == IndexPath(row: 1, section: 0) && source.indexPath(for: "b") == nil)
    #expect(source.snapshot().itemIdentifiers == ["c", "a", "d"])
    let d = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    timeline.advance(to: 15)
    // .automatic fades: d half in; c half way from 110 up to 22, a from 22 down to 66.
    #expect(abs(d.layer.presentation()!.opacity - 0.5) < 1e-4)
    #expect(abs(c.layer.presentation()!.position.y - 66) < 1e-4)
    #expect(abs(a.layer.presentation()!.position.y - 44) < 1e-4)
    #expect(completions == 0)
    timeline.advance(to: 31)
    #expect(completions == 1)
    #expect(Self.texts(table) == ["c", "a", "d"])
  }

  @Test func withoutAnimationEveryRowIsInPlaceAtOnce() throws {
    let (_, table, source, _, _) = Self.running()
    source.apply(Self.snapshot([("one", ["a"]), ("two", ["b", "c"])]), animatingDifferences: false)
    table.layoutIfNeeded()
    var done = false
    source.apply(Self.snapshot([("two", ["c", "b"]), ("three", ["e"])]), animatingDifferences: false) { done = true }
    #expect(done, "no animation: the completion runs at once")
    #expect(table.numberOfSections == 2)
    #expect(Self.texts(table) == ["c", "b", "e"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY == 88)
    #expect(source.sectionIdentifier(for: 1) == "three" && source.index(for: "two") == 0)
  }

  @Test func reloadedItemsGetNewCellsAndReconfiguredItemsKeepTheirs() throws {
    let (timeline, table, source, _, log) = Self.running()
    source.apply(Self.snapshot([("main", ["a", "b"])]), animatingDifferences: false)
    table.layoutIfNeeded()
    let a = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let b = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    var snapshot = source.snapshot()
    snapshot.reloadItems(["a"])
    snapshot.reconfigureItems(["b"])
    log.events = []
    source.apply(snapshot)
    #expect(log.events == ["cell a at 0.0", "cell b at 0.1"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) !== a, "reloaded: a new cell")
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === b, "reconfigured: the same cell")
    #expect(source.snapshot().reloadedItemIdentifiers.isEmpty, "the marks are consumed")
    timeline.advance(to: 31)
    #expect(a.superview == nil)
  }

  @Test func applySnapshotUsingReloadDataReloads() {
    let (_, table, source, _, log) = Self.running()
    source.applySnapshotUsingReloadData(Self.snapshot([("main", ["x", "y"])]))
    table.layoutIfNeeded()
    #expect(log.events == ["cell x at 0.0", "cell y at 0.1"])
    #expect(table.numberOfRows(inSection: 0) == 2)
  }
}
