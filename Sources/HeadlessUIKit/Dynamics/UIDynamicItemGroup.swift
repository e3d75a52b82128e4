import Foundation

/// Several dynamic items that UIKit Dynamics moves as one rigid body, as UIKit's
/// `UIDynamicItemGroup` (iOS 9): add the group to behaviours instead of its items, and the
/// items keep their arrangement while the group falls, collides, snaps and turns.
///
/// The group's `center` starts at the centre of the box around its items' frames, its
/// `bounds` has that box's size, and it collides as a `.path`: the convex outline of its items'
/// rectangles. Whenever the animator writes the group's `center` and `transform` (a rotation),
/// the group moves each item to the same place relative to it and turns the item by the same
/// angle.
///
/// - Note: UIKit difference: a group collides (and weighs, by its area) as the convex hull of
///   its items, not as their exact union; an L-shaped group fills in its corner.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
  private let members: [any UIDynamicItem]
  /// Each item's centre relative to the group's centre, as the items were arranged.
  private let offsets: [CGPoint]
  /// Each item's transform when the group was made.
  private let initialTransforms: [CGAffineTransform]
  /// The corners of the items' rectangles relative to the group's centre.
  private let outline: [CGPoint]
  private let size: CGSize
  private var currentCenter: CGPoint
  private var currentTransform = CGAffineTransform.identity

  /// A group of `items` in their current arrangement, as `init(items:)`.
  ///
  /// - Precondition: `items` is not empty.
  public init(items: [any UIDynamicItem]) {
    precondition(!items.isEmpty, "UIDynamicItemGroup.init(items:): a group needs at least one item")
    let corners = items.map { item -> [CGPoint] in
      let half = CGSize(width: item.bounds.width / 2, height: item.bounds.height / 2)
      return [(-1, -1), (1, -1), (1, 1), (-1, 1)].map { sx, sy in
        let local = CGPoint(x: sx * half.width, y: sy * half.height).applying(item.transform)
        return CGPoint(x: item.center.x + local.x, y: item.center.y + local.y)
      }
    }
    let all = corners.flatMap { $0 }
    let minX = all.map(\.x).min() ?? 0
    let maxX = all.map(\.x).max() ?? 0
    let minY = all.map(\.y).min() ?? 0
    let maxY = all.map(\.y).max() ?? 0
    let center = CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
    members = items
    offsets = items.map { CGPoint(x: $0.center.x - center.x, y: $0.center.y - center.y) }
    initialTransforms = items.map(\.transform)
    outline = all.map { CGPoint(x: $0.x - center.x, y: $0.y - center.y) }
    size = CGSize(width: maxX - minX, height: maxY - minY)
    currentCenter = center
    super.init()
  }

  /// The grouped items, as `items`.
  open var items: [any UIDynamicItem] { members }

  /// The group's centre; setting it moves every item with it.
  open var center: CGPoint {
    get { currentCenter }
    set {
      currentCenter = newValue
      placeItems()
    }
  }

  /// The size of the box around the items' frames when the group was made.
  open var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The group's transform (the animator sets a rotation); setting it turns the arrangement
  /// about the group's centre and each item by the same rotation.
  open var transform: CGAffineTransform {
    get { currentTransform }
    set {
      currentTransform = newValue
      placeItems()
    }
  }

  /// `.path`: the group collides as the outline of its items.
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }

  /// The corners of the items' rectangles around the group's centre (the animator collides
  /// with their convex hull).
  open var collisionBoundingPath: UIBezierPath {
    let path = UIBezierPath()
    for (index, point) in outline.enumerated() {
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    path.close()
    return path
  }

  private func placeItems() {
    let linear = CGAffineTransform(
      a: currentTransform.a, b: currentTransform.b, c: currentTransform.c, d: currentTransform.d, tx: 0, ty: 0)
    for (index, item) in members.enumerated() {
      let offset = offsets[index].applying(linear)
      item.center = CGPoint(x: currentCenter.x + offset.x, y: currentCenter.y + offset.y)
      item.transform = initialTransforms[index].concatenating(linear)
    }
  }
}
