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
  /// With `animated` the scroll is animated as `scrollToItem(at:at:animated: true)` does.
  ///
  /// - Precondition: `indexPath` names an item of the data source.
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
  /// one horizontal position) in the visible rectangle less `adjustedContentInset`, kept
  /// inside the scrollable range as UIKit does, as `scrollToItem(at:at:animated:)`. Animated,
  /// it scrolls as `setContentOffset(_:animated: true)` does (0.3 s, ease-in-out, then
  /// `scrollViewDidEndScrollingAnimation(_:)`); the cells follow the visible rectangle at each
  /// layout pass.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      preconditionFailure("UICollectionView.scrollToItem(at:): no layout attributes for \(indexPath)")
    }
    let size = bounds.size
    let inset = adjustedContentInset
    let visibleHeight = size.height - inset.top - inset.bottom
    let visibleWidth = size.width - inset.left - inset.right
    var offset = contentOffset
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - visibleHeight / 2 - inset.top }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - visibleHeight - inset.top }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - visibleWidth / 2 - inset.left }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - visibleWidth - inset.left }
    offset = clampedOffset(offset)
    guard !animated else { return setContentOffset(offset, animated: true) }
    contentOffset = offset
    layoutVisibleCells()
  }
}
