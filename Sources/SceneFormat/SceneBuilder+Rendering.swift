import Foundation
import Graphics
import HeadlessUIKit

extension ScreenViewController {
  /// Applies a view's rendering fields: layer shadow, masked corners, 3D transform, a
  /// gradient or shape sublayer filling the bounds (below the subviews), a shape mask.
  static func applyRendering(_ spec: ViewRenderingSpec, to view: UIView) {
    let size = view.bounds.size
    if let shadow = spec.shadow {
      view.layer.shadowColor = CGColor(shadow.color)
      view.layer.shadowOpacity = Float(shadow.opacity)
      view.layer.shadowRadius = shadow.radius
      view.layer.shadowOffset = shadow.offset
      view.layer.shadowPath = shadow.path?.path(in: size)
    }
    if let corners = spec.maskedCorners {
      view.layer.maskedCorners = CACornerMask(rawValue: corners.rawValue)
    }
    if let t = spec.transform3D {
      view.layer.transform = t.transform
      view.layer.isDoubleSided = t.doubleSided
    }
    if let g = spec.gradient {
      let layer = CAGradientLayer()
      layer.frame = CGRect(origin: .zero, size: size)
      layer.colors = g.colors.map { CGColor($0) }
      layer.locations = g.locations?.map { NSNumber(value: $0) }
      layer.startPoint = g.start
      layer.endPoint = g.end
      layer.type = CAGradientLayerType(rawValue: g.type)
      layer.cornerRadius = view.layer.cornerRadius
      layer.masksToBounds = view.layer.cornerRadius > 0
      view.layer.insertSublayer(layer, at: 0)
    }
    if let s = spec.shape {
      let layer = CAShapeLayer()
      layer.frame = CGRect(origin: .zero, size: size)
      layer.path = s.path.path(in: size)
      layer.fillColor = s.fill.map { CGColor($0) }
      layer.strokeColor = s.stroke.map { CGColor($0) }
      layer.lineWidth = s.lineWidth
      layer.strokeStart = s.strokeStart
      layer.strokeEnd = s.strokeEnd
      layer.lineDashPattern = s.dash?.map { NSNumber(value: $0) }
      layer.lineDashPhase = s.dashPhase
      view.layer.insertSublayer(layer, at: 0)
    }
    if let replicator = spec.replicator { view.layer.addSublayer(replicatorLayer(replicator, size: size)) }
    if let emitter = spec.emitter { view.layer.addSublayer(emitterLayer(emitter, size: size)) }
    if let text = spec.textLayer { view.layer.addSublayer(textLayer(text, size: size)) }
    if let mask = spec.mask {
      let layer = CAShapeLayer()
      layer.frame = CGRect(origin: .zero, size: size)
      layer.path = mask.path(in: size)
      view.layer.mask = layer
    }
  }
}
