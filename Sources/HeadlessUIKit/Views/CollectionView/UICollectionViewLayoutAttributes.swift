import Foundation

/// Where and how one item is shown, as UIKit's `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  /// The item's index path, as `indexPath`.
  public let indexPath: IndexPath
  /// The item's frame in the collection view's content, as `frame` (sets `center` and `size`).
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }
  open var center = CGPoint.zero
  open var size = CGSize.zero
  /// As `transform` (applied to the cell about its centre).
  open var transform = CGAffineTransform.identity
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false

  /// Attributes for the cell at `indexPath`, as `init(forCellWith:)`.
  public init(forCellWith indexPath: IndexPath) { self.indexPath = indexPath }
}
