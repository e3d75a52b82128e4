import Foundation

/// The changes of one batch update of a table view, each with its `RowAnimation`, read with
/// UIKit's rules (see ``BatchUpdateMapping``): deletions, reloads and the sources of moves
/// name sections and rows as they were before the update, insertions and the destinations of
/// moves as they are after it.
struct TableUpdates {
  var deletions: [(IndexPath, UITableView.RowAnimation)] = []
  var insertions: [(IndexPath, UITableView.RowAnimation)] = []
  var reloads: [(IndexPath, UITableView.RowAnimation)] = []
  var moves: [(from: IndexPath, to: IndexPath)] = []
  var sectionDeletions: [(Int, UITableView.RowAnimation)] = []
  var sectionInsertions: [(Int, UITableView.RowAnimation)] = []
  var sectionReloads: [(Int, UITableView.RowAnimation)] = []
  var sectionMoves: [(from: Int, to: Int)] = []

  var isEmpty: Bool {
    deletions.isEmpty && insertions.isEmpty && reloads.isEmpty && moves.isEmpty && sectionDeletions.isEmpty
      && sectionInsertions.isEmpty && sectionReloads.isEmpty && sectionMoves.isEmpty
  }

  /// How a row that is gone after the update leaves (index path before the update): its own
  /// deletion's animation, else its section's deletion or reload animation.
  func animation(deleting path: IndexPath) -> UITableView.RowAnimation? {
    deletions.first { $0.0 == path }?.1 ?? sectionDeletions.first { $0.0 == path.section }?.1
      ?? sectionReloads.first { $0.0 == path.section }?.1
  }

  /// How a new row comes in (index path after the update): its own insertion's animation,
  /// else its section's insertion or reload animation (`mapping` gives a reloaded section's
  /// index after the update).
  func animation(inserting path: IndexPath, mapping: BatchUpdateMapping) -> UITableView.RowAnimation? {
    if let own = insertions.first(where: { $0.0 == path })?.1 { return own }
    if let section = sectionInsertions.first(where: { $0.0 == path.section })?.1 { return section }
    return sectionReloads.first { mapping.sections[$0.0] == path.section }?.1
  }

  func animation(reloading path: IndexPath) -> UITableView.RowAnimation? { reloads.first { $0.0 == path }?.1 }

  /// Each surviving section and row after the update, given each section's row count before
  /// and after it.
  ///
  /// - Precondition: the counts agree with the changes (UIKit raises "Invalid update: invalid
  ///   number of rows in section").
  func mapping(before: [Int], after: [Int]) -> BatchUpdateMapping {
    var changes = BatchUpdateMapping.Changes()
    changes.deletedSections = Set(sectionDeletions.map(\.0))
    changes.insertedSections = Set(sectionInsertions.map(\.0))
    changes.reloadedSections = Set(sectionReloads.map(\.0))
    changes.movedSections = sectionMoves
    changes.deletedRows = Set(deletions.map(\.0))
    changes.insertedRows = Set(insertions.map(\.0))
    changes.movedRows = moves
    return BatchUpdateMapping(before: before, after: after, changes: changes, view: "UITableView", noun: "row")
  }
}
