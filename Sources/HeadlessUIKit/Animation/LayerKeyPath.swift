import Foundation

/// A Core Animation key path resolved to a layer property and, for sub-key paths such as
/// `position.x` or `transform.rotation.y`, the component it addresses.
///
/// Transform components read and write the decomposition (``DecomposedTransform3D``):
/// `rotation.x/y/z` are the rotation vector's components (for a turn about one axis, the
/// angle), `scale` sets x, y and z and reads x, `translation` is x and y as a `CGSize`.
/// - Note: UIKit difference: Core Animation composes `rotation.x/y/z` as Euler angles; combined
///   turns about several axes at once compose as a rotation vector here.
struct LayerKeyPath: Hashable, Sendable {
  enum Component: Hashable, Sendable {
    case whole
    case x, y
    case width, height
    case size
    case origin
    case scale, scaleX, scaleY, scaleZ
    case rotationX, rotationY, rotationZ
    case translation, translationX, translationY, translationZ
  }

  let property: LayerProperty
  let component: Component

  private static let transformComponents: [String: Component] = [
    "": .whole, ".scale": .scale, ".scale.x": .scaleX, ".scale.y": .scaleY, ".scale.z": .scaleZ,
    ".rotation": .rotationZ, ".rotation.x": .rotationX, ".rotation.y": .rotationY, ".rotation.z": .rotationZ,
    ".translation": .translation, ".translation.x": .translationX, ".translation.y": .translationY,
    ".translation.z": .translationZ,
  ]

  /// The transform-valued properties, whose key paths take the transform components.
  private static let transformBases: [(String, LayerProperty)] = [
    ("transform", .transform), ("sublayerTransform", .sublayerTransform), ("instanceTransform", .instanceTransform),
  ]

  /// Resolves `keyPath`; nil for key paths HeadlessUIKit does not animate.
  init?(_ keyPath: String) {
    for (base, property) in Self.transformBases where keyPath.hasPrefix(base) {
      guard let component = Self.transformComponents[String(keyPath.dropFirst(base.count))] else { return nil }
      self.property = property
      self.component = component
      return
    }
    guard let (property, component) = Self.table[keyPath] else { return nil }
    self.property = property
    self.component = component
  }

  /// The key paths other than the transforms', with the property and component they address.
  private static let table: [String: (LayerProperty, Component)] = [
    "position": (.position, .whole), "position.x": (.position, .x), "position.y": (.position, .y),
    "bounds": (.bounds, .whole), "bounds.size": (.bounds, .size), "bounds.origin": (.bounds, .origin),
    "bounds.size.width": (.bounds, .width), "bounds.size.height": (.bounds, .height),
    "bounds.origin.x": (.bounds, .x), "bounds.origin.y": (.bounds, .y),
    "opacity": (.opacity, .whole), "backgroundColor": (.backgroundColor, .whole),
    "cornerRadius": (.cornerRadius, .whole), "borderWidth": (.borderWidth, .whole),
    "borderColor": (.borderColor, .whole), "zPosition": (.zPosition, .whole),
    "anchorPoint": (.anchorPoint, .whole), "anchorPointZ": (.anchorPointZ, .whole),
    "shadowColor": (.shadowColor, .whole), "shadowOpacity": (.shadowOpacity, .whole),
    "shadowOffset": (.shadowOffset, .whole), "shadowRadius": (.shadowRadius, .whole),
    "shadowPath": (.shadowPath, .whole),
    "path": (.path, .whole), "fillColor": (.fillColor, .whole), "strokeColor": (.strokeColor, .whole),
    "lineWidth": (.lineWidth, .whole), "strokeStart": (.strokeStart, .whole), "strokeEnd": (.strokeEnd, .whole),
    "lineDashPhase": (.lineDashPhase, .whole), "miterLimit": (.miterLimit, .whole),
    "startPoint": (.startPoint, .whole), "endPoint": (.endPoint, .whole),
    "colors": (.colors, .whole), "locations": (.locations, .whole),
    "curlProgress": (.curlProgress, .whole),
    "effectRadius": (.effectRadius, .whole), "effectTint": (.effectTint, .whole),
    "fontSize": (.fontSize, .whole), "foregroundColor": (.foregroundColor, .whole),
    "instanceDelay": (.instanceDelay, .whole), "instanceColor": (.instanceColor, .whole),
    "instanceRedOffset": (.instanceRedOffset, .whole), "instanceGreenOffset": (.instanceGreenOffset, .whole),
    "instanceBlueOffset": (.instanceBlueOffset, .whole), "instanceAlphaOffset": (.instanceAlphaOffset, .whole),
  ]

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
      let d = DecomposedTransform3D(t)
      switch component {
      case .scale, .scaleX: return .scalar(d.scale.x)
      case .scaleY: return .scalar(d.scale.y)
      case .scaleZ: return .scalar(d.scale.z)
      case .rotationX: return .scalar(d.rotation.x)
      case .rotationY: return .scalar(d.rotation.y)
      case .rotationZ: return .scalar(d.rotation.z)
      case .translation: return .size(CGSize(width: d.translation.x, height: d.translation.y))
      case .translationX: return .scalar(d.translation.x)
      case .translationY: return .scalar(d.translation.y)
      case .translationZ: return .scalar(d.translation.z)
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
      var d = DecomposedTransform3D(t)
      switch (component, part) {
      case (.scale, .scalar(let v)): d.scale = (v, v, v)
      case (.scaleX, .scalar(let v)): d.scale.x = v
      case (.scaleY, .scalar(let v)): d.scale.y = v
      case (.scaleZ, .scalar(let v)): d.scale.z = v
      case (.rotationX, .scalar(let v)): d.rotation.x = v
      case (.rotationY, .scalar(let v)): d.rotation.y = v
      case (.rotationZ, .scalar(let v)): d.rotation.z = v
      case (.translation, .size(let s)): (d.translation.x, d.translation.y) = (s.width, s.height)
      case (.translationX, .scalar(let v)): d.translation.x = v
      case (.translationY, .scalar(let v)): d.translation.y = v
      case (.translationZ, .scalar(let v)): d.translation.z = v
      default: preconditionFailure("cannot write \(part) into transform component \(component)")
      }
      return .transform(d.transform)
    default:
      preconditionFailure("cannot write \(part) into \(whole) at \(component)")
    }
  }

  /// Converts a value given to an animation (`fromValue`, `values`, …) to the kind of the
  /// addressed component; nil when it has the wrong type. Transforms accept `CATransform3D`
  /// and `CGAffineTransform` (as `CATransform3DMakeAffineTransform`).
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
    case .transform:
      if let t = value as? CATransform3D { return .transform(t) }
      return (value as? CGAffineTransform).map { .transform(CATransform3DMakeAffineTransform($0)) }
    case .path: return (value as? CGPath).map { .path($0.data) }
    case .color:
      if let color = value as? CGColor { return .color(color.rgba) }
      if let color = value as? UIColor { return .color(color.rgba) }
      return nil
    case .colors:
      guard let list = value as? [Any] else { return nil }
      let colors = list.compactMap { ($0 as? CGColor)?.rgba ?? ($0 as? UIColor)?.rgba }
      return colors.count == list.count ? .colors(colors) : nil
    case .scalars:
      guard let list = value as? [Any] else { return nil }
      let numbers = list.compactMap { element -> CGFloat? in
        switch element {
        case let v as CGFloat: v
        case let v as Double: v
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
      }
      return numbers.count == list.count ? .scalars(numbers) : nil
    }
  }
}
