import Foundation

extension UICollectionView {
  /// The selected items' index paths (sorted; empty when none), as
  /// `indexPathsForSelectedItems`.
  public var indexPathsForSelectedItems: [IndexPath]? { selected.sorted() }

  /// Selects the item at `indexPath` (nil deselects every item), scrolls it to
  /// `scrollPosition`, and marks its visible cell `isSelected`, as
  /// `selectItem(at:animated:scrollPosition:)`. Without `allowsMultipleSelection` the other
  /// items are deselected first; with `allowsSelection` false nothing happens, as in UIKit.
  /// Like UIKit, this does not call the delegate's selection methods.
  ///
  /// - Precondition: `indexPath` names an item of the data source.
  /// - Note: UIKit difference: an animated scroll traps (there is no scroll animation here);
  ///   scroll with `animated: false` or the empty position.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for path in selected { visible[path]?.isSelected = false }
      selected = []
      return
    }
    precondition(
      indexPath.section < numberOfSections && indexPath.item < numberOfItems(inSection: indexPath.section),
      "UICollectionView.selectItem(at:): \(indexPath) is not an item of the collection view")
    if !allowsMultipleSelection {
      for path in selected where path != indexPath { visible[path]?.isSelected = false }
      selected = []
    }
    selected.insert(indexPath)
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    visible[indexPath]?.isSelected = true
  }

  /// Deselects the item at `indexPath`, as `deselectItem(at:animated:)`.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selected.remove(indexPath)
    visible[indexPath]?.isSelected = false
  }

  /// Scrolls so the item at `indexPath` sits at `scrollPosition` (at most one vertical and
  /// one horizontal position), kept inside the content as UIKit does, as
  /// `scrollToItem(at:at:animated:)`. The cells are laid out for the new visible rectangle.
  ///
  /// - Note: UIKit difference: `animated: true` traps (no scroll animation here).
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    precondition(
      !animated,
      "UICollectionView.scrollToItem(at:at:animated: true) is not implemented (no scroll animation); pass animated: false"
    )
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      preconditionFailure("UICollectionView.scrollToItem(at:): no layout attributes for \(indexPath)")
    }
    let size = bounds.size
    let content = contentSize
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - size.height }
    if scrollPosition.contains(.left) { offset.x = frame.minX }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - size.width }
    offset.x = max(0, min(offset.x, content.width - size.width))
    offset.y = max(0, min(offset.y, content.height - size.height))
    contentOffset = offset
    layoutVisibleCells()
  }
}
