import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled with `fillColor` by
/// `fillRule`, then stroked with `strokeColor`, `lineWidth`, caps and joins, between the
/// fractions `strokeStart` and `strokeEnd` of the path's length. The path is in the layer's
/// bounds space and is not clipped to the bounds. As a `mask`, its filled alpha masks.
///
/// `lineDashPattern` dashes the stroke, starting `lineDashPhase` into the pattern at the start
/// of every subpath; the dashes stay where they are on the whole path when `strokeStart` and
/// `strokeEnd` trim it (animating `strokeEnd` draws a dashed line on, it does not slide the
/// dashes).
///
/// `path`, `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`, `lineDashPhase`, `strokeStart`
/// and `strokeEnd` animate (paths point by point, so both paths need the same elements; paths
/// with different elements change at once).
///
/// Nonisolated and not `Sendable`, as in the SDK (see ``CALayer`` for what runs on the main actor).
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
  open var miterLimit: CGFloat = 10 {
    didSet { modelDidChange(.miterLimit, from: .scalar(oldValue), to: .scalar(miterLimit)) }
  }
  /// The dash pattern, as `lineDashPattern`: lengths of painted and unpainted segments in
  /// turn, repeated along the stroke (nil, the default, or all zeros: a solid line; an odd
  /// count repeats so that the roles alternate, as Core Graphics does).
  ///
  /// - Precondition: no length is negative or non-finite.
  open var lineDashPattern: [NSNumber]? {
    didSet {
      for (index, length) in (lineDashPattern ?? []).enumerated() {
        precondition(
          length.doubleValue >= 0 && length.doubleValue.isFinite,
          "CAShapeLayer.lineDashPattern[\(index)] must be a finite length ≥ 0, got \(length.doubleValue)")
      }
    }
  }
  /// How far into the dash pattern the stroke starts, as `lineDashPhase` (default 0); animating
  /// it by the pattern's length makes the dashes march.
  open var lineDashPhase: CGFloat = 0 {
    didSet { modelDidChange(.lineDashPhase, from: .scalar(oldValue), to: .scalar(lineDashPhase)) }
  }

  /// Creates a shape layer with Core Animation's defaults, as `init()`.
  public override init() { super.init() }

  /// A copy of `layer`'s model values, as `init(layer:)`: the `CALayer` properties and, when
  /// `layer` is a `CAShapeLayer`, its own.
  public override init(layer: Any) {
    if let shape = layer as? CAShapeLayer {
      path = shape.path
      fillColor = shape.fillColor
      strokeColor = shape.strokeColor
      lineWidth = shape.lineWidth
      strokeStart = shape.strokeStart
      strokeEnd = shape.strokeEnd
      fillRule = shape.fillRule
      lineCap = shape.lineCap
      lineJoin = shape.lineJoin
      miterLimit = shape.miterLimit
      lineDashPattern = shape.lineDashPattern
      lineDashPhase = shape.lineDashPhase
    }
    super.init(layer: layer)
  }

  /// As `init(coder:)`; traps (see ``CALayer/init(coder:)``).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  override func hasProperty(_ property: LayerProperty) -> Bool {
    switch property {
    case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase, .miterLimit: return true
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
    case .lineDashPhase: return .scalar(lineDashPhase)
    case .miterLimit: return .scalar(miterLimit)
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
    case (.lineDashPhase, .scalar(let v)): lineDashPhase = v
    case (.miterLimit, .scalar(let v)): miterLimit = v
    default: return super.setOwnModelValue(value, for: property)
    }
    return true
  }
}
