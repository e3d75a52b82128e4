import Foundation

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance`: a ``UIBarAppearance``
/// background and shadow plus the attributes of the title and of the large title.
///
/// The bar draws the title with `titleTextAttributes` (`.font`, `.foregroundColor`) over its
/// default (17 pt semibold, `label`), and the large title with `largeTitleTextAttributes` over
/// 34 pt bold `label`.
///
/// - Note: UIKit difference: `buttonAppearance`, `doneButtonAppearance`, `backButtonAppearance`,
///   `titlePositionAdjustment` and the back indicator images are not implemented (style bar
///   button items with `setTitleTextAttributes(_:for:)` and the bar's `tintColor`).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  /// The attributes of the title, as `titleTextAttributes` (default empty).
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of the large title, as `largeTitleTextAttributes` (default empty).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

  /// An appearance copying `barAppearance` (and its title attributes when it is a navigation
  /// bar appearance), as `init(barAppearance:)`.
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    if let navigation = barAppearance as? UINavigationBarAppearance {
      titleTextAttributes = navigation.titleTextAttributes
      largeTitleTextAttributes = navigation.largeTitleTextAttributes
    }
  }

  /// A navigation bar appearance with the default background for `idiom`, as
  /// `init(idiom:)`.
  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
}
