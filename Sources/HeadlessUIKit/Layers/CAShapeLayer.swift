import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled with `fillColor` by
/// `fillRule`, then stroked with `strokeColor`, `lineWidth`, caps and joins, between the
/// fractions `strokeStart` and `strokeEnd` of the path's length. The path is in the layer's
/// bounds space and is not clipped to the bounds. As a `mask`, its filled alpha masks.
///
/// `path`, `fillColor`, `strokeColor`, `lineWidth`, `strokeStart` and `strokeEnd` animate
/// (paths point by point, so both paths need the same elements).
/// - Note: UIKit difference: `lineDashPattern` and `lineDashPhase` are not available.
@MainActor
open class CAShapeLayer: CALayer {
  /// The shape, as `path` (nil draws nothing).
  open var path: CGPath? {
    didSet { modelDidChange(.path, from: .path(oldValue?.data ?? PathData()), to: .path(path?.data ?? PathData())) }
  }
  /// The fill, as `fillColor` (default opaque black; nil fills nothing).
  open var fillColor: CGColor? = CGColor(RGBA.black) {
    didSet {
      modelDidChange(.fillColor, from: .color(oldValue?.rgba ?? .clear), to: .color(fillColor?.rgba ?? .clear))
    }
  }
  /// The stroke, as `strokeColor` (default nil: no stroke).
  open var strokeColor: CGColor? {
    didSet {
      modelDidChange(.strokeColor, from: .color(oldValue?.rgba ?? .clear), to: .color(strokeColor?.rgba ?? .clear))
    }
  }
  /// The stroke width, as `lineWidth` (default 1).
  open var lineWidth: CGFloat = 1 {
    didSet { modelDidChange(.lineWidth, from: .scalar(oldValue), to: .scalar(lineWidth)) }
  }
  /// Where the stroke starts, as a fraction of the path's length (default 0).
  open var strokeStart: CGFloat = 0 {
    didSet { modelDidChange(.strokeStart, from: .scalar(oldValue), to: .scalar(strokeStart)) }
  }
  /// Where the stroke ends, as a fraction of the path's length (default 1).
  open var strokeEnd: CGFloat = 1 {
    didSet { modelDidChange(.strokeEnd, from: .scalar(oldValue), to: .scalar(strokeEnd)) }
  }
  /// As `fillRule` (default `.nonZero`).
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// As `lineCap` (default `.butt`).
  open var lineCap: CAShapeLayerLineCap = .butt
  /// As `lineJoin` (default `.miter`).
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// As `miterLimit` (default 10).
  open var miterLimit: CGFloat = 10

  public override init() { super.init() }

  override func hasProperty(_ property: LayerProperty) -> Bool {
    switch property {
    case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd: return true
    default: return super.hasProperty(property)
    }
  }

  override func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .path: return .path(path?.data ?? PathData())
    case .fillColor: return .color(fillColor?.rgba ?? .clear)
    case .strokeColor: return .color(strokeColor?.rgba ?? .clear)
    case .lineWidth: return .scalar(lineWidth)
    case .strokeStart: return .scalar(strokeStart)
    case .strokeEnd: return .scalar(strokeEnd)
    default: return super.ownModelValue(property)
    }
  }

  override func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool {
    switch (property, value) {
    case (.path, .path(let p)): path = p.isEmpty ? nil : CGPath(data: p)
    case (.fillColor, .color(let c)): fillColor = CGColor(c)
    case (.strokeColor, .color(let c)): strokeColor = CGColor(c)
    case (.lineWidth, .scalar(let v)): lineWidth = v
    case (.strokeStart, .scalar(let v)): strokeStart = v
    case (.strokeEnd, .scalar(let v)): strokeEnd = v
    default: return super.setOwnModelValue(value, for: property)
    }
    return true
  }
}
