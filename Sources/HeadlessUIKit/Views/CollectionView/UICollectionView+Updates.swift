import Foundation

extension UICollectionView {
  /// Inserts items (index paths after the update), as `insertItems(at:)`: update the data
  /// source first. The new items fade in at their places while the others move to theirs.
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows.formUnion(indexPaths) } }

  /// Deletes items (index paths before the update), as `deleteItems(at:)`: they fade out in
  /// place while the others move to their new places.
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows.formUnion(indexPaths) } }

  /// Asks the data source again for items (index paths before the update), as
  /// `reloadItems(at:)`: the new cell cross-fades with the old one.
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }

  /// Moves an item (index path before the update) to a new place (after it), as
  /// `moveItem(at:to:)`.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections (indices after the update), as `insertSections(_:)`.
  public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }

  /// Deletes sections (indices before the update), as `deleteSections(_:)`.
  public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }

  /// Asks the data source again for whole sections (indices before the update), as
  /// `reloadSections(_:)`: their items cross-fade.
  public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

  /// Moves a section (index before the update) to a new index, as `moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Asks the data source to configure the existing cells of items again, in place and
  /// without animation, as `reconfigureItems(at:)` (iOS 15): the dequeue inside
  /// `collectionView(_:cellForItemAt:)` returns the item's own cell.
  ///
  /// - Precondition: the data source returns the item's own cell, as UIKit requires.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for path in indexPaths {
      guard let cell = visible[path] else { continue }
      cellBeingReconfigured = cell
      let returned = dataSource.collectionView(self, cellForItemAt: path)
      cellBeingReconfigured = nil
      precondition(
        returned === cell,
        "UICollectionView.reconfigureItems(at:): the data source returned a different cell for \(path); dequeue it with the item's reuse identifier"
      )
    }
  }

  /// Runs `updates` (insertions, deletions, reloads, moves) and animates them together, as
  /// `performBatchUpdates(_:completion:)`: every item moves from its place before to its
  /// place after the update over ``layoutTransitionDuration`` (ease-in-out), new items fade
  /// in and deleted ones fade out in place (UIKit's default initial and final attributes);
  /// `completion` runs when the animation ends, with true.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    let outer = pendingItemUpdates == nil
    if outer { pendingItemUpdates = ItemUpdates() }
    updates?()
    guard outer, let collected = pendingItemUpdates else { return }
    pendingItemUpdates = nil
    apply(collected, animated: true, completion: completion)
  }

  private func record(_ change: (inout ItemUpdates) -> Void) {
    if pendingItemUpdates != nil { return change(&pendingItemUpdates!) }
    var updates = ItemUpdates()
    change(&updates)
    apply(updates, animated: true, completion: nil)
  }

  /// Applies one batch: maps the items shown before to their places after, and animates (or,
  /// without `animated`, sets at once) every cell involved.
  func apply(_ updates: ItemUpdates, animated: Bool, completion: ((Bool) -> Void)?) {
    guard let before = laidOutCounts, dataSource != nil, window != nil || !visible.isEmpty else {
      reloadData()
      AnimationEngine.enqueueCompletion { completion?(true) }
      return
    }
    let after = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    var changes = updates.changes
    // A reloaded item is a deleted one and an inserted one at its new place.
    let plain = BatchUpdateMapping(
      before: before, after: after, changes: changes, view: "UICollectionView", noun: "item")
    for path in updates.reloadedItems {
      guard let new = plain.rows[path] else { continue }
      changes.deletedRows.insert(path)
      changes.insertedRows.insert(new)
    }
    let mapping = BatchUpdateMapping(
      before: before, after: after, changes: changes, view: "UICollectionView", noun: "item")
    let oldFrames = visibleItemFrames
    var leaving: [UICollectionViewCell] = []
    var kept: [IndexPath: UICollectionViewCell] = [:]
    var start: [IndexPath: CGRect] = [:]
    for (old, cell) in visible {
      if let new = mapping.rows[old] {
        kept[new] = cell
        start[new] = oldFrames[old]
      } else {
        leaving.append(cell)
      }
    }
    visible = kept
    selected = Set(selected.compactMap { mapping.rows[$0] })
    let oldLayoutFrames = Dictionary(
      uniqueKeysWithValues: mapping.rows.compactMap { old, new in
        layout.layoutAttributesForItem(at: old).map { (new, $0.frame) }
      })
    layout.needsPrepare = true
    layout.prepareIfNeeded()
    laidOutCounts = after
    let targets = layout.layoutAttributesForElements(in: bounds) ?? []
    var arriving: [UICollectionViewCell] = []
    UIView.performWithoutAnimation {
      for attribute in targets where visible[attribute.indexPath] == nil {
        let path = attribute.indexPath
        let cell = makeCell(at: path)
        visible[path] = cell
        apply(attribute, to: cell)
        if let from = start[path] ?? oldLayoutFrames[path] {
          cell.center = CGPoint(x: from.midX, y: from.midY)
        } else {
          cell.alpha = 0
          arriving.append(cell)
        }
      }
    }
    let animations = {
      for attribute in targets {
        if let cell = self.visible[attribute.indexPath] { self.apply(attribute, to: cell) }
      }
      for cell in leaving { cell.alpha = 0 }
    }
    let finish = { (finished: Bool) in
      for cell in leaving {
        cell.alpha = 1
        self.recycle(cell)
      }
      self.isAnimatingLayout = false
      self.setNeedsLayout()
      completion?(finished)
    }
    isAnimatingLayout = true
    guard animated else {
      UIView.performWithoutAnimation(animations)
      finish(true)
      return
    }
    UIView.animate(
      withDuration: Self.layoutTransitionDuration, delay: 0, options: [.curveEaseInOut], animations: animations,
      completion: finish)
  }
}

/// The changes collected inside a collection view's `performBatchUpdates(_:completion:)`.
struct ItemUpdates {
  var changes = BatchUpdateMapping.Changes()
  var reloadedItems: Set<IndexPath> = []

  var insertedRows: Set<IndexPath> {
    get { changes.insertedRows }
    set { changes.insertedRows = newValue }
  }
  var deletedRows: Set<IndexPath> {
    get { changes.deletedRows }
    set { changes.deletedRows = newValue }
  }
  var movedRows: [(from: IndexPath, to: IndexPath)] {
    get { changes.movedRows }
    set { changes.movedRows = newValue }
  }
  var insertedSections: Set<Int> {
    get { changes.insertedSections }
    set { changes.insertedSections = newValue }
  }
  var deletedSections: Set<Int> {
    get { changes.deletedSections }
    set { changes.deletedSections = newValue }
  }
  var reloadedSections: Set<Int> {
    get { changes.reloadedSections }
    set { changes.reloadedSections = newValue }
  }
  var movedSections: [(from: Int, to: Int)] {
    get { changes.movedSections }
    set { changes.movedSections = newValue }
  }
}
