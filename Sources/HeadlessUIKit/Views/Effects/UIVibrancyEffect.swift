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
  /// The hierarchy level (iOS 13), nil for the classic vibrancy.
  public let style: UIVibrancyEffectStyle?

  /// Vibrancy for content over `blurEffect`, as `UIVibrancyEffect(blurEffect:)`.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    style = nil
    super.init()
  }

  /// Vibrancy at a hierarchy level, as `UIVibrancyEffect(blurEffect:style:)`: the content is
  /// composited at the alpha of the matching system colour (`secondaryLabel` 0.6, `tertiaryLabel`
  /// 0.3, `quaternaryLabel` 0.18, `fill` 0.2, `secondaryFill` 0.16, `tertiaryFill` 0.12,
  /// `separator` 0.29; `label` opaque).
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }

  /// The blend mode the content is composited with.
  var blendMode: CGBlendMode { .overlay }

  /// The opacity the content is composited with.
  var contentOpacity: Double {
    switch style {
    case nil, .label: 1
    case .secondaryLabel: 0.6
    case .tertiaryLabel: 0.3
    case .quaternaryLabel: 0.18
    case .fill: 0.2
    case .secondaryFill: 0.16
    case .tertiaryFill: 0.12
    case .separator: 0.29
    }
  }
}

/// The hierarchy levels of vibrant content, as `UIVibrancyEffectStyle` (UIKit's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}
