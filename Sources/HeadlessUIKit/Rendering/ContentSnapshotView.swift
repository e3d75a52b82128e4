import Foundation

/// A frozen picture of a view's content: its layer tree's rendering at one moment (a
/// ``Picture`` recorded at the window's scale), drawn again wherever this view is.
/// `UIView.transition` draws the old state with it while the new state shows underneath.
@MainActor
final class ContentSnapshotView: UIView {
  /// The captured rendering, in the captured view's bounds (= this view's).
  let picture: Picture

  /// Captures `view` as it is currently displayed (presentation values): its shadow,
  /// background, content, subviews and border — not its own opacity, transform or position,
  /// which this view copies instead — so it covers the view exactly.
  init(capturing view: UIView) {
    let layer = view.layer
    let presentation = CALayerPresentation(layer: layer, time: layer.localTime(forMediaTime: AnimationEngine.mediaTime))
    picture = layer.picture(scale: view.snapshotScale)
    super.init(frame: .zero)
    takePlace(of: presentation)
  }

  required init?(coder: NSCoder) { preconditionFailure("ContentSnapshotView.init(coder:) is not supported") }
}
