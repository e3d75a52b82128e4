import Foundation

extension DisplayListBuilder {
  /// What the layer draws as its content (between background and sublayers): a label's
  /// text, what a view's `draw(_:)` recorded, an image view's image placed by `contentMode`, a snapshot, a visual-effect view's
  /// backdrop blur, a shape layer's fill and stroke, a gradient layer's gradient, a text layer's
  /// text, an emitter layer's particles. `view` is the
  /// layer's `delegate`.
  func contentItems(
    of layer: CALayer, view: UIView?, _ p: CALayerPresentation, time: TimeInterval, transform m: CGAffineTransform
  ) -> [DisplayItem] {
    // A plain `UIView`'s plain `CALayer` (most layers of a screen) is none of the kinds below:
    // the class casts are skipped for it.
    if type(of: layer) == CALayer.self {
      guard let view else { return [] }
      if type(of: view) == UIView.self { return view.drawnContentItems(in: p.bounds, transform: m) }
    }
    if let label = view as? UILabel, let run = label.textRun(in: p.bounds) {
      return [.text(run, transform: m)]
    }
    if let snapshot = view as? ContentSnapshotView {
      return snapshot.picture.items(into: p.bounds, transform: m)
    }
    if let page = view as? PageCurlView {
      return page.picture.items(into: p.bounds, transform: m)
    }
    if let snapshot = view as? ResizableSnapshotView {
      return snapshot.sliceItems(in: p.bounds, transform: m)
    }
    if let imageView = view as? UIImageView, let image = imageView.image {
      return image.items(in: imageView.contentMode.rect(for: image.size, in: p.bounds), transform: m)
    }
    if let effectLayer = layer as? VisualEffectLayer {
      guard let blur = effectLayer.backdropBlur(at: time) else { return [] }
      return [.backdropBlur(Self.shape(of: layer, p), blur, transform: m)]
    }
    if let shape = layer as? CAShapeLayer { return shapeItems(shape, time: time, transform: m) }
    if let text = layer as? CATextLayer {
      // The text is drawn into a backing store of the bounds' size: what overflows is clipped.
      guard let run = text.textRun(in: p.bounds, time: time) else { return [] }
      return [.pushClip(.rect(p.bounds), transform: m), .text(run, transform: m), .popClip]
    }
    if let emitter = layer as? CAEmitterLayer { return emitter.particleItems(at: time, transform: m) }
    if let gradient = layer as? CAGradientLayer, let value = Self.gradient(gradient, p, time: time) {
      return [.gradient(value, transform: m)]
    }
    if let view { return view.drawnContentItems(in: p.bounds, transform: m) }
    return []
  }

  /// Whether `contentItems` would draw anything (for the shadow's fast path).
  func hasContent(_ layer: CALayer, _ p: CALayerPresentation) -> Bool {
    if let label = layer.delegate as? UILabel { return label.textRun(in: p.bounds) != nil }
    if let imageView = layer.delegate as? UIImageView { return imageView.image != nil }
    if let effectLayer = layer as? VisualEffectLayer {
      return effectLayer.backdropBlur(at: layer.localTime(forMediaTime: AnimationEngine.mediaTime)) != nil
    }
    if layer.delegate?.drawnContent != nil { return true }
    if let text = layer as? CATextLayer {
      return text.textRun(in: p.bounds, time: layer.localTime(forMediaTime: AnimationEngine.mediaTime)) != nil
    }
    return layer is CAShapeLayer || layer is CAGradientLayer || layer is CAEmitterLayer
      || layer.delegate is ResizableSnapshotView
      || layer.delegate is ContentSnapshotView || layer.delegate is PageCurlView
  }

  private func shapeItems(_ layer: CAShapeLayer, time: TimeInterval, transform m: CGAffineTransform) -> [DisplayItem] {
    func value(_ property: LayerProperty) -> AnimatableValue { layer.presentationValue(property, at: time) }
    guard case .path(let path) = value(.path), !path.isEmpty, case .color(let fill) = value(.fillColor),
      case .color(let strokeColor) = value(.strokeColor), case .scalar(let lineWidth) = value(.lineWidth),
      case .scalar(let start) = value(.strokeStart), case .scalar(let end) = value(.strokeEnd)
    else { return [] }
    var items: [DisplayItem] = []
    if fill.alpha > 0 {
      items.append(
        .fill(.path(path, fillRule: layer.fillRule == .evenOdd ? .evenOdd : .winding), color: fill, transform: m))
    }
    if strokeColor.alpha > 0, lineWidth > 0 {
      let trimmed = path.trimmed(from: start, to: end)
      if !trimmed.isEmpty, case .scalar(let phase) = value(.lineDashPhase), case .scalar(let miter) = value(.miterLimit)
      {
        let cap: CGLineCap = layer.lineCap == .round ? .round : layer.lineCap == .square ? .square : .butt
        let join: CGLineJoin = layer.lineJoin == .round ? .round : layer.lineJoin == .bevel ? .bevel : .miter
        var style = StrokeStyle(
          lineWidth: lineWidth, lineCap: cap, lineJoin: join, miterLimit: miter,
          dashes: (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) }, dashPhase: phase)
        // The dashes belong to the whole path: the first piece of a trimmed path starts as far
        // into the pattern as the trim point lies into its subpath; later subpaths restart it.
        let leadIn = style.isDashed ? path.lengthIntoSubpath(atFraction: start) : 0
        if leadIn > 0 {
          let (first, rest) = trimmed.splittingFirstSubpath()
          var shifted = style
          shifted.dashPhase += leadIn
          items.append(.stroke(first, style: shifted, color: strokeColor, transform: m))
          if !rest.isEmpty { items.append(.stroke(rest, style: style, color: strokeColor, transform: m)) }
        } else {
          style.dashPhase = phase
          items.append(.stroke(trimmed, style: style, color: strokeColor, transform: m))
        }
      }
    }
    return items
  }

  /// The gradient layer's content in its bounds space, or nil when it has no colours.
  ///
  /// - Precondition: `locations`, when set, has one entry per colour (also while `colors` or
  ///   `locations` animate).
  static func gradient(_ layer: CAGradientLayer, _ p: CALayerPresentation, time: TimeInterval) -> Gradient? {
    guard case .colors(let colors) = layer.presentationValue(.colors, at: time), !colors.isEmpty,
      case .scalars(let stops) = layer.presentationValue(.locations, at: time)
    else { return nil }
    precondition(
      stops.count == colors.count,
      "CAGradientLayer.locations has \(stops.count) entries for \(colors.count) colors")
    let locations = stops.map { Double($0) }
    guard case .point(let start) = layer.presentationValue(.startPoint, at: time),
      case .point(let end) = layer.presentationValue(.endPoint, at: time)
    else { return nil }
    let b = p.bounds
    func local(_ u: CGPoint) -> CGPoint { CGPoint(x: b.minX + u.x * b.width, y: b.minY + u.y * b.height) }
    let kind: Gradient.Kind = layer.type == .radial ? .radial : layer.type == .conic ? .conic : .axial
    return Gradient(
      kind: kind, stops: Array(zip(locations, colors)).map { (location: $0.0, color: $0.1) }, start: local(start),
      end: local(end), rect: b)
  }
}
