import Foundation

extension UIView {
  /// The property animators whose animations are attached to this view's layer.
  var attachedPropertyAnimators: [UIViewPropertyAnimator] {
    var animators: [UIViewPropertyAnimator] = []
    for entry in layer.entries {
      guard let animator = (entry.animation as? PropertyAnimatorAnimation)?.animator,
        !animators.contains(where: { $0 === animator })
      else { continue }
      animators.append(animator)
    }
    return animators
  }

  /// `point`, in the superview's coordinates, in this view's coordinates as hit-testing sees
  /// them; nil when the view takes no touches now.
  ///
  /// As in UIKit: a view that a `UIViewPropertyAnimator` is animating is hit-tested where it is
  /// drawn (its presentation geometry) unless the animator's `isManualHitTestingEnabled` is
  /// set, and takes no touches while an animator animating it has `isUserInteractionEnabled`
  /// false. A view animated by `UIView.animate` or Core Animation alone is hit-tested at its
  /// model geometry, as on iOS.
  func hitTestPoint(fromSuperview point: CGPoint) -> CGPoint? {
    let animators = attachedPropertyAnimators
    guard !animators.isEmpty else { return point.applying(transformToSuperview.inverted()) }
    if animators.contains(where: { !$0.isUserInteractionEnabled }) { return nil }
    guard animators.contains(where: { !$0.isManualHitTestingEnabled }) else {
      return point.applying(transformToSuperview.inverted())
    }
    let presentation = CALayerPresentation(
      layer: layer, time: layer.localTime(forMediaTime: AnimationEngine.mediaTime))
    return point.applying(presentation.transformToSuperlayer.inverted())
  }
}
