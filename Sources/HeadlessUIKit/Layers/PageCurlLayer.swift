import Foundation

/// The layer of a ``PageCurlView``: its content and sublayers are drawn as a page curled by
/// `curlProgress` (animatable, 0 flat … 1 gone) at `curlAngle`, round a cylinder of
/// `curlRadius` points — see ``Graphics/PageCurl``.
///
/// - Note: UIKit difference: Core Animation curls pages with a private filter; this layer is
///   HeadlessUIKit's stand-in for it and is not public API.
final class PageCurlLayer: CALayer {
  /// How far the curl has travelled: 0 flat … 1 the page has left (animatable).
  var curlProgress: CGFloat = 0 {
    didSet { modelDidChange(.curlProgress, from: .scalar(oldValue), to: .scalar(curlProgress)) }
  }
  /// The direction towards the edge that lifts first, in radians, in the layer's bounds space
  /// (π/2: the bottom edge).
  var curlAngle: CGFloat = .pi / 2
  /// The cylinder's radius in points.
  var curlRadius: CGFloat = 40
  /// Whether the folded part is drawn past the layer's bounds on the side opposite the curl's
  /// direction: a book's leaf turning over its spine onto the facing page (a page view
  /// controller's `.mid` spine).
  var foldsBeyondPage = false

  override func hasProperty(_ property: LayerProperty) -> Bool {
    property == .curlProgress || super.hasProperty(property)
  }

  override func ownModelValue(_ property: LayerProperty) -> AnimatableValue {
    property == .curlProgress ? .scalar(curlProgress) : super.ownModelValue(property)
  }

  override func setOwnModelValue(_ value: AnimatableValue, for property: LayerProperty) -> Bool {
    guard property == .curlProgress, case .scalar(let v) = value else {
      return super.setOwnModelValue(value, for: property)
    }
    curlProgress = v
    return true
  }
}
