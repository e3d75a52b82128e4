import Foundation

/// A frozen picture of a view (as ``ContentSnapshotView`` captures it) drawn as a page that
/// curls: what `UIView.transition`'s `.transitionCurlUp`/`.transitionCurlDown` and the modal
/// `.partialCurl` animate. Its ``PageCurlLayer`` carries the curl; `curlProgress` animates
/// inside `UIView.animate` blocks like any layer property.
@MainActor
final class PageCurlView: UIView {
  /// The page's content, in this view's bounds.
  var picture: Picture
  /// What the back of the page shows (a double-sided page), in this view's bounds as it lies
  /// once turned over; nil: the front, mirrored and pale.
  var backPicture: Picture?
  /// Whether the page turns over a horizontal spine (top or bottom edge), so its back is
  /// mirrored top to bottom; otherwise left to right.
  var backFlipsVertically = false

  /// The curl's share of the page's shorter side that makes its cylinder's radius.
  /// - Note: UIKit difference: Apple does not document the curl's radius; 1/10 of the shorter
  ///   side (39 pt on a 390 pt wide iPhone) matches its look.
  static let radiusFraction: CGFloat = 0.1

  /// Captures `view` as it is currently displayed (presentation values, whole subtree) and
  /// takes its place: same bounds, position, transform and opacity. The curl lifts first
  /// the edge or corner `angle` points to (radians in the page's space; π/2 the bottom edge).
  init(capturing view: UIView, angle: CGFloat) {
    let layer = view.layer
    let presentation = CALayerPresentation(layer: layer, time: layer.localTime(forMediaTime: AnimationEngine.mediaTime))
    picture = layer.picture(scale: view.snapshotScale)
    super.init(frame: .zero)
    curlLayer.curlAngle = angle
    curlLayer.curlRadius = max(1, min(presentation.bounds.width, presentation.bounds.height) * Self.radiusFraction)
    takePlace(of: presentation)
  }

  required init?(coder: NSCoder) { preconditionFailure("PageCurlView.init(coder:) is not supported") }

  /// Backed by a ``PageCurlLayer``.
  override class var layerClass: AnyClass { PageCurlLayer.self }

  /// The curl layer.
  var curlLayer: PageCurlLayer {
    guard let layer = layer as? PageCurlLayer else {
      preconditionFailure("a PageCurlView is backed by a PageCurlLayer")
    }
    return layer
  }

  /// How far the page has curled: 0 flat … 1 gone (animatable in `UIView.animate` blocks).
  var curlProgress: CGFloat {
    get { curlLayer.curlProgress }
    set { curlLayer.curlProgress = newValue }
  }

  /// Shows `view` (laid out at this page's size) on the back of the page, as a double-sided
  /// page does; the page turns over a horizontal spine when `flipsVertically`.
  func setBack(capturing view: UIView, flipsVertically: Bool) {
    backPicture = view.layer.picture(scale: view.snapshotScale)
    backFlipsVertically = flipsVertically
    curlLayer.isDoubleSided = true
  }

  /// Records `view`'s current appearance as the page's content again (the dismissal of a
  /// partial curl uncurls the presenting view as it is then).
  func recapture(_ view: UIView) {
    picture = view.layer.picture(scale: view.snapshotScale)
  }
}
