import Foundation

/// The row changes of one batch update, and how the rows of a section map from before the
/// update to after it, with UIKit's rules: deletions and reloads name rows as they were
/// before the update, insertions as they are after it.
struct TableUpdates {
  var deletions: [(IndexPath, UITableView.RowAnimation)] = []
  var insertions: [(IndexPath, UITableView.RowAnimation)] = []
  var reloads: [(IndexPath, UITableView.RowAnimation)] = []

  var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty }

  func animation(deleting path: IndexPath) -> UITableView.RowAnimation? { deletions.first { $0.0 == path }?.1 }
  func animation(inserting path: IndexPath) -> UITableView.RowAnimation? { insertions.first { $0.0 == path }?.1 }
  func animation(reloading path: IndexPath) -> UITableView.RowAnimation? { reloads.first { $0.0 == path }?.1 }

  /// Each surviving row's index path after the update, keyed by its index path before it
  /// (deleted rows have none), given each section's row count before and after.
  ///
  /// - Precondition: every section's count after is its count before, less its deletions,
  ///   plus its insertions (UIKit raises "Invalid update: invalid number of rows in section").
  func mapping(before: [Int], after: [Int]) -> [IndexPath: IndexPath] {
    precondition(
      before.count == after.count,
      "UITableView: invalid update: the number of sections changed from \(before.count) to \(after.count); insert or delete sections with reloadData()"
    )
    var result: [IndexPath: IndexPath] = [:]
    for section in before.indices {
      let deleted = Set(deletions.map(\.0).filter { $0.section == section }.map(\.row))
      let inserted = Set(insertions.map(\.0).filter { $0.section == section }.map(\.row))
      precondition(
        deleted.allSatisfy { $0 < before[section] } && inserted.allSatisfy { $0 < after[section] },
        "UITableView: invalid update: a row deleted or inserted in section \(section) is out of range (\(before[section]) rows before, \(after[section]) after)"
      )
      precondition(
        after[section] == before[section] - deleted.count + inserted.count,
        "UITableView: invalid update: invalid number of rows in section \(section). The number of rows after the update (\(after[section])) must equal the number before it (\(before[section])), plus or minus the rows inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted)"
      )
      let survivors = (0..<before[section]).filter { !deleted.contains($0) }
      let targets = (0..<after[section]).filter { !inserted.contains($0) }
      for (old, new) in zip(survivors, targets) {
        result[IndexPath(row: old, section: section)] = IndexPath(row: new, section: section)
      }
    }
    return result
  }
}
