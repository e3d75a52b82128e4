import Foundation

/// The engine of UIKit Dynamics, as UIKit's `UIDynamicAnimator`: it moves the items of the
/// behaviours added to it with a rigid-body simulation in the reference view's coordinates.
///
/// The simulation advances in fixed steps of 1/240 s on the media clock (step k at
/// t = k / 240 s), driven by the ``Timeline`` each tick after the display links: a frame at time
/// t shows the state after every step up to t, so frames are the same at any frame rate. After
/// each step the animator writes each item's `center` and, once it has turned, its
/// `transform` (a rotation), then runs every behaviour's `action`. When every item has been
/// still for 0.1 s (speed under 1 point/s and spin under 0.01 rad/s) the animator pauses and
/// tells its delegate (`dynamicAnimatorDidPause(_:)`); adding, removing or changing a behaviour
/// wakes it (`dynamicAnimatorWillResume(_:)`). See `Physics/PhysicsWorld.swift` for the
/// integrator.
///
/// An animator made with `init(collectionViewLayout:)` moves `UICollectionViewLayoutAttributes`
/// in the layout's content coordinates (see `UIDynamicAnimator+CollectionViewLayout.swift`).
///
/// - Note: UIKit difference: the SDK's `UIDynamicAnimator` is not main-actor isolated; here it
///   is (`@preconcurrency`, so Swift 5-mode code sees no difference).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
  /// The view whose coordinate space the behaviours use, as `referenceView`.
  public private(set) weak var referenceView: UIView?
  /// Told when the animator pauses and resumes, as `delegate` (weak, as in UIKit).
  open weak var delegate: (any UIDynamicAnimatorDelegate)?
  /// The behaviours added with `addBehavior(_:)` (storage of `behaviors`).
  private(set) var topLevel: [UIDynamicBehavior] = []
  /// Whether the animator is moving its items, as `isRunning`.
  public internal(set) var isRunning = false
  /// Seconds the animator has run, as `elapsedTime`: the sum of the steps it has taken
  /// (pauses excluded).
  public internal(set) var elapsedTime: TimeInterval = 0
  /// The last step index taken (step k is at media time k / 240 s).
  var lastStep = 0
  /// The rigid bodies, by item, in the order the items joined.
  var bodies: [ObjectIdentifier: PhysicsBody] = [:]
  var bodyOrder: [ObjectIdentifier] = []
  var itemsByID: [ObjectIdentifier: any UIDynamicItem] = [:]
  /// The angle each body had when it joined: its transform is left alone until it turns.
  var initialAngles: [ObjectIdentifier: CGFloat] = [:]
  /// The contacts of the last step, for the collision delegates' began/ended callbacks.
  var previousContacts: [ContactKey] = []

  /// The layout of an animator made with `init(collectionViewLayout:)` (held weakly: the
  /// layout usually owns its animator).
  weak var layout: UICollectionViewLayout?

  /// An animator whose behaviours use `view`'s coordinates, as `init(referenceView:)`.
  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  /// An animator in collection-view mode, for `init(collectionViewLayout:)`.
  init(layout: UICollectionViewLayout) {
    self.layout = layout
    super.init()
  }

  /// The behaviours added with `addBehavior(_:)`, as `behaviors`.
  open var behaviors: [UIDynamicBehavior] { topLevel }

  /// Adds `behavior` (and its children), as `addBehavior(_:)`: `willMove(to:)` is called and
  /// the animator resumes. Adding it twice does nothing.
  ///
  /// - Precondition: `behavior` is not already a child behaviour or in another animator
  ///   (UIKit raises an exception).
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !topLevel.contains(where: { $0 === behavior }) else { return }
    precondition(
      behavior.parent == nil && behavior.owner == nil,
      "UIDynamicAnimator.addBehavior(_:): \(type(of: behavior)) is already a child behaviour or in another animator")
    topLevel.append(behavior)
    behavior.attach(to: self)
    wake()
  }

  /// Removes `behavior`, as `removeBehavior(_:)` (`willMove(to: nil)` is called).
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = topLevel.firstIndex(where: { $0 === behavior }) else { return }
    topLevel.remove(at: index)
    behavior.detach()
    behaviorsDidChange()
  }

  /// Removes every behaviour, as `removeAllBehaviors()`.
  open func removeAllBehaviors() {
    let removed = topLevel
    topLevel = []
    for behavior in removed { behavior.detach() }
    behaviorsDidChange()
  }

  /// The items whose frames (as the animator places them) intersect `rect`, as `items(in:)`.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    currentItems().filter { item in
      let frame = CGRect(
        x: -item.bounds.width / 2, y: -item.bounds.height / 2, width: item.bounds.width, height: item.bounds.height
      ).applying(item.transform).offsetBy(dx: item.center.x, dy: item.center.y)
      return frame.intersects(rect)
    }
  }

  /// Reads `item`'s `center`, `bounds` and `transform` again, as `updateItem(usingCurrentState:)`:
  /// call it after changing them outside the animator (the animator otherwise keeps its own
  /// state). Velocities are kept.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    let id = ObjectIdentifier(item)
    guard let body = bodies[id] else { return }
    body.position = Vector2(item.center)
    body.angle = Self.rotation(of: item.transform)
    initialAngles[id] = body.angle
    body.shape = Self.shape(of: item)
    body.stepsAtRest = 0
    wake()
  }

  /// Every item of the behaviours, each once, in the order the behaviours hold them.
  func currentItems() -> [any UIDynamicItem] {
    var seen = Set<ObjectIdentifier>()
    var result: [any UIDynamicItem] = []
    for behavior in topLevel.flatMap(\.flattened) {
      for item in behavior.dynamicItems where seen.insert(ObjectIdentifier(item)).inserted { result.append(item) }
    }
    return result
  }

  /// The rotation angle of `transform` (clockwise on screen).
  static func rotation(of transform: CGAffineTransform) -> CGFloat { atan2(transform.b, transform.a) }

  /// The collision polygon of `item` by its `collisionBoundsType`.
  static func shape(of item: any UIDynamicItem) -> PhysicsShape {
    switch item.collisionBoundsType {
    case .rectangle: return PhysicsShape(rectangle: item.bounds.size)
    case .ellipse: return PhysicsShape(ellipse: item.bounds.size)
    case .path:
      guard let shape = PhysicsShape(path: item.collisionBoundingPath) else {
        preconditionFailure(
          "UIDynamicAnimator: \(type(of: item)) has collisionBoundsType .path but its collisionBoundingPath is not a convex polygon with an area (UIKit calls this a programmer error)"
        )
      }
      return shape
    }
  }
}
