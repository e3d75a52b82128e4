import Foundation

/// Physical properties of items and velocity changes, as UIKit's `UIDynamicItemBehavior`.
///
/// Defaults are UIKit's: elasticity 0, friction 0, density 1, resistance 0, angular
/// resistance 0, rotation allowed, not anchored. When several item behaviours configure the
/// same item, the one added last wins.
///
/// - Note: UIKit difference: the damping laws are not documented. Here a resistance r divides
///   the linear speed by (1 + r) every 1/60 s (r = 1 halves it each frame; a very large value
///   stops the item at once), and `angularResistance` does the same for the spin. Contacts
///   bounce with the larger elasticity of the two bodies and rub with the geometric mean of
///   their frictions (the item's own against a boundary).
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  private var storedItems: [any UIDynamicItem]
  private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
  private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

  /// An item behaviour for `items`, as `init(items:)`.
  public init(items: [any UIDynamicItem]) {
    storedItems = items
    super.init()
  }

  /// An item behaviour with no items yet, as `init()`.
  public convenience override init() { self.init(items: []) }

  /// The items configured, as `items`.
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

  /// Bounciness of collisions, 0 (none) … 1 (no energy lost), as `elasticity` (default 0).
  open var elasticity: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Sliding friction between items and boundaries, as `friction` (default 0).
  open var friction: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Mass per area: a 100 × 100 pt item of density 1 has a mass of 1, as `density` (default 1).
  open var density: CGFloat = 1 { didSet { behaviorDidChange() } }
  /// Linear velocity damping, as `resistance` (default 0).
  open var resistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Angular velocity damping, as `angularResistance` (default 0).
  open var angularResistance: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Whether the items may turn, as `allowsRotation` (default true).
  open var allowsRotation = true { didSet { behaviorDidChange() } }
  /// Whether the items are fixed in place (they still take part in collisions), as
  /// `isAnchored` (iOS 9; default false).
  open var isAnchored = false { didSet { behaviorDidChange() } }
  /// The electric charge electric and magnetic ``UIFieldBehavior``s act on, as `charge`
  /// (iOS 9; default 0: those fields leave the items alone).
  open var charge: CGFloat = 0 { didSet { behaviorDidChange() } }

  /// Adds `velocity` (points/s) to `item`'s linear velocity, as `addLinearVelocity(_:for:)`:
  /// typically a pan gesture's release velocity.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    if let body = dynamicAnimator?.bodies[ObjectIdentifier(item)] {
      body.velocity += Vector2(velocity)
    } else {
      let id = ObjectIdentifier(item)
      let old = pendingLinear[id] ?? .zero
      pendingLinear[id] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
    }
    behaviorDidChange()
  }

  /// `item`'s linear velocity in points/s, as `linearVelocity(for:)` (zero, or the velocity
  /// added so far, before the animator has taken it up).
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    if let body = dynamicAnimator?.bodies[ObjectIdentifier(item)] { return body.velocity.point }
    return pendingLinear[ObjectIdentifier(item)] ?? .zero
  }

  /// Adds `velocity` (radians/s, clockwise positive) to `item`'s spin, as
  /// `addAngularVelocity(_:for:)`.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    if let body = dynamicAnimator?.bodies[ObjectIdentifier(item)] {
      body.angularVelocity += velocity
    } else {
      pendingAngular[ObjectIdentifier(item), default: 0] += velocity
    }
    behaviorDidChange()
  }

  /// `item`'s spin in radians/s, as `angularVelocity(for:)`.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    if let body = dynamicAnimator?.bodies[ObjectIdentifier(item)] { return body.angularVelocity }
    return pendingAngular[ObjectIdentifier(item)] ?? 0
  }

  override var dynamicItems: [any UIDynamicItem] { storedItems }

  var material: PhysicsBody.Material {
    PhysicsBody.Material(
      elasticity: max(elasticity, 0), friction: max(friction, 0), density: density, resistance: max(resistance, 0),
      angularResistance: max(angularResistance, 0), allowsRotation: allowsRotation, isAnchored: isAnchored,
      charge: charge)
  }

  /// Gives bodies the velocities added before they existed.
  func applyPendingVelocities(_ world: DynamicsStepContext) {
    for item in storedItems {
      let id = ObjectIdentifier(item)
      guard let body = world.bodies[id] else { continue }
      if let v = pendingLinear.removeValue(forKey: id) { body.velocity += Vector2(v) }
      if let w = pendingAngular.removeValue(forKey: id) { body.angularVelocity += w }
    }
  }
}
