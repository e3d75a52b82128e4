import Foundation
import Testing

@testable import HeadlessUIKit

/// `NSDiffableDataSourceSnapshot` operations, UIKit's traps, and the batch update computed
/// between two snapshots.
@MainActor
@Suite("Diffable data source snapshots")
struct DiffableSnapshotTests {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test func appendInsertMoveAndDeleteKeepOrderAndCounts() {
    var snapshot = Snapshot()
    #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    snapshot.appendSections(["a", "c"])
    snapshot.appendItems([1, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "c") == [1, 2, 3], "no section given: the last one")
    snapshot.insertSections(["b"], beforeSection: "c")
    snapshot.appendItems([10], toSection: "a")
    snapshot.insertItems([4], beforeItem: 1)
    snapshot.insertItems([5], afterItem: 3)
    #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
    #expect(snapshot.itemIdentifiers == [10, 4, 1, 2, 3, 5])
    #expect(snapshot.numberOfItems == 6 && snapshot.numberOfItems(inSection: "b") == 0)
    #expect(snapshot.indexOfItem(2) == 3 && snapshot.indexOfItem(99) == nil)
    #expect(snapshot.indexOfSection("c") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "a")
    #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
    snapshot.moveItem(10, afterItem: 5)
    snapshot.moveItem(3, beforeItem: 4)
    #expect(snapshot.itemIdentifiers(inSection: "c") == [3, 4, 1, 2, 5, 10])
    #expect(snapshot.sectionIdentifier(containingItem: 10) == "c")
    snapshot.moveSection("c", beforeSection: "a")
    snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    snapshot.deleteItems([4, 5])
    snapshot.deleteSections(["b"])
    #expect(snapshot.itemIdentifiers == [3, 1, 2, 10] && snapshot.sectionIdentifiers == ["c", "a"])
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2])
    snapshot.reloadSections(["a"])
    #expect(snapshot.reloadedItemIdentifiers == [1] && snapshot.reconfiguredItemIdentifiers == [2])
    #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test func duplicateItemsTrapWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2, 2, 3])
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}"))
  }

  @Test func itemsWithoutASectionTrapWithUIKitsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendItems([1])
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("There are currently no sections in the data source. Please add a section first."))
  }

  @Test func duplicateSectionsTrap() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendSections(["a"])
      }
    }
  }

  @Test func differenceNamesOldAndNewIndexPathsAsBatchUpdatesDo() {
    let old = Self.snapshot([("a", [1, 2, 3, 4]), ("b", [5, 6]), ("gone", [7])])
    var new = Self.snapshot([("new", [8]), ("a", [4, 1, 3, 9]), ("b", [6, 2])])
    new.reloadItems([3])
    new.reconfigureItems([6])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.deletedSections == IndexSet([2]))
    #expect(difference.insertedSections == IndexSet([0]))
    #expect(difference.movedSections.isEmpty, "a and b keep their order")
    // 2 left section a for b (a move); 5 is gone; 4 moved to the front of a; 9 is new.
    #expect(difference.deletedItems == [IndexPath(item: 0, section: 1)])
    #expect(difference.insertedItems == [IndexPath(item: 3, section: 1)])
    #expect(
      difference.movedItems == [
        SnapshotDifference.Move(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 1)),
        SnapshotDifference.Move(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 2)),
      ])
    #expect(difference.reloadedItems == [IndexPath(item: 2, section: 0)])
    #expect(difference.reconfiguredItems == [IndexPath(item: 0, section: 2)])
  }

  @Test func sectionsOutOfTheCommonOrderMove() {
    let old = Self.snapshot([("a", [1]), ("b", [2]), ("c", [3])])
    let new = Self.snapshot([("c", [3]), ("a", [1]), ("b", [2])])
    let difference = SnapshotDifference(from: old, to: new)
    #expect(difference.movedSections == [SnapshotDifference.Move(from: 2, to: 0)])
    #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty && difference.movedItems.isEmpty)
    #expect(SnapshotDifference(from: old, to: old).isEmpty)
  }

  @Test func batchMappingFillsUnnamedRowsInOrderAndChecksCounts() {
    var changes = BatchUpdateMapping.Changes()
    changes.deletedSections = [1]
    changes.insertedSections = [0]
    changes.deletedRows = [IndexPath(item: 1, section: 0)]
    changes.movedRows = [(IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 1))]
    changes.insertedRows = [IndexPath(item: 3, section: 1)]
    // Before: [A B C D], [E]; after: [new], [D A C X].
    let mapping = BatchUpdateMapping(
      before: [4, 1], after: [1, 4], changes: changes, view: "UITableView", noun: "row")
    #expect(mapping.sections == [0: 1])
    #expect(
      mapping.rows == [
        IndexPath(item: 0, section: 0): IndexPath(item: 1, section: 1),
        IndexPath(item: 2, section: 0): IndexPath(item: 2, section: 1),
        IndexPath(item: 3, section: 0): IndexPath(item: 0, section: 1),
      ])
  }

  @Test func aWrongRowCountTrapsWithUIKitsInvalidUpdateMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var changes = BatchUpdateMapping.Changes()
      changes.insertedRows = [IndexPath(item: 0, section: 0)]
      _ = BatchUpdateMapping(before: [2], after: [2], changes: changes, view: "UITableView", noun: "row")
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("Invalid update: invalid number of rows in section 0"))
  }
}
