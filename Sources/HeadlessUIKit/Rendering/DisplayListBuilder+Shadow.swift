import Foundation

extension DisplayListBuilder {
  /// How a layer's shadow is drawn.
  enum ShadowPlan: Equatable {
    /// The shadow of a known outline: `shadowPath`, or the background shape when the
    /// background is all the layer draws (its alpha folded into the shadow colour).
    case shape(Shape, Shadow)
    /// The shadow of the layer's composited content (a shadow group).
    case content(Shadow)
  }

  /// The layer's shadow as Core Animation draws it, or nil when it is invisible: the
  /// `shadowPath` when set (non-zero rule), otherwise the alpha of everything the layer draws
  /// (background, content, sublayers, border). With `masksToBounds` the shadow is clipped to
  /// the bounds like everything else the layer draws, as on iOS.
  func shadowPlan(of layer: CALayer, _ p: CALayerPresentation, shape: Shape, time: TimeInterval) -> ShadowPlan? {
    let color = p.shadowColor.multiplyingAlpha(Double(p.shadowOpacity))
    guard color.alpha > 0, p.shadowRadius.isFinite else { return nil }
    let style = Shadow(color: color, offset: p.shadowOffset, radius: max(p.shadowRadius, 0))
    if layer.shadowPath != nil, case .path(let path) = layer.presentationValue(.shadowPath, at: time) {
      return path.isEmpty ? nil : .shape(.path(path, fillRule: .winding), style)
    }
    let hasText = hasContent(layer, p)
    let hasBorder = p.borderWidth > 0 && p.borderColor.alpha > 0
    let hasSublayers = !(layer.sublayers ?? []).isEmpty
    if !hasText, !hasSublayers, !hasBorder || p.backgroundColor.alpha >= 1 {
      guard p.backgroundColor.alpha > 0 else { return nil }
      var faded = style
      faded.color = color.multiplyingAlpha(p.backgroundColor.alpha)
      return .shape(shape, faded)
    }
    return .content(style)
  }
}
