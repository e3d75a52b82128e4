import Foundation

/// A blur of what lies behind a visual-effect view, as UIKit's `UIBlurEffect`: a Gaussian blur
/// of the backdrop with a per-style tint laid over it.
///
/// - Note: UIKit difference: UIKit's materials also saturate the backdrop; here each style is
///   a Gaussian blur of ``blurRadius`` points plus a flat tint approximating its look. The
///   adaptive styles (`.regular`, `.prominent`, `.systemMaterial`…) resolve to their light
///   appearance, as HeadlessUIKit's dynamic colours do.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur's look, as `UIBlurEffect.Style` (UIKit's raw values).
  public enum Style: Int, Sendable, CaseIterable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style the effect was made with.
  public let style: Style

  /// A blur of `style`, as `UIBlurEffect(style:)`.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The blur radius in points: thinner materials blur less.
  public var blurRadius: CGFloat {
    switch style {
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 15
    case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 20
    default: return 25
    }
  }

  /// The flat tint laid over the blur: near-white for the light looks, near-black for the dark
  /// ones, more opaque for thicker materials.
  public var tint: RGBA {
    switch style {
    case .extraLight: return RGBA(white: 0.97, alpha: 0.7)
    case .light: return RGBA(white: 0.97, alpha: 0.5)
    case .dark: return RGBA(white: 0.11, alpha: 0.73)
    case .regular, .systemMaterial, .systemMaterialLight: return RGBA(white: 0.97, alpha: 0.6)
    case .prominent, .systemThickMaterial, .systemThickMaterialLight: return RGBA(white: 0.97, alpha: 0.78)
    case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return RGBA(white: 0.97, alpha: 0.3)
    case .systemThinMaterial, .systemThinMaterialLight: return RGBA(white: 0.97, alpha: 0.45)
    case .systemChromeMaterial, .systemChromeMaterialLight: return RGBA(white: 0.97, alpha: 0.7)
    case .systemUltraThinMaterialDark: return RGBA(white: 0.1, alpha: 0.35)
    case .systemThinMaterialDark: return RGBA(white: 0.1, alpha: 0.5)
    case .systemMaterialDark: return RGBA(white: 0.11, alpha: 0.65)
    case .systemThickMaterialDark: return RGBA(white: 0.11, alpha: 0.8)
    case .systemChromeMaterialDark: return RGBA(white: 0.12, alpha: 0.75)
    }
  }

  /// Whether the style's look is dark (its vibrant content is lightened rather than darkened).
  var isDark: Bool {
    switch style {
    case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
      .systemChromeMaterialDark:
      return true
    default: return false
    }
  }

  override var backdropBlur: BackdropBlur? { BackdropBlur(radius: blurRadius, tint: tint) }
}
