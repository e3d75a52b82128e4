import Foundation

/// The animatable layer properties, named by their Core Animation key paths.
enum LayerProperty: String, Sendable, CaseIterable {
  case position
  case bounds
  case opacity
  case backgroundColor
  case transform
  case cornerRadius
  case borderWidth
  case borderColor
  case zPosition
  case anchorPoint
  case anchorPointZ
  case sublayerTransform
  case shadowColor
  case shadowOpacity
  case shadowOffset
  case shadowRadius
  case shadowPath
  // CAShapeLayer
  case path
  case fillColor
  case strokeColor
  case lineWidth
  case strokeStart
  case strokeEnd
  case lineDashPhase
  case miterLimit
  // CAGradientLayer
  case startPoint
  case endPoint
  case colors
  case locations
  // PageCurlLayer (HeadlessUIKit's stand-in for Core Animation's private page-curl filter)
  case curlProgress
  // VisualEffectLayer (a visual-effect view's blur, animated when `effect` changes)
  case effectRadius
  case effectTint
  // CATextLayer
  case fontSize
  case foregroundColor
  // CAReplicatorLayer
  case instanceDelay
  case instanceTransform
  case instanceColor
  case instanceRedOffset
  case instanceGreenOffset
  case instanceBlueOffset
  case instanceAlphaOffset
}

extension LayerProperty {
  /// Whether only a `CALayer` subclass (shape, gradient, text, replicator or page-curl layer) has
  /// the property.
  var isSubclassProperty: Bool {
    switch self {
    case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase, .miterLimit,
      .startPoint, .endPoint, .colors, .locations, .curlProgress, .effectRadius, .effectTint, .fontSize,
      .foregroundColor, .instanceDelay, .instanceTransform,
      .instanceColor, .instanceRedOffset, .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset:
      return true
    default: return false
    }
  }
}
