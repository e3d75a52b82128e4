import Foundation

/// Told ahead of time which rows the table view will soon show, as UIKit's
/// `UITableViewDataSourcePrefetching`: start loading their data in `prefetchRowsAt`, stop in
/// `cancelPrefetchingForRowsAt` when the scroll turns away from them.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Rows not on screen yet that the scroll is heading for, as
  /// `tableView(_:prefetchRowsAt:)`.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Rows given to `prefetchRowsAt` that the scroll no longer heads for, as
  /// `tableView(_:cancelPrefetchingForRowsAt:)` (optional; default nothing).
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

extension UITableView {
  /// After a layout pass, tells the ``prefetchDataSource`` about the rows of the next screen in
  /// the direction of the last scroll (below the visible rows at first and while scrolling
  /// down, above them while scrolling up): each row once, in order, until it is shown; rows the
  /// scroll turned away from before they were shown are cancelled.
  ///
  /// - Note: UIKit difference: UIKit's look-ahead distance is not documented; one screen
  ///   height in the scroll direction approximates it.
  func updatePrefetching() {
    guard isPrefetchingEnabled, let prefetchDataSource else {
      prefetchedRows = []
      return
    }
    let y = bounds.minY
    let down = y >= lastPrefetchOffset
    lastPrefetchOffset = y
    let height = bounds.height
    let ahead =
      down
      ? geometry.rows(from: bounds.maxY, to: bounds.maxY + height)
      : geometry.rows(from: bounds.minY - height, to: bounds.minY)
    let wanted = Set(ahead).subtracting(visible.keys)
    let cancelled = prefetchedRows.subtracting(wanted).subtracting(visible.keys)
    let new = ahead.filter { wanted.contains($0) && !prefetchedRows.contains($0) }
    prefetchedRows = wanted
    if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled.sorted()) }
    if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
  }
}
