import Foundation

/// Several animations run together in one timing context, as Core Animation's
/// `CAAnimationGroup`.
///
/// Each child's parent time is the group's local time within its iteration, in seconds, so a
/// child's `beginTime` is relative to the group's start; children are clipped to the group's
/// duration (a child still running when the group ends is cut off, one starting later never
/// shows). The group's own timing (begin time, speed, repeat, autoreverse, fill) applies on top.
///
/// ```
///  group:   |0 ─────────────────────── duration|
///  child A: |── A ──|
///  child B:       beginTime ├──── B ────┼╌╌╌┤ clipped
/// ```
///
/// Nonisolated and not `Sendable`, as in the SDK (see ``CALayer`` for what runs on the main actor).
///
/// - Note: UIKit difference: children's delegates get no start/stop messages (only the group's
///   delegate does, as for any animation); `isCumulative` and additive groups are not modelled.
open class CAAnimationGroup: CAAnimation {
  /// The animations to run together, as `animations`.
  open var animations: [CAAnimation]?

  public override init() { super.init() }

  /// Copies the group and each of its children, so the layer's copy is independent.
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CAAnimationGroup {
      animations = other.animations?.map { $0.copy() as! CAAnimation }
    }
  }

  /// The layer properties the children animate (recursively through nested groups).
  var animatedProperties: LayerPropertySet {
    var result = LayerPropertySet()
    for child in animations ?? [] {
      if let group = child as? CAAnimationGroup {
        result.formUnion(group.animatedProperties)
      } else if let keyPath = (child as? CAPropertyAnimation)?.keyPath.flatMap(LayerKeyPath.init) {
        result.insert(LayerPropertySet(keyPath.property))
        result.formUnion(child.extraProperties)
      }
    }
    return result
  }

  /// Fills in the group's defaults, checks every child's key path and fills in each child's
  /// default duration (a child `beginTime` of 0 means the group's start).
  override func prepare(addedAt layerTime: Double) {
    super.prepare(addedAt: layerTime)
    for (index, child) in (animations ?? []).enumerated() {
      if let property = child as? CAPropertyAnimation {
        precondition(
          property.keyPath.flatMap(LayerKeyPath.init) != nil,
          "CAAnimationGroup.animations[\(index)]: key path '\(property.keyPath ?? "nil")' is not animatable in HeadlessUIKit"
        )
      } else {
        precondition(
          child is CAAnimationGroup,
          "CAAnimationGroup.animations[\(index)]: \(type(of: child)) is neither a property animation nor a group")
      }
      child.prepare(addedAt: 0)
    }
  }

  /// Applies, in order, every child that animates `keyPath.property`, at the group's local time.
  override func value(at layerTime: Double, base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue? {
    let time = ActiveTime(self, parentTime: layerTime)
    guard time.hasEffect(fillMode: fillMode) else { return nil }
    let local = time.phase == .before ? 0 : time.iterationTime
    var value = base
    var touched = false
    for child in animations ?? [] {
      let childPath: LayerKeyPath?
      if let group = child as? CAAnimationGroup {
        childPath = group.animatedProperties.contains(keyPath.property) ? keyPath : nil
      } else {
        let own = (child as? CAPropertyAnimation)?.keyPath.flatMap(LayerKeyPath.init)
        childPath =
          own?.property == keyPath.property ? own : (child.extraProperties.contains(keyPath.property) ? keyPath : nil)
      }
      guard let childPath,
        let next = child.value(at: local, base: value, keyPath: childPath)
      else { continue }
      value = next
      touched = true
    }
    return touched ? value : nil
  }
}
