import Foundation

/// A force field acting on its items inside a region, as UIKit's `UIFieldBehavior` (iOS 9):
/// linear and radial gravity, springs, drag, vortices, velocity, noise and turbulence,
/// electric and magnetic fields, or a custom force (`field(evaluationBlock:)`). Make one with
/// the factory methods, add items, configure it, and add it to an animator; it acts once per
/// 1/240 s step like the other behaviours (see `UIFieldBehavior+Forces.swift` for each law).
///
/// Units are UIKit Dynamics' metric ones, which its documented constants imply: 100 points are
/// 1 metre (a push of 1 — a newton — accelerates a 100 × 100 pt item of density 1, a kilogram,
/// at 100 points/s² = 1 m/s²; gravity 1 is 1000 points/s² ≈ 9.8 m/s²). So `strength` is in
/// m/s² for a linear gravity field (`linearGravityField(direction: CGVector(dx: 0, dy: 9.8))`
/// falls about as fast as `UIGravityBehavior`), a spring field's in N/m, a velocity field's
/// `direction` × `strength` in m/s. `position` and `region` are in the reference view's points.
///
/// `falloff` e attenuates a field by (r / 1 m)^−e, r the item's distance from `position` in
/// metres but never less than `minimumRadius` (points); 0, the default, makes it uniform.
///
/// - Note: UIKit difference: the class is public, not open (the factory methods return `Self`,
///   which needs a required initializer; UIKit's is private too). UIKit does not document its
///   force laws beyond their proportionality; these use the proportionalities it states with a
///   factor of 1 in the units above, and noise that is the same on every run (UIKit's is random
///   per run).
@preconcurrency @MainActor
public class UIFieldBehavior: UIDynamicBehavior {
  /// Which law the field applies.
  enum Kind: Equatable {
    case drag, vortex, radialGravity, linearGravity, velocity, noise, turbulence, spring, electric, magnetic, custom
  }

  /// A custom field's force, as `field(evaluationBlock:)` passes it: the field, the item's
  /// position (points), velocity (points/s), mass, charge and the step (seconds); the result is
  /// a force in newtons.
  typealias Evaluator = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

  let kind: Kind
  var evaluator: Evaluator?
  private var storedItems: [any UIDynamicItem] = []

  required init(kind: Kind) {
    self.kind = kind
    super.init()
  }

  @available(*, unavailable, message: "use one of the UIFieldBehavior factory methods")
  public override init() { preconditionFailure("UIFieldBehavior.init() is unavailable") }

  // MARK: Items

  /// The items the field acts on, as `items`.
  public var items: [any UIDynamicItem] { storedItems }

  /// Adds an item, as `addItem(_:)`.
  public func addItem(_ item: any UIDynamicItem) {
    guard !storedItems.contains(where: { $0 === item }) else { return }
    storedItems.append(item)
    behaviorDidChange()
  }

  /// Removes an item, as `removeItem(_:)`.
  public func removeItem(_ item: any UIDynamicItem) {
    storedItems.removeAll { $0 === item }
    behaviorDidChange()
  }

  override var dynamicItems: [any UIDynamicItem] { storedItems }

  override func applyForces(_ world: DynamicsStepContext) { applyField(world) }

  // MARK: Configuration

  /// The field's origin in the reference view, as `position` (default (0, 0)); the region is
  /// centred on it.
  public var position: CGPoint = .zero { didSet { behaviorDidChange() } }
  /// Where the field acts, centred on `position`, as `region` (default `UIRegion.infinite`).
  public var region: UIRegion = .infinite { didSet { behaviorDidChange() } }
  /// The scale of the field's force, as `strength` (default 1); negative reverses it.
  public var strength: CGFloat = 1 { didSet { behaviorDidChange() } }
  /// The exponent of the decay with distance from `position`, as `falloff` (default 0: none).
  public var falloff: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Distances below it count as it, in points, as `minimumRadius` (default 0.001: "very small,
  /// but not zero").
  public var minimumRadius: CGFloat = 0.001 { didSet { behaviorDidChange() } }
  /// The direction of a linear gravity or velocity field, as `direction` (zero for the others).
  public var direction: CGVector = .zero { didSet { behaviorDidChange() } }
  /// How smooth a noise or turbulence field is, 0 (noisiest) … 1 (smoothest), as `smoothness`
  /// (0 for the other fields).
  public var smoothness: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// How fast a noise or turbulence field changes, in Hz, as `animationSpeed` (0 for the other
  /// fields; 0 freezes the noise).
  public var animationSpeed: CGFloat = 0 { didSet { behaviorDidChange() } }

  // MARK: Factories

  /// A drag field: a force against each item's velocity, proportional to it (strength
  /// N·s/m), as `dragField()`.
  public class func dragField() -> Self { Self(kind: .drag) }

  /// A vortex: an acceleration round `position`, counter-clockwise on screen for a positive
  /// strength, proportional to the distance (strength s⁻²), as `vortexField()`.
  public class func vortexField() -> Self { Self(kind: .vortex) }

  /// Radial gravity towards `position` (away for a negative strength), an acceleration
  /// proportional to the distance (strength s⁻²), as `radialGravityField(position:)`.
  public class func radialGravityField(position: CGPoint) -> Self {
    let field = Self(kind: .radialGravity)
    field.position = position
    return field
  }

  /// Uniform gravity along `direction` × strength (m/s²), as `linearGravityField(direction:)`.
  public class func linearGravityField(direction: CGVector) -> Self {
    let field = Self(kind: .linearGravity)
    field.direction = direction
    return field
  }

  /// A field that sets each item's velocity to `direction` × strength (m/s), overriding the
  /// other accelerations, as `velocityField(direction:)`.
  public class func velocityField(direction: CGVector) -> Self {
    let field = Self(kind: .velocity)
    field.direction = direction
    return field
  }

  /// Smooth noise (an acceleration of up to about `strength` m/s², mass ignored) changing
  /// `animationSpeed` times a second, as `noiseField(smoothness:animationSpeed:)`.
  public class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
    let field = Self(kind: .noise)
    field.smoothness = smoothness
    field.animationSpeed = speed
    return field
  }

  /// Noise whose acceleration also scales with each item's speed (m/s), as
  /// `turbulenceField(smoothness:animationSpeed:)`.
  public class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
    let field = Self(kind: .turbulence)
    field.smoothness = smoothness
    field.animationSpeed = speed
    return field
  }

  /// A Hooke's-law spring towards `position`: a force of strength N per metre of distance, so
  /// an item oscillates with period 2π·√(mass / strength), as `springField()`.
  public class func springField() -> Self { Self(kind: .spring) }

  /// An electric field: a force of charge × strength newtons pointing away from `position`
  /// (F = qE), as `electricField()`; uncharged items feel nothing.
  public class func electricField() -> Self { Self(kind: .electric) }

  /// A uniform magnetic field out of the screen of strength B: a charged item moving at v feels
  /// F = q·v·B across its motion, turning counter-clockwise on screen for positive q·B, as
  /// `magneticField()`.
  public class func magneticField() -> Self { Self(kind: .magnetic) }

  /// A field whose force (newtons) `block` computes from the field, the item's position
  /// (points), velocity (points/s), mass, charge and the step (seconds), as
  /// `field(evaluationBlock:)`.
  public class func field(
    evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
  ) -> Self {
    let field = Self(kind: .custom)
    field.evaluator = block
    return field
  }
}
