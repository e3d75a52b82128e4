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
  /// The titles of the section index at the trailing edge, as `sectionIndexTitles(for:)`
  /// (default nil: no index).
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// The section a tap on an index title scrolls to, as
  /// `tableView(_:sectionForSectionIndexTitle:at:)` (default: the title's position).
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  /// Whether the row can be edited (shows its editing control, can be swiped to delete), as
  /// `tableView(_:canEditRowAt:)` (default true).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user deleted (tapped Delete) or inserted (tapped the green control) the row, as
  /// `tableView(_:commit:forRowAt:)`: update the data and call `deleteRows`/`insertRows`.
  /// Default: nothing.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  /// Whether the row shows a reorder control while editing, as `tableView(_:canMoveRowAt:)`.
  ///
  /// - Note: UIKit difference: UIKit shows reorder controls when the data source implements
  ///   `tableView(_:moveRowAt:to:)`; Swift cannot tell whether a protocol method is
  ///   implemented, so here the default is false: implement this method to return true.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user moved a row with its reorder control, as `tableView(_:moveRowAt:to:)`: update
  /// the data (the table already shows the row in its new place). Default: nothing.
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}
