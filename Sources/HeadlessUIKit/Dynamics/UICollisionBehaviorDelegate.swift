import Foundation

/// Told when items of a collision behaviour start and stop touching each other or its
/// boundaries, as UIKit's `UICollisionBehaviorDelegate`; every method is optional (default
/// implementations do nothing). A contact with the reference-bounds boundary has a nil
/// identifier, as in UIKit.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Two items started touching at `p`, as
  /// `collisionBehavior(_:beganContactFor:with:at:)`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
    at p: CGPoint)
  /// Two items stopped touching, as `collisionBehavior(_:endedContactFor:with:)`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem)
  /// An item started touching a boundary at `p`, as
  /// `collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching a boundary, as
  /// `collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)`.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
    at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}
