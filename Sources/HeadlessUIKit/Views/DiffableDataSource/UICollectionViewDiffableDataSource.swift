import Foundation

/// A collection view's data source driven by snapshots, as UIKit's
/// `UICollectionViewDiffableDataSource`: created with the collection view and a cell provider
/// (it becomes the collection view's `dataSource`; keep a strong reference to it), it answers
/// the counts from its current snapshot and asks the cell provider for each item's cell.
/// ``apply(_:animatingDifferences:completion:)`` computes the difference from the snapshot
/// shown (see `SnapshotDifference`) and runs it as one `performBatchUpdates`.
///
/// - Note: UIKit difference: collection views here have no supplementary views, so there is
///   no `supplementaryViewProvider`.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
  UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
  /// Makes the cell for an item, as `UICollectionViewDiffableDataSource.CellProvider`.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  /// A data source for `collectionView` whose cells come from `cellProvider`, as
  /// `init(collectionView:cellProvider:)`; it sets itself as the collection view's
  /// `dataSource`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// Shows `snapshot`, as `apply(_:animatingDifferences:completion:)`: the difference from the
  /// snapshot shown runs as one batch update (items move to their new places, new ones fade
  /// in, deleted ones fade out, reloaded ones cross-fade; reconfigured ones are configured
  /// again in place); with `animatingDifferences` false everything takes its place at once.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let difference = SnapshotDifference(from: current, to: snapshot)
    current = snapshot.withoutMarks
    guard let collectionView else {
      completion?()
      return
    }
    var updates = ItemUpdates()
    updates.deletedSections = Set(difference.deletedSections)
    updates.insertedSections = Set(difference.insertedSections)
    updates.reloadedSections = Set(difference.reloadedSections)
    updates.movedSections = difference.movedSections.map { ($0.from, $0.to) }
    updates.deletedRows = Set(difference.deletedItems)
    updates.insertedRows = Set(difference.insertedItems)
    updates.reloadedItems = Set(difference.reloadedItems)
    updates.movedRows = difference.movedItems.map { ($0.from, $0.to) }
    collectionView.apply(updates, animated: animatingDifferences) { _ in completion?() }
    collectionView.reconfigureItems(at: difference.reconfiguredItems)
  }

  /// Shows `snapshot` by reloading the collection view, as
  /// `applySnapshotUsingReloadData(_:completion:)` (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.withoutMarks
    collectionView?.reloadData()
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

  // MARK: UICollectionViewDataSource

  /// The snapshot's section count.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  /// The snapshot's item count in the section.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    guard let identifier = sectionIdentifier(for: section) else { return 0 }
    return current.numberOfItems(inSection: identifier)
  }

  /// The cell provider's cell for the item.
  ///
  /// - Precondition: the cell provider returns a cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = current.item(at: indexPath) else {
      preconditionFailure("UICollectionViewDiffableDataSource: no item at \(indexPath) in the snapshot")
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      preconditionFailure(
        "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath), cell provider of UICollectionViewDiffableDataSource"
      )
    }
    return cell
  }
}
