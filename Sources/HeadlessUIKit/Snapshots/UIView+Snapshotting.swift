import Foundation

extension UIView {
  /// The scale snapshots are recorded at: the window's screen's, or the main screen's.
  var snapshotScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

  /// Takes the place of a captured layer shown as `presentation`: its bounds, anchor point,
  /// position, transform and opacity; touches pass through (a frozen picture never takes them).
  func takePlace(of presentation: CALayerPresentation) {
    layer.bounds = presentation.bounds
    layer.anchorPoint = presentation.anchorPoint
    layer.position = presentation.position
    layer.transform = presentation.transform
    layer.opacity = presentation.opacity
    isUserInteractionEnabled = false
  }

  /// A new view showing this view's current rendering (its bounds), as
  /// `snapshotView(afterScreenUpdates:)`: a frozen recording that later changes to this view
  /// do not affect. With `afterScreenUpdates` pending layout runs first.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    if afterUpdates { layoutIfNeeded() }
    let snapshot = UIImageView(image: UIImage(picture: layer.picture(scale: snapshotScale)))
    snapshot.frame = CGRect(origin: .zero, size: bounds.size)
    return snapshot
  }

  /// A view showing the part `rect` (bounds coordinates) of this view's rendering, whose
  /// `capInsets` edges keep their size when the view is resized and whose middle stretches,
  /// as `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
  ) -> UIView? {
    if afterUpdates { layoutIfNeeded() }
    let picture = layer.picture(scale: snapshotScale)
    let source = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    let view = ResizableSnapshotView(picture: picture, source: source, capInsets: capInsets)
    view.frame = CGRect(origin: .zero, size: rect.size)
    return view
  }

  /// Draws this view's current rendering stretched into `rect` of the current graphics
  /// context (`UIGraphicsGetCurrentContext()`), as `drawHierarchy(in:afterScreenUpdates:)`; returns false when there
  /// is no current context.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    if afterUpdates { layoutIfNeeded() }
    context.draw(layer.picture(scale: context.scale), in: rect)
    return true
  }
}
