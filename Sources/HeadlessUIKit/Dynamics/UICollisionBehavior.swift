import Foundation

/// Makes items collide with each other and with boundaries, as UIKit's `UICollisionBehavior`.
///
/// Only the items of the same collision behaviour collide with each other. Boundaries are the
/// reference view's bounds (`translatesReferenceBoundsIntoBoundary`, optionally inset), and
/// lines or paths added by identifier; items bounce off them by their elasticity
/// (`UIDynamicItemBehavior`). `collisionMode` chooses items, boundaries or both.
///
/// - Note: UIKit difference: a path boundary is its outline flattened to line segments (curves
///   as 16 segments each), each a two-sided wall.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// What collides, as `UICollisionBehavior.Mode`.
  public struct Mode: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1 << 0)
    /// Items collide with the boundaries.
    public static let boundaries = Mode(rawValue: 1 << 1)
    /// Both (the default).
    public static let everything = Mode(rawValue: UInt.max)
  }

  private var storedItems: [any UIDynamicItem]
  private var boundaries: [(identifier: any NSCopying, path: UIBezierPath)] = []

  /// A collision behaviour for `items`, as `init(items:)`.
  public init(items: [any UIDynamicItem]) {
    storedItems = items
    super.init()
  }

  /// A collision behaviour with no items yet, as `init()`.
  public convenience override init() { self.init(items: []) }

  /// The items that collide, as `items`.
  open var items: [any UIDynamicItem] { storedItems }

  /// Adds an item, as `addItem(_:)`.
  open func addItem(_ item: any UIDynamicItem) {
    guard !storedItems.contains(where: { $0 === item }) else { return }
    storedItems.append(item)
    behaviorDidChange()
  }

  /// Removes an item, as `removeItem(_:)`.
  open func removeItem(_ item: any UIDynamicItem) {
    storedItems.removeAll { $0 === item }
    behaviorDidChange()
  }

  /// What collides, as `collisionMode` (default `.everything`).
  open var collisionMode: Mode = .everything { didSet { behaviorDidChange() } }

  /// Whether the reference view's bounds are a boundary, as
  /// `translatesReferenceBoundsIntoBoundary` (default false).
  open var translatesReferenceBoundsIntoBoundary = false { didSet { behaviorDidChange() } }

  /// The insets of the reference-bounds boundary.
  private(set) var referenceInsets = UIEdgeInsets.zero

  /// Makes the reference bounds, inset by `insets`, a boundary, as
  /// `setTranslatesReferenceBoundsIntoBoundary(with:)`.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    referenceInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Told about contacts, as `collisionDelegate` (weak, as in UIKit).
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

  /// Adds (or replaces) a boundary that is the outline of `bezierPath`, as
  /// `addBoundary(withIdentifier:for:)`.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    let copy = UIBezierPath(cgPath: bezierPath.cgPath)
    if let index = boundaries.firstIndex(where: { Self.same($0.identifier, identifier) }) {
      boundaries[index] = (identifier, copy)
    } else {
      boundaries.append((identifier, copy))
    }
    behaviorDidChange()
  }

  /// Adds (or replaces) a line-segment boundary from `p1` to `p2`, as
  /// `addBoundary(withIdentifier:from:to:)`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The path of the boundary named `identifier`, as `boundary(withIdentifier:)`.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaries.first { Self.same($0.identifier, identifier) }.map { UIBezierPath(cgPath: $0.path.cgPath) }
  }

  /// Removes the boundary named `identifier`, as `removeBoundary(withIdentifier:)`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.identifier, identifier) }
    behaviorDidChange()
  }

  /// The identifiers of the added boundaries, as `boundaryIdentifiers` (nil when there are
  /// none; the reference-bounds boundary has no identifier).
  open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

  /// Removes every added boundary, as `removeAllBoundaries()`.
  open func removeAllBoundaries() {
    boundaries = []
    behaviorDidChange()
  }

  /// Whether two identifiers name the same boundary (`isEqual(_:)`, as UIKit compares them).
  static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
    return (a as AnyObject) === (b as AnyObject)
  }

  override var dynamicItems: [any UIDynamicItem] { storedItems }

  /// Obstacle keys: −1 is the reference bounds, i ≥ 0 the i-th added boundary.
  func collisionGroup(_ world: DynamicsStepContext) -> PhysicsWorld.CollisionGroup {
    var obstacles: [(key: Int, obstacle: PhysicsWorld.Obstacle)] = []
    if collisionMode.contains(.boundaries) {
      if translatesReferenceBoundsIntoBoundary {
        let b = world.referenceBounds
        let i = referenceInsets
        let rect = CGRect(
          x: b.minX + i.left, y: b.minY + i.top, width: b.width - i.left - i.right, height: b.height - i.top - i.bottom)
        obstacles.append((-1, .container(rect)))
      }
      for (index, boundary) in boundaries.enumerated() {
        for segment in boundary.path.cgPath.data.segments {
          let points =
            segment.isLine ? [segment.start, segment.end] : (0...16).map { segment.point(at: CGFloat($0) / 16) }
          for (p, q) in zip(points, points.dropFirst()) where p != q {
            obstacles.append((index, .segment(Vector2(p), Vector2(q))))
          }
        }
      }
    }
    return PhysicsWorld.CollisionGroup(
      bodies: storedItems.compactMap { world.body($0) }, itemsCollide: collisionMode.contains(.items),
      obstacles: obstacles)
  }

  func reportBegan(_ key: ContactKey, point: CGPoint, items: [ObjectIdentifier: any UIDynamicItem]) {
    guard let delegate = collisionDelegate, let item = items[key.item] else { return }
    switch key.touching {
    case .body(let other):
      guard let item2 = items[other] else { return }
      delegate.collisionBehavior(self, beganContactFor: item, with: item2, at: point)
    case .obstacle(let index):
      delegate.collisionBehavior(self, beganContactFor: item, withBoundaryIdentifier: identifier(index), at: point)
    }
  }

  func reportEnded(_ key: ContactKey, items: [ObjectIdentifier: any UIDynamicItem]) {
    guard let delegate = collisionDelegate, let item = items[key.item] else { return }
    switch key.touching {
    case .body(let other):
      guard let item2 = items[other] else { return }
      delegate.collisionBehavior(self, endedContactFor: item, with: item2)
    case .obstacle(let index):
      delegate.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: identifier(index))
    }
  }

  private func identifier(_ index: Int) -> (any NSCopying)? {
    index >= 0 && index < boundaries.count ? boundaries[index].identifier : nil
  }
}
