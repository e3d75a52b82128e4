import Foundation

/// Computes where a collection view's items go, as UIKit's abstract `UICollectionViewLayout`.
/// Subclass it and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view using this layout, as `collectionView`.
  public internal(set) weak var collectionView: UICollectionView?

  public init() {}

  /// Called before the layout is queried after an invalidation, as `prepare()`.
  open func prepare() {}

  /// The size of all the content, as `collectionViewContentSize` (zero here).
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every item intersecting `rect`, as `layoutAttributesForElements(in:)`.
  ///
  /// - Note: UIKit's base class returns nil; subclasses must override (this traps, naming the
  ///   subclass, rather than showing nothing).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    preconditionFailure("\(type(of: self)) must override layoutAttributesForElements(in:)")
  }

  /// The attributes of one item, as `layoutAttributesForItem(at:)`.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    preconditionFailure("\(type(of: self)) must override layoutAttributesForItem(at:)")
  }

  /// Whether a change of the collection view's bounds (a scroll, or a new size) invalidates
  /// the layout, as `shouldInvalidateLayout(forBoundsChange:)`: asked before the bounds change
  /// (`collectionView.bounds` is still the old rectangle); true calls `invalidateLayout()`.
  /// The base class returns false, as UIKit's.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// Marks the layout for recomputation, as `invalidateLayout()`.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  var needsPrepare = true

  /// Runs `prepare()` if the layout was invalidated.
  func prepareIfNeeded() {
    guard needsPrepare else { return }
    needsPrepare = false
    prepare()
  }
}
