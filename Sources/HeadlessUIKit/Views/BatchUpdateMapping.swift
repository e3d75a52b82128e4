import Foundation

/// The section and row (item) changes of one batch update of a table or collection view, and
/// how the sections and rows map from before the update to after it, with UIKit's rules:
/// deletions, reloads and the sources of moves name sections and rows as they were before the
/// update; insertions and the destinations of moves as they are after it. Sections and rows
/// that are not named keep their order, filling the places the named ones leave.
struct BatchUpdateMapping {
  /// Each surviving section's index after the update, keyed by its index before it (deleted
  /// sections have none; reloaded sections keep theirs).
  var sections: [Int: Int] = [:]
  /// Each surviving row's index path after the update, keyed by its index path before it
  /// (deleted rows, and the rows of deleted and reloaded sections, have none).
  var rows: [IndexPath: IndexPath] = [:]

  /// What one batch update names.
  struct Changes {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
  }

  /// Maps `changes` given each section's row count before and after the update.
  ///
  /// - Parameters:
  ///   - view: the API's owner for messages ("UITableView").
  ///   - noun: "row" or "item".
  /// - Precondition: the counts agree with the changes, as UIKit checks ("Invalid update:
  ///   invalid number of sections" / "invalid number of rows in section"), and every index is
  ///   in range.
  init(before: [Int], after: [Int], changes: Changes, view: String, noun: String) {
    let c = changes
    let sectionsMovedFrom = Set(c.movedSections.map(\.from))
    let sectionsMovedTo = Set(c.movedSections.map(\.to))
    precondition(
      c.deletedSections.union(sectionsMovedFrom).union(c.reloadedSections).allSatisfy { before.indices.contains($0) }
        && c.insertedSections.union(sectionsMovedTo).allSatisfy { after.indices.contains($0) },
      "\(view): invalid update: a section deleted, reloaded, inserted or moved is out of range (\(before.count) sections before, \(after.count) after)"
    )
    precondition(
      after.count == before.count - c.deletedSections.count + c.insertedSections.count,
      "\(view): Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after.count)) must be equal to the number of sections contained in the \(view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(c.insertedSections.count) inserted, \(c.deletedSections.count) deleted)."
    )
    let survivors = before.indices.filter { !c.deletedSections.contains($0) && !sectionsMovedFrom.contains($0) }
    let targets = after.indices.filter { !c.insertedSections.contains($0) && !sectionsMovedTo.contains($0) }
    for (old, new) in zip(survivors, targets) { sections[old] = new }
    for move in c.movedSections { sections[move.from] = move.to }

    for move in c.movedRows {
      precondition(
        sections[move.from.section] != nil && !c.reloadedSections.contains(move.from.section)
          && move.from.item < before[move.from.section],
        "\(view): invalid update: attempt to move \(noun) \(move.from), which is out of range or in a deleted or reloaded section"
      )
      precondition(
        after.indices.contains(move.to.section) && !c.insertedSections.contains(move.to.section)
          && move.to.item < after[move.to.section],
        "\(view): invalid update: attempt to move \(noun) to \(move.to), which is out of range or in an inserted section"
      )
      rows[move.from] = move.to
    }
    let movedFrom = Set(c.movedRows.map(\.from))
    let movedTo = Set(c.movedRows.map(\.to))
    for (old, new) in sections where !c.reloadedSections.contains(old) {
      let deleted = c.deletedRows.filter { $0.section == old }
      let outgoing = movedFrom.filter { $0.section == old }
      let inserted = c.insertedRows.filter { $0.section == new }
      let incoming = movedTo.filter { $0.section == new }
      precondition(
        deleted.allSatisfy { $0.item < before[old] } && inserted.allSatisfy { $0.item < after[new] },
        "\(view): invalid update: a \(noun) deleted or inserted in section \(old) is out of range (\(before[old]) \(noun)s before, \(after[new]) after)"
      )
      precondition(
        after[new] == before[old] - deleted.count - outgoing.count + inserted.count + incoming.count,
        "\(view): Invalid update: invalid number of \(noun)s in section \(new). The number of \(noun)s contained in an existing section after the update (\(after[new])) must be equal to the number of \(noun)s contained in that section before the update (\(before[old])), plus or minus the number of \(noun)s inserted or deleted from that section (\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of \(noun)s moved into or out of that section (\(incoming.count) moved in, \(outgoing.count) moved out)."
      )
      let staying = (0..<before[old]).filter {
        let path = IndexPath(item: $0, section: old)
        return !deleted.contains(path) && !outgoing.contains(path)
      }
      let places = (0..<after[new]).filter {
        let path = IndexPath(item: $0, section: new)
        return !inserted.contains(path) && !incoming.contains(path)
      }
      for (from, to) in zip(staying, places) {
        rows[IndexPath(item: from, section: old)] = IndexPath(item: to, section: new)
      }
    }
  }
}
