import Foundation

/// A frozen picture of a view's content: the display items its layer tree drew at one moment,
/// in the view's bounds space, drawn again wherever this view is. `UIView.transition` draws
/// the old state with it while the new state shows underneath.
@MainActor
final class ContentSnapshotView: UIView {
  /// The captured items, in the bounds space of the captured view (= this view's).
  let items: [DisplayItem]

  /// Captures `view` as it is currently displayed (presentation values): its background,
  /// text, subviews and border — not its own opacity, transform or position, which this view
  /// copies instead — so it covers the view exactly.
  init(capturing view: UIView) {
    let layer = view.layer
    let time = layer.localTime(forMediaTime: AnimationEngine.mediaTime)
    let presentation = CALayerPresentation(layer: layer, time: time)
    var captured: [DisplayItem] = []
    DisplayListBuilder().emitContents(
      of: layer, presentation: presentation, time: time, transform: .identity, into: &captured)
    items = captured
    super.init(frame: .zero)
    self.layer.bounds = presentation.bounds
    self.layer.anchorPoint = presentation.anchorPoint
    self.layer.position = presentation.position
    self.layer.setAffineTransform(presentation.affineTransform)
    self.layer.opacity = presentation.opacity
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { preconditionFailure("ContentSnapshotView.init(coder:) is not supported") }
}

extension DisplayItem {
  /// The item drawn through `m` after its own transform (its geometry mapped by `m`).
  func concatenating(_ m: CGAffineTransform) -> DisplayItem {
    switch self {
    case .pushClip(let shape, let t): return .pushClip(shape, transform: t.concatenating(m))
    case .fill(let shape, let color, let t): return .fill(shape, color: color, transform: t.concatenating(m))
    case .border(let shape, let width, let color, let t):
      return .border(shape, width: width, color: color, transform: t.concatenating(m))
    case .text(let run, let t): return .text(run, transform: t.concatenating(m))
    case .popClip, .beginGroup, .endGroup: return self
    }
  }
}
