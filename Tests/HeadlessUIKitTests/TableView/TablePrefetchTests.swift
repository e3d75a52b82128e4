import Foundation
import Testing

@testable import HeadlessUIKit

/// `UITableViewDataSourcePrefetching`: the next screen of rows in the scroll direction,
/// cancelled when the scroll turns away.
@MainActor
@Suite("Table view prefetching")
struct TablePrefetchTests {
  @MainActor final class Prefetcher: UITableViewDataSourcePrefetching {
    var calls: [String] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      calls.append("prefetch \(indexPaths.map(\.row))")
    }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      calls.append("cancel \(indexPaths.map(\.row))")
    }
  }

  @Test func rowsAheadOfTheScrollArePrefetchedOnceAndCancelledWhenItTurns() {
    // The data source is held weakly, as in UIKit: keep it alive.
    let (table, rows, _) = TableViewTests.table(CGRect(x: 0, y: 0, width: 390, height: 400), rows: [50])
    defer { withExtendedLifetime(rows) {} }
    let prefetcher = Prefetcher()
    #expect(table.isPrefetchingEnabled)
    table.prefetchDataSource = prefetcher
    table.layoutIfNeeded()
    // Rows 0–9 on screen (44 pt rows, 400 pt high); the next 400 pt hold rows 10–18.
    #expect(prefetcher.calls == ["prefetch \(Array(10...18))"])
    table.contentOffset.y = 200
    table.layoutIfNeeded()
    #expect(prefetcher.calls.last == "prefetch \(Array(19...22))", "only the new ones")
    table.contentOffset.y = 100
    table.layoutIfNeeded()
    #expect(Array(prefetcher.calls.suffix(2)) == ["cancel \(Array(14...22))", "prefetch [0, 1]"])
    table.isPrefetchingEnabled = false
    table.contentOffset.y = 0
    table.layoutIfNeeded()
    #expect(prefetcher.calls.count == 4)
  }
}
