import Foundation

extension UICollectionView {
  /// The item whose cell contains `point` (in the collection view's coordinates), as
  /// `indexPathForItem(at:)`; nil between cells.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    indexPathsForVisibleItems.first { visible[$0]?.frame.contains(point) == true }
  }

  /// Installs the tap that selects items, as UIKit's collection view does with its own
  /// recognizer: selection happens when the finger lifts.
  func installSelectionTap() {
    let tap = UITapGestureRecognizer()
    tap.addTarget(nil) { [weak self] recognizer in
      guard let self, recognizer.state == .recognized else { return }
      self.tapped(at: recognizer.location(in: self))
    }
    addGestureRecognizer(tap)
  }

  /// UIKit's tap-selection rules: with `allowsMultipleSelection` a tap on a selected item
  /// deselects it; otherwise the item is selected (if the delegate agrees), the previously
  /// selected items deselected first with `didDeselectItemAt`, then `didSelectItemAt`.
  private func tapped(at point: CGPoint) {
    guard allowsSelection, let path = indexPathForItem(at: point) else { return }
    if selected.contains(path) {
      guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
      deselectItem(at: path, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: path)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
    if !allowsMultipleSelection {
      for previous in selected.sorted() {
        deselectItem(at: previous, animated: true)
        delegate?.collectionView(self, didDeselectItemAt: previous)
      }
    }
    selectItem(at: path, animated: true, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: path)
  }
}
