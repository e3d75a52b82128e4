import Foundation

/// The batch update that turns one snapshot into another, as a diffable data source's
/// `apply` computes it: deleted, inserted, moved and reloaded sections (the order of the
/// sections both snapshots share is diffed with `CollectionDifference`, the sections out of
/// the longest common order are moved), then rows: rows of neither snapshot's sections are
/// inserted or deleted, rows that changed section are moved, and inside a section both
/// snapshots share, the rows out of the longest common order are moved. Deletions, reloads and
/// move sources are index paths in the old snapshot; insertions and move destinations in the
/// new one, as UIKit's batch updates read them.
struct SnapshotDifference: Equatable {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var reloadedSections = IndexSet()
  var movedSections: [Move<Int>] = []
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var reloadedItems: [IndexPath] = []
  var movedItems: [Move<IndexPath>] = []
  /// Items to configure again in place, at their index paths in the new snapshot.
  var reconfiguredItems: [IndexPath] = []

  struct Move<Index: Equatable>: Equatable {
    var from: Index
    var to: Index
  }

  var isEmpty: Bool { self == SnapshotDifference() }

  init() {}

  init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
    let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
    for (index, section) in oldSections.enumerated() where newSectionIndex[section] == nil {
      deletedSections.insert(index)
    }
    for (index, section) in newSections.enumerated() where oldSectionIndex[section] == nil {
      insertedSections.insert(index)
    }
    let reloaded = Set(new.reloadedSectionIdentifiers)
    for section in new.reloadedSectionIdentifiers {
      if let index = oldSectionIndex[section], newSectionIndex[section] != nil { reloadedSections.insert(index) }
    }
    // The shared sections out of the longest common order move.
    let sharedOld = oldSections.filter { newSectionIndex[$0] != nil }
    let sharedNew = newSections.filter { oldSectionIndex[$0] != nil }
    for change in sharedNew.difference(from: sharedOld) {
      guard case .insert(_, let section, _) = change else { continue }
      movedSections.append(Move(from: oldSectionIndex[section]!, to: newSectionIndex[section]!))
    }
    movedSections.sort { $0.to < $1.to }

    // Rows. A row whose section is new, gone or reloaded goes with it.
    let settled = { (section: S) in oldSectionIndex[section] != nil && newSectionIndex[section] != nil }
    for section in oldSections where settled(section) && !reloaded.contains(section) {
      let oldItems = old.itemIdentifiers(inSection: section)
      let newItems = new.itemIdentifiers(inSection: section)
      let oldPath = { (row: Int) in IndexPath(item: row, section: oldSectionIndex[section]!) }
      let newPath = { (row: Int) in IndexPath(item: row, section: newSectionIndex[section]!) }
      for (row, item) in oldItems.enumerated() {
        guard let destination = new.sectionIdentifier(containingItem: item) else {
          deletedItems.append(oldPath(row))
          continue
        }
        if destination != section, !(settled(destination) && !reloaded.contains(destination)) {
          deletedItems.append(oldPath(row))
        }
      }
      for (row, item) in newItems.enumerated() {
        guard let origin = old.sectionIdentifier(containingItem: item) else {
          insertedItems.append(newPath(row))
          continue
        }
        if origin != section {
          if settled(origin) && !reloaded.contains(origin) {
            movedItems.append(Move(from: old.indexPath(of: item)!, to: newPath(row)))
          } else {
            insertedItems.append(newPath(row))
          }
        }
      }
      // Inside the section, the rows out of the longest common order move.
      let stayingOld = oldItems.filter { new.sectionIdentifier(containingItem: $0) == section }
      let stayingNew = newItems.filter { old.sectionIdentifier(containingItem: $0) == section }
      var moved = Set<I>()
      for change in stayingNew.difference(from: stayingOld) {
        guard case .insert(_, let item, _) = change else { continue }
        moved.insert(item)
        movedItems.append(Move(from: old.indexPath(of: item)!, to: new.indexPath(of: item)!))
      }
      for item in new.reloadedItemIdentifiers where new.sectionIdentifier(containingItem: item) == section {
        guard let from = old.indexPath(of: item), old.sectionIdentifier(containingItem: item) == section else {
          continue
        }
        if moved.contains(item) {
          // UIKit cannot reload and move one row: it is deleted and inserted instead.
          movedItems.removeAll { $0.from == from }
          deletedItems.append(from)
          insertedItems.append(new.indexPath(of: item)!)
        } else {
          reloadedItems.append(from)
        }
      }
    }
    for item in new.reconfiguredItemIdentifiers {
      guard let path = new.indexPath(of: item), old.indexPath(of: item) != nil else { continue }
      reconfiguredItems.append(path)
    }
    deletedItems.sort()
    insertedItems.sort()
    reloadedItems.sort()
    movedItems.sort { $0.to < $1.to }
  }
}
