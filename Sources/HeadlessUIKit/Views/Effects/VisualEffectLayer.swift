import Foundation

/// The layer of a ``UIVisualEffectView``: its blur radius and tint are animatable layer
/// properties, so setting the view's `effect` inside `UIView.animate` animates the blur in or
/// out as UIKit does (`nil` → blur grows the radius from 0 and fades the tint in).
///
/// - Note: UIKit difference: Core Animation animates private filter values; these properties
///   stand in for them and are not public API.
final class VisualEffectLayer: CALayer {
  /// The backdrop blur radius in points (animatable).
  var effectRadius: CGFloat = 0 {
    didSet { modelDidChange(.effectRadius, from: .scalar(oldValue), to: .scalar(effectRadius)) }
  }
  /// The tint over the blur (animatable).
  var effectTint: RGBA = .clear {
    didSet { modelDidChange(.effectTint, from: .color(oldValue), to: .color(effectTint)) }
  }

  override func hasProperty(_ property: LayerProperty) -> Bool {
    property == .effectRadius || property == .effectTint || super.hasProperty(property)
  }

  override func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .effectRadius: return .scalar(effectRadius)
    case .effectTint: return .color(effectTint)
    default: return super.ownModelValue(property)
    }
  }

  override func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool {
    switch (property, value) {
    case (.effectRadius, .scalar(let v)): effectRadius = v
    case (.effectTint, .color(let c)): effectTint = c
    default: return super.setOwnModelValue(value, for: property)
    }
    return true
  }

  /// The blur drawn at local time `time`, or nil when it would change nothing.
  func backdropBlur(at time: TimeInterval) -> BackdropBlur? {
    guard case .scalar(let radius) = presentationValue(.effectRadius, at: time),
      case .color(let tint) = presentationValue(.effectTint, at: time)
    else { return nil }
    guard radius > 0 || tint.alpha > 0 else { return nil }
    return BackdropBlur(radius: max(radius, 0), tint: tint)
  }
}
