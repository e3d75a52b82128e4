import Foundation

/// A connection between an item and an anchor point or between two items, as UIKit's
/// `UIAttachmentBehavior`.
///
/// The plain attachments keep the attachment points `length` apart (the distance when the
/// behaviour is created): rigidly when `frequency` is 0 (the default), else as a spring of that
/// frequency in hertz with damping ratio `damping`. Changing `anchorPoint` (typically from a pan
/// gesture) drags the item along. The iOS 9 factories make a sliding, limit (rope), fixed
/// (weld) or pin (hinge) attachment.
///
/// - Note: UIKit difference: `frictionTorque` is the largest torque (in UIKit units: mass ×
///   points² / s²) the joint applies against the items turning relative to each other; UIKit
///   does not document its unit.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// What the item is attached to, as `UIAttachmentBehavior.AttachmentType`.
  public enum AttachmentType: Int, Sendable {
    /// Another item.
    case items = 0
    /// A point in the reference view.
    case anchor = 1
  }

  private let item1: any UIDynamicItem
  private let item2: (any UIDynamicItem)?
  private let offset1: UIOffset
  private let offset2: UIOffset
  private var kind = PhysicsJoint.Kind.distance
  private var axis = CGVector(dx: 1, dy: 0)
  /// Body-relative data fixed when the behaviour first steps (factory attachments).
  private var frozen: (anchorA: Vector2, anchorB: Vector2, angle: CGFloat, travel: CGFloat, axis: Vector2)?

  /// Attaches the centre of `item` to `point`, as `init(item:attachedToAnchor:)`.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches the point `offset` from `item`'s centre to `point`, as
  /// `init(item:offsetFromCenter:attachedToAnchor:)`.
  public required init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
    item1 = item
    item2 = nil
    offset1 = offset
    offset2 = .zero
    anchorPoint = point
    attachedBehaviorType = .anchor
    let start = UIAttachmentBehavior.point(of: item, offset)
    length = hypot(start.x - point.x, start.y - point.y)
    super.init()
  }

  /// Attaches the centres of two items, as `init(item:attachedTo:)`.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches a point of `item1` to a point of `item2` (offsets from their centres), as
  /// `init(item:offsetFromCenter:attachedTo:offsetFromCenter:)`.
  public required init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
    offsetFromCenter offset2: UIOffset
  ) {
    self.item1 = item1
    self.item2 = item2
    self.offset1 = offset1
    self.offset2 = offset2
    let a = UIAttachmentBehavior.point(of: item1, offset1)
    let b = UIAttachmentBehavior.point(of: item2, offset2)
    anchorPoint = .zero
    attachedBehaviorType = .items
    length = hypot(b.x - a.x, b.y - a.y)
    super.init()
  }

  /// The attached items, as `items`.
  open var items: [any UIDynamicItem] { [item1] + (item2.map { [$0] } ?? []) }

  /// What the attachment holds to, as `attachedBehaviorType`.
  public let attachedBehaviorType: AttachmentType

  /// The anchor point in the reference view, as `anchorPoint` (for item–item attachments the
  /// anchor the factory was given, else zero).
  open var anchorPoint: CGPoint { didSet { behaviorDidChange() } }
  /// The distance kept between the attachment points, as `length`.
  open var length: CGFloat { didSet { behaviorDidChange() } }
  /// The spring's damping ratio, as `damping` (default 0).
  open var damping: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// The spring's frequency in hertz, 0 for a rigid attachment, as `frequency` (default 0).
  open var frequency: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// Resistance to the items turning, as `frictionTorque` (iOS 9; default 0).
  open var frictionTorque: CGFloat = 0 { didSet { behaviorDidChange() } }
  /// For sliding attachments the travel (points) along the axis, for pin attachments the
  /// rotation (radians) allowed from the start, as `attachmentRange` (iOS 9; default
  /// `.infinite`).
  open var attachmentRange = UIFloatRange.infinite { didSet { behaviorDidChange() } }

  /// The centre of `item` plus `offset` turned with the item.
  private static func point(of item: any UIDynamicItem, _ offset: UIOffset) -> CGPoint {
    let turned = Vector2(x: offset.horizontal, y: offset.vertical).rotated(
      by: UIDynamicAnimator.rotation(of: item.transform))
    return CGPoint(x: item.center.x + turned.x, y: item.center.y + turned.y)
  }

  override var dynamicItems: [any UIDynamicItem] { items }

  override func joints(_ world: DynamicsStepContext) -> [PhysicsJoint] {
    guard let bodyB = world.body(item1) else { return [] }
    let bodyA = item2.flatMap { world.body($0) }
    if item2 != nil && bodyA == nil { return [] }
    // Side a is item2 (or the anchor), side b is item1.
    var joint = PhysicsJoint(
      kind: kind, a: bodyA, b: bodyB,
      anchorA: bodyA == nil ? Vector2(anchorPoint) : Vector2(x: offset2.horizontal, y: offset2.vertical),
      anchorB: Vector2(x: offset1.horizontal, y: offset1.vertical))
    joint.length = max(length, 0)
    joint.frequency = max(frequency, 0)
    joint.damping = damping
    joint.frictionTorque = max(frictionTorque, 0)
    if kind != .distance && kind != .limit {
      if frozen == nil { frozen = freeze(bodyA, bodyB) }
      guard let frozen else { return [] }
      joint.anchorA = frozen.anchorA
      joint.anchorB = frozen.anchorB
      joint.referenceAngle = frozen.angle
      joint.referenceTranslation = frozen.travel
      joint.axis = frozen.axis
      if kind == .pin { joint.angleRange = attachmentRange.closedRange }
      if kind == .sliding { joint.translationRange = attachmentRange.closedRange }
    }
    return [joint]
  }

  /// The factory attachments' body-relative anchors, angle and axis, measured when the
  /// behaviour first steps (the world anchor becomes a point on each body).
  private func freeze(_ a: PhysicsBody?, _ b: PhysicsBody)
    -> (anchorA: Vector2, anchorB: Vector2, angle: CGFloat, travel: CGFloat, axis: Vector2)
  {
    let world = Vector2(anchorPoint)
    let anchorB = (world - b.position).rotated(by: -b.angle)
    let anchorA = a.map { (world - $0.position).rotated(by: -$0.angle) } ?? world
    let worldAxis = Vector2(axis).normalized
    let localAxis = a.map { worldAxis.rotated(by: -$0.angle) } ?? worldAxis
    return (anchorA, anchorB, b.angle - (a?.angle ?? 0), 0, localAxis)
  }

  // MARK: iOS 9 factories

  /// Item `item1` slides along `axis` through `point` relative to `item2`, without turning
  /// relative to it, as `slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)`.
  open class func slidingAttachment(
    with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint,
    axisOfTranslation axis: CGVector
  ) -> Self {
    let behavior = self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    behavior.configure(.sliding, anchor: point, axis: axis)
    return behavior
  }

  /// `item` slides along `axis` through `point` without turning, as
  /// `slidingAttachment(with:attachmentAnchor:axisOfTranslation:)`.
  open class func slidingAttachment(
    with item: any UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
  ) -> Self {
    let behavior = self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    behavior.configure(.sliding, anchor: point, axis: axis)
    return behavior
  }

  /// A rope: the points `offset1` of `item1` and `offset2` of `item2` stay at most their
  /// current distance apart, as `limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)`.
  open class func limitAttachment(
    with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
    offsetFromCenter offset2: UIOffset
  ) -> Self {
    let behavior = self.init(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
    behavior.kind = .limit
    return behavior
  }

  /// A weld: the two items keep their relative position and angle about `point`, as
  /// `fixedAttachment(with:attachedTo:attachmentAnchor:)`.
  open class func fixedAttachment(
    with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint
  ) -> Self {
    let behavior = self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    behavior.configure(.fixed, anchor: point, axis: CGVector(dx: 1, dy: 0))
    return behavior
  }

  /// A hinge: the two items turn about the shared point `point` (within `attachmentRange`), as
  /// `pinAttachment(with:attachedTo:attachmentAnchor:)`.
  open class func pinAttachment(
    with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem, attachmentAnchor point: CGPoint
  ) -> Self {
    let behavior = self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    behavior.configure(.pin, anchor: point, axis: CGVector(dx: 1, dy: 0))
    return behavior
  }

  private func configure(_ kind: PhysicsJoint.Kind, anchor: CGPoint, axis: CGVector) {
    self.kind = kind
    self.axis = axis
    anchorPoint = anchor
  }
}
