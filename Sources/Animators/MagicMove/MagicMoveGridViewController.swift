import Foundation
import HeadlessUIKit

/// The grid side of a Magic Move (seed 003's `ViewController` with its `mainCollectionView`):
/// a view controller showing a collection view whose selected item flies to a detail screen.
@preconcurrency @MainActor
public protocol MagicMoveGridViewController: UIViewController {
  /// The collection view whose first selected item flies (the seed's `mainCollectionView`,
  /// read with `indexPathsForSelectedItems` and `cellForItem(at:)`).
  var mainCollectionView: UICollectionView { get }

  /// The view of `cell` that is snapshotted and hidden during the flight (the seed's
  /// `cell.imageView`).
  func magicMoveView(in cell: UICollectionViewCell) -> UIView
}
