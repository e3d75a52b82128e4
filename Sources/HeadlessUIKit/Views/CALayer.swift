import Foundation

/// A Core Animation layer: the model values of a rectangle's geometry and appearance, its
/// sublayers, and the animations that make its presentation differ from its model.
///
/// Every `UIView` is backed by a layer and stores its geometry there (`center` is `position`,
/// `alpha` is `opacity`, …). Inside a `UIView` animation block, changing a property of a
/// view-backed layer records an additive animation, exactly as UIKit's layer delegate does.
///
/// - Note: UIKit difference: stand-alone layers (not backing a view) change without implicit
///   animation for now; `transform` is the affine part only (`affineTransform()`).
@MainActor
open class CALayer {
  /// The view this layer backs, if any (UIKit's layer delegate).
  public internal(set) weak var delegate: UIView?
  public private(set) weak var superlayer: CALayer?
  public private(set) var sublayers: [CALayer]? = nil
  var animations: [LayerAnimation] = []

  public init() {}

  // MARK: Model properties

  /// The layer's anchor point in its superlayer's coordinate space.
  public var position: CGPoint = .zero {
    didSet { modelDidChange(.position, from: .point(oldValue), to: .point(position)) }
  }
  /// The layer's own coordinate space: origin and size in points.
  public var bounds: CGRect = .zero {
    didSet { modelDidChange(.bounds, from: .rect(oldValue), to: .rect(bounds)) }
  }
  /// The point of `bounds` (unit coordinates) that sits at `position` and about which the
  /// transform applies; default (0.5, 0.5).
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// Opacity 0…1, applied to the layer and its sublayers as a group.
  public var opacity: Float = 1 {
    didSet { modelDidChange(.opacity, from: .scalar(CGFloat(oldValue)), to: .scalar(CGFloat(opacity))) }
  }
  public var isHidden = false
  public var backgroundColor: CGColor? {
    didSet {
      modelDidChange(
        .backgroundColor, from: .color(oldValue?.rgba ?? .clear), to: .color(backgroundColor?.rgba ?? .clear))
    }
  }
  /// The radius of the rounded corners of the background and border (clamped to half the
  /// shorter side when drawn, as Core Animation does).
  public var cornerRadius: CGFloat = 0 {
    didSet { modelDidChange(.cornerRadius, from: .scalar(oldValue), to: .scalar(cornerRadius)) }
  }
  /// Border width, drawn inside the bounds above the sublayers.
  public var borderWidth: CGFloat = 0 {
    didSet { modelDidChange(.borderWidth, from: .scalar(oldValue), to: .scalar(borderWidth)) }
  }
  /// Border colour; default opaque black, as Core Animation's.
  public var borderColor: CGColor? = CGColor(RGBA.black) {
    didSet {
      modelDidChange(.borderColor, from: .color(oldValue?.rgba ?? .clear), to: .color(borderColor?.rgba ?? .clear))
    }
  }
  /// Whether sublayers are clipped to the bounds (with the corner radius).
  public var masksToBounds = false
  /// Drawing order among siblings: higher is drawn later (on top); ties keep sublayer order.
  public var zPosition: CGFloat = 0

  private var storedAffineTransform: CGAffineTransform = .identity {
    didSet {
      modelDidChange(.transform, from: .transform(oldValue), to: .transform(storedAffineTransform))
    }
  }

  /// The layer's transform as an affine transform, as `affineTransform()`.
  public func affineTransform() -> CGAffineTransform { storedAffineTransform }

  /// Sets the layer's transform, as `setAffineTransform(_:)`.
  public func setAffineTransform(_ m: CGAffineTransform) { storedAffineTransform = m }

  // MARK: Sublayers

