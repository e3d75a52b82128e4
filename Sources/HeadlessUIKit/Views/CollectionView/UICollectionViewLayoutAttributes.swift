import Foundation

/// Where and how one element — a cell, a supplementary view or a decoration view — is shown,
/// as UIKit's `UICollectionViewLayoutAttributes`. Attributes are dynamic items, as in UIKit
/// (iOS 7): a `UIDynamicAnimator(collectionViewLayout:)` moves their `center` and
/// `transform`, and its layout returns them from `layoutAttributesForElements(in:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
  /// The element's index path, as `indexPath`.
  public let indexPath: IndexPath
  /// Whether the attributes are a cell's, a supplementary view's or a decoration view's, as
  /// `representedElementCategory`.
  public let representedElementCategory: UICollectionView.ElementCategory
  /// The kind of supplementary or decoration view, as `representedElementKind` (nil for a
  /// cell).
  public let representedElementKind: String?
  /// The element's frame in the collection view's content, as `frame` (sets `center` and `size`).
  open var frame: CGRect {
    get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
    set {
      size = newValue.size
      center = CGPoint(x: newValue.midX, y: newValue.midY)
    }
  }
  /// The element's bounds, as `bounds`: its size at the origin (setting it sets `size`).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: size) }
    set { size = newValue.size }
  }
  open var center = CGPoint.zero
  open var size = CGSize.zero
  /// As `transform` (applied to the cell about its centre).
  open var transform = CGAffineTransform.identity
  open var alpha: CGFloat = 1
  open var zIndex = 0
  open var isHidden = false

  /// Attributes for the cell at `indexPath`, as `init(forCellWith:)`.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
    representedElementKind = nil
  }

  /// Attributes for a supplementary view of `elementKind`, as
  /// `init(forSupplementaryViewOfKind:with:)`.
  public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Attributes for a decoration view of `decorationViewKind`, as
  /// `init(forDecorationViewOfKind:with:)`.
  public init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }
}

/// Layout attributes are dynamic items, as in UIKit: the animator reads `center`, `bounds` and
/// `transform`, and writes `center` and `transform`.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UICollectionView {
  /// What a set of layout attributes describes, as `UICollectionView.ElementCategory`.
  public enum ElementCategory: UInt, Sendable {
    case cell = 0
    case supplementaryView = 1
    case decorationView = 2
  }
}
