import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and
/// tinted from the one before, as Core Animation's `CAReplicatorLayer`.
///
/// Copy 0 is the sublayers as they are. Copy k (1 ≤ k < `instanceCount`) is drawn through
/// `instanceTransform` applied k times (about the replicator's anchor point, in its sublayer
/// space, like `sublayerTransform`), at the sublayers' local time minus k × `instanceDelay` (so
/// an animation on the source layer runs in every copy, each one later: the classic activity
/// spinner and pulsing dots), with its colours multiplied by `instanceColor` plus k times the
/// red, green, blue and alpha offsets (each component clamped to 0…1). The replicator's own
/// background, border and shadow are drawn once.
///
/// `instanceDelay`, `instanceTransform`, `instanceColor` and the four offsets animate, as in
/// Core Animation (implicitly in a tree, and with `CABasicAnimation`; `instanceTransform`
/// also by its components, `instanceTransform.rotation.z` …).
///
/// Nonisolated and not `Sendable`, as in the SDK (see ``CALayer`` for what runs on the main actor).
///
/// - Note: UIKit difference: copies are flattened into the replicator's plane (`preservesDepth`
///   is kept but, as for every layer here, z does not sort across copies); an image's colours
///   are multiplied pixel by pixel, a blurred backdrop in a copy is not tinted.
open class CAReplicatorLayer: CALayer {
  /// The number of copies, the source included, as `instanceCount` (default 1; 0 or less draws
  /// no sublayers).
  open var instanceCount: Int = 1
  /// Whether the copies keep their depth, as `preservesDepth` (default false).
  ///
  /// - Note: UIKit difference: copies are always flattened in order (see the type's note).
  open var preservesDepth = false
  /// The delay between one copy's time and the next's, in seconds, as `instanceDelay`
  /// (default 0). Animatable.
  open var instanceDelay: CFTimeInterval = 0 {
    didSet { modelDidChange(.instanceDelay, from: .scalar(oldValue), to: .scalar(instanceDelay)) }
  }
  /// The transform from one copy to the next, as `instanceTransform` (default identity).
  /// Animatable.
  open var instanceTransform: CATransform3D = .identity {
    didSet { modelDidChange(.instanceTransform, from: .transform(oldValue), to: .transform(instanceTransform)) }
  }
  /// The colour copy 0 is multiplied by, as `instanceColor` (default nil: opaque white, no
  /// change). Animatable.
  open var instanceColor: CGColor? {
    didSet {
      modelDidChange(
        .instanceColor, from: .color(oldValue?.rgba ?? .white), to: .color(instanceColor?.rgba ?? .white))
    }
  }
  /// Added to the red component of copy k − 1's colour to make copy k's, as
  /// `instanceRedOffset` (default 0). Animatable.
  open var instanceRedOffset: Float = 0 {
    didSet {
      modelDidChange(.instanceRedOffset, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(instanceRedOffset)))
    }
  }
  /// As ``instanceRedOffset`` for green, as `instanceGreenOffset`. Animatable.
  open var instanceGreenOffset: Float = 0 {
    didSet {
      modelDidChange(.instanceGreenOffset, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(instanceGreenOffset)))
    }
  }
  /// As ``instanceRedOffset`` for blue, as `instanceBlueOffset`. Animatable.
  open var instanceBlueOffset: Float = 0 {
    didSet {
      modelDidChange(.instanceBlueOffset, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(instanceBlueOffset)))
    }
  }
  /// As ``instanceRedOffset`` for alpha, as `instanceAlphaOffset`. Animatable.
  open var instanceAlphaOffset: Float = 0 {
    didSet {
      modelDidChange(.instanceAlphaOffset, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(instanceAlphaOffset)))
    }
  }

  /// Creates a replicator layer with Core Animation's defaults, as `init()`.
  public override init() { super.init() }

  /// A copy of `layer`'s model values, as `init(layer:)`: the `CALayer` properties and, when
  /// `layer` is a `CAReplicatorLayer`, its own.
  public override init(layer: Any) {
    if let replicator = layer as? CAReplicatorLayer {
      instanceCount = replicator.instanceCount
      preservesDepth = replicator.preservesDepth
      instanceDelay = replicator.instanceDelay
      instanceTransform = replicator.instanceTransform
      instanceColor = replicator.instanceColor
      instanceRedOffset = replicator.instanceRedOffset
      instanceGreenOffset = replicator.instanceGreenOffset
      instanceBlueOffset = replicator.instanceBlueOffset
      instanceAlphaOffset = replicator.instanceAlphaOffset
    }
    super.init(layer: layer)
  }

  /// As `init(coder:)`; traps (see ``CALayer/init(coder:)``).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func hasProperty(_ property: LayerProperty) -> Bool {
    switch property {
    case .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset, .instanceGreenOffset,
      .instanceBlueOffset, .instanceAlphaOffset:
      return true
    default: return super.hasProperty(property)
    }
  }

  override func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .instanceDelay: return .scalar(instanceDelay)
    case .instanceTransform: return .transform(instanceTransform)
    case .instanceColor: return .color(instanceColor?.rgba ?? .white)
    case .instanceRedOffset: return .scalar(CGFloat(instanceRedOffset))
    case .instanceGreenOffset: return .scalar(CGFloat(instanceGreenOffset))
    case .instanceBlueOffset: return .scalar(CGFloat(instanceBlueOffset))
    case .instanceAlphaOffset: return .scalar(CGFloat(instanceAlphaOffset))
    default: return super.ownModelValue(property)
    }
  }

  override func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool {
    switch (property, value) {
    case (.instanceDelay, .scalar(let v)): instanceDelay = v
    case (.instanceTransform, .transform(let t)): instanceTransform = t
    case (.instanceColor, .color(let c)): instanceColor = CGColor(c)
    case (.instanceRedOffset, .scalar(let v)): instanceRedOffset = Float(v)
    case (.instanceGreenOffset, .scalar(let v)): instanceGreenOffset = Float(v)
    case (.instanceBlueOffset, .scalar(let v)): instanceBlueOffset = Float(v)
    case (.instanceAlphaOffset, .scalar(let v)): instanceAlphaOffset = Float(v)
    default: return super.setOwnModelValue(value, for: property)
    }
    return true
  }

  /// One copy as drawn at the replicator's local time `time`.
  struct Instance {
    /// The copy's index (0: the source).
    var index: Int
    /// The copy's transform in the replicator's sublayer space (`instanceTransform`^index).
    var transform: CATransform3D
    /// How much earlier the copy's sublayers' time runs.
    var delay: CFTimeInterval
    /// The colour the copy's drawing is multiplied by.
    var color: RGBA
  }

  /// The copies to draw at local time `time`, source first.
  func instances(at time: TimeInterval) -> [Instance] {
    guard instanceCount > 0 else { return [] }
    func scalar(_ property: LayerProperty) -> CGFloat { presentationValue(property, at: time).scalarValue }
    guard case .transform(let step) = presentationValue(.instanceTransform, at: time),
      case .color(let base) = presentationValue(.instanceColor, at: time)
    else { return [] }
    let delay = Double(scalar(.instanceDelay))
    let offsets = (
      Double(scalar(.instanceRedOffset)), Double(scalar(.instanceGreenOffset)), Double(scalar(.instanceBlueOffset)),
      Double(scalar(.instanceAlphaOffset))
    )
    var result: [Instance] = []
    result.reserveCapacity(instanceCount)
    var transform = CATransform3D.identity
    for k in 0..<instanceCount {
      let f = Double(k)
      let color = RGBA(
        red: base.red + f * offsets.0, green: base.green + f * offsets.1, blue: base.blue + f * offsets.2,
        alpha: base.alpha + f * offsets.3
      ).clamped
      result.append(Instance(index: k, transform: transform, delay: f * delay, color: color))
      transform = transform.concatenating(step)
    }
    return result
  }
}
