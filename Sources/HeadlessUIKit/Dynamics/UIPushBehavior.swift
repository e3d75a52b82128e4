import Foundation

/// A continuous or one-off force on items, as UIKit's `UIPushBehavior`.
///
/// Units are UIKit's: a continuous push of magnitude 1 on a 100 × 100 pt item of density 1
/// accelerates it at 100 points/s² (the force is 100 "UIKit newtons"; an item's mass is
/// density × area / 10 000). An instantaneous push applies the same force for one second's
/// worth at once — an impulse that changes that item's velocity by 100 points/s per unit of
/// magnitude — on the next step, then sets `active` to false. A push applied at an offset from
/// the centre (`setTargetOffsetFromCenter(_:for:)`) also turns the item.
///
/// - Note: UIKit difference: the impulse unit of `.instantaneous` (100 points/s for unit
///   magnitude and mass) is this implementation's reading of the continuous unit; UIKit does
///   not document it.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// The push's kind, as `UIPushBehavior.Mode`.
  public enum Mode: Int, Sendable {
    /// A force applied at every step while `active`.
    case continuous = 0
    /// An impulse applied once, after which `active` becomes false.
    case instantaneous = 1
  }

  /// UIKit newtons per unit of magnitude: 100 (a mass of 1 accelerates at 100 points/s²).
  public static let newtonsPerUnit: CGFloat = 100
  private var storedItems: [any UIDynamicItem]
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// A push of `mode` on `items`, as `init(items:mode:)`. Its magnitude starts at 0.
  public init(items: [any UIDynamicItem], mode: Mode) {
    storedItems = items
    self.mode = mode
    super.init()
  }

  /// The push's mode, as `mode`.
  public let mode: Mode

  /// The items pushed, as `items`.
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

  /// Whether the push acts, as `active` (default true). An instantaneous push becomes
  /// inactive once applied; setting it to true again applies it again.
  open var active = true { didSet { if active { behaviorDidChange() } } }

  /// The force vector in units of 100 UIKit newtons, as `pushDirection` (default (0, 0)).
  open var pushDirection = CGVector.zero { didSet { behaviorDidChange() } }

  /// The vector's angle in radians (clockwise on screen from the x axis), as `angle`.
  open var angle: CGFloat {
    get { pushDirection.dx == 0 && pushDirection.dy == 0 ? 0 : atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The vector's length, as `magnitude` (default 0, no force).
  open var magnitude: CGFloat {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the vector from an angle and a magnitude, as `setAngle(_:magnitude:)`.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Where on `item` the force acts, relative to its centre (in the item's unrotated
  /// coordinates), as `targetOffsetFromCenter(for:)` (default zero).
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  /// Sets where on `item` the force acts, as `setTargetOffsetFromCenter(_:for:)`.
  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = o
    behaviorDidChange()
  }

  override var dynamicItems: [any UIDynamicItem] { storedItems }

  override func applyForces(_ world: DynamicsStepContext) {
    guard active else { return }
    let force = Vector2(pushDirection) * Self.newtonsPerUnit
    for item in storedItems {
      guard let body = world.body(item) else { continue }
      let offset = targetOffsetFromCenter(for: item)
      let r = Vector2(x: offset.horizontal, y: offset.vertical).rotated(by: body.angle)
      switch mode {
      case .continuous:
        body.force += force
        body.torque += r.cross(force)
      case .instantaneous:
        body.applyImpulse(force, at: r)
      }
    }
    if mode == .instantaneous { active = false }
  }
}
