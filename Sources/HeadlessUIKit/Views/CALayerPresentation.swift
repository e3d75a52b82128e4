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

  /// The values of `layer` at its local time `t`.
  @MainActor
  init(layer: CALayer, time t: TimeInterval) {
    func value(_ p: LayerProperty) -> AnimatableValue { layer.presentationValue(p, at: t) }
    guard case .point(let position) = value(.position), case .rect(let bounds) = value(.bounds),
      case .point(let anchor) = value(.anchorPoint),
      case .scalar(let opacity) = value(.opacity), case .color(let background) = value(.backgroundColor),
      case .transform(let transform) = value(.transform), case .scalar(let radius) = value(.cornerRadius),
      case .scalar(let borderWidth) = value(.borderWidth), case .color(let borderColor) = value(.borderColor),
      case .scalar(let z) = value(.zPosition), case .color(let shadowColor) = value(.shadowColor),
      case .scalar(let shadowOpacity) = value(.shadowOpacity), case .size(let shadowOffset) = value(.shadowOffset),
      case .scalar(let shadowRadius) = value(.shadowRadius),
      case .transform(let sublayerTransform) = value(.sublayerTransform),
      case .scalar(let anchorZ) = value(.anchorPointZ)
    else { preconditionFailure("CALayer presentation: a property changed kind") }
    self.position = position
    self.bounds = bounds
    self.anchorPoint = anchor
    self.opacity = Float(opacity)
    self.backgroundColor = background
    self.transform = transform
    self.sublayerTransform = sublayerTransform
    self.anchorPointZ = anchorZ
    self.cornerRadius = radius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.zPosition = z
    self.shadowColor = shadowColor
    self.shadowOpacity = Float(shadowOpacity)
    self.shadowOffset = shadowOffset
    self.shadowRadius = shadowRadius
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
