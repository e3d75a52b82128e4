import Foundation

/// The shape a dynamic item collides with, as UIKit's `UIDynamicItemCollisionBoundsType`.
public enum UIDynamicItemCollisionBoundsType: Int, Sendable {
  /// The item's bounds rectangle (the default).
  case rectangle = 0
  /// The ellipse inscribed in the item's bounds.
  ///
  /// - Note: UIKit difference: collided as the 24-sided polygon inscribed in the ellipse.
  case ellipse = 1
  /// The convex polygon of `collisionBoundingPath`, whose (0, 0) is the item's centre.
  ///
  /// - Note: UIKit difference: curves are flattened and the path's convex hull is used.
  case path = 2
}

/// An object a dynamic animator can move, as UIKit's `UIDynamicItem`: `UIView` adopts it, and
/// so can any object with a centre, bounds and a transform (`UICollectionViewLayoutAttributes`
/// on iOS, or a custom model object).
///
/// The animator reads `center`, `bounds` and `transform` when the item first joins (or when
/// `updateItem(usingCurrentState:)` is called) and writes `center` and `transform` (a pure
/// rotation) after every step. `collisionBoundsType` and `collisionBoundingPath` are optional
/// in UIKit; here they have default implementations (`.rectangle`, an empty path).
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
  /// The item's centre in the reference view's coordinates.
  var center: CGPoint { get set }
  /// The item's bounds; only its size matters (read once, as UIKit does).
  var bounds: CGRect { get }
  /// The item's transform; the animator sets a rotation.
  var transform: CGAffineTransform { get set }
  /// The collision shape (default `.rectangle`).
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The collision polygon for `.path`, centred on (0, 0) at the item's centre.
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// `.rectangle`, UIKit's default for items that do not implement the property.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// An empty path, for items that do not implement the property.
  public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}
