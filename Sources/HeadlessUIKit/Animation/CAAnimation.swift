import Foundation

/// Receives the start and end of a Core Animation animation, as `CAAnimationDelegate`.
///
/// Nonisolated, as in the SDK: a main-actor class (a view controller, a `@MainActor` type)
/// that conforms gets Swift 6's isolation diagnostic, as on iOS; conform with
/// `@preconcurrency CAAnimationDelegate` or make the methods `nonisolated`. HeadlessUIKit calls
/// the methods on the main actor, as Core Animation does.
public protocol CAAnimationDelegate: AnyObject {
  /// Sent when the animation starts (at its begin time).
  func animationDidStart(_ anim: CAAnimation)
  /// Sent when the animation ends (`flag == true`) or is removed before its end (`false`).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract animation class of Core Animation, as `CAAnimation`: timing (`CAMediaTiming`),
/// a timing function, a strong delegate and removal on completion.
///
/// Adding an animation to a layer copies it, as Core Animation does; a `beginTime` of 0 means
/// "now" in the layer's time.
///
/// Nonisolated and not `Sendable`, as in the SDK: animations are made and configured anywhere;
/// adding one to a layer happens on the main actor (see ``CALayer``).
open class CAAnimation: CAMediaTiming {
  // `@exclusivity(unchecked)` on the plain-value timing properties: every animated layer
  // reads them several times per frame (see `CALayer`'s note on its properties for why, and
  // why it is safe: not `Sendable`, no overlapping write, plain values only).
  @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
  /// Seconds of one iteration; 0 means Core Animation's default of 0.25 s.
  @exclusivity(unchecked) open var duration: CFTimeInterval = 0
  @exclusivity(unchecked) open var speed: Float = 1
  @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
  @exclusivity(unchecked) open var repeatCount: Float = 0
  @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
  @exclusivity(unchecked) open var autoreverses = false
  open var fillMode: CAMediaTimingFillMode = .removed
  /// The pacing of each iteration; nil means linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the animation is removed from the layer when it ends (default true).
  @exclusivity(unchecked) open var isRemovedOnCompletion = true
  /// Held strongly, as Core Animation does.
  open var delegate: (any CAAnimationDelegate)?

  public init() {}

  /// A copy of `other`'s settings; subclasses override to copy theirs.
  public required init(copying other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
  }

  /// A copy of the animation, as `NSCopying.copy()`.
  open func copy() -> Any { type(of: self).init(copying: self) }

  /// As `CAAnimation.defaultValue(forKey:)` for the timing keys.
  public nonisolated static let defaultDuration: CFTimeInterval = 0.25

  /// Progress through one iteration at `seconds` into it (of `duration` seconds).
  func progress(iterationTime seconds: Double, duration: Double) -> Double {
    guard duration > 0 else { return 1 }
    let fraction = seconds / duration
    return timingFunction?.progress(at: fraction) ?? min(max(fraction, 0), 1)
  }

  /// How far through its timing the animation shows its change at `layerTime` (the layer's
  /// local time): 0 before its begin time, the timing curve's value (a spring's displacement
  /// fraction, a cubic's y) while it runs, the end of its last iteration after. This is the
  /// *visual* progress the transition monitor reports for the animation that leads a
  /// transition; it is not clamped (springs overshoot).
  func timingProgress(atLayerTime layerTime: Double) -> Double {
    let time = ActiveTime(self, parentTime: layerTime)
    return time.phase == .before ? 0 : timingProgress(time)
  }

  /// The timing curve's value at `time` (subclasses with their own curve override).
  func timingProgress(_ time: ActiveTime) -> Double {
    progress(iterationTime: time.iterationTime, duration: time.duration)
  }

  /// The value this animation gives its key path at `layerTime`, starting from `base` (the
  /// model value with earlier animations applied); nil when it has no effect then.
  func value(at layerTime: Double, base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue? { nil }

  /// Properties the animation affects besides its key path's (a keyframe animation along a
  /// path with a `rotationMode` also turns the layer's transform).
  var extraProperties: LayerPropertySet { [] }

  /// Whether the animation's active time is over at `layerTime`.
  func hasEnded(at layerTime: Double) -> Bool {
    ActiveTime(self, parentTime: layerTime).phase == .after
  }

  /// Whether the animation has begun at `layerTime`.
  func hasStarted(at layerTime: Double) -> Bool {
    ActiveTime(self, parentTime: layerTime).phase != .before
  }

  /// Fills in defaults when added to a layer at `layerTime`: the begin time and duration.
  func prepare(addedAt layerTime: Double) {
    if beginTime == 0 { beginTime = layerTime }
    if duration == 0 { duration = Self.defaultDuration }
  }
}

/// An animation of one layer property, as `CAPropertyAnimation` (nonisolated, as in the SDK).
open class CAPropertyAnimation: CAAnimation {
  /// The animated key path (`position`, `position.x`, `transform.rotation.z`, `opacity`, …).
  open var keyPath: String?
  /// Whether the animation's value is added to the current value instead of replacing it.
  @exclusivity(unchecked) open var isAdditive = false
  /// Whether repeats build on the value at the end of the previous iteration.
  @exclusivity(unchecked) open var isCumulative = false

