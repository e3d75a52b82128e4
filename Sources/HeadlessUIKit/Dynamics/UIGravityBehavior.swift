import Foundation

/// A constant acceleration on its items, as UIKit's `UIGravityBehavior`.
///
/// `gravityDirection` (default (0, 1): down) is in "UIKit gravity": a component of 1
/// accelerates at 1000 points/s² along that axis, whatever the item's mass. `angle` and
/// `magnitude` describe the same vector in polar form; setting either updates the vector.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  /// 1000 points/s²: the acceleration of a magnitude of 1 ("UIKit gravity").
  public static let pointsPerSecondSquared: CGFloat = 1000
  private var storedItems: [any UIDynamicItem]

  /// A gravity behaviour for `items`, as `init(items:)`.
  public init(items: [any UIDynamicItem]) {
    storedItems = items
    super.init()
  }

  /// A gravity behaviour with no items, as `init()`.
  public convenience override init() { self.init(items: []) }

  /// The items gravity acts on, as `items`.
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

  /// The gravity vector in UIKit gravities, as `gravityDirection` (default (0, 1)).
  open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { behaviorDidChange() } }

  /// The vector's angle in radians from the x axis (clockwise on screen; π/2 is down), as
  /// `angle`. Setting it keeps the magnitude.
  open var angle: CGFloat {
    get { gravityDirection.dx == 0 && gravityDirection.dy == 0 ? 0 : atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The vector's length in UIKit gravities (1 = 1000 points/s²), as `magnitude`. Setting 0
  /// gives the zero vector, whose angle reads 0 (as UIKit documents).
  open var magnitude: CGFloat {
    get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the vector from an angle (radians) and a magnitude, as `setAngle(_:magnitude:)`.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  override var dynamicItems: [any UIDynamicItem] { storedItems }

  override func applyForces(_ world: DynamicsStepContext) {
    let acceleration = Vector2(gravityDirection) * Self.pointsPerSecondSquared
    for item in storedItems {
      world.body(item)?.acceleration += acceleration
    }
  }
}
