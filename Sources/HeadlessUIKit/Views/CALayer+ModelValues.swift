import Foundation

extension CALayer {
  /// The model value of `property`.
  func modelValue(_ property: LayerProperty) -> AnimatableValue {
    switch property {
    case .position: return .point(position)
    case .bounds: return .rect(bounds)
    case .opacity: return .scalar(CGFloat(opacity))
    case .backgroundColor: return .color(backgroundColor?.rgba ?? .clear)
    case .transform: return .transform(transform)
    case .sublayerTransform: return .transform(sublayerTransform)
    case .anchorPointZ: return .scalar(anchorPointZ)
    case .cornerRadius: return .scalar(cornerRadius)
    case .borderWidth: return .scalar(borderWidth)
    case .borderColor: return .color(borderColor?.rgba ?? .clear)
    case .zPosition: return .scalar(zPosition)
    case .anchorPoint: return .point(anchorPoint)
    case .shadowColor: return .color(shadowColor?.rgba ?? .clear)
    case .shadowOpacity: return .scalar(CGFloat(shadowOpacity))
    case .shadowOffset: return .size(shadowOffset)
    case .shadowRadius: return .scalar(shadowRadius)
    case .shadowPath: return .path(shadowPath?.data ?? PathData())
    default: return ownModelValue(property)
    }
  }

  /// Sets `property`'s model value without recording an animation.
  @MainActor
  func setModelValue(_ value: AnimatableValue, for property: LayerProperty) {
    AnimationEngine.contextStack.append(nil)
    defer { AnimationEngine.contextStack.removeLast() }
    switch (property, value) {
    case (.position, .point(let p)): position = p
    case (.bounds, .rect(let r)): bounds = r
    case (.opacity, .scalar(let v)): opacity = Float(v)
    case (.backgroundColor, .color(let c)): backgroundColor = CGColor(c)
    case (.transform, .transform(let t)): transform = t
    case (.sublayerTransform, .transform(let t)): sublayerTransform = t
    case (.anchorPointZ, .scalar(let v)): anchorPointZ = v
    case (.cornerRadius, .scalar(let v)): cornerRadius = v
    case (.borderWidth, .scalar(let v)): borderWidth = v
    case (.borderColor, .color(let c)): borderColor = CGColor(c)
    case (.zPosition, .scalar(let v)): zPosition = v
    case (.anchorPoint, .point(let p)): anchorPoint = p
    case (.shadowColor, .color(let c)): shadowColor = CGColor(c)
    case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
    case (.shadowOffset, .size(let s)): shadowOffset = s
    case (.shadowRadius, .scalar(let v)): shadowRadius = v
    case (.shadowPath, .path(let p)): shadowPath = p.isEmpty ? nil : CGPath(data: p)
    default:
      guard setOwnModelValue(value, for: property) else {
        preconditionFailure("CALayer.setModelValue: \(value.kindName) is not a value of '\(property.rawValue)'")
      }
    }
  }
}