  public override init() { super.init() }

  /// As `CAPropertyAnimation(keyPath:)`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CAPropertyAnimation {
      keyPath = other.keyPath
      isAdditive = other.isAdditive
      isCumulative = other.isCumulative
    }
  }

  /// Interpolates between two values of the key path's kind at `progress` (unclamped).
  func interpolate(_ from: AnimatableValue, _ to: AnimatableValue, _ progress: Double) -> AnimatableValue {
    from.adding(to.delta(from: from), times: progress)
  }

  /// Combines an animated value with `base` as Core Animation does: replace, or accumulate
  /// when additive (sums; transforms concatenate).
  func combine(_ animated: AnimatableValue, into base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue {
    let current = keyPath.read(base)
    return keyPath.write(isAdditive ? animated.accumulating(onto: current) : animated, into: base)
  }

  func convert(_ value: Any?, keyPath: LayerKeyPath, base: AnimatableValue, field: String) -> AnimatableValue? {
    guard let value else { return nil }
    let template = keyPath.read(base)
    guard let converted = keyPath.convert(value, template: template) else {
      preconditionFailure(
        "\(type(of: self)).\(field) for key path '\(self.keyPath ?? "")' must be a \(template.kindName), got \(type(of: value)) \(value)"
      )
    }
    return converted
  }
}

/// An animation between two values, as `CABasicAnimation`.
///
/// Core Animation's rules for which values are used: from+to; from+by (to = from + by);
/// by+to (from = to − by); from alone (to = current); to alone (from = current); by alone
/// (from = current, to = current + by).
///
/// Nonisolated, as in the SDK.
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  public override init() { super.init() }

  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CABasicAnimation {
      fromValue = other.fromValue
      toValue = other.toValue
      byValue = other.byValue
    }
  }

  override func value(at layerTime: Double, base: AnimatableValue, keyPath: LayerKeyPath) -> AnimatableValue? {
    let time = ActiveTime(self, parentTime: layerTime)
    guard time.hasEffect(fillMode: fillMode) else { return nil }
    let current = keyPath.read(base)
    let from = convert(fromValue, keyPath: keyPath, base: base, field: "fromValue")
    let to = convert(toValue, keyPath: keyPath, base: base, field: "toValue")
    let by = convert(byValue, keyPath: keyPath, base: base, field: "byValue")
    let origin = isAdditive ? current.additiveIdentity : current
    let start: AnimatableValue
    let end: AnimatableValue
    switch (from, to, by) {
    case (let f?, let t?, _): (start, end) = (f, t)
    case (let f?, nil, let b?): (start, end) = (f, b.accumulating(onto: f))
    case (nil, let t?, let b?): (start, end) = (b.inverted.accumulating(onto: t), t)
    case (let f?, nil, nil): (start, end) = (f, origin)
    case (nil, let t?, nil): (start, end) = (origin, t)
    case (nil, nil, let b?): (start, end) = (origin, b.accumulating(onto: origin))
    case (nil, nil, nil): return nil
    }
    let p = time.phase == .before ? 0 : curveProgress(time)
    return combine(interpolate(start, end, p), into: base, keyPath: keyPath)
  }

  /// Progress within the iteration (springs override).
  func curveProgress(_ time: ActiveTime) -> Double {
    progress(iterationTime: time.iterationTime, duration: time.duration)
  }

  override func timingProgress(_ time: ActiveTime) -> Double { curveProgress(time) }
}

extension AnimatableValue {
  var kindName: String {
    switch self {
    case .scalar: return "number"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .rect: return "CGRect"
    case .transform: return "CATransform3D"
    case .color: return "CGColor"
    case .path: return "CGPath"
    case .colors: return "[CGColor]"
    case .scalars: return "[NSNumber]"
    }
  }
}
