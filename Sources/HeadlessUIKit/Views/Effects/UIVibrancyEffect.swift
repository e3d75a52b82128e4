import Foundation

/// Vibrant content over a blur, as UIKit's `UIVibrancyEffect`: a visual-effect view with this
/// effect draws no blur of its own; it sits in a blur effect view's `contentView`, and what its
/// own `contentView` holds is blended with the blurred backdrop beneath, so it takes on the
/// colours behind it.
///
/// - Note: UIKit difference: UIKit's vibrancy is a private filter; here the content is
///   composited in `overlay` blend mode (light and dark blurs alike), which lightens or
///   darkens the blurred backdrop by the content's brightness.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy is matched to, as `blurEffect` (UIKit keeps it private).
  public let blurEffect: UIBlurEffect

  /// Vibrancy for content over `blurEffect`, as `UIVibrancyEffect(blurEffect:)`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }

  /// The blend mode the content is composited with.
  var blendMode: CGBlendMode { .overlay }
}
