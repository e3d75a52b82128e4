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
/// `startPoint` and `endPoint` animate.
/// - Note: UIKit difference: `colors` and `locations` do not animate; colours are interpolated
///   in premultiplied sRGB.
@MainActor
open class CAGradientLayer: CALayer {
  /// The colours, as `colors` (`CGColor` values; one colour fills evenly, none draws
  /// nothing).
  open var colors: [Any]?
  /// The stops, as `locations` (nil: evenly spaced).
  open var locations: [NSNumber]?
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

  public override init() { super.init() }

  /// The colours as values.
  ///
  /// - Precondition: every element is a `CGColor` or `UIColor`, as Core Animation requires
  ///   `CGColor`s.
  var colorValues: [RGBA] {
    (colors ?? []).enumerated().map { index, value in
      if let color = value as? CGColor { return color.rgba }
      if let color = value as? UIColor { return color.rgba }
      preconditionFailure("CAGradientLayer.colors[\(index)] must be a CGColor, got \(Swift.type(of: value))")
    }
  }

  override func hasProperty(_ property: LayerProperty) -> Bool {
    property == .startPoint || property == .endPoint || super.hasProperty(property)
  }

  override func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .startPoint: return .point(startPoint)
    case .endPoint: return .point(endPoint)
    default: return super.ownModelValue(property)
    }
  }

  override func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool {
    switch (property, value) {
    case (.startPoint, .point(let p)): startPoint = p
    case (.endPoint, .point(let p)): endPoint = p
    default: return super.setOwnModelValue(value, for: property)
    }
    return true
  }
}