  /// Appends `layer` to the sublayers, removing it from its previous superlayer first.
  public func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
  }

  /// Inserts `layer` at `index` in the sublayers, as `insertSublayer(_:at:)`.
  public func insertSublayer(_ layer: CALayer, at index: UInt32) {
    precondition(layer !== self, "CALayer.insertSublayer: a layer cannot be its own sublayer")
    precondition(!isDescendant(of: layer), "CALayer.insertSublayer: adding an ancestor would make a cycle")
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Detaches the layer from its superlayer, as `removeFromSuperlayer()`.
  public func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers?.removeAll { $0 === self }
    if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
    superlayer = nil
  }

  func isDescendant(of ancestor: CALayer) -> Bool {
    var node: CALayer? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.superlayer
    }
    return false
  }

  // MARK: Animations

  /// Removes every animation, as `removeAllAnimations()`; their completions receive
  /// `finished == false`.
  public func removeAllAnimations() {
    for animation in animations { AnimationEngine.cancel(animation) }
  }

  /// The key paths of the properties currently animating (UIKit names its block animations by
  /// key path).
  public func animationKeys() -> [String]? {
    let keys = animations.map(\.property.rawValue)
    return keys.isEmpty ? nil : keys
  }

  func detach(_ animation: LayerAnimation) {
    animations.removeAll { $0 === animation }
  }

  private func modelDidChange(_ property: LayerProperty, from old: AnimatableValue, to new: AnimatableValue) {
    guard old != new, delegate != nil, let context = AnimationEngine.currentContext, context.duration > 0 else {
      return
    }
    let animation = LayerAnimation(
      layer: self, property: property, delta: old.delta(from: new),
      beginTime: AnimationEngine.mediaTime + context.delay, duration: context.duration, curve: context.curve,
      repeatsForever: context.options.contains(.repeat), autoreverses: context.options.contains(.autoreverse),
      serial: AnimationEngine.nextSerial(), group: context.group)
    animations.append(animation)
    AnimationEngine.register(animation)
  }

  // MARK: Presentation

  func modelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .position: return .point(position)
    case .bounds: return .rect(bounds)
    case .opacity: return .scalar(CGFloat(opacity))
    case .backgroundColor: return .color(backgroundColor?.rgba ?? .clear)
    case .transform: return .transform(storedAffineTransform)
    case .cornerRadius: return .scalar(cornerRadius)
    case .borderWidth: return .scalar(borderWidth)
    case .borderColor: return .color(borderColor?.rgba ?? .clear)
    }
  }

  /// The value of `property` as it appears at media time `t`.
  func presentationValue(_ property: LayerProperty, at t: TimeInterval) -> AnimatableValue {
    var value = modelValue(property)
    for animation in animations where animation.property == property {
      value = value.adding(animation.delta, times: animation.contribution(at: t))
    }
    return value
  }

  /// A snapshot of the layer's values as currently displayed, as `presentation()`.
  public func presentation() -> CALayerPresentation {
    CALayerPresentation(layer: self, time: AnimationEngine.mediaTime)
  }
}

/// The presentation values of a layer at one moment: what `CALayer.presentation()` reports.
public struct CALayerPresentation: Sendable, Hashable {
  public var position: CGPoint
  public var bounds: CGRect
  public var opacity: Float
  public var backgroundColor: RGBA
  public var affineTransform: CGAffineTransform
  public var cornerRadius: CGFloat
  public var borderWidth: CGFloat
  public var borderColor: RGBA

  @MainActor
  init(layer: CALayer, time t: TimeInterval) {
    func value(_ p: LayerProperty) -> AnimatableValue { layer.presentationValue(p, at: t) }
    guard case .point(let position) = value(.position), case .rect(let bounds) = value(.bounds),
      case .scalar(let opacity) = value(.opacity), case .color(let background) = value(.backgroundColor),
      case .transform(let transform) = value(.transform), case .scalar(let radius) = value(.cornerRadius),
      case .scalar(let borderWidth) = value(.borderWidth), case .color(let borderColor) = value(.borderColor)
    else { preconditionFailure("CALayer presentation: a property changed kind") }
    self.position = position
    self.bounds = bounds
    self.opacity = Float(opacity)
    self.backgroundColor = background
    self.affineTransform = transform
    self.cornerRadius = radius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
  }

  /// The frame in the superlayer's space this presentation implies (bounding box when
  /// transformed).
  public func frame(anchorPoint: CGPoint) -> CGRect {
    let local = CGRect(
      x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y, width: bounds.width, height: bounds.height)
    return local.applying(affineTransform.concatenating(CGAffineTransform(translationX: position.x, y: position.y)))
  }
}
