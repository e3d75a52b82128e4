import Foundation

/// The look of a tab bar, as UIKit's `UITabBarAppearance`: a ``UIBarAppearance`` background and
/// shadow.
///
/// - Note: UIKit difference: the item appearances (`stackedLayoutAppearance`,
///   `inlineLayoutAppearance`, `compactInlineLayoutAppearance`), `selectionIndicatorTintColor`
///   and the item positioning are not implemented; items take the bar's `tintColor` and
///   `unselectedItemTintColor`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  /// A tab bar appearance with the default background for `idiom`, as `init(idiom:)`.
  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  /// A tab bar appearance copying `barAppearance`'s background and shadow, as
  /// `init(barAppearance:)`.
  public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
