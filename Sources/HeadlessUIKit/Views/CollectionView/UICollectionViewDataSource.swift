import Foundation

/// Supplies a collection view's items, as UIKit's `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections (optional; default 1), as `numberOfSections(in:)`.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// As `collectionView(_:numberOfItemsInSection:)`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// As `collectionView(_:cellForItemAt:)`: dequeue a cell and configure it.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
