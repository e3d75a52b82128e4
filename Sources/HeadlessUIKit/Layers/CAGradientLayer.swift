import Foundation

/// A layer that draws a colour gradient over its bounds, as Core Animation's
/// `CAGradientLayer`.
///
/// `startPoint` and `endPoint` are in the unit space of the bounds ((0, 0) top left, (1, 1)
/// bottom right). `.axial` varies along the line between them; `.radial` is an ellipse centred
/// on `startPoint` reaching `endPoint` (radii `|end − start|` on each axis); `.conic` sweeps
/// clockwise around `startPoint`, starting in the direction of `endPoint`. `locations` (0…1,
/// increasing) place the colours; nil spaces them evenly. The gradient is the layer's content:
/// drawn over the background, clipped only by `masksToBounds`.
///
/// `startPoint`, `endPoint`, `colors` and `locations` animate; colour lists interpolate colour
/// by colour and location lists entry by entry, so both values need the same count (an
/// implicit change to a different count happens at once).
///
/// Nonisolated and not `Sendable`, as in the SDK (see ``CALayer`` for what runs on the main actor).
///
/// - Note: UIKit difference: colours are interpolated in premultiplied sRGB.
open class CAGradientLayer: CALayer {
  /// The colours, as `colors` (`CGColor` values; one colour fills evenly, none draws
  /// nothing).
  open var colors: [Any]? {
    didSet { modelDidChange(.colors, from: .colors(Self.rgba(oldValue)), to: .colors(colorValues)) }
  }
  /// The stops, as `locations` (nil: evenly spaced).
  open var locations: [NSNumber]? {
    didSet {
      let count = colorValues.count
      modelDidChange(
        .locations, from: .scalars(Self.stops(oldValue, count: count)),
        to: .scalars(Self.stops(locations, count: count)))
    }
  }
  /// As `startPoint` (default (0.5, 0)).
  open var startPoint = CGPoint(x: 0.5, y: 0) {
    didSet { modelDidChange(.startPoint, from: .point(oldValue), to: .point(startPoint)) }
  }
  /// As `endPoint` (default (0.5, 1)).
  open var endPoint = CGPoint(x: 0.5, y: 1) {
    didSet { modelDidChange(.endPoint, from: .point(oldValue), to: .point(endPoint)) }
  }
  /// As `type` (default `.axial`).
  open var type: CAGradientLayerType = .axial

  /// Creates a gradient layer with Core Animation's defaults, as `init()`.
  public override init() { super.init() }

  /// A copy of `layer`'s model values, as `init(layer:)`: the `CALayer` properties and, when
  /// `layer` is a `CAGradientLayer`, its own.
  public override init(layer: Any) {
    if let gradient = layer as? CAGradientLayer {
      colors = gradient.colors
      locations = gradient.locations
      startPoint = gradient.startPoint
      endPoint = gradient.endPoint
      type = gradient.type
    }
    super.init(layer: layer)
  }

  /// As `init(coder:)`; traps (see ``CALayer/init(coder:)``).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The colours as values.
  ///
  /// - Precondition: every element is a `CGColor` or `UIColor`, as Core Animation requires
  ///   `CGColor`s.
  var colorValues: [RGBA] { Self.rgba(colors) }

  /// `colors` as values.
  ///
  /// - Precondition: every element is a `CGColor` or `UIColor`.
  private static func rgba(_ colors: [Any]?) -> [RGBA] {
    (colors ?? []).enumerated().map { index, value in
      if let color = value as? CGColor { return color.rgba }
      if let color = value as? UIColor { return color.rgba }
      preconditionFailure("CAGradientLayer.colors[\(index)] must be a CGColor, got \(Swift.type(of: value))")
    }
  }

  /// `locations` as numbers, or `count` evenly spaced stops when nil.
  static func stops(_ locations: [NSNumber]?, count: Int) -> [CGFloat] {
    if let locations { return locations.map { CGFloat($0.doubleValue) } }
    return (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) }
  }

  override func hasProperty(_ property: LayerProperty) -> Bool {
    switch property {
    case .startPoint, .endPoint, .colors, .locations: return true
    default: return super.hasProperty(property)
    }
  }

  override func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .startPoint: return .point(startPoint)
    case .endPoint: return .point(endPoint)
    case .colors: return .colors(colorValues)
    case .locations: return .scalars(Self.stops(locations, count: colorValues.count))
    default: return super.ownModelValue(property)
    }
  }

  override func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool {
    switch (property, value) {
    case (.startPoint, .point(let p)): startPoint = p
    case (.endPoint, .point(let p)): endPoint = p
    case (.colors, .colors(let list)): colors = list.map { CGColor($0) }
    case (.locations, .scalars(let list)): locations = list.map { NSNumber(value: Double($0)) }
    default: return super.setOwnModelValue(value, for: property)
    }
    return true
  }
}
