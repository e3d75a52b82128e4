import Foundation

/// A Core Animation key path resolved to a layer property and, for sub-key paths such as
/// `position.x` or `transform.rotation.z`, the component it addresses.
struct LayerKeyPath: Hashable, Sendable {
  enum Component: Hashable, Sendable {
    case whole
    case x, y
    case width, height
    case size
    case origin
    case scale, scaleX, scaleY
    case rotation
    case translation, translationX, translationY
  }

  let property: LayerProperty
  let component: Component

  /// Resolves `keyPath`; nil for key paths HeadlessUIKit does not animate.
  init?(_ keyPath: String) {
    let table: [String: (LayerProperty, Component)] = [
      "position": (.position, .whole), "position.x": (.position, .x), "position.y": (.position, .y),
      "bounds": (.bounds, .whole), "bounds.size": (.bounds, .size), "bounds.origin": (.bounds, .origin),
      "bounds.size.width": (.bounds, .width), "bounds.size.height": (.bounds, .height),
      "bounds.origin.x": (.bounds, .x), "bounds.origin.y": (.bounds, .y),
      "opacity": (.opacity, .whole), "backgroundColor": (.backgroundColor, .whole),
      "transform": (.transform, .whole), "transform.scale": (.transform, .scale),
      "transform.scale.x": (.transform, .scaleX), "transform.scale.y": (.transform, .scaleY),
      "transform.rotation": (.transform, .rotation), "transform.rotation.z": (.transform, .rotation),
      "transform.translation": (.transform, .translation), "transform.translation.x": (.transform, .translationX),
      "transform.translation.y": (.transform, .translationY),
      "cornerRadius": (.cornerRadius, .whole), "borderWidth": (.borderWidth, .whole),
      "borderColor": (.borderColor, .whole), "zPosition": (.zPosition, .whole),
      "anchorPoint": (.anchorPoint, .whole), "shadowColor": (.shadowColor, .whole),
      "shadowOpacity": (.shadowOpacity, .whole), "shadowOffset": (.shadowOffset, .whole),
      "shadowRadius": (.shadowRadius, .whole),
    ]
    guard let (property, component) = table[keyPath] else { return nil }
    self.property = property
    self.component = component
  }

  /// The value of the addressed component inside `whole`.
  func read(_ whole: AnimatableValue) -> AnimatableValue {
    switch (component, whole) {
    case (.whole, _): return whole
    case (.x, .point(let p)): return .scalar(p.x)
    case (.y, .point(let p)): return .scalar(p.y)
    case (.x, .rect(let r)): return .scalar(r.origin.x)
    case (.y, .rect(let r)): return .scalar(r.origin.y)
    case (.width, .rect(let r)): return .scalar(r.width)
    case (.height, .rect(let r)): return .scalar(r.height)
    case (.size, .rect(let r)): return .size(r.size)
    case (.origin, .rect(let r)): return .point(r.origin)
    case (_, .transform(let t)):
      let d = DecomposedTransform(t)
      switch component {
      case .scale: return .scalar(d.scaleX)
      case .scaleX: return .scalar(d.scaleX)
      case .scaleY: return .scalar(d.scaleY)
      case .rotation: return .scalar(d.rotation)
      case .translation: return .size(CGSize(width: d.translationX, height: d.translationY))
      case .translationX: return .scalar(d.translationX)
      case .translationY: return .scalar(d.translationY)
      default: break
      }
    default: break
    }
    preconditionFailure("key path component \(component) does not apply to \(whole)")
  }

  /// `whole` with the addressed component replaced by `part`.
  func write(_ part: AnimatableValue, into whole: AnimatableValue) -> AnimatableValue {
    switch (component, whole, part) {
    case (.whole, _, _): return part
    case (.x, .point(var p), .scalar(let v)):
      p.x = v
      return .point(p)
    case (.y, .point(var p), .scalar(let v)):
      p.y = v
      return .point(p)
    case (.x, .rect(var r), .scalar(let v)):
      r.origin.x = v
      return .rect(r)
    case (.y, .rect(var r), .scalar(let v)):
      r.origin.y = v
      return .rect(r)
    case (.width, .rect(var r), .scalar(let v)):
      r.size.width = v
      return .rect(r)
    case (.height, .rect(var r), .scalar(let v)):
      r.size.height = v
      return .rect(r)
    case (.size, .rect(var r), .size(let s)):
      r.size = s
      return .rect(r)
    case (.origin, .rect(var r), .point(let o)):
      r.origin = o
      return .rect(r)
    case (_, .transform(let t), _):
      var d = DecomposedTransform(t)
      switch (component, part) {
      case (.scale, .scalar(let v)):
        d.scaleX = v
        d.scaleY = v
      case (.scaleX, .scalar(let v)): d.scaleX = v
      case (.scaleY, .scalar(let v)): d.scaleY = v
      case (.rotation, .scalar(let v)): d.rotation = v
      case (.translation, .size(let s)):
        d.translationX = s.width
        d.translationY = s.height
      case (.translationX, .scalar(let v)): d.translationX = v
      case (.translationY, .scalar(let v)): d.translationY = v
      default: preconditionFailure("cannot write \(part) into transform component \(component)")
      }
      return .transform(d.transform)
    default:
      preconditionFailure("cannot write \(part) into \(whole) at \(component)")
    }
  }

  /// Converts a value given to an animation (`fromValue`, `values`, …) to the kind of the
  /// addressed component; nil when it has the wrong type.
  func convert(_ value: Any, template: AnimatableValue) -> AnimatableValue? {
    switch template {
    case .scalar:
      switch value {
      case let v as CGFloat: return .scalar(v)
      case let v as Double: return .scalar(v)
      case let v as Float: return .scalar(CGFloat(v))
      case let v as Int: return .scalar(CGFloat(v))
      case let v as NSNumber: return .scalar(v.doubleValue)
      default: return nil
      }
    case .point: return (value as? CGPoint).map(AnimatableValue.point)
    case .size: return (value as? CGSize).map(AnimatableValue.size)
    case .rect: return (value as? CGRect).map(AnimatableValue.rect)
    case .transform: return (value as? CGAffineTransform).map(AnimatableValue.transform)
    case .color:
      if let color = value as? CGColor { return .color(color.rgba) }
      if let color = value as? UIColor { return .color(color.rgba) }
      return nil
    }
  }
}
