import Foundation

/// An area in which a field behaviour acts, as UIKit's `UIRegion` (iOS 9): a circle, a
/// rectangle, the infinite plane, or a combination of them, centred on the origin — a
/// ``UIFieldBehavior`` places its region's origin at its `position`.
///
/// Regions are immutable values (the combining methods return new regions), so a field's
/// `region` can be shared.
///
/// - Note: UIKit difference: the class is public, not open (a region is a value here; Swift
///   needs a required initializer to return `Self` from the combining methods).
@preconcurrency @MainActor
public class UIRegion: NSObject, NSCopying {
  /// The shape a region describes.
  indirect enum Shape: Equatable {
    case infinite
    case circle(radius: CGFloat)
    case rectangle(CGSize)
    case inverse(Shape)
    case union(Shape, Shape)
    case difference(Shape, Shape)
    case intersection(Shape, Shape)

    /// Whether `point` (relative to the region's centre) is inside.
    func contains(_ point: CGPoint) -> Bool {
      switch self {
      case .infinite: return true
      case .circle(let radius): return point.x * point.x + point.y * point.y <= radius * radius
      case .rectangle(let size): return abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
      case .inverse(let shape): return !shape.contains(point)
      case .union(let a, let b): return a.contains(point) || b.contains(point)
      case .difference(let a, let b): return a.contains(point) && !b.contains(point)
      case .intersection(let a, let b): return a.contains(point) && b.contains(point)
      }
    }
  }

  let shape: Shape

  required init(shape: Shape) {
    self.shape = shape
    super.init()
  }

  /// The region with no bounds, as `UIRegion.infinite` (a field's default region).
  public class var infinite: UIRegion { UIRegion(shape: .infinite) }

  /// A circle of `radius` points about the origin, as `init(radius:)`.
  public convenience init(radius: CGFloat) { self.init(shape: .circle(radius: radius)) }

  /// A rectangle of `size` centred on the origin, as `init(size:)`.
  public convenience init(size: CGSize) { self.init(shape: .rectangle(size)) }

  /// Everything outside this region, as `inverse()`.
  public func inverse() -> Self { Self.make(.inverse(shape)) }

  /// The points in this region or in `region`, as `union(with:)`.
  public func union(with region: UIRegion) -> Self { Self.make(.union(shape, region.shape)) }

  /// The points in this region and not in `region`, as `difference(from:)`.
  public func difference(from region: UIRegion) -> Self { Self.make(.difference(shape, region.shape)) }

  /// The points in both regions, as `intersection(with:)`.
  public func intersection(with region: UIRegion) -> Self { Self.make(.intersection(shape, region.shape)) }

  /// Whether `point` (relative to the region's origin) lies in the region, as `contains(_:)`;
  /// a point on the edge is inside.
  public func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

  /// The same region (regions are immutable), as `copy(with:)`.
  public nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

  private static func make(_ shape: Shape) -> Self { Self(shape: shape) }
}
