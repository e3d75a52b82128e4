import Foundation

/// A table view's data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`:
/// created with the table view and a cell provider (it becomes the table's `dataSource`; keep
/// a strong reference to it, as on iOS), it answers the counts from its current snapshot and
/// asks the cell provider for each row's cell. ``apply(_:animatingDifferences:completion:)``
/// computes the difference from the snapshot shown (see `SnapshotDifference`) and runs it as
/// one batch update with ``defaultRowAnimation``.
///
/// Subclass it to give section titles (`tableView(_:titleForHeaderInSection:)`), as iOS code
/// does.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for a row, as `UITableViewDiffableDataSource.CellProvider`: dequeue a cell
  /// from the table view and configure it for the item.
  public typealias CellProvider = (
    _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  )
    -> UITableViewCell?

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// The animation of inserted, deleted and reloaded rows and sections, as
  /// `defaultRowAnimation` (default `.automatic`, UIKit's).
  open var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// A data source for `tableView` whose cells come from `cellProvider`, as
  /// `init(tableView:cellProvider:)`; it sets itself as the table's `dataSource`, and shows
  /// nothing until a snapshot is applied.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// Shows `snapshot`, as `apply(_:animatingDifferences:completion:)`: the difference from the
  /// snapshot shown runs as one batch update of the table (rows and sections inserted,
  /// deleted, moved and reloaded with ``defaultRowAnimation``; reconfigured rows configured
  /// again in place); with `animatingDifferences` false the rows take their new places at
  /// once (UIKit since iOS 15). `completion` runs when the animation ends.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let difference = SnapshotDifference(from: current, to: snapshot)
    current = snapshot.withoutMarks
    guard let tableView else {
      completion?()
      return
    }
    let animation = defaultRowAnimation
    var updates = TableUpdates()
    updates.sectionDeletions = difference.deletedSections.map { ($0, animation) }
    updates.sectionInsertions = difference.insertedSections.map { ($0, animation) }
    updates.sectionReloads = difference.reloadedSections.map { ($0, animation) }
    updates.sectionMoves = difference.movedSections.map { ($0.from, $0.to) }
    updates.deletions = difference.deletedItems.map { ($0, animation) }
    updates.insertions = difference.insertedItems.map { ($0, animation) }
    updates.reloads = difference.reloadedItems.map { ($0, animation) }
    updates.moves = difference.movedItems.map { ($0.from, $0.to) }
    tableView.apply(updates, animated: animatingDifferences) { _ in completion?() }
    tableView.reconfigureRows(at: difference.reconfiguredItems)
  }

  /// Shows `snapshot` by reloading the table (no difference, no animation), as
  /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.withoutMarks
    tableView?.reloadData()
    completion?()
  }

  /// A copy of the snapshot shown, as `snapshot()`.
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// The item at `indexPath`, or nil, as `itemIdentifier(for:)`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

  /// The index path of an item, or nil, as `indexPath(for:)`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

  /// The section at `index`, or nil, as `sectionIdentifier(for:)` (iOS 15).
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }

  /// The index of a section, or nil, as `index(for:)` (iOS 15).
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

  // MARK: UITableViewDataSource

  /// The snapshot's section count.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The snapshot's item count in the section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell for the row's item.
  ///
  /// - Precondition: the cell provider returns a cell (UIKit raises "UITableView dataSource
  ///   returned a nil cell for row at index path").
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard let item = current.item(at: indexPath) else {
      preconditionFailure("UITableViewDiffableDataSource: no item at \(indexPath) in the snapshot")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      preconditionFailure(
        "UITableView (\(ObjectIdentifier(tableView))) dataSource returned a nil cell for row at index path: \(indexPath)"
      )
    }
    return cell
  }

  /// No header title; override to give one, as on iOS.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

  /// No footer title; override to give one.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

  /// No section index; override to give titles.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The title's position; override to map titles to sections.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
    index
  }

  /// False, as UIKit's diffable data source: override (with `tableView(_:commit:forRowAt:)`)
  /// to let rows be deleted.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

  /// Does nothing; override to delete the item from a snapshot and apply it.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}

  /// False, as UIKit's diffable data source: override to let rows be reordered.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

  /// Moves the item in the current snapshot to where the user dropped it, as UIKit's
  /// diffable data source does (the table already shows it there).
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let item = current.item(at: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
    var snapshot = current
    snapshot.deleteItems([item])
    guard let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
    let items = snapshot.itemIdentifiers(inSection: section)
    if destinationIndexPath.row < items.count {
      snapshot.insertItems([item], beforeItem: items[destinationIndexPath.row])
    } else {
      snapshot.appendItems([item], toSection: section)
    }
    current = snapshot
  }
}
