import Foundation

extension UIDynamicAnimator {
  /// An animator for a collection view layout, as `init(collectionViewLayout:)`: its behaviours'
  /// items are the layout's `UICollectionViewLayoutAttributes`, in the layout's content
  /// coordinates, and `referenceView` is nil. After every step the animator invalidates the
  /// layout, so the collection view asks it again at its next layout pass; a layout typically
  /// returns `items(in:)` from `layoutAttributesForElements(in:)` and
  /// ``layoutAttributesForCell(at:)`` from `layoutAttributesForItem(at:)`, and the cells follow
  /// the simulation. The reference bounds (for `translatesReferenceBoundsIntoBoundary`) are the
  /// content rectangle, origin zero, of `collectionViewContentSize`.
  public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
    self.init(layout: layout)
  }

  /// The attributes of the cell at `indexPath` among the behaviours' items, as
  /// `layoutAttributesForCell(at:)`; nil when no behaviour holds them.
  public func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    layoutAttributes(.cell, kind: nil, at: indexPath)
  }

  /// The attributes of the supplementary view of `kind` at `indexPath` among the behaviours'
  /// items, as `layoutAttributesForSupplementaryView(ofKind:at:)`.
  public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutAttributes(.supplementaryView, kind: kind, at: indexPath)
  }

  /// The attributes of the decoration view of `decorationViewKind` at `indexPath` among the
  /// behaviours' items, as `layoutAttributesForDecorationView(ofKind:at:)`.
  public func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    layoutAttributes(.decorationView, kind: decorationViewKind, at: indexPath)
  }

  private func layoutAttributes(
    _ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    for case let attributes as UICollectionViewLayoutAttributes in currentItems()
    where attributes.representedElementCategory == category && attributes.representedElementKind == kind
      && attributes.indexPath == indexPath
    {
      return attributes
    }
    return nil
  }

  /// The rectangle of the reference-bounds boundary: the reference view's bounds, or in
  /// collection-view mode the layout's content rectangle.
  var referenceBounds: CGRect {
    if let referenceView { return referenceView.bounds }
    if let layout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
    return .zero
  }
}
