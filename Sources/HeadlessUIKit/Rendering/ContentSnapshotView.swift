import Foundation

/// A frozen picture of a view's content covering the view exactly: a snapshot of its current
/// rendering (``CALayer/picture(scale:)``, without its own geometry and opacity) placed with
/// the view's displayed position, bounds, anchor, transform and opacity. `UIView.transition`
/// and `UIViewController.transition` draw the old state with it while the new state shows
/// underneath.
@MainActor
final class ContentSnapshotView: UIImageView {
  /// Captures `view` as it is currently displayed (presentation values).
  init(capturing view: UIView) {
    let layer = view.layer
    let p = CALayerPresentation(layer: layer, time: layer.localTime(forMediaTime: AnimationEngine.mediaTime))
    super.init(image: UIImage(picture: layer.picture(scale: view.snapshotScale)))
    self.layer.bounds = CGRect(origin: .zero, size: p.bounds.size)
    self.layer.anchorPoint = p.anchorPoint
    self.layer.position = p.position
    self.layer.transform = p.transform
    self.layer.opacity = p.opacity
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { preconditionFailure("ContentSnapshotView.init(coder:) is not supported") }
}
