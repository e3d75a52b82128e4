import Foundation

/// The look of a toolbar, as UIKit's `UIToolbarAppearance`: a ``UIBarAppearance`` background
/// and shadow.
///
/// - Note: UIKit difference: `buttonAppearance` and `doneButtonAppearance` are not implemented
///   (style items with `setTitleTextAttributes(_:for:)` and the bar's `tintColor`).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  /// A toolbar appearance with the default background for `idiom`, as `init(idiom:)`.
  public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

  /// A toolbar appearance copying `barAppearance`'s background and shadow, as
  /// `init(barAppearance:)`.
  public required init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
}
