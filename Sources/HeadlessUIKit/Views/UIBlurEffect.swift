import Foundation

/// A blur of what lies behind a visual-effect view, as UIKit's `UIBlurEffect`.
///
/// - Note: UIKit difference: UIKit's materials also saturate and vibrancy-tint; here each
///   style is a Gaussian blur of `blurRadius` points plus a flat tint (values approximating
///   the light-mode look).
public final class UIBlurEffect: Sendable {
  /// As `UIBlurEffect.Style` (light-mode appearance).
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
  }

  public let style: Style

  /// As `UIBlurEffect(style:)`.
  public init(style: Style) { self.style = style }

  /// The blur radius in points.
  public var blurRadius: CGFloat {
    switch style {
    case .systemUltraThinMaterial: return 15
    case .systemThinMaterial: return 20
    default: return 25
    }
  }

  /// The flat tint laid over the blur.
  public var tint: RGBA {
    switch style {
    case .extraLight: return RGBA(white: 0.97, alpha: 0.7)
    case .light: return RGBA(white: 0.97, alpha: 0.5)
    case .dark: return RGBA(white: 0.11, alpha: 0.73)
    case .regular, .systemMaterial: return RGBA(white: 0.97, alpha: 0.6)
    case .prominent, .systemThickMaterial: return RGBA(white: 0.97, alpha: 0.78)
    case .systemUltraThinMaterial: return RGBA(white: 0.97, alpha: 0.3)
    case .systemThinMaterial: return RGBA(white: 0.97, alpha: 0.45)
    case .systemChromeMaterial: return RGBA(white: 0.97, alpha: 0.7)
    }
  }
}
