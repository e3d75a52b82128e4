import Foundation

/// What a navigation bar shows for one view controller, as UIKit's `UINavigationItem`: the
/// title in the middle and, for the item below it on the stack, the back button's title.
///
/// Each view controller owns one (`navigationItem`); its `title` follows the controller's
/// `title`.
///
/// - Note: UIKit difference: bar button items, title views, prompts and large titles are not
///   implemented; there is no API for them.
@preconcurrency @MainActor
open class UINavigationItem {
  /// The title shown centred in the bar when this item is on top, as `title`.
  open var title: String? { didSet { bar?.itemDidChange(self) } }
  /// The title the back button shows when this item is the one below the top item, as
  /// `backButtonTitle`; nil uses `title` (and "Back" when that is nil too).
  open var backButtonTitle: String? { didSet { bar?.itemDidChange(self) } }
  /// Whether the bar hides its back button while this item is on top, as `hidesBackButton`.
  open var hidesBackButton = false { didSet { bar?.itemDidChange(self) } }
  /// The bar showing this item, so changes redraw it.
  weak var bar: UINavigationBar?

  /// An item with `title`, as `init(title:)`.
  public init(title: String) { self.title = title }

  /// An item without a title, as `init()`.
  public init() {}

  /// Hides or shows the back button, as `setHidesBackButton(_:animated:)`.
  ///
  /// - Note: UIKit difference: the change is not animated (`animated` is accepted and the
  ///   button appears or disappears at once).
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// The text the back button shows when this item is the back item.
  var resolvedBackTitle: String { backButtonTitle ?? title ?? "Back" }
}
