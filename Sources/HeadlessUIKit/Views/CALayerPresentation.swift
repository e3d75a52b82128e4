import Foundation

/// The presentation values of a layer at one moment: what `CALayer.presentation()` reports.
public struct CALayerPresentation: Sendable, Hashable {
  public var position: CGPoint
  public var bounds: CGRect
  public var anchorPoint: CGPoint
  public var opacity: Float
  public var backgroundColor: RGBA
  public var transform: CATransform3D
  public var sublayerTransform: CATransform3D
  public var anchorPointZ: CGFloat
  public var cornerRadius: CGFloat
  public var borderWidth: CGFloat
  public var borderColor: RGBA
  public var zPosition: CGFloat
  public var shadowColor: RGBA
  public var shadowOpacity: Float
  public var shadowOffset: CGSize
  public var shadowRadius: CGFloat

  /// The values of `layer` at its local time `t`: the model values, with the properties its
  /// animations touch replaced by what they show. (Reading the stored properties directly and
  /// evaluating only the animated ones keeps the presentation of a frame's layers cheap: a layer
  /// with three animations evaluates three properties, not sixteen.)
  init(layer: CALayer, time t: TimeInterval) {
    var exactOpacity = 0.0
    self.init(layer: layer, time: t, exactOpacity: &exactOpacity)
  }

  /// The values of `layer` at its local time `t`, and in `exactOpacity` its opacity before
  /// rounding to `Float` (what the display list builder decides visibility and groups by;
  /// returning it saves evaluating the opacity animations twice).
  init(layer: CALayer, time t: TimeInterval, exactOpacity: inout Double) {
    exactOpacity = Double(CGFloat(layer.opacity))
    position = layer.position
    bounds = layer.bounds
    anchorPoint = layer.anchorPoint
    opacity = layer.opacity
    backgroundColor = layer.backgroundRGBA
    transform = layer.transform
    sublayerTransform = layer.sublayerTransform
    anchorPointZ = layer.anchorPointZ
    cornerRadius = layer.cornerRadius
    borderWidth = layer.borderWidth
    borderColor = layer.borderRGBA
    zPosition = layer.zPosition
    shadowColor = layer.shadowRGBA
    shadowOpacity = layer.shadowOpacity
    shadowOffset = layer.shadowOffset
    shadowRadius = layer.shadowRadius
    let animated = layer.animatedProperties
    guard !animated.isEmpty else { return }
    for property in Self.properties where animated.contains(property) {
      let value = layer.presentationValue(property, at: t, model: value(of: property))
      if property == .opacity { exactOpacity = Double(value.scalarValue) }
      set(property, value)
    }
  }

  /// The properties a presentation holds.
  private static let properties: [LayerProperty] = [
    .position, .bounds, .anchorPoint, .opacity, .backgroundColor, .transform, .sublayerTransform, .anchorPointZ,
    .cornerRadius, .borderWidth, .borderColor, .zPosition, .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius,
  ]

  /// The held value of `property` (one of ``properties``), as the layer's `modelValue` gives it.
  private func value(of property: LayerProperty) -> AnimatableValue {
    switch property {
    case .position: .point(position)
    case .bounds: .rect(bounds)
    case .anchorPoint: .point(anchorPoint)
    case .opacity: .scalar(CGFloat(opacity))
    case .backgroundColor: .color(backgroundColor)
    case .transform: .transform(transform)
    case .sublayerTransform: .transform(sublayerTransform)
    case .anchorPointZ: .scalar(anchorPointZ)
    case .cornerRadius: .scalar(cornerRadius)
    case .borderWidth: .scalar(borderWidth)
    case .borderColor: .color(borderColor)
    case .zPosition: .scalar(zPosition)
    case .shadowColor: .color(shadowColor)
    case .shadowOpacity: .scalar(CGFloat(shadowOpacity))
    case .shadowOffset: .size(shadowOffset)
    case .shadowRadius: .scalar(shadowRadius)
    default: preconditionFailure("CALayerPresentation holds no '\(property.rawValue)'")
    }
  }

  /// Stores `value` as `property`.
  ///
  /// - Precondition: `value` has the property's kind.
  private mutating func set(_ property: LayerProperty, _ value: AnimatableValue) {
    switch (property, value) {
    case (.position, .point(let p)): position = p
    case (.bounds, .rect(let r)): bounds = r
    case (.anchorPoint, .point(let p)): anchorPoint = p
    case (.opacity, .scalar(let v)): opacity = Float(v)
    case (.backgroundColor, .color(let c)): backgroundColor = c
    case (.transform, .transform(let m)): transform = m
    case (.sublayerTransform, .transform(let m)): sublayerTransform = m
    case (.anchorPointZ, .scalar(let v)): anchorPointZ = v
    case (.cornerRadius, .scalar(let v)): cornerRadius = v
    case (.borderWidth, .scalar(let v)): borderWidth = v
    case (.borderColor, .color(let c)): borderColor = c
    case (.zPosition, .scalar(let v)): zPosition = v
    case (.shadowColor, .color(let c)): shadowColor = c
    case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
    case (.shadowOffset, .size(let s)): shadowOffset = s
    case (.shadowRadius, .scalar(let v)): shadowRadius = v
    default: preconditionFailure("CALayer presentation: '\(property.rawValue)' changed kind to \(value.kindName)")
    }
  }

  /// The affine part of `transform`, as `affineTransform()`.
  public var affineTransform: CGAffineTransform { transform.affineTransform }

  /// The frame in the superlayer's space (the bounding box when transformed), as the
  /// presentation layer's `frame`.
  public var frame: CGRect {
    let local = CGRect(
      x: -bounds.width * anchorPoint.x, y: -bounds.height * anchorPoint.y, width: bounds.width, height: bounds.height)
    return local.applying(affineTransform.concatenating(CGAffineTransform(translationX: position.x, y: position.y)))
  }

  /// The transform from the layer's bounds space to its superlayer's.
  var transformToSuperlayer: CGAffineTransform {
    UIView.transformToSuperlayer(
      bounds: bounds, anchorPoint: anchorPoint, transform: affineTransform, position: position)
  }

  /// The full 3D map from the layer's bounds space to its superlayer's:
  /// `translate(−anchor, −anchorPointZ) · transform · translate(position, zPosition) ·
  /// sublayerMatrix` (the superlayer's `sublayerTransform` about its anchor).
  func transform3DToSuperlayer(sublayerMatrix: CATransform3D) -> CATransform3D {
    let anchor = CGPoint(x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
    var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ).concatenating(transform)
      .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    if sublayerMatrix != .identity { m = m.concatenating(sublayerMatrix) }
    return m
  }
}
