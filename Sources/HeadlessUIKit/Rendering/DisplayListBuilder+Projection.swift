import Foundation

extension DisplayListBuilder {
  /// The matrix a layer's `sublayerTransform` contributes to its sublayers: the transform
  /// about the layer's anchor point (in its bounds space), or the identity.
  static func sublayerMatrix(_ p: CALayerPresentation) -> CATransform3D {
    guard p.sublayerTransform != .identity else { return .identity }
    let anchor = CGPoint(
      x: p.bounds.minX + p.bounds.width * p.anchorPoint.x, y: p.bounds.minY + p.bounds.height * p.anchorPoint.y)
    return CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0).concatenating(p.sublayerTransform)
      .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
  }

  /// Whether the flattened layer is seen from the front (its image not mirrored), judged at
  /// the centre of its bounds — or at a corner in front of the eye when the centre is not;
  /// nil when the whole layer lies behind the eye (nothing to draw).
  static func facing(_ plane: ProjectiveTransform, bounds: CGRect) -> Bool? {
    // An affine plane has w = 1 at any finite point (the centre's w, as below).
    if plane.isAffine, bounds.midX.isFinite, bounds.midY.isFinite { return plane.determinant >= 0 }
    let points = [
      CGPoint(x: bounds.midX, y: bounds.midY), CGPoint(x: bounds.minX, y: bounds.minY),
      CGPoint(x: bounds.maxX, y: bounds.minY), CGPoint(x: bounds.minX, y: bounds.maxY),
      CGPoint(x: bounds.maxX, y: bounds.maxY),
    ]
    guard let w = points.lazy.map({ plane.homogeneous($0).w }).first(where: { $0 > 0 }) else { return nil }
    // The Jacobian determinant of a homography at a point is det(H) / w³.
    return plane.determinant * w >= 0
  }

  /// Emits a layer whose plane maps projectively onto the target: its content drawn into an
  /// offscreen surface at about the largest on-screen scale (at most 4096 px a side), then
  /// warped by `toTarget` (layer space → target pixels).
  func emitProjected(
    _ layer: CALayer, _ p: CALayerPresentation, time: TimeInterval, toTarget: ProjectiveTransform,
    into items: inout EmittedItems
  ) {
    let box = Self.contentBounds(of: layer, p, time: time)
    guard !box.isNull, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return }
    var scale: CGFloat = 0
    for corner in [
      CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY), CGPoint(x: box.minX, y: box.maxY),
      CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.midX, y: box.midY),
    ] {
      guard let a = toTarget.apply(corner), let bx = toTarget.apply(CGPoint(x: corner.x + 1, y: corner.y)),
        let by = toTarget.apply(CGPoint(x: corner.x, y: corner.y + 1))
      else { continue }
      scale = max(scale, hypot(bx.x - a.x, bx.y - a.y), hypot(by.x - a.x, by.y - a.y))
    }
    scale = min(max(scale, 0.25), 4096 / box.width, 4096 / box.height)
    guard scale.isFinite, scale > 0 else { return }
    let width = max(1, Int((box.width * scale).rounded(.up)))
    let height = max(1, Int((box.height * scale).rounded(.up)))
    let toOffscreen = CGAffineTransform(translationX: -box.minX, y: -box.minY)
      .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let fromOffscreen = ProjectiveTransform(toOffscreen.inverted()).concatenating(toTarget)
    var inner = items.emptyCopy()
    emitContents(of: layer, presentation: p, time: time, transform: toOffscreen, into: &inner)
    guard !inner.isEmpty else { return }
    items.append(.beginProjection(fromOffscreen, width: width, height: height))
    items.append(contentsOf: inner)
    items.append(.endGroup)
  }

  /// A rectangle holding everything the layer draws, in its bounds space: the bounds, the
  /// shadow's reach, and (unless `masksToBounds`) its sublayers' frames, recursively.
  static func contentBounds(of layer: CALayer, _ p: CALayerPresentation, time: TimeInterval) -> CGRect {
    var box = p.bounds
    let shadowAlpha = p.shadowColor.alpha * Double(p.shadowOpacity)
    if shadowAlpha > 0 {
      let reach = max(p.shadowRadius, 0) * 1.5 + 1
      let outline = layer.shadowPath?.boundingBoxOfPath ?? p.bounds
      box = box.union(
        outline.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -reach, dy: -reach))
    }
    guard !layer.masksToBounds, let sublayers = layer.sublayers else { return box }
    for sublayer in sublayers where !sublayer.isHidden {
      let t = (time - sublayer.beginTime) * Double(sublayer.speed) + sublayer.timeOffset
      let q = CALayerPresentation(layer: sublayer, time: t)
      let inner = contentBounds(of: sublayer, q, time: t)
      box = box.union(inner.applying(q.transformToSuperlayer))
    }
    return box
  }
}
