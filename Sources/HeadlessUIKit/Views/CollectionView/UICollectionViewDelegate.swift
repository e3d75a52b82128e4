import Foundation

/// Told about taps that select and deselect items, as UIKit's `UICollectionViewDelegate` (the
/// selection part), and about scrolling: it inherits `UIScrollViewDelegate`, as in UIKit, so a
/// collection view's delegate hears `scrollViewDidScroll(_:)` and the other scrolling
/// callbacks. Every method is optional.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a tap may select the item, as `collectionView(_:shouldSelectItemAt:)` (default
  /// true).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// A tap selected the item, as `collectionView(_:didSelectItemAt:)`.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap may deselect the item, as `collectionView(_:shouldDeselectItemAt:)`
  /// (default true).
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// A tap deselected the item, as `collectionView(_:didDeselectItemAt:)`.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
