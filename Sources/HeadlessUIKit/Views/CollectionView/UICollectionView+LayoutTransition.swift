import Foundation

extension UICollectionView {
  /// The duration of an animated layout change: UIKit's standard view animation duration for
  /// collection view updates (0.3 s, ease-in-out; measured, UIKit does not document it).
  public static let layoutTransitionDuration: TimeInterval = 0.3

  /// Switches to `layout`, animating every visible item from its current attributes to the
  /// new layout's, as `setCollectionViewLayout(_:animated:completion:)`; `completion` runs
  /// when the animation ends (at the end of the tick when not animated).
  ///
  /// Items visible before or after the change take part: items only in the new layout's
  /// visible rectangle start where the old layout had them.
  public func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    animateLayoutChange(
      to: layout, duration: animated ? Self.layoutTransitionDuration : 0, options: .curveEaseInOut,
      completion: completion)
  }

  /// As `setCollectionViewLayout(_:animated:)`.
  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    setCollectionViewLayout(layout, animated: animated, completion: nil)
  }

  /// Moves the items to `newLayout`'s attributes over `duration` with `options`' curve.
  func animateLayoutChange(
    to newLayout: UICollectionViewLayout, duration: TimeInterval, options: UIView.AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    let oldLayout = layout
    // Start: every item visible now or after the change, at its place in the old layout.
    var start: [IndexPath: CGRect] = [:]
    if duration > 0, dataSource != nil {
      oldLayout.prepareIfNeeded()
      for attribute in oldLayout.layoutAttributesForElements(in: bounds) ?? [] {
        start[attribute.indexPath] = attribute.frame
      }
    }
    if oldLayout !== newLayout {
      oldLayout.collectionView = nil
      newLayout.collectionView = self
      layout = newLayout
    }
    newLayout.needsPrepare = true
    newLayout.prepareIfNeeded()
    guard duration > 0, dataSource != nil else {
      layoutVisibleCells()
      AnimationEngine.enqueueCompletion { completion?(true) }
      return
    }
    for attribute in newLayout.layoutAttributesForElements(in: bounds) ?? [] where start[attribute.indexPath] == nil {
      oldLayout.collectionView = self
      start[attribute.indexPath] = oldLayout.layoutAttributesForItem(at: attribute.indexPath)?.frame
      oldLayout.collectionView = nil
    }
    animateItems(from: start, duration: duration, options: options, completion: completion)
  }

  /// Puts the items of `start` at those frames, then animates every one of them to its
  /// attributes in the current layout; when done, the visible cells are laid out again.
  func animateItems(
    from start: [IndexPath: CGRect], duration: TimeInterval, options: UIView.AnimationOptions,
    completion: ((Bool) -> Void)?
  ) {
    layout.prepareIfNeeded()
    let paths = start.keys.sorted()
    for path in paths {
      let cell = visible[path] ?? makeCell(at: path)
      visible[path] = cell
      // Like UIKit, the cell first gets its initial attributes (`apply(_:)` included), unanimated.
      let initial = UICollectionViewLayoutAttributes(forCellWith: path)
      initial.frame = start[path]!
      UIView.performWithoutAnimation {
        cell.bounds = CGRect(origin: .zero, size: initial.size)
        cell.contentView.frame = CGRect(origin: .zero, size: initial.size)
        cell.center = initial.center
        cell.apply(initial)
      }
    }
    let targets = paths.compactMap { layout.layoutAttributesForItem(at: $0) }
    isAnimatingLayout = true
    UIView.animate(
      withDuration: duration, delay: 0, options: options,
      animations: {
        for attribute in targets {
          if let cell = self.visible[attribute.indexPath] { self.apply(attribute, to: cell) }
        }
      },
      completion: { finished in
        self.isAnimatingLayout = false
        self.layoutVisibleCells()
        completion?(finished)
      })
  }

  /// The frames of the visible items, as currently shown (presentation values).
  var visibleItemFrames: [IndexPath: CGRect] {
    visible.mapValues { cell in cell.layer.presentation()?.frame ?? cell.frame }
  }
}
