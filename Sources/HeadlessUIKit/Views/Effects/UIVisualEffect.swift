import Foundation

/// The base of the effects a `UIVisualEffectView` shows, as UIKit's `UIVisualEffect`: use
/// ``UIBlurEffect`` or ``UIVibrancyEffect``.
@preconcurrency @MainActor
open class UIVisualEffect {
  /// As `init()`: an effect that draws nothing.
  public init() {}

  /// What the effect draws over a visual-effect view's bounds: the blur of what lies behind,
  /// or nil for none.
  var backdropBlur: BackdropBlur? { nil }
}
