import Foundation

/// Supplies a table view's rows, as UIKit's `UITableViewDataSource`. The row count and the
/// cells are required; the other methods are optional (their defaults are UIKit's).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of rows in `section`, as `tableView(_:numberOfRowsInSection:)`.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, as `tableView(_:cellForRowAt:)`: dequeue one and configure it.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The number of sections, as `numberOfSections(in:)` (default 1).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The title of a section's header, as `tableView(_:titleForHeaderInSection:)` (default nil:
  /// no header).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer, as `tableView(_:titleForFooterInSection:)` (default nil).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
